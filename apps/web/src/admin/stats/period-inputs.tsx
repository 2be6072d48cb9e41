import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';

/** A period of days as two date inputs ("Du", "Au"); a cleared input changes nothing. */
export function PeriodInputs(props: { du: string; au: string; onChange: (next: { du: string; au: string }) => void }) {
  const { t } = useTranslation();
  const { du, au, onChange } = props;
  return (
    <>
      <label>
        {t('admin.stats.du')}
        <input
          type="date"
          className={styles.input}
          value={du}
          max={au}
          onChange={(event) => event.target.value && onChange({ du: event.target.value, au })}
        />
      </label>
      <label>
        {t('admin.stats.au')}
        <input
          type="date"
          className={styles.input}
          value={au}
          min={du}
          onChange={(event) => event.target.value && onChange({ du, au: event.target.value })}
        />
      </label>
    </>
  );
}
