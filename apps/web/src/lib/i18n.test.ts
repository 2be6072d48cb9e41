import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/fixtures.ts';
import { createI18n } from './i18n.ts';

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
