import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale, PriceMode } from '@boutique/domain';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased; unique. */
    mail: text('mail').notNull().unique(),
    /** argon2id hash; null for accounts that have not set a password yet (salon mode, Google). */
    password_hash: text('password_hash'),
    prenom: text('prenom').notNull().default(''),
    nom: text('nom').notNull().default(''),
    tel: text('tel').notNull().default(''),
    langue: text('langue').$type<Locale>().notNull().default('fr'),
    montant: text('montant').$type<PriceMode>().notNull().default('ttc'),
    newsletters: boolean('newsletters').notNull().default(false),
    ambassadeur: boolean('ambassadeur').notNull().default(false),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{user}'::text[]`),
    /**
     * The staff role (a built-in code or one of `roles`); null for a member of staff is an
     * administrator, as every one was before roles (packages/domain permissions.ts).
     */
    role: text('role'),
    stripe_customer: text('stripe_customer'),
    /** The Google account's subject (`sub` of its ID tokens) once linked; unique. */
    google_sub: text('google_sub').unique(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every back-office edit (the resource registry's optimistic lock). */
    version: integer('version').notNull().default(1),
  },
  // Staff find a customer by the start of the mail, first or last name or phone (`userIdsFound`):
  // each prefix reads its own index instead of every account.
  (table) => [
    index('users_mail_prefix_idx').on(sql`${table.mail} text_pattern_ops`),
    index('users_prenom_prefix_idx').on(sql`lower(${table.prenom}) text_pattern_ops`),
    index('users_nom_prefix_idx').on(sql`lower(${table.nom}) text_pattern_ops`),
    index('users_tel_prefix_idx').on(sql`${table.tel} text_pattern_ops`),
  ],
);

/** Opaque access tokens, stored as SHA-256 digests so a database leak reveals none. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    digest: text('digest').notNull().unique(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    revoked: timestamp('revoked', { withTimezone: true }),
    /** When a call last used it, to the minute: a staff session unused 12 hours is over. */
    last_used: timestamp('last_used', { withTimezone: true }).notNull().defaultNow(),
    /** Browser and system as first seen ("Firefox · Windows", empty when unreadable), for "Appareils connectés". */
    appareil: text('appareil'),
    /** When this session last proved the second factor; null until it does. */
    second_factor_at: timestamp('second_factor_at', { withTimezone: true }),
    /** The challenge of this session's passkey ceremony under way (5 minutes), spent by its answer. */
    passkey_challenge: text('passkey_challenge'),
    passkey_challenge_expires: timestamp('passkey_challenge_expires', { withTimezone: true }),
  },
  (table) => [index('tokens_user_idx').on(table.user_id)],
);

/**
 * A member of staff's authenticator app (TOTP). The secret is kept readable (the server must
 * compute the codes); recovery codes only as SHA-256 digests, each removed once used.
 */
export const secondFactors = pgTable('second_factors', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  totp_secret: text('totp_secret').notNull(),
  /** Set once a first code from the app is accepted; until then the enrolment is pending. */
  confirmed: timestamp('confirmed', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  last_step: integer('last_step').notNull().default(0),
  recovery_digests: text('recovery_digests')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A password recovery: a 6-digit code (10 minutes, 5 tries) and a link token (60 minutes), both
 * stored as digests and both spent by the first successful use.
 */
export const recoveries = pgTable(
  'recoveries',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_digest: text('code_digest').notNull(),
    link_digest: text('link_digest').notNull().unique(),
    code_expires: timestamp('code_expires', { withTimezone: true }).notNull(),
    link_expires: timestamp('link_expires', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    used: timestamp('used', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recoveries_user_idx').on(table.user_id)],
);

/**
 * Proof that the owner of an existing account wants it linked to a Google account. Google sign-in
 * never joins an account silently: it hands out `liaison` (10 minutes, 5 password tries, single
 * use), which either takes the account's password or asks for a mailed link (60 minutes, single
 * use). Both secrets are stored as digests; the proof is bound to one user and one Google subject.
 */
export const googleLinks = pgTable(
  'google_links',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    google_sub: text('google_sub').notNull(),
    liaison_digest: text('liaison_digest').notNull().unique(),
    liaison_expires: timestamp('liaison_expires', { withTimezone: true }).notNull(),
    /** Password tries made with the liaison. */
    attempts: integer('attempts').notNull().default(0),
    /** Set when the liaison is spent: by the right password or by asking for the mail. */
    liaison_used: timestamp('liaison_used', { withTimezone: true }),
    mail_digest: text('mail_digest').unique(),
    mail_expires: timestamp('mail_expires', { withTimezone: true }),
    /** Set when the mailed link is spent. */
    mail_used: timestamp('mail_used', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('google_links_user_idx').on(table.user_id)],
);

/**
 * A sign-up waiting for its address to be confirmed: the account is created only when the mailed
 * link is opened (24 hours, single use), so the form never tells whether an address is taken.
 * The link's token is stored as a digest; the password already as its argon2id hash.
 */
export const signUps = pgTable(
  'sign_ups',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, as typed; not unique: each request mails its own link. */
    mail: text('mail').notNull(),
    /** Emptied once the link is spent: the account holds it from then on. */
    password_hash: text('password_hash').notNull(),
    prenom: text('prenom').notNull(),
    nom: text('nom').notNull(),
    tel: text('tel').notNull().default(''),
    langue: text('langue').$type<Locale>().notNull(),
    newsletters: boolean('newsletters').notNull().default(false),
    /** The anonymous basket at sign-up, adopted when the link is opened in a browser without one. */
    panier: text('panier'),
    token_digest: text('token_digest').notNull().unique(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    used: timestamp('used', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_ups_mail_idx').on(table.mail)],
);

/**
 * A member of staff's passkeys (WebAuthn): the credential's id and public key (base64url), its
 * signature counter, how the browser reaches it, and the name staff gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credential_id: text('credential_id').notNull().unique(),
    public_key: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nom: text('nom').notNull().default(''),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    last_used: timestamp('last_used', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_idx').on(table.user_id)],
);
