import { foldForSearch } from '@boutique/domain';
import { useId, useState, type ReactNode } from 'react';
import { Controller, type Control, type FieldError, type UseFormRegister } from 'react-hook-form';
import type { TFunction } from '../../lib/i18n.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { FieldSpec } from './types.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';

export type FormValues = Record<string, unknown>;

/**
 * A field's error in the page's language: the server's own words, or ours for a schema rule (the
 * field's own rule when its spec says one, so "Valeur invalide." never stands alone where a rule can be told).
 */
export function errorText(error: FieldError | undefined, t: TFunction, invalid?: string): string[] | undefined {
  if (!error) return undefined;
  if (error.type === 'server' && error.message) return [error.message];
  if (error.type === 'invalid_type' || error.type === 'too_small') return [t('formulaire.requis')];
  return [t(invalid ?? 'formulaire.invalide')];
}

export const euros = (cents: unknown) => (typeof cents === 'number' ? (cents / 100).toFixed(2).replace('.', ',') : '');
/** "12,5" → 1250; anything else is kept as text, which the schema refuses. */
export const toCents = (text: string) => {
  const match = /^\s*(\d+)(?:[.,](\d{1,2}))?\s*$/u.exec(text);
  return match
    ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
    : text.trim() === ''
      ? undefined
      : text;
};

function EurosInput({ control, spec, t }: { control: Control<FormValues>; spec: FieldSpec; t: TFunction }) {
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field, fieldState }) => <EurosText field={field} error={errorText(fieldState.error, t)} spec={spec} />}
    />
  );
}

function EurosText(props: {
  field: { value: unknown; onChange: (value: unknown) => void; onBlur: () => void };
  error: string[] | undefined;
  spec: FieldSpec;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => euros(props.field.value));
  return (
    <FormField label={t(props.spec.label)} required={props.spec.required} errors={props.error}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          className={`${styles.input} ${styles.amountInput}`}
          value={text}
          onBlur={props.field.onBlur}
          onChange={(event) => {
            setText(event.target.value);
            props.field.onChange(toCents(event.target.value));
          }}
        />
      )}
    </FormField>
  );
}

/** Empty number fields: null where the column allows it, otherwise left out. */
const toNumber = (nullable: boolean) => (value: unknown) =>
  value === '' || value === null || value === undefined ? (nullable ? null : undefined) : Number(value);

interface FieldProps {
  spec: FieldSpec;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues>;
  error: FieldError | undefined;
  /** Shown after the label (e.g. how many languages the text is written in). */
  badge?: ReactNode;
}

/** Checkboxes for a list of ids, under the options' group headings. */
/** Past this many choices a multi-choice field gets a box that narrows the list. */
const SEARCHABLE_FROM = 12;

function MultiChoice({ spec, control }: { spec: Extract<FieldSpec, { kind: 'multi' }>; control: Control<FormValues> }) {
  const { t } = useTranslation();
  const [needle, setNeedle] = useState('');
  const groups = [...new Set(spec.options.map((option) => option.group ?? ''))];
  const searchId = useId();
  return (
    <Controller
      control={control}
      name={spec.name}
      render={({ field, fieldState }) => {
        const chosen = new Set(Array.isArray(field.value) ? (field.value as number[]) : []);
        const toggle = (id: number, on: boolean) =>
          field.onChange(on ? [...chosen, id].sort((a, b) => a - b) : [...chosen].filter((kept) => kept !== id));
        const errors = errorText(fieldState.error, t);
        // The chosen ones stay in sight whatever is typed, so nothing is unticked unseen.
        const folded = foldForSearch(needle);
        const shown = spec.options.filter(
          (option) => chosen.has(Number(option.value)) || foldForSearch(option.label).includes(folded),
        );
        return (
          <fieldset className={`${kit.checkGroup} ${styles.wide}`}>
            <legend>
              {t(spec.label)}
              {chosen.size > 0 && (
                <span className={styles.muted}> — {t('admin.kit.choisis', { count: chosen.size })}</span>
              )}
            </legend>
            {spec.options.length === 0 && <span className={styles.muted}>{t('admin.kit.vide')}</span>}
            {spec.options.length > SEARCHABLE_FROM && (
              <div className={kit.choiceSearch}>
                <label htmlFor={searchId}>{t('admin.kit.filtrer_choix')}</label>
                <input
                  id={searchId}
                  type="search"
                  className={styles.input}
                  value={needle}
                  onChange={(event) => setNeedle(event.target.value)}
                />
              </div>
            )}
            {groups.map((group) => {
              const options = shown.filter((option) => (option.group ?? '') === group);
              return (
                options.length > 0 && (
                  <fieldset key={group} className={kit.checkGroup}>
                    {group && <legend>{group}</legend>}
                    {options.map((option) => (
                      <label key={option.value}>
                        <input
                          type="checkbox"
                          checked={chosen.has(Number(option.value))}
                          onChange={(event) => toggle(Number(option.value), event.target.checked)}
                        />{' '}
                        {option.label}
                      </label>
                    ))}
                  </fieldset>
                )
              );
            })}
            {needle && shown.length === 0 && <span className={styles.muted}>{t('admin.kit.vide')}</span>}
            {errors && <p className={styles.formError}>{errors.join(' ')}</p>}
          </fieldset>
        );
      }}
    />
  );
}

/** One form field from its spec, registered with react-hook-form. */
export function ResourceField({ spec, register, control, error, badge }: FieldProps) {
  const { t } = useTranslation();
  if (spec.kind === 'euros') return <EurosInput control={control} spec={spec} t={t} />;
  if (spec.kind === 'multi') return <MultiChoice spec={spec} control={control} />;
  const errors = errorText(error, t, spec.invalid);
  if (spec.kind === 'custom') {
    return <div className={spec.wide ? styles.wide : undefined}>{spec.render({ control, register, errors })}</div>;
  }
  const label = badge ? (
    <>
      {t(spec.label)} {badge}
    </>
  ) : (
    t(spec.label)
  );
  return (
    <div className={spec.wide || spec.kind === 'textarea' ? styles.wide : undefined}>
      <FormField label={label} required={spec.required} errors={errors} hint={spec.hint && t(spec.hint)}>
        {(controlProps) => {
          switch (spec.kind) {
            case 'textarea':
              return <textarea {...controlProps} rows={5} className={styles.input} {...register(spec.name)} />;
            case 'boolean':
              return <input {...controlProps} required={false} type="checkbox" {...register(spec.name)} />;
            case 'number':
              return (
                <input
                  {...controlProps}
                  type="number"
                  step={1}
                  className={styles.input}
                  {...register(spec.name, { setValueAs: toNumber(spec.nullable ?? false) })}
                />
              );
            case 'select':
              // Controlled: the options often arrive after the record, and the value must wait for them.
              return (
                <Controller
                  control={control}
                  name={spec.name}
                  render={({ field }) => (
                    <select
                      {...controlProps}
                      ref={field.ref}
                      name={field.name}
                      onBlur={field.onBlur}
                      className={styles.input}
                      value={field.value === null || field.value === undefined ? '' : String(field.value)}
                      onChange={(event) => {
                        const value = event.target.value;
                        field.onChange(
                          value === '' ? (spec.nullable ? null : undefined) : spec.numeric ? Number(value) : value,
                        );
                      }}
                    >
                      <option value="">{t('admin.kit.aucun')}</option>
                      {spec.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                  )}
                />
              );
            case 'date':
              return (
                <input
                  {...controlProps}
                  type="date"
                  className={styles.input}
                  {...register(spec.name, { setValueAs: (value: unknown) => (value ? value : null) })}
                />
              );
            default:
              return <input {...controlProps} type="text" className={styles.input} {...register(spec.name)} />;
          }
        }}
      </FormField>
    </div>
  );
}
