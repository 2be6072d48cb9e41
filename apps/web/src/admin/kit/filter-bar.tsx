import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { FilterSpec } from './types.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';

interface FilterBarProps {
  filters: readonly FilterSpec[];
  values: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

/** Filters typed in (text, day, number): applied when the form is submitted. */
const isTyped = (filter: FilterSpec): filter is Extract<FilterSpec, { kind: 'search' | 'date' | 'number' }> =>
  filter.kind === 'search' || filter.kind === 'date' || filter.kind === 'number';

/** The period ends typed before their start, as the names of both days of each reversed pair. */
function reversedDays(filters: readonly FilterSpec[], texts: Record<string, string>): Set<string> {
  const reversed = new Set<string>();
  for (const filter of filters) {
    if (filter.kind !== 'date' || !filter.notBefore) continue;
    const start = texts[filter.notBefore];
    const end = texts[filter.name];
    // YYYY-MM-DD compares as text.
    if (start && end && end < start) reversed.add(filter.name).add(filter.notBefore);
  }
  return reversed;
}

/**
 * The resource's named filters: a choice applies at once, a search when submitted (Enter or the
 * button), so typing does not fire a request per key. A period's days bound each other (min, max)
 * and a reversed period is said and not applied.
 */
export function FilterBar({ filters, values, onChange }: FilterBarProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Record<string, string>>(values);
  const periodErrorId = useId();
  if (filters.length === 0) return null;
  const reversed = reversedDays(filters, texts);
  // The day a start may not pass: the end that names it.
  const endOf = (name: string) => filters.find((filter) => filter.kind === 'date' && filter.notBefore === name)?.name;
  const set = (name: string, value: string) => onChange({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed.size > 0) return;
    const next = { ...values };
    for (const filter of filters) if (isTyped(filter)) next[filter.name] = texts[filter.name]?.trim() ?? '';
    onChange(next);
  };
  return (
    <form role="search" className={kit.filterBar} aria-label={t('admin.kit.filtres')} onSubmit={submit}>
      {filters.map((filter) => (
        <label key={filter.name} className={kit.filter}>
          <span>{t(filter.label)}</span>
          {isTyped(filter) ? (
            <input
              type={filter.kind}
              className={styles.input}
              value={texts[filter.name] ?? ''}
              maxLength={filter.kind === 'search' ? 100 : undefined}
              min={filter.kind === 'number' ? 0 : filter.kind === 'date' ? texts[filter.notBefore ?? ''] : undefined}
              max={filter.kind === 'date' ? texts[endOf(filter.name) ?? ''] : undefined}
              step={filter.kind === 'number' ? 'any' : undefined}
              aria-invalid={reversed.has(filter.name) || undefined}
              aria-describedby={reversed.has(filter.name) ? periodErrorId : undefined}
              onChange={(event) => setTexts({ ...texts, [filter.name]: event.target.value })}
            />
          ) : (
            <select
              className={styles.input}
              value={values[filter.name] ?? ''}
              onChange={(event) => set(filter.name, event.target.value)}
            >
              <option value="">{t('admin.kit.tous')}</option>
              {(filter.kind === 'boolean'
                ? [
                    { value: 'true', label: t('admin.kit.oui') },
                    { value: 'false', label: t('admin.kit.non') },
                  ]
                : filter.options
              ).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </label>
      ))}
      {reversed.size > 0 && (
        <p id={periodErrorId} role="alert" className={styles.announceAlert}>
          {t('admin.kit.periode_inversee')}
        </p>
      )}
      <button type="submit" className={styles.buttonSmall}>
        {t('admin.kit.filtrer')}
      </button>
      {Object.values(values).some(Boolean) && (
        <button
          type="button"
          className={styles.buttonSmall}
          onClick={() => {
            setTexts({});
            onChange({});
          }}
        >
          {t('admin.kit.effacer')}
        </button>
      )}
    </form>
  );
}
