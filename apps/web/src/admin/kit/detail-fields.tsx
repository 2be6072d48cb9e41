import type { FieldCompleteness, Locale } from '@boutique/domain';
import { get, type FieldError, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { ResourceField, type FormValues } from './form-fields.tsx';
import { CompletenessBadge, TranslationField } from './translations.tsx';
import type { FieldGroup } from './types.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';

/**
 * A record's fields, group by group: in French every field with its translations' badge, in
 * another language only the texts that are translated, each beside its French source.
 */
export function DetailFields({
  groups,
  language,
  translatable,
  completeness,
  form,
  errors,
}: {
  groups: readonly FieldGroup[];
  language: Locale;
  translatable: readonly string[];
  completeness: readonly FieldCompleteness[];
  form: UseFormReturn<FormValues>;
  /** The form's errors, read by the page so it re-renders when they change. */
  errors: FieldErrors<FormValues>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {groups.map((group, index) => {
        const shown =
          language === 'fr' ? group.fields : group.fields.filter((spec) => translatable.includes(spec.name));
        if (shown.length === 0) return null;
        const inputs = (
          <div className={styles.linkForm}>
            {shown.map((spec) => {
              const fieldCompleteness = completeness.find((entry) => entry.field === spec.name);
              return language === 'fr' ? (
                <ResourceField
                  key={spec.name}
                  spec={spec}
                  register={form.register}
                  control={form.control}
                  error={get(errors, spec.name) as FieldError | undefined}
                  badge={fieldCompleteness && <CompletenessBadge completeness={fieldCompleteness} />}
                />
              ) : (
                <TranslationField
                  key={`${language}-${spec.name}`}
                  spec={spec}
                  language={language}
                  register={form.register}
                  source={form.getValues(spec.name)}
                  completeness={fieldCompleteness}
                />
              );
            })}
          </div>
        );
        return group.title ? (
          <fieldset key={group.title} className={kit.section}>
            <legend className={kit.sectionTitle}>{t(group.title)}</legend>
            {inputs}
          </fieldset>
        ) : (
          <div key={index}>{inputs}</div>
        );
      })}
    </>
  );
}
