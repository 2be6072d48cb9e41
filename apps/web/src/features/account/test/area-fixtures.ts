import type { AmbassadorArea } from '@boutique/domain';
import { jsonResponse } from '../../../test/fixtures.ts';
import { makeAccountServer, type RecordedCall } from './account-fixtures.ts';

type Answer = { status?: number; body: unknown };
type Handler = Answer | ((body: unknown, path: string) => Answer);

/** A route of the customer area's stand-in: "GET /adresses/me", "PUT /adresses/:id"... */
export type AreaRoute = `${'GET' | 'POST' | 'PUT' | 'DELETE'} ${string}`;

const AREA_PATHS = /^\/(adresses|commandes|ambassadeurs|sessions)(\/|$)/u;
/** The account's data routes (export, deletion), answered here too. */
const DATA_ROUTES = new Set(['GET /users/me/export', 'DELETE /users/me']);

/** "/adresses/12" matches "/adresses/:id". */
const matches = (pattern: string, actual: string) => {
  const [method, path] = pattern.split(' ');
  const [actualMethod, actualPath] = actual.split(' ');
  if (method !== actualMethod) return false;
  const expected = (path ?? '').split('/');
  const parts = (actualPath ?? '').split('/');
  return expected.length === parts.length && expected.every((part, i) => part.startsWith(':') || part === parts[i]);
};

/**
 * The account stand-in plus the routes of the customer area (addresses, orders, ambassador, sessions),
 * answering what each test sets; unset routes answer 404.
 */
export function makeAreaServer(answers: Partial<Record<AreaRoute, Handler>>) {
  const server = makeAccountServer();
  const previous = server.handle;
  const calls: RecordedCall[] = [];
  server.handle = (url, init) => {
    const path = url.replace(/^.*?\/api/u, '');
    const method = init?.method ?? 'GET';
    if (!AREA_PATHS.test(path) && !DATA_ROUTES.has(`${method} ${path}`)) return previous(url, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    calls.push({ method, path, body, authorization: new Headers(init?.headers).get('Authorization') });
    const route = Object.keys(answers).find((pattern) => matches(pattern, `${method} ${path}`)) as
      AreaRoute | undefined;
    const handler = route ? answers[route] : undefined;
    if (!handler) return jsonResponse({ code: 404, message: 'Introuvable', errors: {} }, 404);
    const { status = 200, body: answer } = typeof handler === 'function' ? handler(body, path) : handler;
    return jsonResponse(answer, status);
  };
  const areaCalls = (route: AreaRoute) => calls.filter((call) => matches(route, `${call.method} ${call.path}`));
  return { server, areaCalls };
}

export { makeAddress, makeOrder } from '../../../test/customer-fixtures.ts';

export function makeAmbassadorArea(overrides: Partial<AmbassadorArea> = {}): AmbassadorArea {
  return {
    code: 200,
    code_parrainage: 'CAMILLE7KQ2',
    lien: 'https://boutique.example/fr/accueil?parrain=CAMILLE7KQ2',
    commission_bps: 1000,
    remise_bps: 1000,
    commandes: [
      { numero: 'OC-2026-000050', date: '2026-03-04T10:00:00.000Z', total_ht: 20_000, commission_ht: 2_000 },
      { numero: 'OC-2026-000051', date: '2026-03-05T10:00:00.000Z', total_ht: 5_000, commission_ht: 500 },
    ],
    total_commission_ht: 2_500,
    ...overrides,
  };
}
