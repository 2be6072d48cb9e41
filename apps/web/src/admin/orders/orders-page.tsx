import { commandesResource, ORDER_STATUSES, type AdminOrderRow } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import type { BulkActionSpec, FilterSpec } from '../kit/types.ts';
import { shipOrder } from './api/ship-order.ts';
import { useOrderColumns } from './components/order-columns.tsx';
import { ShipDialog } from './components/ship-dialog.tsx';
import { stepsQueryOptions, workflowsQueryOptions } from '../workflows/workflows-api.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import { ShopTimeNote } from '../kit/shop-time.tsx';

const NONE_BUSY: ReadonlySet<number> = new Set();

/** Shipping in bulk mails each customer, as the row's button does (the API's rule). */
const BULK_ACTIONS: readonly BulkActionSpec[] = [
  { label: 'admin.commandes.bulk_expediees', datas: { statut: 'expediee' } },
  { label: 'admin.commandes.bulk_payees', datas: { statut: 'payee' } },
];

/** The filters the list and the dashboard's tiles share through the address. */
function useOrderFilters(): FilterSpec[] {
  const { t } = useTranslation();
  const steps = useQuery(stepsQueryOptions()).data ?? [];
  const workflows = useQuery(workflowsQueryOptions()).data ?? [];
  const workflowLabel = (id: number) => workflows.find((workflow) => workflow.id === id)?.label;
  return [
    {
      name: 'statut',
      label: 'admin.commandes.filtre',
      kind: 'select',
      options: [
        { value: 'ventes', label: t('admin.commandes.toutes') },
        { value: 'encaissees', label: t('admin.commandes.encaissees') },
        ...ORDER_STATUSES.map((statut) => ({ value: statut, label: t(`admin.commandes.statuts.${statut}`) })),
      ],
    },
    { name: 'du', label: 'admin.commandes.filtres.du', kind: 'date' },
    { name: 'au', label: 'admin.commandes.filtres.au', kind: 'date', notBefore: 'du' },
    { name: 'q', label: 'admin.commandes.filtres.recherche', kind: 'search' },
    { name: 'montant_min', label: 'admin.commandes.filtres.montant_min', kind: 'number' },
    { name: 'montant_max', label: 'admin.commandes.filtres.montant_max', kind: 'number' },
    { name: 'test', label: 'admin.commandes.filtres.test', kind: 'boolean' },
    {
      name: 'etape',
      label: 'admin.workflows.colonne_etape',
      kind: 'select',
      options: [...steps]
        .sort((a, b) => a.workflow_id - b.workflow_id || a.ordre - b.ordre)
        .map((step) => ({ value: String(step.id), label: step.label, group: workflowLabel(step.workflow_id) })),
    },
  ];
}

/**
 * /:lang/ad/commandes: the orders on the resource kit (newest first; status, dates, customer,
 * amount and test filters in the address; bulk ship), each paid order shipped with an optional
 * tracking number; its refund action opens the order's page with the refund dialog (what, and
 * why, confirmed there); each number opens the order's page (/ad/commandes/{hash}). The API keeps
 * the list to admins.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [shipping, setShipping] = useState<AdminOrderRow | null>(null);
  const { announcement, say } = useAnnouncer();
  // Nothing is refunded from the list: its refund action opens the order's refund dialog.
  const columns = useOrderColumns({ onShip: setShipping, busy: NONE_BUSY });
  const filters = useOrderFilters();

  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceQueryKey(commandesResource.model) });
  const ship = async (order: AdminOrderRow, suivi: string) => {
    await shipOrder(order.id, suivi);
    say(t('admin.commandes.expediee', { numero: order.numero ?? '' }));
    await refresh();
  };
  return (
    <>
      <ListPage
        descriptor={commandesResource}
        title="admin.commandes.titre"
        columns={columns}
        filters={filters}
        bulkActions={BULK_ACTIONS}
        create={
          <Link href="/nouveau-commande" className={styles.buttonPrimary}>
            {t('admin.nouvelle_commande.titre')}
          </Link>
        }
        canDelete={false}
        texts={{
          loading: 'admin.commandes.chargement',
          empty: 'admin.commandes.vide',
          forbidden: 'admin.commandes.acces_reserve_texte',
        }}
      >
        <ShopTimeNote />
        <Announcer announcement={announcement} />
      </ListPage>
      {shipping && (
        <ShipDialog order={shipping} onShip={(suivi) => ship(shipping, suivi)} onCancel={() => setShipping(null)} />
      )}
    </>
  );
}
