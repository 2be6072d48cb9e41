import { csvAmount, formatEuros, type AdminPaymentLinkRow } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import type { ResourceRow } from '../../kit/resource-api.ts';
import type { ColumnSpec } from '../../kit/types.ts';
import type { NotifyChannel } from '../api/notify-payment-link.ts';
import styles from '../../admin.module.css';
import { useShopTime } from '../../kit/shop-time.tsx';

export interface LinkActions {
  onEdit: (link: AdminPaymentLinkRow) => void;
  onQr: (link: AdminPaymentLinkRow) => void;
  onDelete: (link: AdminPaymentLinkRow) => void;
  onNotify: (link: AdminPaymentLinkRow, channel: NotifyChannel) => void;
  /** "id:channel" of the sends under way. */
  sending: ReadonlySet<string>;
}

export const asLink = (row: ResourceRow) => row as unknown as AdminPaymentLinkRow;

/** "Camille Durand", or the mail when the link has no name. */
export function customerLabel(link: Pick<AdminPaymentLinkRow, 'prenom' | 'nom' | 'mail'>, fallback: string): string {
  return [link.prenom, link.nom].filter(Boolean).join(' ') || link.mail || fallback;
}

/** Every link can be edited (a paid one is refused by the server); only unpaid ones offer the QR code, sending and deleting. */
function RowActions({ link, actions }: { link: AdminPaymentLinkRow; actions: LinkActions }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const name = customerLabel(link, t('admin.liens.sans_nom'));
  return (
    <div
      className={styles.rowActions}
      role="group"
      aria-label={t('admin.liens.actions_de', { nom: name, montant: formatEuros(link.montant, tag) })}
    >
      <button type="button" className={styles.buttonSmall} onClick={() => actions.onEdit(link)}>
        {t('admin.liens.modifier')}
      </button>
      {link.paye === null && (
        <>
          <button type="button" className={styles.buttonSmall} onClick={() => actions.onQr(link)}>
            {t('admin.liens.qr')}
          </button>
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={actions.sending.has(`${link.id}:mail`)}
            onClick={() => actions.onNotify(link, 'mail')}
          >
            {t('admin.liens.envoyer_mail')}
          </button>
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={actions.sending.has(`${link.id}:tel`)}
            onClick={() => actions.onNotify(link, 'tel')}
          >
            {t('admin.liens.envoyer_sms')}
          </button>
          <button
            type="button"
            className={`${styles.buttonSmall} ${styles.buttonDanger}`}
            onClick={() => actions.onDelete(link)}
          >
            {t('admin.liens.supprimer')}
          </button>
        </>
      )}
    </div>
  );
}

/**
 * The history's columns: creation date, customer (name, contact, message), amount, paid or
 * pending in words as well as colour, and the row's actions.
 */
export function useLinkColumns(actions: LinkActions): ColumnSpec[] {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const { dateTime: formatDateTime, date: formatDate } = useShopTime();
  const dateTime = { format: formatDateTime };
  const date = { format: formatDate };
  return [
    {
      field: 'created',
      label: 'admin.liens.colonnes.date',
      render: (row) => <span className={styles.nowrap}>{dateTime.format(new Date(asLink(row).created))}</span>,
    },
    {
      field: 'nom',
      label: 'admin.liens.colonnes.client',
      render: (row) => {
        const link = asLink(row);
        return (
          <span className={styles.customer}>
            <span className={styles.customerName}>{customerLabel(link, t('admin.liens.sans_nom'))}</span>
            {(link.mail || link.tel) && (
              <span className={styles.customerContact}>{[link.mail, link.tel].filter(Boolean).join(' · ')}</span>
            )}
            {link.message && <span className={styles.customerMessage}>{link.message}</span>}
          </span>
        );
      },
      csv: (row) => {
        const link = asLink(row);
        return [customerLabel(link, ''), link.mail, link.tel].filter(Boolean).join(' · ');
      },
    },
    {
      field: 'montant',
      label: 'admin.liens.colonnes.montant',
      numeric: true,
      render: (row) => formatEuros(asLink(row).montant, tag),
      csv: (row) => csvAmount(asLink(row).montant),
    },
    {
      field: 'paye',
      label: 'admin.liens.colonnes.statut',
      render: (row) => {
        const { paye } = asLink(row);
        return (
          <span className={styles.status} data-tone={paye ? 'done' : 'pending'}>
            {paye ? t('admin.liens.paye_le', { date: date.format(new Date(paye)) }) : t('admin.liens.en_attente')}
          </span>
        );
      },
      csv: (row) => asLink(row).paye ?? '',
    },
    {
      field: 'actions',
      label: 'admin.liens.colonnes.actions',
      actions: true,
      render: (row) => <RowActions link={asLink(row)} actions={actions} />,
    },
  ];
}
