import { describeStock, LOCALE_TAGS, type StockInfo, type StockTone } from '@boutique/domain';
import { useTranslation } from './i18n-react.tsx';
import { useLocale } from './locale-context.tsx';

export interface StockText {
  text: string;
  tone: StockTone;
  /** Units that can be bought now (the basket feature caps quantities with it). */
  available: number;
}

/**
 * A variant's stock label in the page's language: the domain picks the case (describeStock),
 * the messages give the words. The domain writes restock dates in French; other languages get
 * the same date in their own format.
 */
export function useStockText(info: StockInfo, requested = 1): StockText {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = describeStock(info, requested);
  const values =
    label.key === 'panier.en_stock_le' && info.reassort && locale !== 'fr'
      ? { ...label.values, date: formatLocalDate(info.reassort.date, LOCALE_TAGS[locale]) }
      : label.values;
  return { text: t(label.key, values), tone: label.tone, available: label.available };
}

function formatLocalDate(isoDate: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
