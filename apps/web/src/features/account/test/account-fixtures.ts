import type { Session, SignResult } from '@boutique/domain';
import { makeSession } from '../../../test/customer-fixtures.ts';
import { jsonResponse, makeBasketServer } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';

export const ACCOUNT_BASKET = '6a1d8e2c-4b7f-4e3a-9c5d-1f2e3d4c5b6a';

export { makeSession, makeUser, storeSession } from '../../../test/customer-fixtures.ts';

export const storedSession = (): Session | null => {
  const raw = window.localStorage.getItem(LOCAL_KEYS.session);
  return raw === null ? null : (JSON.parse(raw) as Session);
};

export const signResult = (session: Session = makeSession(), panier: string | null = null): SignResult => ({
  code: 200,
  token: session,
  panier,
});

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };
type Route = `${'GET' | 'POST' | 'PUT'} ${string}`;

/** A call the stand-in received: method, path under /api, JSON body and bearer token. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/**
 * The account routes of the API, answering what each test sets (`answers['POST /sign/in']`),
 * plus the product and basket stand-ins of the shared fixtures. Unset routes answer 404.
 */
export function makeAccountServer(answers: Partial<Record<Route, Answer | ((body: unknown) => Answer)>> = {}) {
  const calls: RecordedCall[] = [];
  const basket = makeBasketServer();
  let handle = (url: string, init?: RequestInit): Response | Promise<Response> | null => {
    const path = url.replace(/^.*?\/api/u, '');
    const method = init?.method ?? 'GET';
    const route = `${method} ${path}` as Route;
    const known = /^\/(sign|users)\//u.test(path);
    if (!known) return basket.handle(url, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const authorization = new Headers(init?.headers).get('Authorization');
    calls.push({ method, path, body, authorization });
    const answer = answers[route];
    if (!answer) return jsonResponse({ code: 404, message: 'Introuvable', errors: {} }, 404);
    const { status = 200, body: answerBody, headers } = typeof answer === 'function' ? answer(body) : answer;
    return jsonResponse(answerBody, status, headers);
  };
  const callsTo = (route: Route) => calls.filter((call) => `${call.method} ${call.path}` === route);
  return {
    get handle() {
      return handle;
    },
    set handle(next) {
      handle = next;
    },
    /** The basket stand-in, to seed a basket an earlier visit filled. */
    basket,
    calls,
    callsTo,
  };
}

export type AccountServer = ReturnType<typeof makeAccountServer>;

/** The whole app at a path, with the account stand-in answering. */
export function renderAccountApp(path: string, server: AccountServer = makeAccountServer()) {
  return renderApp(path, { basketServer: server }).then((view) => ({ ...view, server }));
}
