import { OUTBOX_CHANNELS, OUTBOX_STATUSES, type OutboxMessage } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { FilterBar } from '../kit/filter-bar.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { paginatorQuery, useListState } from '../kit/list-state.ts';
import { Pager } from '../kit/pager.tsx';
import { Table } from '../kit/table.tsx';
import type { FilterSpec } from '../kit/types.ts';
import { outboxPageOptions, outboxQueryKey, relaunchMessage } from './outbox-api.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import page from './outbox-page.module.css';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';

const PAGE_SIZE = 25;
// Newest first is the only order that makes sense for a queue; the list state wants one column.
const SORTABLE = ['id'] as const;
const FILTER_NAMES = ['canal', 'statut', 'q'];

/**
 * /:lang/ad/messages: every mail and text message the shop queued, where each stands, why one
 * failed, and a relaunch for those that did not leave. A channel without a provider says so:
 * its messages wait here for staff to read.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.messages.titre'));
  const queryClient = useQueryClient();
  const [state, update] = useListState(SORTABLE, FILTER_NAMES);
  const query = paginatorQuery(state, PAGE_SIZE);
  query.delete('sort');
  query.delete('order');
  const list = useQuery(outboxPageOptions(query));
  const { announcement, say, fail } = useAnnouncer();
  const relaunch = useMutation({
    mutationFn: (message: OutboxMessage) => relaunchMessage(message.id),
    onSuccess: (message) => {
      say(t('admin.messages.relance_ok', { destinataire: message.destinataire }));
      return queryClient.invalidateQueries({ queryKey: outboxQueryKey });
    },
    onError: (error) => fail(error),
  });
  const dateTime = { format: useShopTime().dateTime };

  const filters: FilterSpec[] = [
    {
      name: 'canal',
      label: 'admin.messages.canal',
      kind: 'select',
      options: OUTBOX_CHANNELS.map((value) => ({ value, label: t(`admin.messages.canaux.${value}`) })),
    },
    {
      name: 'statut',
      label: 'admin.messages.statut',
      kind: 'select',
      options: OUTBOX_STATUSES.map((value) => ({ value, label: t(`admin.messages.statuts.${value}`) })),
    },
    { name: 'q', label: 'admin.messages.destinataire', kind: 'search' },
  ];
  const providers = list.data?.fournisseurs;
  const missing = providers ? OUTBOX_CHANNELS.filter((channel) => !providers[channel]) : [];

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.messages.titre')}</h1>
      <p className={styles.muted}>{t('admin.messages.intro')}</p>
      <ShopTimeNote />
      {missing.map((channel) => (
        <p key={channel} className={page.notice}>
          {t(`admin.messages.sans_fournisseur.${channel}`)}
        </p>
      ))}
      <section className={styles.panel} aria-label={t('admin.messages.titre')}>
        <FilterBar
          filters={filters}
          values={state.filters}
          onChange={(values) => update({ filters: values, page: 1 })}
        />
        <Announcer announcement={announcement} />
        <QueryView query={list} isEmpty={(loaded) => loaded.datas.length === 0} empty={t('admin.messages.vide')}>
          {(loaded) => (
            <>
              <Table
                caption={t('admin.messages.titre')}
                groupTitle={t('admin.menu.messages')}
                layout="stacked"
                rows={loaded.datas}
                rowKey={(message) => message.id}
                columns={[
                  {
                    key: 'date',
                    header: t('admin.messages.date'),
                    className: styles.nowrap,
                    cell: (message) => dateTime.format(new Date(message.created)),
                  },
                  {
                    key: 'canal',
                    header: t('admin.messages.canal'),
                    cell: (message) => t(`admin.messages.canaux.${message.canal}`),
                  },
                  {
                    key: 'destinataire',
                    header: t('admin.messages.destinataire'),
                    cell: (message) => message.destinataire,
                  },
                  {
                    key: 'contenu',
                    header: t('admin.messages.contenu'),
                    cell: (message) => (
                      <details className={page.content}>
                        <summary>{message.sujet || message.texte.slice(0, 80)}</summary>
                        <p className={page.text}>{message.texte}</p>
                      </details>
                    ),
                  },
                  {
                    key: 'statut',
                    header: t('admin.messages.statut'),
                    cell: (message) => (
                      <>
                        <span className={page.status} data-status={message.statut}>
                          {t(`admin.messages.statuts.${message.statut}`)}
                        </span>
                        {message.envoye && (
                          <span className={styles.muted}> {dateTime.format(new Date(message.envoye))}</span>
                        )}
                        {message.erreur && (
                          <p className={page.error}>
                            {t('admin.messages.tentatives', { count: message.tentatives })} — {message.erreur}
                          </p>
                        )}
                      </>
                    ),
                  },
                  {
                    key: 'actions',
                    header: <span className="visually-hidden">{t('admin.messages.actions')}</span>,
                    stackLabel: false,
                    cell: (message) =>
                      message.statut !== 'envoye' && (
                        <button
                          type="button"
                          className={styles.buttonSmall}
                          disabled={relaunch.isPending && relaunch.variables.id === message.id}
                          onClick={() => relaunch.mutate(message)}
                          aria-label={t('admin.messages.relancer_pour', { destinataire: message.destinataire })}
                        >
                          {t('admin.messages.relancer')}
                        </button>
                      ),
                  },
                ]}
              />
              <Pager page={state.page} list={loaded} onPage={(next) => update({ page: next })} />
            </>
          )}
        </QueryView>
      </section>
    </div>
  );
}
