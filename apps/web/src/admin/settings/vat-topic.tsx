import { VAT_PRICE_MODES } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { TopicFormApi } from './topic-form.tsx';
import styles from '../admin.module.css';

/**
 * VAT by destination: whether the shop is past the EU distance-sales threshold (other member
 * states then pay their own VAT) and how prices abroad follow the French price.
 */
export function TvaFields({ form }: { form: TopicFormApi }) {
  const { t } = useTranslation();
  return (
    <div className={styles.linkForm}>
      <label className={styles.wide}>
        <input type="checkbox" {...form.register('oss_seuil_depasse')} /> {t('admin.reglages.champs.oss_seuil_depasse')}
        <small className={styles.muted}> {t('admin.reglages.aides.oss_seuil_depasse')}</small>
      </label>
      <fieldset className={styles.wide}>
        <legend>{t('admin.reglages.champs.mode_prix')}</legend>
        {VAT_PRICE_MODES.map((mode) => (
          <label key={mode}>
            <input type="radio" value={mode} {...form.register('mode_prix')} />{' '}
            {t(mode === 'ttc' ? 'admin.reglages.modes_prix.ttc' : 'admin.reglages.modes_prix.ht')}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
