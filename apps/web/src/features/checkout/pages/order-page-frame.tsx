import type { ReactNode } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './checkout-page.module.css';

/** The frame of the order pages (confirmation, reprise): an eyebrow and a card. */
export function OrderPageFrame({ eyebrow, children }: { eyebrow: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.narrow}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <div className={styles.card}>{children}</div>
      </div>
    </div>
  );
}

/** The order is being read. */
export function OrderLoading({ eyebrow }: { eyebrow: string }) {
  const { t } = useTranslation();
  return (
    <OrderPageFrame eyebrow={eyebrow}>
      <p className="visually-hidden" role="status">
        {t('checkout.commande.chargement')}
      </p>
      <Skeleton className={styles.skeletonTitle} />
      <Skeleton className={styles.skeletonBlock} />
    </OrderPageFrame>
  );
}

/** The order could not be read: a missing order says so, any other failure offers to try again. */
export function OrderLoadFailure({ eyebrow, error, onRetry }: { eyebrow: string; error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const isMissing = error instanceof ApiError && error.code === 404;
  return (
    <OrderPageFrame eyebrow={eyebrow}>
      <p className={styles.alert} role="alert">
        {isMissing ? t('checkout.commande.introuvable') : error.message}
      </p>
      {!isMissing && (
        <div className={styles.actions}>
          <button type="button" className={buttonClassName('secondary')} onClick={onRetry}>
            {t('commun.reessayer')}
          </button>
        </div>
      )}
    </OrderPageFrame>
  );
}
