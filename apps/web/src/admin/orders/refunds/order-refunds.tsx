import { formatEuros, type AdminOrderDetail, type OrderRefund } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { downloadFrom } from '../../kit/download.ts';
import { useShopTime } from '../../kit/shop-time.tsx';
import { documentLink } from '../../invoices/invoices-api.ts';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import { Panel } from '../../kit/panel.tsx';
import { refusalText } from './refusal-text.ts';

const personName = (person: NonNullable<OrderRefund['par']>) =>
  [person.prenom, person.nom].filter(Boolean).join(' ') || person.mail;

/** One refund: when, how much, its state, why, what it gave back, who asked, its credit note. */
function RefundItem({
  order,
  refund,
  onRetry,
}: {
  order: AdminOrderDetail;
  refund: OrderRefund;
  onRetry: (refund: OrderRefund) => Promise<void>;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { dateTime } = useShopTime();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const lineName = (id: number) => {
    const line = order.lignes.find((entry) => entry.declinaison_id === id);
    return line ? `${line.produit_label} — ${line.label}` : `#${id}`;
  };
  const run = async (action: () => Promise<void>, failed: (message: string) => string) => {
    setBusy(true);
    setFailure('');
    try {
      await action();
    } catch (error) {
      setFailure(failed(refusalText(error, t)));
    } finally {
      setBusy(false);
    }
  };
  const numero = refund.avoir;
  return (
    <li className={own.refundItem}>
      <p>
        <strong>{formatEuros(refund.montant_ttc, tag)}</strong> — {dateTime(refund.created)} —{' '}
        <span className={own.refundStatus}>{t(`admin.remboursements.statuts.${refund.statut}`)}</span>
      </p>
      {refund.motif && <p>{t('admin.remboursements.motif_de', { motif: refund.motif })}</p>}
      <ul>
        {refund.lignes.map((line) => (
          <li key={line.declinaison_id}>
            {t('admin.remboursements.ligne', {
              article: lineName(line.declinaison_id),
              qtt: line.qtt,
              montant: formatEuros(line.montant_ttc, tag),
            })}
            {line.restock && ` (${t('admin.remboursements.remis_en_stock')})`}
          </li>
        ))}
        {refund.livraison_ttc > 0 && (
          <li>{t('admin.remboursements.ligne_livraison', { montant: formatEuros(refund.livraison_ttc, tag) })}</li>
        )}
        {refund.libre_ttc > 0 && (
          <li>{t('admin.remboursements.ligne_libre', { montant: formatEuros(refund.libre_ttc, tag) })}</li>
        )}
      </ul>
      {refund.par && <p className={styles.muted}>{t('admin.commande.par', { auteur: personName(refund.par) })}</p>}
      {refund.statut === 'refuse' && <p className={styles.muted}>{t('admin.remboursements.refuse_aide')}</p>}
      {refund.echoue_le && (
        <p role="alert" className={styles.announceAlert}>
          {t('admin.remboursements.echoue_apres', { date: dateTime(refund.echoue_le) })}
        </p>
      )}
      {refund.statut === 'demande' && refund.reference && (
        <p className={styles.muted}>{t('admin.remboursements.attente_prestataire')}</p>
      )}
      <div className={styles.rowActions}>
        {numero && (
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={isBusy}
            onClick={() =>
              void run(
                async () => downloadFrom(await documentLink(numero)),
                (message) => t('admin.commande.avoir_echec', { message }),
              )
            }
          >
            {t('admin.commande.avoir', { numero })}
          </button>
        )}
        {refund.statut === 'demande' && (
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={isBusy}
            aria-busy={isBusy}
            onClick={() =>
              void run(
                () => onRetry(refund),
                (message) => message,
              )
            }
          >
            {t('admin.remboursements.relancer')}
          </button>
        )}
      </div>
      {failure && (
        <p role="alert" className={styles.formError}>
          {failure}
        </p>
      )}
    </li>
  );
}

/** "Remboursements": the order's refunds, oldest first; nothing while it has none. */
export function OrderRefunds({
  order,
  onRetry,
}: {
  order: AdminOrderDetail;
  onRetry: (refund: OrderRefund) => Promise<void>;
}) {
  const { t } = useTranslation();
  const refunds = order.remboursements ?? [];
  if (refunds.length === 0) return null;
  return (
    <Panel title={t('admin.remboursements.titre')}>
      <ul className={own.refundList}>
        {refunds.map((refund) => (
          <RefundItem key={refund.id} order={order} refund={refund} onRetry={onRetry} />
        ))}
      </ul>
    </Panel>
  );
}
