import type { OrderStatus } from './contracts/orders.ts';

/** A parcel's life: prepared in the workshop, handed to the carrier, delivered. */
export const PARCEL_STATUSES = ['preparation', 'expedie', 'livre'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** Orders that may be split into parcels: paid, not refunded, cancelled or waiting for a check. */
export const PARCEL_ORDER_STATUSES = ['payee'] as const satisfies readonly OrderStatus[];

/** One variant's units: an order line, or a parcel line. */
export interface UnitsLine {
  declinaison_id: number;
  qtt: number;
}

/** The placeholder a carrier's tracking address template holds for the tracking number. */
export const TRACKING_PLACEHOLDER = '{suivi}';

/** Why a carrier's tracking address template is not usable, or null when it is (an https URL holding `{suivi}`). */
export function trackingTemplateError(template: string): string | null {
  if (!template.includes(TRACKING_PLACEHOLDER))
    return 'L’adresse doit contenir {suivi}, remplacé par le numéro de suivi.';
  try {
    const url = new URL(template.replaceAll(TRACKING_PLACEHOLDER, 'X'));
    return url.protocol === 'https:' ? null : 'Une adresse https:// est attendue.';
  } catch {
    return 'Adresse invalide.';
  }
}

/** The tracking link of a parcel, or null without a template or a number. */
export function trackingUrl(template: string | null | undefined, suivi: string | null | undefined): string | null {
  const number = suivi?.trim();
  if (!template || !number) return null;
  return template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(number));
}

const sumByVariant = (lines: readonly UnitsLine[]) => {
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.declinaison_id, (units.get(line.declinaison_id) ?? 0) + line.qtt);
  return units;
};

/** The units of each ordered variant not yet in a parcel (variants fully packed are left out). */
export function unitsLeftToPack(orderLines: readonly UnitsLine[], parcelLines: readonly UnitsLine[]): UnitsLine[] {
  const packed = sumByVariant(parcelLines);
  return [...sumByVariant(orderLines)]
    .map(([declinaison_id, qtt]) => ({ declinaison_id, qtt: qtt - (packed.get(declinaison_id) ?? 0) }))
    .filter((line) => line.qtt > 0);
}

/**
 * Why these lines may not go into a parcel of this order, or null when they may: the order is
 * paid (not refunded or cancelled), the parcel holds at least one unit of a variant the order
 * has, and across the order's parcels (`otherParcelLines`: every other parcel's lines) a variant's
 * units never exceed the order's quantity.
 */
export function parcelLinesRefusal(
  order: { statut: OrderStatus; lignes: readonly UnitsLine[] },
  otherParcelLines: readonly UnitsLine[],
  lines: readonly UnitsLine[],
): string | null {
  if (!(PARCEL_ORDER_STATUSES as readonly OrderStatus[]).includes(order.statut))
    return 'Seule une commande payée, ni expédiée ni remboursée, se prépare en colis.';
  if (!lines.some((line) => line.qtt > 0)) return 'Un colis contient au moins un article.';
  if (lines.some((line) => !Number.isInteger(line.qtt) || line.qtt < 1)) return 'Une quantité est un entier positif.';
  const ordered = sumByVariant(order.lignes);
  const packed = sumByVariant(otherParcelLines);
  for (const [declinaison_id, qtt] of sumByVariant(lines)) {
    const quantity = ordered.get(declinaison_id);
    if (quantity === undefined) return 'Cet article ne fait pas partie de la commande.';
    if ((packed.get(declinaison_id) ?? 0) + qtt > quantity)
      return 'Les colis contiendraient plus d’unités que la commande n’en compte.';
  }
  return null;
}

/** Every unit of the order is in a shipped (or delivered) parcel. */
export function orderFullyShipped(orderLines: readonly UnitsLine[], shippedParcelLines: readonly UnitsLine[]): boolean {
  return orderLines.length > 0 && unitsLeftToPack(orderLines, shippedParcelLines).length === 0;
}

/**
 * Why a parcel may not leave as it is, or null when it may: it is still being prepared, and it
 * carries a tracking number unless its carrier offers no tracking (no address template).
 */
export function parcelShipmentRefusal(
  parcel: { statut: ParcelStatus; suivi: string | null },
  carrier: { suivi_url: string | null } | null,
): string | null {
  if (parcel.statut !== 'preparation') return 'Ce colis est déjà parti.';
  if (carrier?.suivi_url && !parcel.suivi?.trim()) return 'Indiquez le numéro de suivi avant l’expédition.';
  return null;
}

/**
 * Why a parcel may not take this change, or null when it may: lines, carrier and tracking number
 * change while it is prepared; once shipped, only its delivery may be recorded (fields sent with
 * their current value are no change). A shipped parcel is not deleted.
 */
export function parcelEditRefusal(
  current: { statut: ParcelStatus; [field: string]: unknown },
  change: { statut?: ParcelStatus | undefined; [field: string]: unknown } | null,
): string | null {
  if (change === null) return current.statut === 'preparation' ? null : 'Un colis expédié ne se supprime pas.';
  const statut = change.statut ?? current.statut;
  if (current.statut === 'preparation') return statut === 'livre' ? 'Un colis est expédié avant d’être livré.' : null;
  const changed = Object.keys(change).filter(
    (field) => field !== 'statut' && change[field] !== undefined && change[field] !== current[field],
  );
  const forward = statut === current.statut || (current.statut === 'expedie' && statut === 'livre');
  return changed.length === 0 && forward ? null : 'Un colis expédié ne se modifie plus.';
}
