/** Text shown when a variant has no known delivery lead time. */
export const DEFAULT_DELIVERY_TEXT = 'Aucun délai, généralement 30 jours';

/** Describes a delivery lead time of 1 or 2 day counts in French: "Immédiat", "3 jours", "2 à 4 jours". */
export function describeDeliveryLead(days: readonly number[] | null | undefined): string {
  const [first, second] = days ?? [];
  if (first === undefined) return DEFAULT_DELIVERY_TEXT;
  if (second === undefined || second === first) return first === 0 ? 'Immédiat' : pluralDays(first);
  const [min, max] = first < second ? [first, second] : [second, first];
  return `${min} à ${pluralDays(max)}`;
}

function pluralDays(count: number): string {
  return count > 1 ? `${count} jours` : `${count} jour`;
}
