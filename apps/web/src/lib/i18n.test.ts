import { LOCALES } from '@boutique/domain';
import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fixtures.ts';
import { MESSAGES } from '../test/render-app.tsx';
import { createI18n, type Messages, type TranslationValues } from './i18n.ts';

/** Every message's key, its plural forms folded into the key they are asked by. */
function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) return keysOf(value as Messages, path);
    return [path.replace(/_(zero|one|two|few|many|other)$/u, '')];
  });
}

describe('createI18n', () => {
  it('loads the messages of the language from the translations route', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      jsonResponse(url.endsWith('/en.json') ? { langue: 'Shop language' } : { langue: 'Langue de la boutique' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const i18n = await createI18n('en');
    expect(fetchMock).toHaveBeenCalledWith('/api/translations/en.json', expect.anything());
    expect(i18n.t('langue')).toBe('Shop language');
  });

  it('falls back on French for a key the language lacks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => jsonResponse(url.endsWith('/de.json') ? {} : { langue: 'Langue de la boutique' })),
    );
    const i18n = await createI18n('de');
    expect(i18n.t('langue')).toBe('Langue de la boutique');
  });

  it('logs the shop’s message and keeps going when the messages cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = await createI18n('es');
    expect(consoleError).toHaveBeenCalledWith('Erreur de chargement des traductions pour es');
    expect(i18n.t('langue')).toBe('langue');
  });
});

describe('the shop’s messages, read as i18next reads them', () => {
  const samples: (TranslationValues | undefined)[] = [
    undefined,
    ...[0, 1, 2, 5, 21, 1_000_000].map((count) => ({ count, nom: 'Léa', prix: '12,00 €', n: 3, pays: 'Allemagne' })),
    { nom: 'Léa', defaultValue: 'Par défaut {{nom}}' },
    { nom: undefined },
  ];

  it.each(LOCALES)(
    'gives i18next’s text for every key in %s, plural forms and placeholders included',
    async (locale) => {
      const reference = createInstance();
      await reference.init({
        lng: locale,
        fallbackLng: 'fr',
        resources: Object.fromEntries(
          Object.entries(MESSAGES).map(([lng, messages]) => [lng, { translation: messages }]),
        ),
        interpolation: { escapeValue: false },
        initAsync: false,
      });
      const ours = await createI18n(locale, { resources: MESSAGES });
      const keys = [...new Set([...keysOf(MESSAGES[locale]), ...keysOf(MESSAGES.fr), 'cle.absente'])];
      expect(keys.length).toBeGreaterThan(2000);
      for (const key of keys) {
        for (const values of samples) {
          expect(ours.t(key, values), `${locale} ${key} ${JSON.stringify(values)}`).toBe(reference.t(key, values));
        }
      }
    },
  );
});
