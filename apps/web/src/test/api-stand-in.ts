import { jsonResponse, makeBasketServer } from './fixtures.ts';

export type StandInAnswer = { status?: number; body: unknown } | 'pending';
type Handler = StandInAnswer | ((call: StandInCall) => StandInAnswer);

/** A call the stand-in received: method, path under /api (with its query) and JSON body. */
export interface StandInCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A few API routes answering what a test sets, keyed "METHOD /path" (the query string excluded
 * from the key, kept in the recorded call); 'pending' never answers. Other calls go to the
 * shared product and basket stand-ins, then 404. Pass `handle` as renderApp's basketServer.
 */
export function makeApiStandIn(routes: Record<string, Handler>, basket = makeBasketServer()) {
  const calls: StandInCall[] = [];
  const handle = (url: string, init?: RequestInit): Response | Promise<Response> | null => {
    const path = url.replace(/^.*?\/api/u, '');
    const method = init?.method ?? 'GET';
    const key = `${method} ${path.split('?')[0]}`;
    const handler = routes[key];
    if (!handler) return basket.handle(url, init);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const call = { method, path, body };
    calls.push(call);
    const answer = typeof handler === 'function' ? handler(call) : handler;
    if (answer === 'pending') return new Promise<Response>(() => {});
    return jsonResponse(answer.body, answer.status ?? 200);
  };
  return {
    handle,
    calls,
    /** The calls received for "METHOD /path" (query excluded). */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path.split('?')[0]}` === key),
    /** Replaces or adds a route's answer. */
    set: (key: string, handler: Handler) => {
      routes[key] = handler;
    },
  };
}
