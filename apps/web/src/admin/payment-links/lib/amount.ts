import { MAX_LINK_AMOUNT_CENTS } from '@boutique/domain';

/**
 * Reads an amount typed in euros ("125", "125,5", "1 250.50") as integer cents, by its digits
 * (no floating point on the way); null unless positive with at most two decimals.
 */
export function parseEurosToCents(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f€]/gu, '');
  const match = /^(\d{1,7})(?:[.,](\d{0,2}))?$/u.exec(compact);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_LINK_AMOUNT_CENTS ? cents : null;
}

/** Cents shown in the amount field, divided by 100: 12550 → "125,50" in French. */
export function formatCentsForInput(cents: number, localeTag: string): string {
  return new Intl.NumberFormat(localeTag, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}
