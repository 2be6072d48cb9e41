import type { Locale } from '@boutique/domain';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

type MailTexts = typeof fr.courriels;

/** A mail's texts in each language, shipped with the interface messages (`courriels.{key}`). */
export function mailTexts<K extends keyof MailTexts>(key: K): Record<Locale, MailTexts[K]> {
  return {
    fr: fr.courriels[key],
    en: en.courriels[key] as MailTexts[K],
    es: es.courriels[key] as MailTexts[K],
    de: de.courriels[key] as MailTexts[K],
  };
}

/** A text with its `{{placeholders}}` filled; one without a value stays as written. */
export const fillPlaceholders = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/gu, (whole, key: string) => values[key] ?? whole);
