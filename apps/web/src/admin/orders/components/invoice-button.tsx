import type { AdminOrderDetail } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';

/** Reads the order again (TanStack Query's refetch). */
export type Refetch = () => Promise<{ data: AdminOrderDetail | undefined }>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Download the invoice: the page's read is asked again, for a signed address still valid. */
export function InvoiceButton({ order, refetch }: { order: AdminOrderDetail; refetch: Refetch }) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  if (!order.facture) return null;
  const download = async () => {
    setPending(true);
    setFailure('');
    try {
      const url = (await refetch()).data?.facture?.url;
      if (!url) throw new Error(t('admin.commande.facture_absente'));
      window.location.assign(url);
    } catch (error) {
      setFailure(t('admin.commande.facture_echec', { message: errorText(error) }));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={styles.buttonSmall}
        disabled={isPending}
        aria-busy={isPending}
        onClick={() => void download()}
      >
        {t('admin.commande.facture', { numero: order.facture.numero })}
      </button>
      {failure && (
        <p role="alert" className={styles.formError}>
          {failure}
        </p>
      )}
    </>
  );
}
