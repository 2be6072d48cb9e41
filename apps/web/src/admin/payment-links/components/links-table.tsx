import { formatEuros, type PaymentLink } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import type { NotifyChannel } from '../api/notify-payment-link.ts';
import stackedTable from '../../../components/ui/stacked-table.module.css';
import styles from '../../admin.module.css';

export interface LinkActions {
  onEdit: (link: PaymentLink) => void;
  onQr: (link: PaymentLink) => void;
  onDelete: (link: PaymentLink) => void;
  onNotify: (link: PaymentLink, channel: NotifyChannel) => void;
}

/** "Camille Durand", or the mail when the link has no name. */
export function customerLabel(link: Pick<PaymentLink, 'prenom' | 'nom' | 'mail'>, fallback: string): string {
  return [link.prenom, link.nom].filter(Boolean).join(' ') || link.mail || fallback;
}

/**
 * The history (spec §4 "Admin link list"): each row says paid or pending in words as well as
 * colour. Every row can be edited (the server refuses a paid one); only unpaid rows offer the QR
 * code, sending and deleting.
 */
export function LinksTable({
  links,
  sending,
  actions,
}: {
  links: readonly PaymentLink[];
  /** "id:channel" of the sends under way. */
  sending: ReadonlySet<string>;
  actions: LinkActions;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const dateTime = new Intl.DateTimeFormat(tag, { dateStyle: 'short', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'short' });
  return (
    <div className={styles.tableScroll}>
      <table className={`${styles.table} ${stackedTable.stacked}`}>
        <caption className="visually-hidden">{t('admin.liens.historique')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.liens.colonnes.date')}</th>
            <th scope="col">{t('admin.liens.colonnes.client')}</th>
            <th scope="col" className={styles.numeric}>
              {t('admin.liens.colonnes.montant')}
            </th>
            <th scope="col">{t('admin.liens.colonnes.statut')}</th>
            <th scope="col">{t('admin.liens.colonnes.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => {
            const isPaid = link.paye !== null;
            const name = customerLabel(link, t('admin.liens.sans_nom'));
            const montant = formatEuros(link.montant, tag);
            return (
              <tr key={link.id} data-paid={isPaid}>
                <td className={styles.nowrap} data-label={t('admin.liens.colonnes.date')}>
                  {dateTime.format(new Date(link.created))}
                </td>
                <th scope="row" className={styles.customer} data-label={t('admin.liens.colonnes.client')}>
                  <span className={styles.customerName}>{name}</span>
                  {(link.mail || link.tel) && (
                    <span className={styles.customerContact}>{[link.mail, link.tel].filter(Boolean).join(' · ')}</span>
                  )}
                  {link.message && <span className={styles.customerMessage}>{link.message}</span>}
                </th>
                <td className={styles.numeric} data-label={t('admin.liens.colonnes.montant')}>
                  {montant}
                </td>
                <td data-label={t('admin.liens.colonnes.statut')}>
                  <span className={styles.status} data-paid={isPaid}>
                    {isPaid && link.paye
                      ? t('admin.liens.paye_le', { date: date.format(new Date(link.paye)) })
                      : t('admin.liens.en_attente')}
                  </span>
                </td>
                <td>
                  <div
                    className={styles.rowActions}
                    role="group"
                    aria-label={t('admin.liens.actions_de', { nom: name, montant })}
                  >
                    <button type="button" className={styles.buttonSmall} onClick={() => actions.onEdit(link)}>
                      {t('admin.liens.modifier')}
                    </button>
                    {!isPaid && (
                      <>
                        <button type="button" className={styles.buttonSmall} onClick={() => actions.onQr(link)}>
                          {t('admin.liens.qr')}
                        </button>
                        <button
                          type="button"
                          className={styles.buttonSmall}
                          disabled={sending.has(`${link.id}:mail`)}
                          onClick={() => actions.onNotify(link, 'mail')}
                        >
                          {t('admin.liens.envoyer_mail')}
                        </button>
                        <button
                          type="button"
                          className={styles.buttonSmall}
                          disabled={sending.has(`${link.id}:tel`)}
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
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
