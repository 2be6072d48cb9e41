import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';

/** The contact messages an account sent while signed in, for its export. */
export function selectAccountMessages(db: Database, userId: number) {
  return db.select().from(contacts).where(eq(contacts.user_id, userId));
}
