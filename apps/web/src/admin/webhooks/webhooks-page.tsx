import { WEBHOOK_EVENTS, type Webhook, type WebhookCreated, type WebhookEvent } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { ShownOnce } from '../kit/shown-once.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';
import {
  createWebhook,
  deleteWebhook,
  deliveriesOptions,
  redeliver,
  webhooksOptions,
  webhooksQueryKey,
} from './webhooks-api.ts';
import { Panel } from '../kit/panel.tsx';

/**
 * /:lang/ad/webhooks: the addresses the shop posts its events to (order paid or shipped, refund,
 * withdrawal, low stock), each signed with its own secret (shown once), and the delivery log with
 * each attempt's answer and a button to deliver again.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.webhooks.titre'));
  const dateTime = useShopTime().dateTime;
  const queryClient = useQueryClient();
  const endpoints = useQuery(webhooksOptions());
  const deliveries = useQuery(deliveriesOptions());
  const announcer = useAnnouncer();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['order.paid']);
  const [created, setCreated] = useState<WebhookCreated | null>(null);
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey });
  const eventName = (event: string) => t(`admin.webhooks.evenements.${event}`, { defaultValue: event });

  const create = useMutation({
    mutationFn: createWebhook,
    onSuccess: (answer) => {
      setCreated(answer);
      setUrl('');
      return refresh();
    },
    onError: (error) => announcer.fail(error),
  });
  const remove = useMutation({
    mutationFn: (endpoint: Webhook) => deleteWebhook(endpoint.id),
    onSuccess: (_answer, endpoint) => {
      announcer.say(t('admin.webhooks.supprime', { url: endpoint.url }));
      return refresh();
    },
    onError: (error) => announcer.fail(error),
  });
  const again = useMutation({
    mutationFn: redeliver,
    onSuccess: () => {
      announcer.say(t('admin.webhooks.relivraison_ok'));
      return refresh();
    },
    onError: (error) => announcer.fail(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    announcer.clear();
    create.mutate({ url: url.trim(), evenements: events });
  };
  const toggle = (event: WebhookEvent) =>
    setEvents((chosen) => (chosen.includes(event) ? chosen.filter((entry) => entry !== event) : [...chosen, event]));

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.webhooks.titre')}</h1>
      <p className={styles.muted}>{t('admin.webhooks.intro')}</p>
      <ShopTimeNote />
      <Announcer announcement={announcer.announcement} />
      {created && (
        <ShownOnce
          title={t('admin.webhooks.secret_titre', { url: created.data.url })}
          value={created.secret}
          onDone={() => setCreated(null)}
        />
      )}
      <Panel title={t('admin.webhooks.points')}>
        <QueryView query={endpoints} isEmpty={(loaded) => loaded.datas.length === 0} empty={t('admin.webhooks.vide')}>
          {(loaded) => (
            <Table
              caption={t('admin.webhooks.points')}
              layout="stacked"
              rows={loaded.datas}
              rowKey={(endpoint) => endpoint.id}
              columns={[
                {
                  key: 'url',
                  header: t('admin.webhooks.adresse'),
                  isRowHeader: true,
                  cell: (endpoint) => endpoint.url,
                },
                {
                  key: 'evenements',
                  header: t('admin.webhooks.evenements_titre'),
                  cell: (endpoint) => endpoint.evenements.map(eventName).join(', '),
                },
                { key: 'created', header: t('admin.webhooks.cree'), cell: (endpoint) => dateTime(endpoint.created) },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">{t('admin.roles.actions_colonne')}</span>,
                  stackLabel: false,
                  cell: (endpoint) => (
                    <button
                      type="button"
                      className={styles.buttonSmall}
                      disabled={remove.isPending}
                      aria-label={t('admin.webhooks.supprimer_pour', { url: endpoint.url })}
                      onClick={() => setRemoving(endpoint)}
                    >
                      {t('admin.webhooks.supprimer')}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
        <form className={styles.linkForm} onSubmit={submit} aria-label={t('admin.webhooks.nouveau')}>
          <FormField label={t('admin.webhooks.adresse')} hint={t('admin.webhooks.adresse_aide')} required>
            {(control) => (
              <input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                className={styles.input}
                value={url}
                onChange={(event) => setUrl(event.target.value)}
              />
            )}
          </FormField>
          <fieldset className={styles.wide}>
            <legend>{t('admin.webhooks.evenements_titre')}</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event}>
                <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />{' '}
                {eventName(event)}{' '}
              </label>
            ))}
          </fieldset>
          <div className={styles.formFooter}>
            <button
              type="submit"
              className={buttonClassName('primary')}
              disabled={create.isPending || !url.trim() || events.length === 0}
            >
              {t('admin.webhooks.ajouter')}
            </button>
          </div>
        </form>
      </Panel>
      <Panel title={t('admin.webhooks.livraisons')}>
        <QueryView
          query={deliveries}
          isEmpty={(loaded) => loaded.datas.length === 0}
          empty={t('admin.webhooks.livraisons_vide')}
        >
          {(loaded) => (
            <Table
              caption={t('admin.webhooks.livraisons')}
              layout="stacked"
              rows={loaded.datas}
              rowKey={(delivery) => delivery.id}
              columns={[
                { key: 'date', header: t('admin.webhooks.date'), isRowHeader: true, cell: (d) => dateTime(d.created) },
                { key: 'evenement', header: t('admin.webhooks.evenement'), cell: (d) => eventName(d.evenement) },
                { key: 'url', header: t('admin.webhooks.adresse'), cell: (d) => d.url },
                {
                  key: 'statut',
                  header: t('admin.webhooks.statut'),
                  cell: (d) =>
                    t(`admin.webhooks.statuts.${d.statut}`, { count: d.tentatives }) +
                    (d.prochaine_tentative && d.statut === 'en_attente'
                      ? ` — ${t('admin.webhooks.prochaine', { date: dateTime(d.prochaine_tentative) })}`
                      : ''),
                },
                {
                  key: 'reponse',
                  header: t('admin.webhooks.reponse'),
                  cell: (d) =>
                    (d.code_reponse ? `${d.code_reponse} ${d.reponse ?? ''}` : (d.reponse ?? '—')).slice(0, 140),
                },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">{t('admin.roles.actions_colonne')}</span>,
                  stackLabel: false,
                  cell: (d) => (
                    <button
                      type="button"
                      className={styles.buttonSmall}
                      disabled={again.isPending}
                      aria-label={t('admin.webhooks.relivrer_pour', { id: d.id })}
                      onClick={() => again.mutate(d.id)}
                    >
                      {t('admin.webhooks.relivrer')}
                    </button>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {removing && (
        <ConfirmDialog
          title={t('admin.webhooks.supprimer')}
          message={t('admin.webhooks.supprimer_question', { url: removing.url })}
          confirmLabel={t('admin.webhooks.supprimer')}
          onConfirm={() => {
            remove.mutate(removing);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
