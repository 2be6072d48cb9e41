import {
  formatEuros,
  hasScope,
  liensPaiementResource,
  STAFF_SCOPES,
  type AdminPaymentLinkRow,
  type PaymentLink,
} from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocale, useLocaleTag } from '../../lib/locale-context.tsx';
import { useStoredSessionToken } from '../../lib/session-store.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { AuditHistory } from '../kit/audit-history.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { resourceQueryKey, saveRecord } from '../kit/resource-api.ts';
import type { FilterSpec } from '../kit/types.ts';
import { deletePaymentLink, deletePaymentLinks } from './api/delete-payment-link.ts';
import { notifyPaymentLink, type NotifyChannel } from './api/notify-payment-link.ts';
import { createPaymentLink } from './api/save-payment-link.ts';
import { asLink, customerLabel, useLinkColumns } from './components/link-columns.tsx';
import { LinkDialog } from './components/link-dialog.tsx';
import { emptyLinkValues } from './components/link-form.tsx';
import { QrDialog } from './components/qr-dialog.tsx';
import { formatCentsForInput } from './lib/amount.ts';
import { currentMonthRange } from './lib/date-range.ts';
import styles from '../admin.module.css';
import { ShopTimeNote } from '../kit/shop-time.tsx';

type QrLink = Pick<PaymentLink, 'hash' | 'langue' | 'montant'>;
/** The dialog open over the list, if any; a new link, once created, hands over to its QR code. */
type Dialog =
  | { kind: 'new'; created?: QrLink }
  | { kind: 'qr'; link: QrLink }
  | { kind: 'edit' | 'delete'; link: AdminPaymentLinkRow }
  | null;

function usePaymentLinkFilters(): FilterSpec[] {
  const { t } = useTranslation();
  return [
    { name: 'du', label: 'admin.liens.du', kind: 'date' },
    { name: 'au', label: 'admin.liens.au', kind: 'date', notBefore: 'du' },
    { name: 'q', label: 'admin.liens.recherche', kind: 'search' },
    {
      name: 'paye',
      label: 'admin.liens.colonnes.statut',
      kind: 'select',
      options: [
        { value: 'false', label: t('admin.liens.en_attente') },
        { value: 'true', label: t('admin.liens.payes') },
      ],
    },
  ];
}

/**
 * /:lang/ad/paiements on the resource kit: the history of the current month by
 * default (dates, customer and state in the address), a new link in a dialog that opens its QR
 * code once created, the edit dialog (saved with the version it started from, so a concurrent
 * change is refused, with the link's history of changes under the form), sending by mail or SMS, and
 * delete, alone or in bulk, after a confirmation. The route needs only a session: the API decides
 * who may manage links (an ambassador sees their own) and a 403 shows the team-only state.
 */
export function PaymentLinksPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const tag = useLocaleTag();
  const queryClient = useQueryClient();
  const session = useStoredSessionToken();
  const [initialFilters] = useState(currentMonthRange);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sending, setSending] = useState<ReadonlySet<string>>(new Set());
  const { announcement, say, fail, clear } = useAnnouncer();
  const filters = usePaymentLinkFilters();

  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceQueryKey(liensPaiementResource.model) });

  const notify = async (link: AdminPaymentLinkRow, channel: NotifyChannel) => {
    const key = `${link.id}:${channel}`;
    setSending((current) => new Set(current).add(key));
    clear();
    try {
      const { queuedOnly } = await notifyPaymentLink(link.id, channel);
      const recipient = channel === 'mail' ? { adresse: link.mail } : { numero: link.tel };
      // Without a provider the message waits in the outbox: saying "sent" would be untrue.
      say(t(`admin.liens.${queuedOnly ? 'en_attente' : 'envoye'}_${channel === 'mail' ? 'mail' : 'sms'}`, recipient));
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

  const columns = useLinkColumns({
    onEdit: (link) => setDialog({ kind: 'edit', link }),
    onQr: (link) => setDialog({ kind: 'qr', link }),
    onDelete: (link) => setDialog({ kind: 'delete', link }),
    onNotify: (link, channel) => void notify(link, channel),
    sending,
  });

  const remove = async (id: number) => {
    try {
      await deletePaymentLink(id);
      say(t('admin.liens.supprime'));
      await refresh();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <ListPage
        descriptor={liensPaiementResource}
        route="/paiements"
        title="admin.liens.titre"
        columns={columns}
        filters={filters}
        initialFilters={initialFilters}
        detailHref={null}
        canCreate={hasScope(session?.scopes ?? [], STAFF_SCOPES)}
        create={
          <button type="button" className={styles.buttonPrimary} onClick={() => setDialog({ kind: 'new' })}>
            {t('admin.liens.nouveau')}
          </button>
        }
        deleteRows={deletePaymentLinks}
        rowTone={(row) => (asLink(row).paye ? 'done' : 'pending')}
        texts={{ loading: 'admin.liens.chargement', empty: 'admin.liens.vide' }}
      >
        <ShopTimeNote />
        <Announcer announcement={announcement} />
      </ListPage>

      {dialog?.kind === 'new' && (
        <LinkDialog
          title={t('admin.liens.nouveau')}
          submitLabel={t('admin.liens.creer')}
          initialValues={emptyLinkValues(locale)}
          onSave={async (input) => {
            const created = await createPaymentLink(input);
            setDialog({ kind: 'new', created });
            say(t('admin.liens.cree'));
            await refresh();
          }}
          onCancel={() =>
            setDialog((current) =>
              current?.kind === 'new' && current.created ? { kind: 'qr', link: current.created } : null,
            )
          }
        />
      )}
      {dialog?.kind === 'edit' && (
        <LinkDialog
          title={t('admin.liens.modifier_titre')}
          submitLabel={t('admin.liens.enregistrer')}
          initialValues={{
            montant: formatCentsForInput(dialog.link.montant, tag),
            message: dialog.link.message,
            prenom: dialog.link.prenom,
            nom: dialog.link.nom,
            mail: dialog.link.mail,
            tel: dialog.link.tel,
            langue: dialog.link.langue,
          }}
          onSave={async (input) => {
            await saveRecord(liensPaiementResource.model, dialog.link.id, input, dialog.link.version);
            say(t('admin.liens.modifie'));
            await refresh();
          }}
          onCancel={() => setDialog(null)}
        >
          <AuditHistory
            model={liensPaiementResource.model}
            recordKey={dialog.link.id}
            fieldLabels={liensPaiementResource.labels.fields}
            euroFields={['montant']}
          />
        </LinkDialog>
      )}
      {dialog?.kind === 'qr' && <QrDialog link={dialog.link} onCancel={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('admin.liens.supprimer_titre')}
          message={t('admin.liens.supprimer_question', {
            montant: formatEuros(dialog.link.montant, tag),
            client: customerLabel(dialog.link, t('admin.liens.sans_nom')),
          })}
          confirmLabel={t('admin.liens.supprimer')}
          onConfirm={() => void remove(dialog.link.id)}
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
