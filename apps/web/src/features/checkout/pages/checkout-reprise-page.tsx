import type { Order, OrderStatus } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { orderQueryOptions } from '../api/order.ts';
import { orderPaymentQueryOptions } from '../api/order-payment.ts';
import { OrderRecap } from '../components/order-recap.tsx';
import type { PaymentFormRenderer } from '../lib/checkout-slots.ts';
import { useMoney } from '../lib/use-money.ts';
import { OrderLoadFailure, OrderLoading, OrderPageFrame } from './order-page-frame.tsx';
import styles from './checkout-page.module.css';

/** Each status in the customer's words. */
const STATUS_KEYS: Record<OrderStatus, string> = {
  reservee: 'checkout.statut.reservee',
  payee: 'checkout.statut.payee',
  expiree: 'checkout.statut.expiree',
  a_verifier: 'checkout.statut.a_verifier',
  expediee: 'checkout.statut.expediee',
  remboursee: 'checkout.statut.remboursee',
};

export interface CheckoutReprisePageProps {
  hash: string;
  renderPaymentForm: PaymentFormRenderer;
}

/** "Reprendre mon panier": the basket is still there once a hold has expired. */
function ResumeBasketLink() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.actions}>
      <Link href={`~${localePath(locale, 'checkout')}`} className={buttonClassName('primary')}>
        {t('checkout.reprise.reprendre_panier')}
      </Link>
    </div>
  );
}

/** The card form for a reserved order still within its hold, or why it can no longer be paid. */
function ResumePayment({ order, renderPaymentForm }: { order: Order } & Omit<CheckoutReprisePageProps, 'hash'>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tag = useLocaleTag();
  const money = useMoney();
  const [, navigate] = useLocation();
  const user = useStoredSessionToken()?.user;
  const payment = useQuery(orderPaymentQueryOptions(order.hash));
  if (payment.isPending) {
    return (
      <p className={styles.lead} role="status">
        {t('checkout.reprise.preparation')}
      </p>
    );
  }
  if (payment.isError) {
    const isExpired = payment.error instanceof ApiError && payment.error.code === 409;
    return (
      <>
        <p className={styles.alert} role="alert">
          {payment.error.message || t('checkout.reprise.expiree')}
        </p>
        {isExpired ? (
          <ResumeBasketLink />
        ) : (
          <div className={styles.actions}>
            <button type="button" className={buttonClassName('secondary')} onClick={() => void payment.refetch()}>
              {t('commun.reessayer')}
            </button>
          </div>
        )}
      </>
    );
  }
  const total = money(order.total_ttc);
  const confirmationPath = localePath(locale, `checkout-confirmation/${order.hash}`);
  const billing = order.adresse_facturation;
  return (
    <section aria-labelledby="reprise-paiement">
      <h2 id="reprise-paiement" className={styles.sectionTitle}>
        {t('checkout.paiement.carte')}
      </h2>
      <p className={styles.lead}>
        {t('checkout.reprise.jusqu_a', {
          heure: new Intl.DateTimeFormat(tag, { timeStyle: 'short' }).format(new Date(order.expire)),
        })}
      </p>
      {renderPaymentForm({
        clientSecret: payment.data.client_secret,
        payLabel: t('checkout.paiement.payer', { montant: total }),
        amountLabel: total,
        billing: {
          name: billing ? `${billing.prenom} ${billing.nom}`.trim() : `${user?.prenom ?? ''} ${user?.nom ?? ''}`.trim(),
          email: user?.mail ?? '',
          country: billing?.pays ?? 'FR',
        },
        returnUrl: `${window.location.origin}${confirmationPath}`,
        // The confirmation page has the server record the payment at once (POST /paiements/retour).
        onSucceeded: () =>
          navigate(`~${confirmationPath}?payment_intent=${encodeURIComponent(payment.data.intent_id)}`),
      })}
    </section>
  );
}

/**
 * /:lang/checkout-reprise/{hash} (user scope): an order whose payment did not go
 * through. Its summary and status; the card form again while the stock is held; once the hold
 * has expired, the way back to the basket, which is still there.
 */
export function CheckoutReprisePage({ hash, renderPaymentForm }: CheckoutReprisePageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('checkout.reprise.titre'));
  const query = useQuery(orderQueryOptions(hash));
  const eyebrow = t('checkout.reprise.surtitre');
  if (query.isPending) return <OrderLoading eyebrow={eyebrow} />;
  if (query.isError) {
    return <OrderLoadFailure eyebrow={eyebrow} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const order = query.data;
  return (
    <OrderPageFrame eyebrow={eyebrow}>
      <h1 className={styles.title}>{t('checkout.reprise.titre')}</h1>
      <p className={styles.orderNumber}>
        {order.numero ? t('checkout.confirmation.numero', { numero: order.numero }) : null}{' '}
        <span className={styles.status}>{t(STATUS_KEYS[order.statut])}</span>
      </p>
      {order.statut === 'reservee' ? (
        <ResumePayment order={order} renderPaymentForm={renderPaymentForm} />
      ) : order.statut === 'expiree' ? (
        <>
          <p className={styles.lead}>{t('checkout.reprise.expiree')}</p>
          <ResumeBasketLink />
        </>
      ) : (
        <>
          <p className={styles.lead}>{t('checkout.reprise.deja_payee')}</p>
          <div className={styles.actions}>
            <Link
              href={`~${localePath(locale, `checkout-confirmation/${hash}`)}`}
              className={buttonClassName('primary')}
            >
              {t('checkout.reprise.voir_confirmation')}
            </Link>
          </div>
        </>
      )}
      <h2 className={styles.sectionTitle}>{t('checkout.commande.titre')}</h2>
      <OrderRecap order={order} />
    </OrderPageFrame>
  );
}
