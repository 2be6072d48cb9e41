import { countryName, formatEuros, LOCALE_TAGS, type Locale } from '@boutique/domain';
import { toWinAnsi } from '../../lib/pdf/win-ansi.ts';

/** The formatters of one invoice, in its language, ready for the PDF font. */
export function invoiceFormatters(locale: Locale) {
  const tag = LOCALE_TAGS[locale];
  const date = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  return {
    money: (cents: number) => toWinAnsi(formatEuros(cents, tag)),
    date: (instant: Date) => toWinAnsi(date.format(instant)),
    rate: (bps: number) => toWinAnsi(percent.format(bps / 10_000)),
    /** Addresses keep ISO codes: the document names the country in its own language. */
    country: (value: string) => toWinAnsi(countryName(value, tag)),
  };
}
