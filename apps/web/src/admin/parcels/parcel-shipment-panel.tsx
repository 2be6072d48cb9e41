import { colisResource, type AdminParcelRow } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { resourceQueryKey, saveRecord } from '../kit/resource-api.ts';
import styles from '../admin.module.css';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** "Marquer expédié" (confirmed first: the customer is mailed) and "Marquer livré". */
export function ShipmentPanel({ parcel }: { parcel: AdminParcelRow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const move = async (statut: 'expedie' | 'livre') => {
    setConfirming(false);
    setBusy(true);
    setMessage(null);
    try {
      await saveRecord(colisResource.model, parcel.id, { statut }, parcel.version);
      setMessage({ tone: 'status', text: t(statut === 'expedie' ? 'admin.colis.expedie_ok' : 'admin.colis.livre_ok') });
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey(colisResource.model) });
    } catch (error) {
      setMessage({ tone: 'alert', text: t('admin.colis.erreur', { message: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };
  if (parcel.statut === 'livre' && !message) return null;
  return (
    <section className={styles.panel} aria-label={t('admin.colis.statut')}>
      <div className={styles.rowActions}>
        {parcel.statut === 'preparation' && (
          <button type="button" className={styles.buttonPrimary} disabled={busy} onClick={() => setConfirming(true)}>
            {t('admin.colis.expedier')}
          </button>
        )}
        {parcel.statut === 'expedie' && (
          <button type="button" className={styles.buttonSmall} disabled={busy} onClick={() => void move('livre')}>
            {t('admin.colis.livrer')}
          </button>
        )}
      </div>
      <p
        role={message?.tone ?? 'status'}
        className={message?.tone === 'alert' ? styles.announceAlert : styles.announceStatus}
      >
        {message?.text ?? ''}
      </p>
      {confirming && (
        <ConfirmDialog
          title={t('admin.colis.expedier_titre')}
          message={t('admin.colis.expedier_question')}
          confirmLabel={t('admin.colis.expedier')}
          onConfirm={() => void move('expedie')}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
