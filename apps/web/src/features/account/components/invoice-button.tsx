import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { fetchInvoiceUrl } from '../api/orders.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';

/** Asks a short-lived address of the invoice, then opens it (the PDF downloads or shows). */
export function InvoiceButton({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const [isPending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setPending(true);
    setFailed(false);
    try {
      window.location.assign(await fetchInvoiceUrl(hash));
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className={buttonClassName('secondary')}
        onClick={() => void download()}
        disabled={isPending}
        aria-busy={isPending}
      >
        {isPending && <Spinner />}
        {t('compte.commande.facture')}
      </button>
      <span role="alert">{failed && t('compte.commande.facture_echec')}</span>
    </>
  );
}
