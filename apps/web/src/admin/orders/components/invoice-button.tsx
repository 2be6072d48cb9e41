import type { AdminOrderDetail } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';

/** Reads the order again (TanStack Query's refetch). */
export type Refetch = () => Promise<{ data: AdminOrderDetail | undefined }>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The order's documents: the invoice, and the credit note a refund issued to cancel it. */
type DocumentKind = 'facture' | 'avoir';
const TEXTS = {
  facture: {
    button: 'admin.commande.facture',
    missing: 'admin.commande.facture_absente',
    failed: 'admin.commande.facture_echec',
  },
  avoir: {
    button: 'admin.commande.avoir',
    missing: 'admin.commande.avoir_absent',
    failed: 'admin.commande.avoir_echec',
  },
} as const;

/** Download a document of the order: the page's read is asked again, for a signed address still valid. */
export function InvoiceButton({
  order,
  refetch,
  kind = 'facture',
}: {
  order: AdminOrderDetail;
  refetch: Refetch;
  kind?: DocumentKind;
}) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  const file = order[kind];
  if (!file) return null;
  const texts = TEXTS[kind];
  const download = async () => {
    setPending(true);
    setFailure('');
    try {
      const url = (await refetch()).data?.[kind]?.url;
      if (!url) throw new Error(t(texts.missing));
      window.location.assign(url);
    } catch (error) {
      setFailure(t(texts.failed, { message: errorText(error) }));
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
        {t(texts.button, { numero: file.numero })}
      </button>
      {failure && (
        <p role="alert" className={styles.formError}>
          {failure}
        </p>
      )}
    </>
  );
}
