import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { isRangeValid, type DateRange } from '../lib/date-range.ts';
import styles from '../../admin.module.css';

/**
 * The history's date filter (spec §5): the start cannot pass the end and the reverse. The inputs'
 * min and max say so to the date pickers; a range typed out of order is refused with a message
 * and the list keeps the last valid one.
 */
export function DateRangeFilter({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  const isValid = isRangeValid(draft);

  const update = (next: DateRange) => {
    setDraft(next);
    if (isRangeValid(next)) onChange(next);
  };

  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{t('admin.liens.periode')}</legend>
      <label className={styles.filterField} htmlFor={`${id}-du`}>
        <span>{t('admin.liens.du')}</span>
        <input
          id={`${id}-du`}
          type="date"
          className={`${fieldStyles.input} ${styles.input}`}
          value={draft.du}
          max={draft.au || undefined}
          required
          aria-invalid={isValid ? undefined : true}
          aria-describedby={isValid ? undefined : `${id}-error`}
          onChange={(event) => update({ ...draft, du: event.target.value })}
        />
      </label>
      <label className={styles.filterField} htmlFor={`${id}-au`}>
        <span>{t('admin.liens.au')}</span>
        <input
          id={`${id}-au`}
          type="date"
          className={`${fieldStyles.input} ${styles.input}`}
          value={draft.au}
          min={draft.du || undefined}
          required
          aria-invalid={isValid ? undefined : true}
          aria-describedby={isValid ? undefined : `${id}-error`}
          onChange={(event) => update({ ...draft, au: event.target.value })}
        />
      </label>
      <p id={`${id}-error`} role="alert" className={styles.filterError}>
        {isValid ? '' : t('admin.liens.periode_invalide')}
      </p>
    </fieldset>
  );
}
