import type { AdminParcelRow } from '@boutique/domain';

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
