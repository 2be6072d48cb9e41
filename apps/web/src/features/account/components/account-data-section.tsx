import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { removeItem } from '../../../lib/browser-storage.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { clearSession } from '../../../lib/session-store.ts';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';
import { fetchAccountExport } from '../api/account-data.ts';
import { downloadJson } from '../lib/download-json.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { FormMessage } from './form-message.tsx';
import styles from './account-data.module.css';
import { Spinner } from '../../../components/ui/spinner.tsx';

/**
 * "Mes données" (GDPR): a JSON copy of everything the shop keeps about the customer, and the
 * account's deletion, after which this browser forgets the session and the basket and goes home.
 */
export function AccountDataSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [isExporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [isDeleting, setDeleting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const { data } = await fetchAccountExport();
      downloadJson(data, `mes-donnees-orcaviar-${userId}.json`);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const leave = () => {
    clearSession();
    removeItem('local', LOCAL_KEYS.cartId);
    removeItem('local', LOCAL_KEYS.cartItems);
    // A full load: every cache of the deleted account goes with the page.
    window.location.assign(localePath(locale, 'accueil'));
  };

  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => void exportData()}
          disabled={isExporting}
          aria-busy={isExporting}
        >
          {isExporting && <Spinner />}
          {t('compte.donnees.exporter')}
        </button>
        <button type="button" className={buttonClassName('quiet', styles.danger)} onClick={() => setDeleting(true)}>
          {t('compte.donnees.supprimer')}
        </button>
      </div>
      <FormMessage message={exportFailed ? t('compte.donnees.export_echec') : null} />
      {isDeleting && <DeleteAccountDialog onDeleted={leave} onCancel={() => setDeleting(false)} />}
    </>
  );
}
