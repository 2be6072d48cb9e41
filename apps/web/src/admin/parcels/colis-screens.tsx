import { colisResource, PARCEL_STATUS_FILTERS, type AdminParcelRow } from '@boutique/domain';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useCarrierOptions } from '../commerce/commerce-options.ts';
import { DetailPage, NEW_RECORD } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import type { ResourceRow } from '../kit/resource-api.ts';
import { ShopTimeNote } from '../kit/shop-time.tsx';
import type { BulkActionSpec, ColumnSpec } from '../kit/types.ts';
import styles from '../admin.module.css';
import { ContentsPanel } from './parcel-contents-panel.tsx';
import { useParcelDate } from './parcel-dates.ts';
import { ShipmentPanel } from './parcel-shipment-panel.tsx';
import { downloadSlips } from './packing-api.ts';
import { SlipButton } from './slip-button.tsx';
import { TrackingLink } from './tracking-link.tsx';

const asParcel = (row: ResourceRow) => row as unknown as AdminParcelRow;

/** The selected parcels' packing slips, one file to print. */
const BULK_ACTIONS: readonly BulkActionSpec[] = [{ label: 'admin.colis.imprimer_bordereaux', run: downloadSlips }];

const customerName = (parcel: AdminParcelRow) =>
  parcel.client ? [parcel.client.prenom, parcel.client.nom].filter(Boolean).join(' ') || parcel.client.mail : '—';

function useColumns() {
  const { t } = useTranslation();
  const formatDate = useParcelDate();
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
      bulkActions={BULK_ACTIONS}
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
      newTitle="admin.colis.titre"
      recordTitle={(row) => t('admin.colis.detail_titre', { id: String(row.id) })}
      before={(row) => <ContentsPanel key={`${String(row.id)}:${row.version}`} parcel={asParcel(row)} />}
      after={(row) => (
        <>
          <p>
            <SlipButton parcelId={asParcel(row).id} />
          </p>
          <ShipmentPanel parcel={asParcel(row)} />
        </>
      )}
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
