import { LOCAL_KEYS } from '../lib/storage-keys.ts';

/** Stores a member of staff's session, as the app reads it, before a back-office page renders. */
export function storeAdminSession(scopes: readonly string[] = ['user', 'admin']) {
  window.localStorage.setItem(
    LOCAL_KEYS.session,
    JSON.stringify({
      access_token: 'token-admin',
      scopes,
      user: { id: 1, prenom: 'Alix', nom: 'Admin', langue: 'fr' },
    }),
  );
}
