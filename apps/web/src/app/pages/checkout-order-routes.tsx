import { RequireScope } from '../../features/account/components/require-scope.tsx';
import { confirmReturn } from '../../features/payments/api/confirm-return.ts';
import { CheckoutConfirmationPage } from '../../features/checkout/pages/checkout-confirmation-page.tsx';
import { CheckoutReprisePage } from '../../features/checkout/pages/checkout-reprise-page.tsx';
import { renderCardForm, startFreshBasket } from './checkout-shared.tsx';

/** /:lang/checkout-confirmation/{hash}, behind the user scope. */
export function CheckoutConfirmationRoute({ hash }: { hash: string }) {
  return (
    <RequireScope scope="user">
      <CheckoutConfirmationPage hash={hash} confirmReturn={confirmReturn} onPaid={startFreshBasket} />
    </RequireScope>
  );
}

/** /:lang/checkout-reprise/{hash}, behind the user scope. */
export function CheckoutRepriseRoute({ hash }: { hash: string }) {
  return (
    <RequireScope scope="user">
      <CheckoutReprisePage hash={hash} renderPaymentForm={renderCardForm} />
    </RequireScope>
  );
}
