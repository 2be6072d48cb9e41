import type { AdminOrderDetail } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { TrackingLink } from './tracking-link.tsx';
import { orderParcelsQueryOptions } from './parcels-api.ts';

/**
 * The order's tracking numbers, one per parcel that has one (an order split in two parcels
 * travels under two numbers); the order's own number when it was shipped whole, without parcels.
 * Reads the same query as the parcels panel, so the page asks once.
 */
export function OrderTrackingNumbers({ order }: { order: Pick<AdminOrderDetail, 'id' | 'suivi'> }) {
  const { t } = useTranslation();
  const parcels = useQuery(orderParcelsQueryOptions(order.id));
  const tracked = (parcels.data ?? []).filter((parcel) => parcel.suivi);
  if (tracked.length === 0) return <>{order.suivi ?? '—'}</>;
  return (
    <ul>
      {tracked.map((parcel) => (
        <li key={parcel.id}>
          {t('admin.colis.ouvrir', { id: parcel.id })} : <TrackingLink parcel={parcel} />
        </li>
      ))}
    </ul>
  );
}
