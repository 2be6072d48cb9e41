import { MAX_LOT_ALERT_DAYS, MAX_WITHDRAWAL_DAYS, WITHDRAWAL_PERIOD_DAYS } from '@boutique/domain';
import { SettingCount } from './setting-fields.tsx';
import type { TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/** After the sale: the withdrawal period the shop grants (14 days at least) and the lot alert window. */
export function ApresVenteFields({ form }: { form: TopicFormApi }) {
  return (
    <div className={styles.linkForm}>
      <SettingCount form={form} name="retractation_jours" min={WITHDRAWAL_PERIOD_DAYS} max={MAX_WITHDRAWAL_DAYS} />
      <SettingCount form={form} name="lots_alerte_jours" min={1} max={MAX_LOT_ALERT_DAYS} />
    </div>
  );
}
