import type { Order } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { track } from '../../../lib/analytics/index.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { orderQueryKey, orderQueryOptions } from '../api/order.ts';
import { OrderRecap } from '../components/order-recap.tsx';
import { OrderLoadFailure, OrderLoading, OrderPageFrame } from './order-page-frame.tsx';
import styles from './checkout-page.module.css';

/** While the payment is being verified the order is read again every second, a few times. */
export const VERIFY_POLL_MS = 1000;
export const VERIFY_POLL_MAX = 10;

const PAID_STATUSES: ReadonlySet<Order['statut']> = new Set(['payee', 'expediee', 'a_verifier']);

export interface CheckoutConfirmationPageProps {
  hash: string;
  /** Tells the server about a return from the payment provider (?payment_intent=…). */
  confirmReturn?: ((intentId: string) => Promise<unknown>) | undefined;
  /** The order is paid after a return from the provider: the basket it came from is done. */
  onPaid?: (() => void) | undefined;
}

/**
 * /:lang/checkout-confirmation/{hash} (user scope): thanks, the order number, what
 * happens next and the order. Back from the provider (3-D Secure), the return is confirmed first;
 * while the order is not yet paid it is read again every second for a few seconds.
 */
export function CheckoutConfirmationPage({ hash, confirmReturn, onPaid }: CheckoutConfirmationPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  useDocumentTitle(t('checkout.confirmation.titre'));
  const intentId = new URLSearchParams(useSearch()).get('payment_intent');
  const [isReturnConfirmed, setReturnConfirmed] = useState(!intentId || !confirmReturn);
  const queryClient = useQueryClient();
  const hasResetBasket = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!intentId || !confirmReturn) return;
    let isCurrent = true;
    confirmReturn(intentId)
      .catch((error: unknown) => console.warn('Retour de paiement :', error instanceof Error ? error.message : error))
      .finally(() => {
        if (isCurrent) setReturnConfirmed(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [intentId, confirmReturn]);

  const query = useQuery({
    ...orderQueryOptions(hash),
    enabled: isReturnConfirmed,
    refetchInterval: (current) => {
      const order = current.state.data;
      return order?.statut === 'reservee' && current.state.dataUpdateCount < VERIFY_POLL_MAX ? VERIFY_POLL_MS : false;
    },
  });
  const order = query.data;
  const isPaid = order !== undefined && PAID_STATUSES.has(order.statut);

  useEffect(() => {
    if (!isPaid) return;
    headingRef.current?.focus();
    if (intentId && onPaid && !hasResetBasket.current) {
      hasResetBasket.current = true;
      track({ type: 'achat' });
      onPaid();
    }
  }, [isPaid, intentId, onPaid]);

  const eyebrow = t('checkout.confirmation.surtitre');
  if (!isReturnConfirmed || query.isPending) return <OrderLoading eyebrow={eyebrow} />;
  if (query.isError) {
    return <OrderLoadFailure eyebrow={eyebrow} error={query.error} onRetry={() => void query.refetch()} />;
  }

  const loaded = query.data;
  const reads = queryClient.getQueryState(orderQueryKey(hash))?.dataUpdateCount ?? 0;
  const isVerifying = loaded.statut === 'reservee' && reads < VERIFY_POLL_MAX;
  return (
    <OrderPageFrame eyebrow={eyebrow}>
      {isPaid ? (
        <>
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            {t('checkout.confirmation.merci')}
          </h1>
          <p className={styles.orderNumber} role="status">
            {t('checkout.confirmation.numero', { numero: loaded.numero ?? loaded.hash.slice(0, 8).toUpperCase() })}
          </p>
          <ol className={styles.nextSteps}>
            <li>{t('checkout.confirmation.etape_mail')}</li>
            <li>{t('checkout.confirmation.etape_expedition')}</li>
            <li>{t('checkout.confirmation.etape_suivi')}</li>
          </ol>
        </>
      ) : isVerifying ? (
        <>
          <h1 className={styles.title}>{t('checkout.confirmation.verification_titre')}</h1>
          <p className={styles.lead} role="status" aria-busy="true">
            {t('checkout.confirmation.verification')}
          </p>
        </>
      ) : (
        <>
          <h1 className={styles.title}>{t('checkout.confirmation.non_payee_titre')}</h1>
          <p className={styles.lead} role="alert">
            {loaded.statut === 'reservee'
              ? t('checkout.confirmation.non_confirmee')
              : t('checkout.confirmation.expiree')}
          </p>
          <div className={styles.actions}>
            <Link href={`~${localePath(locale, `checkout-reprise/${hash}`)}`} className={buttonClassName('primary')}>
              {t('checkout.confirmation.voir_reprise')}
            </Link>
          </div>
        </>
      )}
      <h2 className={styles.sectionTitle}>{t('checkout.commande.titre')}</h2>
      <OrderRecap order={loaded} />
      <div className={styles.actions}>
        <Link href={`~${localePath(locale, `mon-compte/commandes/${hash}`)}`} className={buttonClassName('secondary')}>
          {t('checkout.confirmation.voir_commande')}
        </Link>
        <Link href={`~${localePath(locale, 'accueil')}`} className={buttonClassName('quiet')}>
          {t('checkout.confirmation.continuer')}
        </Link>
      </div>
    </OrderPageFrame>
  );
}
