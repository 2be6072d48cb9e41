import { DEFAULT_LOCALE, type Locale } from '@boutique/domain';

/** The message map of one language, as the API serves it (nested keys, '.' separator). */
export type Messages = Record<string, unknown>;

/** What a message's {{placeholders}} are filled with; `count` also picks the plural form. */
export type TranslationValues = Readonly<Record<string, unknown>> & { count?: number; defaultValue?: string };

export type TFunction = (key: string, values?: TranslationValues) => string;

/** The page's messages: its language, the bundles loaded, and the translate function. */
export interface I18n {
  readonly language: Locale;
  /** The languages whose messages are in (the page's and French, the fallback). */
  readonly loadedLanguages: readonly string[];
  t: TFunction;
  /** The translate function of one language, whatever the page's is now. */
  getFixedT(language: string): TFunction;
  /** Loads the language's messages if needed, then makes it the page's. */
  changeLanguage(language: Locale): Promise<void>;
  /** Called after each change of language or of the loaded messages. */
  subscribe(listener: () => void): () => void;
}

/** Where the messages of a language live: defaults shipped in the repo, overridable in the back office. */
export const translationsUrl = (locale: string) => `/api/translations/${locale}.json`;

/**
 * One fetch per language. A failed load is logged with the shop's own message and gives an empty
 * map, so the app keeps running on the French fallback (or on the keys).
 */
async function fetchMessages(language: string): Promise<Messages> {
  try {
    const response = await fetch(translationsUrl(language), { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Messages;
  } catch {
    console.error(`Erreur de chargement des traductions pour ${language}`);
    return {};
  }
}

/** A dotted key's value; a segment may itself hold dots ("evenements.order.paid"). */
function lookup(node: unknown, parts: readonly string[]): unknown {
  if (parts.length === 0) return node;
  if (typeof node !== 'object' || node === null) return undefined;
  for (let taken = 1; taken <= parts.length; taken++) {
    const child = (node as Record<string, unknown>)[parts.slice(0, taken).join('.')];
    const found = child === undefined ? undefined : lookup(child, parts.slice(taken));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** {{name}} becomes its value; one not given stays as written, as i18next leaves it. */
function interpolate(message: string, values: TranslationValues | undefined): string {
  if (!values) return message;
  return message.replace(/\{\{(.+?)\}\}/gu, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (language: string, count: number) => {
  if (!pluralRules.has(language)) pluralRules.set(language, new Intl.PluralRules(language));
  return pluralRules.get(language)!.select(count);
};

/**
 * Messages in i18next's JSON format (v4), read the way i18next reads them, in the few lines the
 * shop needs: nested keys, {{placeholders}} (not escaped: React escapes what it renders), plural
 * forms picked by `count` (`_zero` at 0, then the language's `_one`/`_many`/`_other`), French as
 * the fallback language, the key itself when no language has it. i18next itself weighed 14 KB
 * gzip of the home route's 105 KB budget; `i18n.test.ts` checks this reads every shipped message
 * as i18next does.
 */
export function createTranslations(
  language: Locale,
  bundles: ReadonlyMap<string, Messages>,
  load: (language: string) => Promise<Messages> = fetchMessages,
): I18n {
  const loaded = new Map(bundles);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const translate = (lng: string, key: string, values?: TranslationValues): string => {
    const count = typeof values?.count === 'number' ? values.count : undefined;
    for (const code of lng === DEFAULT_LOCALE ? [lng] : [lng, DEFAULT_LOCALE]) {
      const forms = count === undefined ? [] : [...(count === 0 ? ['zero'] : []), pluralOf(code, count)];
      for (const candidate of [...forms.map((form) => `${key}_${form}`), key]) {
        const found = lookup(loaded.get(code), candidate.split('.'));
        if (typeof found === 'string') return interpolate(found, values);
      }
    }
    return values?.defaultValue === undefined ? key : interpolate(values.defaultValue, values);
  };

  let current = language;
  return {
    get language() {
      return current;
    },
    get loadedLanguages() {
      return [...loaded.keys()];
    },
    t: (key, values) => translate(current, key, values),
    getFixedT: (lng) => (key, values) => translate(lng, key, values),
    async changeLanguage(next) {
      // Synchronous when the messages are in, as i18next is: the page redraws in the same tick.
      const missing = [...new Set([next, DEFAULT_LOCALE])].filter((code) => !loaded.has(code));
      if (missing.length > 0) {
        const bundles = await Promise.all(missing.map((code) => load(code)));
        missing.forEach((code, index) => loaded.set(code, bundles[index]!));
      } else if (next === current) return;
      current = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

interface CreateI18nOptions {
  /** Preloaded messages (tests, the server's render); when given, nothing is fetched. */
  resources?: Partial<Record<Locale, Messages>>;
}

/** The page's messages in `locale`, with French loaded beside it as the fallback. */
export async function createI18n(locale: Locale, options: CreateI18nOptions = {}): Promise<I18n> {
  if (options.resources) {
    return createTranslations(locale, new Map(Object.entries(options.resources)), async () => ({}));
  }
  const i18n = createTranslations(locale, new Map());
  await i18n.changeLanguage(locale);
  return i18n;
}
