import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { useDownload } from '../kit/use-download.ts';
import { downloadSlip } from './packing-api.ts';

/** "Bordereau (PDF)": downloads a parcel's packing slip, saying why when it cannot. */
export function SlipButton({ parcelId }: { parcelId: number }) {
  const { t } = useTranslation();
  const { busy, failure, download } = useDownload(
    () => downloadSlip(parcelId),
    (error) =>
      error instanceof ApiError && error.reason === 'parcel_not_found'
        ? t('admin.colis.bordereau_introuvable')
        : t('admin.colis.erreur', { message: error instanceof Error ? error.message : String(error) }),
  );
  return (
    <>
      <button type="button" className={styles.buttonSmall} disabled={busy} onClick={() => void download()}>
        {t('admin.colis.bordereau')}
      </button>
      {failure && (
        <span role="alert" className={styles.announceAlert}>
          {failure}
        </span>
      )}
    </>
  );
}
