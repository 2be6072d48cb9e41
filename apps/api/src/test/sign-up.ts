import { SignResultSchema, type SignResult } from '@boutique/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';
import type { TestContext } from './test-app.ts';

type SignUpPayload = { prenom: string; nom: string; mail: string; password: string } & Record<string, unknown>;

/** The token of the newest sign-up link queued for this address, read from the outbox. */
export async function readSignUpToken(db: Database, mail: string): Promise<string> {
  const [row] = await db
    .select({ texte: outbox.texte })
    .from(outbox)
    .where(and(eq(outbox.destinataire, mail.trim().toLowerCase()), like(outbox.cle, 'sign-up:%')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = row ? /\/sign\/up\/([\w-]+)/u.exec(row.texte)?.[1] : undefined;
  if (!token) throw new Error(`No sign-up link was queued for ${mail}.`);
  return token;
}

let calls = 0;

/**
 * A new account as a shopper makes one: the sign-up form, then the link it mails. Each call comes
 * from its own client address unless told, so the per-client limits do not interfere.
 */
export async function signUpThroughMail(
  ctx: Pick<TestContext, 'app' | 'database'>,
  payload: SignUpPayload,
  options: { remoteAddress?: string; panier?: string } = {},
): Promise<SignResult> {
  calls += 1;
  const remoteAddress = options.remoteAddress ?? `10.250.${Math.floor(calls / 250) % 250}.${calls % 250}`;
  const accepted = await ctx.app.inject({ method: 'POST', url: '/api/sign/up', payload, remoteAddress });
  if (accepted.statusCode !== 202) throw new Error(`Sign-up refused: ${accepted.statusCode} ${accepted.body}`);
  const token = await readSignUpToken(ctx.database.db, payload.mail);
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/sign/up/confirm',
    payload: { token, ...(options.panier ? { panier: options.panier } : {}) },
    remoteAddress,
  });
  if (confirmed.statusCode !== 200) throw new Error(`Sign-up link refused: ${confirmed.statusCode} ${confirmed.body}`);
  return SignResultSchema.parse(confirmed.json());
}
