import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import Bowser from 'bowser';
import {
  API_KEY_PREFIX,
  hasScope,
  isSecondFactorFresh,
  isSessionOpen,
  permissionsOf,
  roleOf,
  SCOPES,
  secondFactorGate,
  SESSION_USE_RESOLUTION_MS,
  STAFF_SCOPES,
  type Permission,
  type SecondFactorGate,
} from '@boutique/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/client.ts';
import { clesApi, passkeys, roles, secondFactors, tokens, users } from '../db/schema/index.ts';
import type { CounterStore } from '../lib/counter-store.ts';
import { AppError } from '../lib/errors.ts';
import { readSettings } from '../modules/shop-info/shop-info.service.ts';

export interface AuthenticatedUser {
  id: number;
  scopes: string[];
  /** What the account may do in the back office (its role's permissions; none for a customer). */
  permissions: readonly Permission[];
  /** The staff role's code (null: none, or an administrator from before roles). */
  role: string | null;
  tokenId: number;
  /** Where this session stands with the back office's second factor ('open' for customers). */
  secondFactor: SecondFactorGate;
  /** When this session last proved the second factor, if ever. */
  secondFactorAt: Date | null;
  /** Set when an API key, not a session, makes the call: it reaches permission routes only. */
  apiKeyId?: number;
}

/** Calls one API key may make a minute, across processes. */
export const API_KEY_CALLS_PER_MINUTE = 600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous call. */
    user: AuthenticatedUser | null;
  }
}

/** Tokens are stored as digests: a copy of the table gives nobody a session. */
export const digestToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Resolves `Authorization: Bearer <token>` to a user on every call that carries one. A missing
 * header means anonymous; a wrong, expired or revoked token is refused with 401 rather than
 * silently downgraded, so the browser knows to sign in again.
 */
export function registerAuthentication(app: FastifyInstance, db: Database, counters: CounterStore) {
  app.decorateRequest('user', null);
  // Callback hooks: anonymous calls, most of the traffic, then cost no promise (see security-headers.ts).
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header) return done();
    authenticate(request, header).then(() => done(), done);
  });
  // Whatever a signed-in call answers is that person's: no browser or proxy cache may keep it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  async function authenticate(request: FastifyRequest, header: string) {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/u.exec(header);
    if (!match?.[1]) throw new AppError(401, 'Session invalide, veuillez vous reconnecter.', {}, 'session_invalid');
    if (match[1].startsWith(API_KEY_PREFIX)) return authenticateKey(request, match[1]);
    const now = new Date();
    const [row] = await db
      .select({
        tokenId: tokens.id,
        id: users.id,
        scopes: users.scopes,
        role: users.role,
        customPermissions: roles.permissions,
        created: tokens.created,
        lastUsed: tokens.last_used,
        appareil: tokens.appareil,
        secondFactorAt: tokens.second_factor_at,
        // An authenticator app confirmed, or a passkey.
        enrolled: sql<boolean>`(exists (select 1 from ${secondFactors} where ${secondFactors.user_id} = ${users.id}
          and ${secondFactors.confirmed} is not null) or exists (select 1 from ${passkeys} where ${passkeys.user_id} = ${users.id}))`,
      })
      .from(tokens)
      .innerJoin(users, eq(users.id, tokens.user_id))
      .leftJoin(roles, eq(roles.code, users.role))
      .where(and(eq(tokens.digest, digestToken(match[1])), isNull(tokens.revoked), gt(tokens.expires, now)));
    if (!row || !isSessionOpen(row.scopes, row, now)) {
      throw new AppError(401, 'Session expirée, veuillez vous reconnecter.', {}, 'session_expired');
    }
    if (row.appareil === null || now.getTime() - row.lastUsed.getTime() > SESSION_USE_RESOLUTION_MS) {
      await noteUse(row.tokenId, row.appareil === null ? deviceOf(request.headers['user-agent']) : null);
    }
    const enrolled = row.enrolled === true;
    // The setting is read only for the back office's people who have no second factor yet.
    const required =
      !enrolled && hasScope(row.scopes, SCOPES.admin)
        ? (await readSettings(db, 'securite')).double_facteur_obligatoire
        : false;
    request.user = {
      id: row.id,
      scopes: row.scopes,
      permissions: permissionsOf(row),
      role: roleOf(row),
      tokenId: row.tokenId,
      secondFactor: hasScope(row.scopes, SCOPES.admin)
        ? secondFactorGate({ enrolled, provenAt: row.secondFactorAt, required })
        : 'open',
      secondFactorAt: row.secondFactorAt,
    };
  }

  /**
   * An API key acts for its creator with its own permissions, never more than the creator holds at
   * the time of the call (a role narrowed narrows its keys); a revoked key, or one whose creator is
   * no longer staff, is refused. Each call is logged with the key's id and counted against its limit.
   */
  async function authenticateKey(request: FastifyRequest, key: string) {
    const [row] = await db
      .select({
        id: clesApi.id,
        granted: clesApi.permissions,
        lastUsed: clesApi.derniere_utilisation,
        userId: users.id,
        scopes: users.scopes,
        role: users.role,
        customPermissions: roles.permissions,
      })
      .from(clesApi)
      .innerJoin(users, eq(users.id, clesApi.cree_par))
      .leftJoin(roles, eq(roles.code, users.role))
      .where(and(eq(clesApi.digest, digestToken(key)), isNull(clesApi.revoquee)));
    if (!row) throw new AppError(401, 'Clé d’API inconnue ou révoquée.', {}, 'session_invalid');
    const { count, resetInMs } = await counters.increment(`api-key:${row.id}`, 60_000);
    if (count > API_KEY_CALLS_PER_MINUTE) {
      const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw new AppError(
        429,
        'Trop d’appels avec cette clé : réessayez dans un instant.',
        {},
        'rate_limited',
        undefined,
        {
          retryAfterSeconds: seconds,
        },
      );
    }
    const held = permissionsOf(row);
    request.log.info({ apiKey: row.id, route: request.routeOptions.url }, 'API key call');
    if (row.lastUsed === null || Date.now() - row.lastUsed.getTime() > SESSION_USE_RESOLUTION_MS) {
      await db
        .update(clesApi)
        .set({ derniere_utilisation: sql`now()` })
        .where(eq(clesApi.id, row.id));
    }
    request.user = {
      id: row.userId,
      scopes: row.scopes,
      permissions: held.filter((permission) => row.granted.includes(permission)),
      role: null,
      tokenId: 0,
      secondFactor: 'open',
      secondFactorAt: null,
      apiKeyId: row.id,
    };
  }

  /** Writes the session's last use down (once a minute at most) and, on its first call, its device. */
  async function noteUse(tokenId: number, appareil: string | null) {
    await db
      .update(tokens)
      .set({ last_used: sql`now()`, ...(appareil === null ? {} : { appareil }) })
      .where(
        and(
          eq(tokens.id, tokenId),
          or(
            isNull(tokens.appareil),
            lt(tokens.last_used, sql`now() - make_interval(secs => ${SESSION_USE_RESOLUTION_MS / 1000})`),
          ),
        ),
      );
  }
}

/** "Firefox · Windows", from the browser's user agent; empty when it says nothing readable. */
function deviceOf(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 500));
  return [browser.name, os.name].filter(Boolean).join(' · ').slice(0, 100);
}

/** The signed-in user of a call that requires one. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError(401, 'Connectez-vous pour continuer.', {}, 'sign_in_required');
  return request.user;
}

const requiresStaff = (scope: string | readonly string[]) =>
  (typeof scope === 'string' ? [scope] : scope).some((name) => (STAFF_SCOPES as readonly string[]).includes(name));

/**
 * A route hook refusing calls without a session (401) or without the scope (403). It runs on
 * request, before the body is even validated, so a caller without access learns nothing else.
 * Staff routes also want the second factor proven in this session when the account has one (or
 * enrolled, when the shop requires one); only the enrolment routes themselves pass `beforeSecondFactor`.
 */
export function requireScope(
  scope: string | readonly string[],
  options: { beforeSecondFactor?: boolean } = {},
): onRequestAsyncHookHandler {
  const gated = requiresStaff(scope) && !options.beforeSecondFactor;
  return async (request) => {
    const user = requireUser(request);
    if (!hasScope(user.scopes, scope)) throw new AppError(403, 'Accès refusé.', {}, 'scope_missing');
    if (gated) requireSecondFactorPassed(user);
  };
}

/**
 * Refuses a call whose account lacks the permission (403 `permission_missing`, naming it). The
 * access table's entries put it before every staff route (app.ts), after the session is read.
 */
export function requirePermission(request: FastifyRequest, permission: Permission) {
  const user = requireUser(request);
  if (user.permissions.includes(permission)) return;
  throw new AppError(403, 'Votre rôle ne permet pas cette action.', {}, 'permission_missing', undefined, {
    permission,
  });
}

function requireSecondFactorPassed(user: AuthenticatedUser) {
  if (user.secondFactor === 'to_prove') {
    throw new AppError(403, 'Confirmez votre identité avec votre second facteur.', {}, 'second_factor_required');
  }
  if (user.secondFactor === 'to_enrol') {
    throw new AppError(
      403,
      'La boutique exige un second facteur : configurez-le pour continuer.',
      {},
      'second_factor_enrolment_required',
    );
  }
}

/**
 * Refuses a sensitive action (a large refund, a customer export, the second factor's own
 * settings) when the session's last proof is older than 10 minutes. An account without a second
 * factor has nothing to prove again.
 */
export function requireFreshSecondFactor(request: FastifyRequest) {
  const user = requireUser(request);
  if (user.secondFactor === 'open' || isSecondFactorFresh(user.secondFactorAt, new Date())) return;
  requireSecondFactorPassed(user);
  throw new AppError(403, 'Confirmez à nouveau votre identité pour cette action.', {}, 'second_factor_stale');
}
