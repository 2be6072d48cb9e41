import type { Basket, CheckoutState } from '@boutique/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { track } from '../../../lib/analytics/index.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AddressStep } from '../components/address-step.tsx';
import { CodeStep } from '../components/code-step.tsx';
import { DeliveryStep } from '../components/delivery-step.tsx';
import { IdentificationStep } from '../components/identification-step.tsx';
import { OrderSummaryAside } from '../components/order-summary-aside.tsx';
import { PaymentStep } from '../components/payment-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { useCheckout } from '../hooks/use-checkout.ts';
import type { AddressFormRenderer, PaymentFormRenderer } from '../lib/checkout-slots.ts';
import { useCheckoutReturnAddress } from '../lib/return-path.ts';
import styles from './checkout-page.module.css';

export interface CheckoutPageProps {
  /** The basket's hash (od_cart_id), null while this browser has none. */
  cartId: string | null;
  /** The basket as last read, for the summary before signing in. */
  basket: Basket | null;
  /** Whether the basket is still being read (the empty state waits for it). */
  isBasketLoading: boolean;
  /** The inline sign-in and sign-up forms, for an anonymous shopper (they keep the basket). */
  signForms: ReactNode;
  renderPaymentForm: PaymentFormRenderer;
  /** The account's address form (the new address is then chosen for delivery). */
  renderAddressForm: AddressFormRenderer;
  onEditBasket: () => void;
}

function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('checkout.surtitre')}</p>
        <h1 className={styles.title}>{t('checkout.titre')}</h1>
      </header>
      {children}
    </div>
  );
}

function EmptyBasket() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.empty}>
      <p className={styles.lead}>{t('checkout.vide.texte')}</p>
      <Link href={`~${localePath(locale, 'accueil')}`} className={buttonClassName('primary')}>
        {t('checkout.vide.boutique')}
      </Link>
    </div>
  );
}

function StepsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.steps} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('checkout.chargement')}
      </p>
      <Skeleton className={styles.skeletonBlock} />
      <Skeleton className={styles.skeletonBlock} />
      <Skeleton className={styles.skeletonBlock} />
    </div>
  );
}

/**
 * Reports each checkout step once it is reached: 1 the address, 2 the delivery (an address is
 * chosen), 3 the payment (nothing is missing).
 */
function useStepEvents(state: CheckoutState | null) {
  const reached = useRef(0);
  const step = !state ? 0 : Object.keys(state.manquants).length === 0 ? 3 : state.choix.adresse_livraison ? 2 : 1;
  useEffect(() => {
    for (let etape = reached.current + 1; etape <= step; etape += 1) track({ type: 'etape', etape });
    reached.current = Math.max(reached.current, step);
  }, [step]);
}

/**
 * /:lang/checkout: identification, delivery address, delivery method, code, summary
 * with the terms, payment. Every choice is saved on the server, whose answer (totals included)
 * the page shows; the entry stores the return address so signing in comes back here.
 */
export function CheckoutPage(props: CheckoutPageProps) {
  const { cartId, basket, isBasketLoading, signForms, renderPaymentForm, renderAddressForm, onEditBasket } = props;
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.titre'));
  useCheckoutReturnAddress();
  const session = useStoredSessionToken();
  const checkout = useCheckout(cartId, session !== null);
  const state = checkout.query.data ?? null;
  useStepEvents(state);

  if (!session) {
    if (!isBasketLoading && (!basket || basket.count === 0)) {
      return (
        <PageFrame>
          <EmptyBasket />
        </PageFrame>
      );
    }
    return (
      <PageFrame>
        <div className={styles.layout}>
          <div className={styles.side}>
            <OrderSummaryAside state={null} basket={basket} />
          </div>
          <div className={styles.steps}>
            <IdentificationStep signForms={signForms} />
          </div>
        </div>
      </PageFrame>
    );
  }

  if (cartId === null || (state && state.panier.count === 0)) {
    return (
      <PageFrame>
        <EmptyBasket />
      </PageFrame>
    );
  }

  if (checkout.query.isError) {
    return (
      <PageFrame>
        <div className={styles.empty} role="alert">
          <p className={styles.alert}>{checkout.query.error.message || t('checkout.erreurs.chargement')}</p>
          <button type="button" className={buttonClassName('secondary')} onClick={() => void checkout.query.refetch()}>
            {t('commun.reessayer')}
          </button>
        </div>
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <div className={styles.layout}>
        <div className={styles.side}>
          <OrderSummaryAside state={state} basket={basket} />
        </div>
        {state ? (
          <div className={styles.steps}>
            <IdentificationStep signForms={signForms} />
            <AddressStep state={state} checkout={checkout} renderAddressForm={renderAddressForm} />
            <DeliveryStep state={state} checkout={checkout} />
            <CodeStep state={state} checkout={checkout} />
            <ReviewStep state={state} checkout={checkout} />
            {checkout.formMessage !== null && (
              <p className={styles.alert} role="alert">
                {checkout.formMessage || t('checkout.erreurs.reseau')}
              </p>
            )}
            <PaymentStep
              // A changed choice or total asks for a new payment: the card form of the old one goes.
              key={JSON.stringify([state.choix, state.totaux.total_ttc])}
              state={state}
              cartId={cartId}
              renderPaymentForm={renderPaymentForm}
              onEditBasket={onEditBasket}
            />
          </div>
        ) : (
          <StepsSkeleton />
        )}
      </div>
    </PageFrame>
  );
}
