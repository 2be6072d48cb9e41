import { colisResource, PARCEL_STATUS_FILTERS, type AdminParcelRow } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useCarrierOptions } from '../commerce/commerce-options.ts';
import { DetailPage, NEW_RECORD } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { resourceQueryKey, saveRecord, type ResourceRow } from '../kit/resource-api.ts';
import type { ColumnSpec } from '../kit/types.ts';
import { orderDetailQueryOptions } from '../orders/api/order-detail.ts';
import styles from '../admin.module.css';
import { orderParcelsQueryOptions, saveParcelLines } from './parcels-api.ts';
import { availableUnits, chosenLines, ParcelLinesEditor, ParcelLinesList } from './parcel-lines.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';

const asParcel = (row: ResourceRow) => row as unknown as AdminParcelRow;
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function useFormatDate() {
  const { dateTime } = useShopTime();
  return (value: string | null) => (value ? dateTime(value) : '—');
}

/** The tracking number, as a link to the carrier's page when it has one. */
export function TrackingLink({ parcel }: { parcel: Pick<AdminParcelRow, 'suivi' | 'suivi_lien'> }) {
  if (!parcel.suivi) return <>—</>;
  return parcel.suivi_lien ? (
    <a href={parcel.suivi_lien} target="_blank" rel="noopener noreferrer">
      {parcel.suivi}
    </a>
  ) : (
    <>{parcel.suivi}</>
  );
}

const customerName = (parcel: AdminParcelRow) =>
  parcel.client ? [parcel.client.prenom, parcel.client.nom].filter(Boolean).join(' ') || parcel.client.mail : '—';

function useColumns() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const order: ColumnSpec = {
    field: 'numero',
    label: 'admin.colis.numero',
    render: (row) => <Link href={`/commandes/${asParcel(row).commande_hash}`}>{asParcel(row).numero ?? '—'}</Link>,
  };
  return {
    order,
    customer: {
      field: 'client',
      label: 'admin.colis.client',
      render: (row) => customerName(asParcel(row)),
    } as ColumnSpec,
    carrier: {
      field: 'transporteur',
      label: 'admin.colis.transporteur',
      render: (row) => asParcel(row).transporteur ?? t('admin.colis.sans_transporteur'),
    } as ColumnSpec,
    tracking: {
      field: 'suivi',
      label: 'admin.colis.suivi',
      render: (row) => <TrackingLink parcel={asParcel(row)} />,
    } as ColumnSpec,
    status: {
      field: 'statut',
      label: 'admin.colis.statut',
      render: (row) => t(`admin.colis.statuts.${asParcel(row).statut}`),
    } as ColumnSpec,
    created: {
      field: 'created',
      label: 'admin.colis.cree_le',
      render: (row) => formatDate(asParcel(row).created),
    } as ColumnSpec,
    shipped: {
      field: 'expedie',
      label: 'admin.colis.expedie_le',
      render: (row) => formatDate(asParcel(row).expedie),
    } as ColumnSpec,
  };
}

/** /:lang/ad/colis: every parcel, newest first, by status, carrier and order number. */
export function ColisList() {
  const { t } = useTranslation();
  const carriers = useCarrierOptions();
  const columns = useColumns();
  return (
    <ListPage
      descriptor={colisResource}
      title="admin.colis.titre"
      canCreate={false}
      texts={{ loading: 'admin.colis.chargement', empty: 'admin.colis.vide' }}
      columns={[columns.created, columns.order, columns.customer, columns.carrier, columns.tracking, columns.status]}
      filters={[
        {
          name: 'statut',
          label: 'admin.colis.statut',
          kind: 'select',
          options: PARCEL_STATUS_FILTERS.map((statut) => ({
            value: statut,
            label: t(`admin.colis.statuts.${statut}`),
          })),
        },
        { name: 'transporteur', label: 'admin.colis.transporteur', kind: 'select', options: carriers },
        { name: 'numero', label: 'admin.colis.numero', kind: 'search' },
      ]}
    >
      <ShopTimeNote />
    </ListPage>
  );
}

/** /:lang/ad/trackings: the parcels that left, with their tracking links, newest first. */
export function TrackingsList() {
  const carriers = useCarrierOptions();
  const columns = useColumns();
  return (
    <ListPage
      descriptor={colisResource}
      route="/trackings"
      title="admin.colis.trackings_titre"
      fixedFilters={{ statut: 'envoyes' }}
      canCreate={false}
      canDelete={false}
      detailHref={(row) => `/colis/${String(row.id)}`}
      texts={{ loading: 'admin.colis.chargement', empty: 'admin.colis.trackings_vide' }}
      columns={[columns.shipped, columns.order, columns.customer, columns.carrier, columns.tracking, columns.status]}
      filters={[
        { name: 'transporteur', label: 'admin.colis.transporteur', kind: 'select', options: carriers },
        { name: 'numero', label: 'admin.colis.numero', kind: 'search' },
      ]}
    >
      <ShopTimeNote />
    </ListPage>
  );
}

/** The parcel's contents: editable while it is prepared (within the units no other parcel holds), then frozen. */
function ContentsPanel({ parcel }: { parcel: AdminParcelRow }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const preparing = parcel.statut === 'preparation';
  const order = useQuery({ ...orderDetailQueryOptions(parcel.commande_hash), enabled: preparing });
  const siblings = useQuery({ ...orderParcelsQueryOptions(parcel.commande_id), enabled: preparing });
  const [quantities, setQuantities] = useState<Record<number, number>>(() =>
    Object.fromEntries(parcel.lignes.map((line) => [line.declinaison_id, line.qtt])),
  );
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const lignes = chosenLines(quantities);
    if (lignes.length === 0) return setMessage({ tone: 'alert', text: t('admin.colis.aucune_quantite') });
    setBusy(true);
    setMessage(null);
    try {
      await saveParcelLines(parcel.id, lignes);
      setMessage({ tone: 'status', text: t('admin.colis.lignes_enregistrees') });
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey(colisResource.model) });
    } catch (error) {
      setMessage({ tone: 'alert', text: t('admin.colis.erreur', { message: errorText(error) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="colis-contenu">
      <h2 id="colis-contenu" className={styles.panelTitle}>
        {t('admin.colis.lignes')}
      </h2>
      <p>
        <Link href={`/commandes/${parcel.commande_hash}`}>
          {t('admin.colis.commande_lien', { numero: parcel.numero ?? '—' })}
        </Link>
        {' · '}
        {t(`admin.colis.statuts.${parcel.statut}`)}
        {parcel.expedie && ` · ${t('admin.colis.expedie_le')} ${formatDate(parcel.expedie)}`}
        {parcel.livre && ` · ${t('admin.colis.livre_le')} ${formatDate(parcel.livre)}`}
      </p>
      {parcel.suivi && (
        <p>
          {t('admin.colis.suivi')} : <TrackingLink parcel={parcel} />
        </p>
      )}
      {!preparing ? (
        <>
          <ParcelLinesList parcel={parcel} />
          <p className={styles.muted}>{t('admin.colis.lignes_figees')}</p>
        </>
      ) : order.error ? (
        <QueryError error={order.error} />
      ) : siblings.error ? (
        <QueryError error={siblings.error} />
      ) : !order.data || !siblings.data ? (
        <p role="status" className={styles.muted}>
          {t('admin.colis.chargement')}
        </p>
      ) : (
        <>
          <ParcelLinesEditor
            lines={order.data.lignes}
            available={availableUnits(
              order.data.lignes,
              siblings.data.filter((other) => other.id !== parcel.id),
            )}
            quantities={quantities}
            onChange={setQuantities}
          />
          <button type="button" className={styles.buttonSmall} disabled={busy} onClick={() => void save()}>
            {t('admin.colis.enregistrer_lignes')}
          </button>
        </>
      )}
      <p
        role={message?.tone ?? 'status'}
        className={message?.tone === 'alert' ? styles.announceAlert : styles.announceStatus}
      >
        {message?.text ?? ''}
      </p>
    </section>
  );
}

/** "Marquer expédié" (confirmed first: the customer is mailed) and "Marquer livré". */
function ShipmentPanel({ parcel }: { parcel: AdminParcelRow }) {
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

/** /:lang/ad/colis/:id: the parcel's contents, carrier and tracking number, and its shipment. */
export function ColisDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const carriers = useCarrierOptions();
  // Parcels are prepared from their order's page: there is no blank one to fill in here.
  if (id === NEW_RECORD) return <p className={styles.muted}>{t('admin.kit.introuvable')}</p>;
  return (
    <DetailPage
      descriptor={colisResource}
      recordKey={id}
      newTitle="admin.colis.titre"
      recordTitle={(row) => t('admin.colis.detail_titre', { id: String(row.id) })}
      before={(row) => <ContentsPanel key={`${String(row.id)}:${row.version}`} parcel={asParcel(row)} />}
      after={(row) => <ShipmentPanel parcel={asParcel(row)} />}
      fields={[
        {
          name: 'transporteur_id',
          label: 'admin.colis.transporteur',
          kind: 'select',
          options: carriers,
          nullable: true,
          numeric: true,
        },
        { name: 'suivi', label: 'admin.colis.suivi', kind: 'text', hint: 'admin.colis.suivi_aide' },
      ]}
    />
  );
}
