import type { Locale, User, UserUpdate } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { readSession, writeSession } from '../../../lib/session-store.ts';

/** PUT /api/users/{id}: saves profile fields; the stored session takes the user the server answers. */
export async function putUser(userId: number, changes: UserUpdate): Promise<User> {
  const { data } = await apiRequest<{ code: 200; data: User }>(`/users/${userId}`, { method: 'PUT', body: changes });
  const session = readSession();
  if (session && session.user.id === data.id) writeSession({ ...session, user: data });
  return data;
}

/**
 * The language change saves the choice on the profile of a signed-in user (the header's
 * language modal calls this). A refusal is only logged: the page still changes language.
 */
export async function saveUserLanguage(locale: Locale): Promise<void> {
  const session = readSession();
  if (!session || session.user.langue === locale) return;
  try {
    await putUser(session.user.id, { langue: locale });
  } catch (error) {
    console.warn('Langue du profil :', error instanceof Error ? error.message : error);
  }
}
