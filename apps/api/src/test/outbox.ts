import { asc, eq, like } from 'drizzle-orm';
import { outbox } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

/** The messages queued under a key, oldest first; a `%` in the key matches any text (SQL LIKE). */
export const queuedUnder = (ctx: TestContext, key: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(key.includes('%') ? like(outbox.cle, key) : eq(outbox.cle, key))
    .orderBy(asc(outbox.id));

/** The messages queued for one recipient (a mail address or a phone number), oldest first. */
export const queuedFor = (ctx: TestContext, recipient: string) =>
  ctx.database.db.select().from(outbox).where(eq(outbox.destinataire, recipient)).orderBy(asc(outbox.id));
