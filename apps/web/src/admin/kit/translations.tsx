import {
  LOCALES,
  translationCompleteness,
  type FieldCompleteness,
  type Locale,
  type TranslationsValue,
} from '@boutique/domain';
import { useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { FormValues } from './form-fields.tsx';
import type { FieldSpec } from './types.ts';
import styles from '../admin.module.css';
import kit from './kit.module.css';

/** How complete the form's translatable fields are, live as the editor types. */
export function useCompleteness(control: Control<FormValues>, fields: readonly string[]): FieldCompleteness[] {
  const values = useWatch({ control }) as FormValues;
  return translationCompleteness(fields, values, values.traductions as TranslationsValue | undefined);
}

/** Fields with a French source (the only ones that can be translated yet). */
const withSource = (completeness: readonly FieldCompleteness[]) => completeness.filter((field) => field.done.length);

/**
 * The editing language (issue 12): French, the source, then each translation, each button telling
 * how many of the texts are written in that language ("2/4") and flagged while some are missing.
 */
export function LanguageSwitch(props: {
  language: Locale;
  onChange: (language: Locale) => void;
  completeness: readonly FieldCompleteness[];
}) {
  const { t } = useTranslation();
  const sourced = withSource(props.completeness);
  return (
    <fieldset className={kit.languageBar}>
      <legend className={styles.muted}>{t('admin.langues.edition')}</legend>
      {LOCALES.map((locale) => {
        const done = locale === 'fr' ? sourced.length : sourced.filter((field) => field.done.includes(locale)).length;
        const total = locale === 'fr' ? props.completeness.length : sourced.length;
        const missing = done < total;
        return (
          <button
            key={locale}
            type="button"
            className={kit.languageButton}
            aria-pressed={props.language === locale}
            onClick={() => props.onChange(locale)}
          >
            {t(`admin.langues.${locale}`)}
            <span
              className={`${kit.badge} ${missing ? kit.badgeMissing : ''}`}
              aria-label={t(missing ? 'admin.langues.textes_manquants' : 'admin.langues.textes_complets', {
                done,
                total,
              })}
            >
              {done}/{total}
            </span>
          </button>
        );
      })}
      {props.language !== 'fr' && <p className={styles.muted}>{t('admin.langues.textes_seuls')}</p>}
    </fieldset>
  );
}

/** A field's marker: in how many of the four languages it is written, and which ones lack it. */
export function CompletenessBadge({ completeness }: { completeness: FieldCompleteness | undefined }) {
  const { t } = useTranslation();
  if (!completeness) return null;
  const { done, missing } = completeness;
  const names = missing.map((locale) => t(`admin.langues.${locale}`)).join(', ');
  const text =
    missing.length === 0
      ? t('admin.langues.complet', { done: done.length, total: LOCALES.length })
      : t('admin.langues.manque', { done: done.length, total: LOCALES.length, langues: names });
  return (
    <span className={`${kit.badge} ${missing.length ? kit.badgeMissing : ''}`} title={text} aria-label={text}>
      {done.length}/{LOCALES.length}
    </span>
  );
}

/** One text in a translation language, with its French source beside it for reference. */
export function TranslationField(props: {
  spec: FieldSpec;
  language: Exclude<Locale, 'fr'>;
  register: UseFormRegister<FormValues>;
  source: unknown;
  completeness: FieldCompleteness | undefined;
}) {
  const { t } = useTranslation();
  const { spec, language } = props;
  const name = `traductions.${language}.${spec.name}`;
  const source = typeof props.source === 'string' && props.source.trim() ? props.source : null;
  const label = (
    <>
      {t(spec.label)} ({t(`admin.langues.${language}`)}) <CompletenessBadge completeness={props.completeness} />
    </>
  );
  return (
    <div className={spec.kind === 'textarea' || spec.wide ? styles.wide : undefined}>
      <FormField
        label={label}
        hint={source ? t('admin.langues.source', { texte: source }) : t('admin.langues.sans_source')}
      >
        {(control) =>
          spec.kind === 'textarea' ? (
            <textarea {...control} rows={5} className={styles.input} {...props.register(name)} />
          ) : (
            <input {...control} type="text" className={styles.input} {...props.register(name)} />
          )
        }
      </FormField>
    </div>
  );
}

/** The translations as saved: blank texts left out, so a missing language stays missing. */
export function savedTranslations(value: unknown): TranslationsValue {
  const cleaned: TranslationsValue = {};
  for (const [locale, texts] of Object.entries((value ?? {}) as Record<string, Record<string, unknown>>)) {
    if (!LOCALES.includes(locale as Locale) || locale === 'fr' || !texts) continue;
    const kept = Object.entries(texts).filter(([, text]) => typeof text === 'string' && text.trim() !== '');
    if (kept.length) cleaned[locale as Exclude<Locale, 'fr'>] = Object.fromEntries(kept) as Record<string, string>;
  }
  return cleaned;
}
