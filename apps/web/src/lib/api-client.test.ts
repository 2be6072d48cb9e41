import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cutShortResponse, jsonResponse } from '../test/fixtures.ts';
import { apiRequest, ApiError, resolveRequestLocale } from './api-client.ts';

type FetchArgs = [input: string, init?: RequestInit];

function stubFetch(response: Response | (() => Promise<Response>)) {
  const answer = typeof response === 'function' ? response : async () => response;
  const fetchMock = vi.fn(async (..._args: FetchArgs) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The headers of the first call the client made. */
function sentHeaders(fetchMock: ReturnType<typeof stubFetch>): Headers {
  return new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
}

describe('apiRequest', () => {
  beforeEach(() => window.history.replaceState(null, '', '/es/accueil'));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('calls the API under /api with JSON, time zone and language headers', async () => {
    const fetchMock = stubFetch(jsonResponse({ code: 200, datas: [] }));
    await apiRequest('/produits');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/produits');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers.get('Authorization')).toBeNull();
  });

  it('sends the route’s language when nothing else is known', async () => {
    const fetchMock = stubFetch(jsonResponse({ code: 200 }));
    await apiRequest('/produits');
    expect(sentHeaders(fetchMock).get('Language')).toBe('es');
  });

  it('follows the page’s language over an earlier stored choice, so texts match the interface', async () => {
    window.localStorage.setItem('od_language', 'de');
    const fetchMock = stubFetch(jsonResponse({ code: 200 }));
    await apiRequest('/produits');
    expect(sentHeaders(fetchMock).get('Language')).toBe('es');
  });

  it('follows the page’s language over a signed-in user’s profile language, and sends their token', async () => {
    // A customer whose profile says French, reading the Spanish shop, gets Spanish products.
    window.localStorage.setItem(
      'od_token',
      JSON.stringify({ access_token: 'jeton-123', scopes: ['user'], user: { id: 1, langue: 'fr' } }),
    );
    const fetchMock = stubFetch(jsonResponse({ code: 200 }));
    await apiRequest('/produits');
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Language')).toBe('es');
    expect(headers.get('Authorization')).toBe('Bearer jeton-123');
    expect(resolveRequestLocale()).toBe('es');
    expect(resolveRequestLocale('de')).toBe('de');
  });

  it('uses the signed-in user’s language where the address names none', async () => {
    window.history.replaceState(null, '', '/');
    window.localStorage.setItem(
      'od_token',
      JSON.stringify({ access_token: 'jeton-123', scopes: ['user'], user: { id: 1, langue: 'en' } }),
    );
    const fetchMock = stubFetch(jsonResponse({ code: 200 }));
    await apiRequest('/produits');
    expect(sentHeaders(fetchMock).get('Language')).toBe('en');
  });

  it('sends a JSON body, and lets the browser type a form-data body', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ code: 200 }));
    await apiRequest('/paniers/qtt', { method: 'POST', body: { qtt: 2 } });
    const jsonInit = fetchMock.mock.calls[0]?.[1];
    expect(jsonInit?.method).toBe('POST');
    expect(jsonInit?.body).toBe('{"qtt":2}');

    const form = new FormData();
    form.set('file', 'x');
    await apiRequest('/visuels', { method: 'POST', body: form });
    const formInit = fetchMock.mock.calls[1]?.[1];
    expect(formInit?.body).toBe(form);
    expect(new Headers(formInit?.headers).get('Content-Type')).toBeNull();
  });

  it('resolves with the body of a 2xx or 3xx answer', async () => {
    stubFetch(jsonResponse({ code: 200, datas: [1, 2] }));
    await expect(apiRequest('/produits')).resolves.toEqual({ code: 200, datas: [1, 2] });
  });

  it('rejects with the server’s envelope on a failure status', async () => {
    stubFetch(jsonResponse({ code: 400, message: 'Données invalides.', errors: { mail: ['Adresse invalide'] } }, 400));
    const error = await apiRequest('/sign/in').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, message: 'Données invalides.', errors: { mail: ['Adresse invalide'] } });
  });

  it('rejects a success status that comes without a body', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('/produits')).rejects.toMatchObject({ code: 204 });
  });

  it('rejects with the status when the failure body is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/produits')).rejects.toMatchObject({ code: 502, message: 'Bad Gateway', errors: {} });
  });

  it('rejects with code 0 when the network fails', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/produits')).rejects.toMatchObject({ code: 0, message: 'Failed to fetch' });
  });

  it('rejects with code 0 when the answer is cut before its body ends (the page reloaded mid-read)', async () => {
    stubFetch(cutShortResponse());
    await expect(apiRequest('/produits')).rejects.toMatchObject({ code: 0 });
  });
});
