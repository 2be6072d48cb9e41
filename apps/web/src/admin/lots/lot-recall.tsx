import type { LotRecipient, LotStock } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Table, type TableColumn } from '../kit/table.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { useDownload } from '../kit/use-download.ts';
import { useStaffAccess } from '../staff/staff-api.ts';
import { downloadRecallCsv, lotsQueryKey, recallQueryOptions, sendRecall } from './lots-api.ts';
import styles from '../admin.module.css';
import { Panel } from '../kit/panel.tsx';

/**
 * A recall of one lot: the orders and customers that received it, their mail (each once, in
 * their language) and the authorities' CSV (lot, variant, order, customer, country, shipped date).
 */
export function LotRecall({ lot }: { lot: LotStock }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const recall = useQuery(recallQueryOptions(lot.id));
  // The list names customers: exporting it is a customer export.
  const access = useStaffAccess();
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const [isSending, setSending] = useState(false);
  const csv = useDownload(
    () => downloadRecallCsv(lot.id, lot.numero),
    () => t('admin.lots.erreur_csv'),
  );
  const send = async () => {
    setSending(true);
    setFailure('');
    try {
      const sent = await sendRecall(lot.id);
      setStatus(t('admin.lots.rappel_envoye', { count: sent.envoyes, total: sent.mails }));
      await queryClient.invalidateQueries({ queryKey: lotsQueryKey() });
    } catch {
      setFailure(t('admin.lots.erreur_rappel'));
    } finally {
      setSending(false);
    }
  };
  const columns: TableColumn<LotRecipient>[] = [
    { key: 'numero', header: t('admin.lots.commande'), isRowHeader: true, cell: (row) => row.numero ?? '—' },
    {
      key: 'client',
      header: t('admin.lots.client'),
      cell: (row) => (row.client ? `${row.client.prenom} ${row.client.nom} <${row.client.mail}>` : '—'),
    },
    { key: 'qtt', header: t('admin.lots.unites'), numeric: true, cell: (row) => row.qtt },
    { key: 'langue', header: t('admin.lots.langue'), cell: (row) => row.langue },
    { key: 'pays', header: t('admin.lots.pays'), cell: (row) => row.pays },
    { key: 'expedie', header: t('admin.lots.expedie'), cell: (row) => row.expedie?.slice(0, 10) ?? '—' },
  ];
  return (
    <Panel title={t('admin.lots.rappel_titre', { lot: lot.numero, produit: `${lot.produit_label} — ${lot.label}` })}>
      {recall.error ? (
        <QueryError error={recall.error} />
      ) : !recall.data ? (
        <p role="status" className={styles.muted}>
          {t('admin.lots.chargement')}
        </p>
      ) : recall.data.commandes.length === 0 ? (
        <p className={styles.muted}>{t('admin.lots.rappel_vide')}</p>
      ) : (
        <>
          <p>{t('admin.lots.rappel_deja', { count: recall.data.mails })}</p>
          <Table
            caption={t('admin.lots.rappel_liste')}
            layout="stacked"
            columns={columns}
            rows={recall.data.commandes}
            rowKey={(row) => row.commande_id}
          />
          <div className={styles.rowActions}>
            <button type="button" className={styles.buttonPrimary} disabled={isSending} onClick={() => void send()}>
              {t('admin.lots.envoyer_rappel')}
            </button>
            {access.can('clients:exporter') && (
              <button
                type="button"
                className={styles.buttonSmall}
                disabled={csv.busy}
                onClick={() => void csv.download()}
              >
                {t('admin.lots.telecharger_csv')}
              </button>
            )}
          </div>
        </>
      )}
      <p role="status" className={styles.announceStatus}>
        {status}
      </p>
      <p role="alert" className={styles.announceAlert}>
        {failure || csv.failure}
      </p>
    </Panel>
  );
}
