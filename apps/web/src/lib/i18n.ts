import { DEFAULT_LOCALE, LOCALES, type Locale } from '@boutique/domain';
import { createInstance, type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';

/** The message map of one language, as the API serves it (nested keys, '.' separator). */
export type Messages = Record<string, unknown>;

/** Where the messages of a language live: defaults shipped in the repo, overridable in the back office. */
export const translationsUrl = (locale: string) => `/api/translations/${locale}.json`;

/**
 * A tiny i18next backend: one fetch per language, no plugin. A failed load is logged with the
 * shop's own message and resolves to an empty map, so the app keeps running on the
 * French fallback (or on keys, at worst) instead of staying blank.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    fetch(translationsUrl(language), { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as ResourceKey;
      })
      .then((messages) => callback(null, messages))
      .catch(() => {
        console.error(`Erreur de chargement des traductions pour ${language}`);
        callback(null, {});
      });
  },
};

interface CreateI18nOptions {
  /** Preloaded messages (tests); when given, nothing is fetched. */
  resources?: Partial<Record<Locale, Messages>>;
}

/** Creates and initialises an i18next instance for a first language; resolves once its messages are in. */
export async function createI18n(locale: Locale, options: CreateI18nOptions = {}): Promise<I18n> {
  const instance = createInstance();
  if (!options.resources) instance.use(fetchBackend);
  const resources = options.resources
    ? Object.fromEntries(Object.entries(options.resources).map(([lng, messages]) => [lng, { translation: messages }]))
    : undefined;
  await instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'languageOnly',
    // React escapes what it renders; escaping twice would show "&amp;" in product names.
    interpolation: { escapeValue: false },
    ...(resources ? { resources, initAsync: false } : {}),
  });
  return instance;
}
