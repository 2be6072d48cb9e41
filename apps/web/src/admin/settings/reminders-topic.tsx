import { MAX_BASKET_REMINDER_HOURS } from '@boutique/domain';
import { SettingCount, SettingSwitch } from './setting-fields.tsx';
import type { TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/** Basket reminders: on or off, and how many hours after a basket is left the customer hears of it. */
export function RelancesFields({ form }: { form: TopicFormApi }) {
  return (
    <div className={styles.linkForm}>
      <SettingSwitch form={form} name="relance_panier_active" />
      <SettingCount form={form} name="relance_panier_heures" min={1} max={MAX_BASKET_REMINDER_HOURS} unit="heures" />
    </div>
  );
}
