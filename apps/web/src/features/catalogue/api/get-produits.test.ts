import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, jsonResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fetchProduits, listOnline } from './get-produits.ts';

/** The calls made to the catalogue, whatever their address's query. */
const catalogueCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/produits'));

describe('fetching the catalogue', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the address the first HTML preloads, bare, so the browser reuses the preloaded answer', async () => {
    const fetchMock = vi.fn(async (..._args: [string, RequestInit?]) => jsonResponse({ code: 200, datas: CATALOGUE }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchProduits('en')).resolves.toEqual(listOnline(CATALOGUE));
    const [address, init] = fetchMock.mock.calls[0]!;
    expect(address).toBe('/api/produits?lang=en');
    // Any header of ours (Accept, Language…) would make the browser ask the server again.
    expect(new Headers(init?.headers).keys().next().done).toBe(true);
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.credentials).toBeUndefined();
    expect(init?.mode).toBeUndefined();
  });

  it('reads the catalogue of the page’s language when the app opens a product page', async () => {
    const { fetchMock, findByRole } = await renderApp(`/de/cosmetique/${CATALOGUE[0]!.id}-${CATALOGUE[0]!.slug}`);
    await findByRole('heading', { level: 1 });
    expect(catalogueCalls(fetchMock).map(([address]) => address)).toEqual(['/api/produits?lang=de']);
  });
});
