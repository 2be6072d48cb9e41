import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
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
