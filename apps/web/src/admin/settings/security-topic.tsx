import { useTranslation } from '../../lib/i18n-react.tsx';
import { HundredthsInput } from '../commerce/commerce-fields.tsx';
import { useFieldErrors, type TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/** Staff security: whether the back office requires a second factor, and from what refund it is asked again. */
export function SecuriteFields({ form }: { form: TopicFormApi }) {
  const { t } = useTranslation();
  const errors = useFieldErrors(form);
  return (
    <div className={styles.linkForm}>
      <label className={styles.wide}>
        <input type="checkbox" {...form.register('double_facteur_obligatoire')} />{' '}
        {t('admin.reglages.champs.double_facteur_obligatoire')}
        <small className={styles.muted}> {t('admin.reglages.aides.double_facteur_obligatoire')}</small>
      </label>
      <HundredthsInput
        control={form.control}
        name="reverification_remboursement_cents"
        label={t('admin.reglages.champs.reverification_remboursement')}
        unit="€"
        required
        hint={t('admin.reglages.aides.reverification_remboursement')}
        errors={errors('reverification_remboursement_cents')}
      />
    </div>
  );
}
