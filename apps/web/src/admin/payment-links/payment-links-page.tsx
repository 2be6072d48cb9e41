import { formatEuros, hasScope, type PaymentLink, type PaymentLinkInput } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLocale, useLocaleTag } from '../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../lib/session-store.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { deletePaymentLink } from './api/delete-payment-link.ts';
import { paymentLinksQueryKey, paymentLinksQueryOptions, type PaymentLinksAnswer } from './api/list-payment-links.ts';
import { notifyPaymentLink, type NotifyChannel } from './api/notify-payment-link.ts';
import { createPaymentLink, updatePaymentLink } from './api/save-payment-link.ts';
import { DateRangeFilter } from './components/date-range-filter.tsx';
import { EditLinkDialog } from './components/edit-link-dialog.tsx';
import { emptyLinkValues, LinkForm } from './components/link-form.tsx';
import { customerLabel, LinksTable } from './components/links-table.tsx';
import { QrDialog } from './components/qr-dialog.tsx';
import { currentMonthRange } from './lib/date-range.ts';
import styles from '../admin.module.css';

/** Scopes the API lets manage links (staff and ambassadors); anyone else is answered 403. */
const LINK_MANAGER_SCOPES = ['admin', 'ambassadeur'];

type Announcement = { tone: 'status' | 'alert'; text: string } | null;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /:lang/ad/paiements (spec §2, §4, §5): the creation form, the history filtered by dates, the
 * QR code, edit, delete and send actions. The route needs only a session; the API decides who
 * may manage links and a 403 shows the team-only state.
 */
export function PaymentLinksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.liens.titre'));
  const locale = useLocale();
  const tag = useLocaleTag();
  const queryClient = useQueryClient();
  const session = useStoredSessionToken();
  const [range, setRange] = useState(currentMonthRange);
  const list = useQuery(paymentLinksQueryOptions(range));
  const [qrLink, setQrLink] = useState<PaymentLink | null>(null);
  const [editedLink, setEditedLink] = useState<PaymentLink | null>(null);
  const [doomedLink, setDoomedLink] = useState<PaymentLink | null>(null);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState<Announcement>(null);

  const isForbidden = list.error instanceof ApiError && list.error.code === 403;
  // A customer's session: wait for the API's word before showing a form it would refuse.
  const isLikelyStaff = hasScope(session?.scopes ?? [], LINK_MANAGER_SCOPES);
  if (isForbidden) {
    return (
      <section className={styles.forbidden} aria-labelledby="acces-reserve">
        <h1 id="acces-reserve" className={styles.pageTitle}>
          {t('admin.acces_reserve')}
        </h1>
        <p>{t('admin.acces_reserve_texte')}</p>
      </section>
    );
  }

  const updateList = (change: (links: PaymentLink[]) => PaymentLink[]) =>
    queryClient.setQueryData<PaymentLinksAnswer>(paymentLinksQueryKey(range), (answer) =>
      answer ? { ...answer, links: change(answer.links) } : answer,
    );
  const fail = (error: unknown) =>
    setAnnouncement({ tone: 'alert', text: t('admin.liens.erreur', { message: errorText(error) }) });

  const create = async (input: PaymentLinkInput) => {
    const link = await createPaymentLink(input);
    updateList((links) => [link, ...links]);
    setAnnouncement({ tone: 'status', text: t('admin.liens.cree') });
    setQrLink(link);
  };

  const save = async (id: number, input: PaymentLinkInput) => {
    const link = await updatePaymentLink(id, input);
    updateList((links) => links.map((item) => (item.id === id ? { ...item, ...link } : item)));
    setAnnouncement({ tone: 'status', text: t('admin.liens.modifie') });
  };

  const remove = async (link: PaymentLink) => {
    try {
      if (await deletePaymentLink(link.id)) {
        updateList((links) => links.filter((item) => item.id !== link.id));
        setAnnouncement({ tone: 'status', text: t('admin.liens.supprime') });
      }
    } catch (error) {
      fail(error);
    }
  };

  const notify = async (link: PaymentLink, channel: NotifyChannel) => {
    const key = `${link.id}:${channel}`;
    setSending((current) => new Set(current).add(key));
    setAnnouncement(null);
    try {
      const { queuedOnly } = await notifyPaymentLink(link.id, channel);
      const recipient = channel === 'mail' ? { adresse: link.mail } : { numero: link.tel };
      // Without a provider the message waits in the outbox: saying "sent" would be untrue.
      const key = `admin.liens.${queuedOnly ? 'en_attente' : 'envoye'}_${channel === 'mail' ? 'mail' : 'sms'}`;
      setAnnouncement({ tone: 'status', text: t(key, recipient) });
    } catch (error) {
      fail(error);
    } finally {
      setSending((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const links = list.data?.links ?? [];
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.liens.titre')}</h1>

      {(isLikelyStaff || list.isSuccess) && (
        <section className={styles.panel} aria-labelledby="nouveau-lien">
          <h2 id="nouveau-lien" className={styles.panelTitle}>
            {t('admin.liens.nouveau')}
          </h2>
          <LinkForm
            initialValues={emptyLinkValues(locale)}
            submitLabel={t('admin.liens.creer')}
            onSubmit={create}
            resetAfterSave
          />
        </section>
      )}

      <section className={styles.panel} aria-labelledby="historique">
        <div className={styles.panelHead}>
          <h2 id="historique" className={styles.panelTitle}>
            {t('admin.liens.historique')}
          </h2>
          <DateRangeFilter value={range} onChange={setRange} />
        </div>
        <div className={styles.announce}>
          <p role="status" className={styles.announceStatus}>
            {announcement?.tone === 'status' ? announcement.text : ''}
          </p>
          <p role="alert" className={styles.announceAlert}>
            {announcement?.tone === 'alert' ? announcement.text : ''}
          </p>
        </div>
        {list.isPending ? (
          <p role="status" className={styles.muted}>
            {t('admin.liens.chargement')}
          </p>
        ) : list.isError ? (
          <p role="alert" className={styles.announceAlert}>
            {t('admin.liens.erreur', { message: list.error.message })}
          </p>
        ) : links.length === 0 ? (
          <p className={styles.muted}>{t('admin.liens.vide')}</p>
        ) : (
          <LinksTable
            links={links}
            sending={sending}
            actions={{
              onEdit: setEditedLink,
              onQr: setQrLink,
              onDelete: setDoomedLink,
              onNotify: (link, channel) => void notify(link, channel),
            }}
          />
        )}
      </section>

      {qrLink && <QrDialog link={qrLink} onCancel={() => setQrLink(null)} />}
      {editedLink && (
        <EditLinkDialog
          link={editedLink}
          onSave={(input) => save(editedLink.id, input)}
          onCancel={() => setEditedLink(null)}
        />
      )}
      {doomedLink && (
        <ConfirmDialog
          title={t('admin.liens.supprimer_titre')}
          message={t('admin.liens.supprimer_question', {
            montant: formatEuros(doomedLink.montant, tag),
            client: customerLabel(doomedLink, t('admin.liens.sans_nom')),
          })}
          confirmLabel={t('admin.liens.supprimer')}
          onConfirm={() => void remove(doomedLink)}
          onCancel={() => setDoomedLink(null)}
        />
      )}
    </div>
  );
}
