/** Text shown when a variant has no known delivery lead time. */
export const DEFAULT_DELIVERY_TEXT = 'Aucun délai, généralement 30 jours';

/** A delivery text as message key + values (for translation) and its French text. */
export interface DeliveryLabel {
  key: 'livraison.defaut' | 'livraison.immediat' | 'livraison.jours' | 'livraison.intervalle' | 'livraison.des_le';
  /** `count` for a number of days, `min`/`max` for a range, `date` (French, as stock labels write it) for a restock. */
  values: { count?: number; min?: number; max?: number; date?: string };
  /** Default French text, exactly as the shop shows it. */
  text: string;
}

/** Describes a delivery lead time of 1 or 2 day counts: "Immédiat", "3 jours", "2 à 4 jours". */
export function describeDeliveryLeadLabel(days: readonly number[] | null | undefined): DeliveryLabel {
  const [first, second] = days ?? [];
  if (first === undefined) return { key: 'livraison.defaut', values: {}, text: DEFAULT_DELIVERY_TEXT };
  if (second === undefined || second === first) {
    return first === 0
      ? { key: 'livraison.immediat', values: {}, text: 'Immédiat' }
      : { key: 'livraison.jours', values: { count: first }, text: pluralDays(first) };
  }
  const [min, max] = first < second ? [first, second] : [second, first];
  return { key: 'livraison.intervalle', values: { min, max }, text: `${min} à ${pluralDays(max)}` };
}

/** The French text of a delivery lead time (describeDeliveryLeadLabel). */
export function describeDeliveryLead(days: readonly number[] | null | undefined): string {
  return describeDeliveryLeadLabel(days).text;
}

function pluralDays(count: number): string {
  return count > 1 ? `${count} jours` : `${count} jour`;
}
