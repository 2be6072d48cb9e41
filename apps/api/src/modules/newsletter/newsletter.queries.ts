import type { Locale } from '@boutique/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { newsletters, users } from '../../db/schema/index.ts';

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
      },
      setWhere: sql`(${newsletters.confirme} is null or ${newsletters.desinscrit} is not null)
        and (${newsletters.jeton} is null or ${newsletters.consentement} < now() - ${RESEND_AFTER})`,
    })
    .returning({ id: newsletters.id });
  return rows.length > 0;
}

/** Confirms the subscription whose link carries this token digest; answers false when none still waits. */
export async function confirmSubscription(db: Database, jeton: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletters)
      .set({ confirme: sql`now()`, consentement: sql`now()`, desinscrit: null, jeton: null })
      .where(and(eq(newsletters.jeton, jeton), gt(newsletters.consentement, sql`now() - ${CONFIRMATION_VALID}`)))
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
