import { MAX_BASKET_REMINDER_HOURS } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DaysInput } from './after-sale-topic.tsx';
import type { TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/** Basket reminders: on or off, and how many hours after a basket is left the customer hears of it. */
export function RelancesFields({ form }: { form: TopicFormApi }) {
  const { t } = useTranslation();
  return (
    <div className={styles.linkForm}>
      <label className={styles.wide}>
        <input type="checkbox" {...form.register('relance_panier_active')} />{' '}
        {t('admin.reglages.champs.relance_panier_active')}
        <small className={styles.muted}> {t('admin.reglages.aides.relance_panier_active')}</small>
      </label>
      <DaysInput
        form={form}
        name="relance_panier_heures"
        label={t('admin.reglages.champs.relance_panier_heures')}
        hint={t('admin.reglages.aides.relance_panier_heures')}
        min={1}
        max={MAX_BASKET_REMINDER_HOURS}
        unit="heures"
      />
    </div>
  );
}
