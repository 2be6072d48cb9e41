import type { BrowserContext } from 'playwright-core';

/** The admin account a test server creates when given these, and the e2e database template holds. */
export const ADMIN_EMAIL = 'admin@orcaviar.example';
export const ADMIN_PASSWORD = 'e2e-admin-orcaviar-2026';

/** The session a sign-in answers, as the app stores it. */
export interface StoredSession {
  access_token: string;
  scopes: string[];
}

/** Signs the shop's admin in through the API. */
export async function signInAdmin(baseURL: string): Promise<StoredSession> {
  const answer = await fetch(`${baseURL}/api/sign/in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: baseURL },
    body: JSON.stringify({ mail: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`admin sign-in answered ${answer.status}`);
  return ((await answer.json()) as { token: StoredSession }).token;
}

/**
 * Puts a session under the app's key (lib/storage-keys.ts) before any of its scripts run. Only on
 * the shop's pages: a blank page (axe opens one to gather its results) has no storage, and the
 * error it would throw fails the test (page-error-guard.ts).
 */
export async function storeSession(context: BrowserContext, session: unknown): Promise<void> {
  await context.addInitScript((value) => {
    const page = globalThis as unknown as {
      location: { protocol: string };
      localStorage: { setItem: (key: string, value: string) => void };
      top: unknown;
    };
    // The top page only: a sandboxed frame (the mail preview) may not touch the storage.
    if (page.location.protocol.startsWith('http') && page.top === globalThis) {
      page.localStorage.setItem('od_token', value);
    }
  }, JSON.stringify(session));
}
