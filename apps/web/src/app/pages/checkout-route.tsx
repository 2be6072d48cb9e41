import { useLocation } from 'wouter';
import { AddressForm } from '../../features/account/components/address-form.tsx';
import { BasketBridgeProvider } from '../../features/account/lib/basket-bridge.ts';
import { useBasket } from '../../features/basket/hooks/use-basket.ts';
import type { AddressFormRenderer } from '../../features/checkout/lib/checkout-slots.ts';
import { CheckoutPage } from '../../features/checkout/pages/checkout-page.tsx';
import { localePath, useLocale } from '../../lib/locale-context.tsx';
import { WINDOW_EVENTS } from '../../lib/storage-keys.ts';
import { checkoutBasketBridge, renderCardForm } from './checkout-shared.tsx';
import { CheckoutSignForms } from './checkout-sign-forms.tsx';

const renderAddressForm: AddressFormRenderer = ({ onSaved, onCancel, deliveredCountries }) => (
  <AddressForm onSaved={onSaved} onCancel={onCancel} deliveredCountries={deliveredCountries} />
);

/**
 * /:lang/checkout: the checkout feature's page composed with the account (inline sign forms,
 * address form), the basket (its id and view) and the payment provider's card form. A chunk of
 * its own (see router.tsx).
 */
export default function CheckoutRoute() {
  const basket = useBasket();
  const locale = useLocale();
  const [, navigate] = useLocation();
  // The panel never opens over the checkout: leave for the shop, then ask for it.
  const editBasket = () => {
    navigate(`~${localePath(locale, 'accueil')}`);
    window.setTimeout(() => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.cartOpen)), 100);
  };
  return (
    <BasketBridgeProvider value={checkoutBasketBridge}>
      <CheckoutPage
        cartId={basket.id}
        basket={basket.panier}
        isBasketLoading={basket.status === 'loading' || (basket.status === 'idle' && basket.count > 0)}
        signForms={<CheckoutSignForms />}
        renderPaymentForm={renderCardForm}
        renderAddressForm={renderAddressForm}
        onEditBasket={editBasket}
      />
    </BasketBridgeProvider>
  );
}
