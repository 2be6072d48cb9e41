import type { BasketBridge } from '../../features/account/lib/basket-bridge.ts';
import { loadBasketActions } from '../../features/basket/lib/basket-actions-loader.ts';
import type { PaymentFormRenderer } from '../../features/checkout/lib/checkout-slots.ts';
import { CardFormHost } from '../../features/payments/components/card-form-host.tsx';

/** Signing in from the checkout switches to the basket the server answered (as on the sign pages). */
export const checkoutBasketBridge: BasketBridge = {
  loadByHash: (hash) => loadBasketActions().then(({ loadBasketByHash }) => loadBasketByHash(hash)),
  reset: () => loadBasketActions().then(({ resetBasket }) => resetBasket()),
};

/** Paid: the basket became an order, the shop starts a fresh one. */
export const startFreshBasket = () => void checkoutBasketBridge.reset();

/** The payment provider's card form, for the checkout and the reprise page. */
export const renderCardForm: PaymentFormRenderer = (props) => <CardFormHost {...props} />;
