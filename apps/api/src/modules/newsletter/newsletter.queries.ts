import type { Locale } from '@boutique/domain';
import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { newsletters, users } from '../../db/schema/index.ts';
import { startingWith } from '../../lib/like-pattern.ts';
import { shopDayStart } from '../../lib/shop-time.ts';

/** How long a confirmation link works, and how often one address may be sent one. */
const CONFIRMATION_VALID = sql`interval '7 days'`;
const RESEND_AFTER = sql`interval '1 hour'`;

type Subscription = {
  mail: string;
  prenom: string;
  nom: string;
  tel: string;
  source: string;
  user_id: number | null;
  /** The language campaigns reach them in; French unless said. */
  langue?: Locale;
};

/**
 * Records a request to subscribe, pending its confirmation, with the digest of the link's token.
 * Answers false (nothing to mail) when the address is already confirmed, or was sent a link within
 * the hour: the form cannot be used to flood an inbox.
 */
export async function requestSubscription(tx: Transaction, input: Subscription, jeton: string): Promise<boolean> {
  const rows = await tx
    .insert(newsletters)
    .values({ ...input, jeton })
    .onConflictDoUpdate({
      target: newsletters.mail,
      set: {
        jeton,
        consentement: sql`now()`,
        source: input.source,
        langue: sql`excluded.langue`,
        user_id: sql`coalesce(excluded.user_id, ${newsletters.user_id})`,
        version: sql`${newsletters.version} + 1`,
      },
      setWhere: sql`(${newsletters.confirme} is null or ${newsletters.desinscrit} is not null)
        and (${newsletters.jeton} is null or ${newsletters.consentement} < now() - ${RESEND_AFTER})`,
    })
    .returning({ id: newsletters.id });
  return rows.length > 0;
}

/** The row whose confirmation link carries this token digest, while the link still works. */
const isPending = (jeton: string) =>
  and(eq(newsletters.jeton, jeton), gt(newsletters.consentement, sql`now() - ${CONFIRMATION_VALID}`));

/** Whether a confirmation link (by its token digest) would still confirm something. */
export async function hasPendingConfirmation(db: Database, jeton: string): Promise<boolean> {
  const [row] = await db.select({ id: newsletters.id }).from(newsletters).where(isPending(jeton)).limit(1);
  return row !== undefined;
}

/** Whether an unsubscribe link (the row's `desinscription` uuid) belongs to a subscriber. */
export async function hasUnsubscribeLink(db: Database, jeton: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(eq(newsletters.desinscription, jeton))
    .limit(1);
  return row !== undefined;
}

/** Confirms the subscription whose link carries this token digest; answers false when none still waits. */
export async function confirmSubscription(db: Database, jeton: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletters)
      .set({
        confirme: sql`now()`,
        consentement: sql`now()`,
        desinscrit: null,
        jeton: null,
        version: sql`${newsletters.version} + 1`,
      })
      .where(isPending(jeton))
      .returning({ user_id: newsletters.user_id, mail: newsletters.mail });
    if (!row) return false;
    // The account's profile shows it subscribed when the confirmed address is the account's own.
    if (row.user_id) {
      await tx
        .update(users)
        .set({ newsletters: true })
        .where(and(eq(users.id, row.user_id), eq(users.mail, row.mail)));
    }
    return true;
  });
}

/** The subscription rows an account made, for its export. */
export function selectAccountSubscriptions(db: Database, userId: number) {
  return db.select().from(newsletters).where(eq(newsletters.user_id, userId));
}

/** Forgets the subscriptions an account made (its deletion); other people's rows stay. */
export async function deleteAccountSubscriptions(tx: Transaction, userId: number) {
  await tx.delete(newsletters).where(eq(newsletters.user_id, userId));
}

/**
 * Records a consent given in person (salon mode: the visitor tells staff), tied to the account made
 * for them; an address already on the list keeps its row.
 */
export async function insertInPersonSubscription(tx: Transaction, input: Subscription) {
  await tx
    .insert(newsletters)
    .values({ ...input, confirme: sql`now()` })
    .onConflictDoNothing({ target: newsletters.mail });
}

/** The back office's filters on the subscribers (`abonnements`), as SQL conditions. */
export const subscriberConditions = {
  q: (text: string) => like(newsletters.mail, startingWith(text.trim().toLowerCase())),
  confirme: (value: 'true' | 'false') =>
    value === 'true' ? isNotNull(newsletters.confirme) : isNull(newsletters.confirme),
  desinscrit: (value: 'true' | 'false') =>
    value === 'true' ? isNotNull(newsletters.desinscrit) : isNull(newsletters.desinscrit),
  langue: (langue: Locale) => eq(newsletters.langue, langue),
  source: (source: string) => eq(newsletters.source, source),
  du: (day: string) => gte(newsletters.consentement, shopDayStart(day)),
  au: (day: string) => lt(newsletters.consentement, shopDayStart(day, 1)),
};
export type SubscriberFilters = {
  [Name in keyof typeof subscriberConditions]?: Parameters<(typeof subscriberConditions)[Name]>[0];
};

/** Every subscriber the filters match, newest consent first, without the links' capabilities. */
/** The subscribers the filters match, newest first, the page after `beforeId` (the streamed export's). */
export function selectSubscribers(db: Database, filters: SubscriberFilters, beforeId: number | null, limit: number) {
  const conditions = Object.entries(filters).map(([name, value]) =>
    value === undefined
      ? undefined
      : (subscriberConditions[name as keyof SubscriberFilters] as (value: unknown) => SQL)(value),
  );
  return db
    .select({
      id: newsletters.id,
      mail: newsletters.mail,
      prenom: newsletters.prenom,
      nom: newsletters.nom,
      langue: newsletters.langue,
      source: newsletters.source,
      consentement: newsletters.consentement,
      confirme: newsletters.confirme,
      desinscrit: newsletters.desinscrit,
    })
    .from(newsletters)
    .where(and(...conditions, beforeId === null ? undefined : lt(newsletters.id, beforeId)))
    .orderBy(desc(newsletters.id))
    .limit(limit);
}

/**
 * Unsubscribes one subscriber by their id (the back office), leaving the state the one-click link
 * leaves: `desinscrit` set once, the account's profile no longer subscribed. Answers the row before
 * and after, or null for an unknown id.
 */
export async function unsubscribeById(tx: Transaction, id: number) {
  const [before] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx
    .update(newsletters)
    .set({ desinscrit: sql`coalesce(${newsletters.desinscrit}, now())`, version: sql`${newsletters.version} + 1` })
    .where(eq(newsletters.id, id))
    .returning();
  if (before.user_id) {
    await tx
      .update(users)
      .set({ newsletters: false })
      .where(and(eq(users.id, before.user_id), eq(users.mail, before.mail)));
  }
  return { before, after: after! };
}

/** The one-click unsubscribe token of each address still subscribed and confirmed (marketing consent). */
export async function selectUnsubscribeTokens(db: Database, mails: readonly string[]) {
  if (mails.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ mail: newsletters.mail, jeton: newsletters.desinscription })
    .from(newsletters)
    .where(and(inArray(newsletters.mail, [...mails]), isNull(newsletters.desinscrit), isNotNull(newsletters.confirme)));
  return new Map(rows.map((row) => [row.mail, row.jeton]));
}
