import { DEFAULT_DELIVERY_TEXT, describeDeliveryLead } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';

/**
 * A variant's delivery lead in the page's language. The rule (order of the two counts, 0 meaning
 * immediate, the default text) lives in describeDeliveryLead, which answers in French; other
 * languages translate its answer case by case rather than re-deciding. Should the domain's
 * wording ever change unnoticed, the French text is shown rather than a wrong one.
 */
export function useDeliveryText(delais: readonly number[]): string {
  const { t } = useTranslation();
  const locale = useLocale();
  const french = describeDeliveryLead(delais);
  if (locale === 'fr') return french;
  if (french === DEFAULT_DELIVERY_TEXT) return t('livraison.defaut');
  if (french === 'Immédiat') return t('livraison.immediat');
  const range = /^(\d+) à (\d+) jours?$/u.exec(french);
  if (range) {
    return t('livraison.intervalle', { min: Number(range[1]), max: t('livraison.jours', { count: Number(range[2]) }) });
  }
  const single = /^(\d+) jours?$/u.exec(french);
  if (single) return t('livraison.jours', { count: Number(single[1]) });
  return french;
}
