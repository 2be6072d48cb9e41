import { SettingAmount, SettingSwitch } from './setting-fields.tsx';
import type { TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/** Staff security: whether the back office requires a second factor, and from what refund it is asked again. */
export function SecuriteFields({ form }: { form: TopicFormApi }) {
  return (
    <div className={styles.linkForm}>
      <SettingSwitch form={form} name="double_facteur_obligatoire" />
      <SettingAmount
        form={form}
        name="reverification_remboursement_cents"
        field="reverification_remboursement"
        unit="€"
      />
    </div>
  );
}
