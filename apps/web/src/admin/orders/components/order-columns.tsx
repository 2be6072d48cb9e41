import { formatEuros, type AdminOrderRow } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import type { ResourceRow } from '../../kit/resource-api.ts';
import type { ColumnSpec } from '../../kit/types.ts';
import { StatusBadge, statusLabel, useStatuses } from '../../workflows/status-badge.tsx';
import { stepsQueryOptions } from '../../workflows/workflows-api.ts';
import styles from '../../admin.module.css';
import { useShopTime } from '../../kit/shop-time.tsx';
import { REFUND_DIALOG_PARAM } from '../refunds/refund-dialog-param.ts';

export interface OrderActions {
  onShip: (order: AdminOrderRow) => void;
  /** Ids of the orders with a call under way. */
  busy: ReadonlySet<number>;
}

/** Paid and not yet refunded: what a refund can apply to. */
const REFUNDABLE = new Set(['payee', 'a_verifier', 'expediee']);

/** "Camille Durand", or the mail when the account has no name. */
export const orderCustomer = (order: AdminOrderRow) =>
  order.client ? [order.client.prenom, order.client.nom].filter(Boolean).join(' ') || order.client.mail : '';

const asOrder = (row: ResourceRow) => row as unknown as AdminOrderRow;

function RowActions({ order, actions }: { order: AdminOrderRow; actions: OrderActions }) {
  const { t } = useTranslation();
  const numero = order.numero ?? t('admin.commandes.sans_numero');
  const isBusy = actions.busy.has(order.id);
  return (
    <div className={styles.rowActions} role="group" aria-label={t('admin.commandes.actions_de', { numero })}>
      {order.statut === 'payee' && (
        <button type="button" className={styles.buttonSmall} disabled={isBusy} onClick={() => actions.onShip(order)}>
          {t('admin.commandes.expedier')}
        </button>
      )}
      {REFUNDABLE.has(order.statut) && (
        // The order's page with its refund dialog open: every refund says what, and why, there.
        <Link
          href={`/commandes/${order.hash}?${REFUND_DIALOG_PARAM}`}
          className={`${styles.buttonSmall} ${styles.buttonDanger}`}
        >
          {t('admin.commandes.rembourser')}
        </Link>
      )}
    </div>
  );
}

/**
 * The orders list's columns (number with the test mark, date, customer, total, status in its
 * configured label and colour with the tracking number, workflow step, the row's own actions:
 * ship a paid order, open a paid one's refund dialog).
 */
export function useOrderColumns(actions: OrderActions): ColumnSpec[] {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const locale = useLocale();
  const statuses = useStatuses();
  const steps = useQuery(stepsQueryOptions()).data;
  const stepLabel = (id: number | null) => (id === null ? '' : (steps?.find((step) => step.id === id)?.label ?? ''));
  const statusText = (code: AdminOrderRow['statut']) => {
    const status = statuses.get(code);
    return status ? statusLabel(status, locale) : t(`admin.commandes.statuts.${code}`);
  };
  const dateTime = { format: useShopTime().dateTime };
  return [
    {
      field: 'numero',
      label: 'admin.commandes.colonnes.numero',
      render: (row) => {
        const order = asOrder(row);
        return (
          <span className={styles.nowrap}>
            {order.numero ?? t('admin.commandes.sans_numero')}
            {order.test ? <span className={styles.test}>{t('admin.commandes.test')}</span> : null}
          </span>
        );
      },
    },
    {
      field: 'created',
      label: 'admin.commandes.colonnes.date',
      render: (row) => <span className={styles.nowrap}>{dateTime.format(new Date(asOrder(row).created))}</span>,
    },
    {
      field: 'client',
      label: 'admin.commandes.colonnes.client',
      render: (row) => {
        const order = asOrder(row);
        return (
          <span className={styles.customer}>
            <span className={styles.customerName}>{orderCustomer(order)}</span>
            <span className={styles.customerContact}>{order.client?.mail}</span>
          </span>
        );
      },
      csv: (row) => asOrder(row).client?.mail ?? '',
    },
    {
      field: 'total_ttc',
      label: 'admin.commandes.colonnes.total',
      numeric: true,
      render: (row) => formatEuros(asOrder(row).total_ttc, tag),
      csv: (row) => (asOrder(row).total_ttc / 100).toFixed(2),
    },
    {
      field: 'statut',
      label: 'admin.commandes.colonnes.statut',
      render: (row) => {
        const order = asOrder(row);
        return (
          <>
            <StatusBadge code={order.statut} statuses={statuses} />
            {order.suivi && (
              <span className={styles.customerContact}>
                {t('admin.commandes.suivi_numero', { suivi: order.suivi })}
              </span>
            )}
          </>
        );
      },
      csv: (row) => statusText(asOrder(row).statut),
    },
    {
      field: 'workflow_etape_id',
      label: 'admin.workflows.colonne_etape',
      render: (row) => stepLabel(asOrder(row).workflow_etape_id) || '—',
      csv: (row) => stepLabel(asOrder(row).workflow_etape_id),
    },
    {
      field: 'actions',
      label: 'admin.commandes.colonnes.actions',
      actions: true,
      render: (row) => <RowActions order={asOrder(row)} actions={actions} />,
    },
  ];
}
