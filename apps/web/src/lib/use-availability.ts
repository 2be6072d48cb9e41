import {
  describeAvailability,
  LOCALE_TAGS,
  type AvailabilityInfo,
  type DeliveryLabel,
  type StockTone,
} from '@boutique/domain';
import { useTranslation } from './i18n-react.tsx';
import { useLocale } from './locale-context.tsx';

export interface StockText {
  text: string;
  tone: StockTone;
  /** Units that can be bought now (the basket feature caps quantities with it). */
  available: number;
}

export interface AvailabilityText {
  stock: StockText;
  /** The delivery line, or null when nothing can be delivered (no promise beside "out of stock"). */
  delivery: string | null;
  canAdd: boolean;
}

/**
 * A variant's stock and delivery lines in the page's language: the domain decides both together
 * (describeAvailability), so they never contradict each other; the messages give the words. The
 * domain writes restock dates in French; other languages get the same date in their own format.
 */
export function useAvailability(info: AvailabilityInfo, requested = 1): AvailabilityText {
  const { t } = useTranslation();
  const locale = useLocale();
  const { stock, delivery, canAdd } = describeAvailability(info, requested);
  const localDate =
    info.reassort && locale !== 'fr' ? formatLocalDate(info.reassort.date, LOCALE_TAGS[locale]) : undefined;
  const withLocalDate = <T extends { date?: string }>(values: T): T =>
    localDate !== undefined && values.date !== undefined ? { ...values, date: localDate } : values;

  const deliveryText = (label: DeliveryLabel): string => {
    if (label.key === 'livraison.intervalle') {
      const { min = 0, max = 0 } = label.values;
      return t('livraison.intervalle', { min, max: t('livraison.jours', { count: max }) });
    }
    return t(label.key, withLocalDate(label.values));
  };

  return {
    stock: { text: t(stock.key, withLocalDate(stock.values)), tone: stock.tone, available: stock.available },
    delivery: delivery ? deliveryText(delivery) : null,
    canAdd,
  };
}

function formatLocalDate(isoDate: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
