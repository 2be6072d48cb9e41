import { formatEuros, type Cents } from '@boutique/domain';
import { useLocaleTag } from '../../../lib/locale-context.tsx';

/** Euros and dates in the page's language. */
export function useFormatters() {
  const tag = useLocaleTag();
  return {
    euros: (cents: Cents) => formatEuros(cents, tag),
    date: (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso)),
    percent: (bps: number) =>
      new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000),
  };
}
