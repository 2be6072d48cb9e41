import { formatEuros, type Cents } from '@boutique/domain';
import { useLocaleTag } from '../../../lib/locale-context.tsx';

/** Formats cents as euros in the page's language ("12,40 €", "€12.40"). */
export function useMoney(): (cents: Cents) => string {
  const tag = useLocaleTag();
  return (cents) => formatEuros(cents, tag);
}

/** A VAT rate in basis points as the page shows it: 2000 → "20", 550 → "5,5". */
export function formatRate(rateBps: number, tag: string): string {
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 2 }).format(rateBps / 100);
}
