import { formatEuros, type AdminOrderRow, type CustomerFile } from '@boutique/domain';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { CustomerMailForm } from './customer-mail-form.tsx';
import styles from '../admin.module.css';
import { Table } from '../kit/table.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { Panel } from '../kit/panel.tsx';

const fileOptions = (id: number) =>
  queryOptions({
    queryKey: [...resourceQueryKey('clients'), 'fiche', id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: CustomerFile }>(`/clients/${id}/fiche`, { signal }).then((answer) => answer.data),
  });

const ordersOptions = (id: number) =>
  queryOptions({
    queryKey: [...resourceQueryKey('commandes'), 'client', id],
    queryFn: ({ signal }) =>
      apiRequest<{ datas: AdminOrderRow[]; total: number }>(`/commandes/paginator?user=${id}&limit=50`, { signal }),
  });

function When({ value }: { value: string | null }) {
  const tag = useLocaleTag();
  if (value === null) return <>—</>;
  return <time dateTime={value}>{new Intl.DateTimeFormat(tag, { dateStyle: 'short' }).format(new Date(value))}</time>;
}

/** A titled panel with the kit's loading and error states. */
function QueryPanel(props: { title: string; state: UseQueryResult<unknown>; children: () => ReactNode }) {
  return (
    <Panel title={props.title}>
      <QueryView query={props.state}>{() => props.children()}</QueryView>
    </Panel>
  );
}

/** The customer's orders, newest first, each opening the order's page. */
function OrdersPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const orders = useQuery(ordersOptions(id));
  return (
    <QueryPanel title={t('admin.clients.commandes')} state={orders}>
      {() =>
        orders.data!.datas.length === 0 ? (
          <p className={styles.muted}>{t('admin.clients.commandes_vide')}</p>
        ) : (
          <Table
            caption={t('admin.clients.commandes')}
            captionMode="none"
            rows={orders.data!.datas}
            rowKey={(order) => order.hash}
            columns={[
              {
                key: 'numero',
                header: t('admin.commandes.colonnes.numero'),
                cell: (order) => (
                  <Link href={`/commandes/${order.hash}`}>{order.numero ?? t('admin.commandes.sans_numero')}</Link>
                ),
              },
              {
                key: 'date',
                header: t('admin.commandes.colonnes.date'),
                cell: (order) => <When value={order.created} />,
              },
              {
                key: 'statut',
                header: t('admin.commandes.colonnes.statut'),
                cell: (order) => t(`admin.commandes.statuts.${order.statut}`),
              },
              {
                key: 'total',
                header: t('admin.commandes.colonnes.total'),
                cell: (order) => formatEuros(order.total_ttc, tag),
              },
            ]}
          />
        )
      }
    </QueryPanel>
  );
}

/** Addresses (each opening its edit page), referral codes, baskets and newsletter consent, as their modules hold them. */
function FilePanels({ id }: { id: number }) {
  const { t } = useTranslation();
  const file = useQuery(fileOptions(id));
  return (
    <>
      <QueryPanel title={t('admin.clients.adresses')} state={file}>
        {() =>
          file.data!.adresses.length === 0 ? (
            <p className={styles.muted}>{t('admin.clients.adresses_vide')}</p>
          ) : (
            <ul>
              {file.data!.adresses.map((address) => {
                const text = [
                  `${address.prenom} ${address.nom}`,
                  address.societe,
                  address.ligne1,
                  address.ligne2,
                  `${address.code_postal} ${address.ville}`,
                  address.pays,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <li key={address.id}>
                    {text}
                    {address.livraison_defaut ? ` — ${t('admin.clients.livraison_defaut')}` : ''}
                    {address.facturation_defaut ? ` — ${t('admin.clients.facturation_defaut')}` : ''}{' '}
                    <Link
                      href={`/adresses/${address.id}`}
                      aria-label={t('admin.clients.adresse_modifier', { adresse: text })}
                    >
                      {t('admin.clients.adresse_modifier_court')}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryPanel>
      <QueryPanel title={t('admin.clients.codes_parrainage')} state={file}>
        {() =>
          file.data!.codes_parrainage.length === 0 ? (
            <p className={styles.muted}>{t('admin.clients.codes_parrainage_vide')}</p>
          ) : (
            <ul>
              {file.data!.codes_parrainage.map((code) => (
                <li key={code}>
                  <code>{code}</code>
                </li>
              ))}
            </ul>
          )
        }
      </QueryPanel>
      <QueryPanel title={t('admin.clients.paniers')} state={file}>
        {() => (
          <p>
            {t('admin.clients.paniers_resume', {
              nombre: file.data!.paniers.nombre,
              articles: file.data!.paniers.articles,
            })}{' '}
            {file.data!.paniers.mis_a_jour !== null && (
              <>
                {t('admin.clients.paniers_mis_a_jour')} <When value={file.data!.paniers.mis_a_jour} />
              </>
            )}
          </p>
        )}
      </QueryPanel>
      <QueryPanel title={t('admin.clients.consentement')} state={file}>
        {() =>
          file.data!.newsletter.length === 0 ? (
            <p className={styles.muted}>{t('admin.clients.consentement_vide')}</p>
          ) : (
            <ul>
              {file.data!.newsletter.map((row) => (
                <li key={row.mail}>
                  {row.mail} ({row.source}) — {t('admin.clients.consentement_donne')} <When value={row.consentement} />
                  {', '}
                  {t('admin.clients.consentement_confirme')} <When value={row.confirme} />
                  {', '}
                  {t('admin.clients.consentement_retire')} <When value={row.desinscrit} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryPanel>
    </>
  );
}

/** Sends the password-reset link to the customer after a confirmation; staff never see a password. */
function PasswordReset({ id, mail }: { id: number; mail: string }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    try {
      const answer = await apiRequest<{ message: string }>(`/clients/${id}/reinitialisation`, { method: 'POST' });
      setOutcome({ ok: true, text: answer.message });
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Panel title={t('admin.clients.mot_de_passe')}>
      <button type="button" className={styles.buttonSmall} onClick={() => setConfirming(true)}>
        {t('admin.clients.reinitialiser')}
      </button>
      <p
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={outcome?.ok === false ? styles.announceAlert : styles.muted}
      >
        {outcome?.text}
      </p>
      {confirming && (
        <ConfirmDialog
          title={t('admin.clients.reinitialiser')}
          message={t('admin.clients.reinitialiser_question', { mail })}
          confirmLabel={t('admin.clients.reinitialiser_envoyer')}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}

/** Everything the customer's page shows under the profile form. */
export function CustomerPanels({ id, mail }: { id: number; mail: string }) {
  return (
    <>
      <CustomerMailForm id={id} mail={mail} />
      <PasswordReset id={id} mail={mail} />
      <OrdersPanel id={id} />
      <FilePanels id={id} />
    </>
  );
}
