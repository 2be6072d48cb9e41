import type { Passkey, PasskeyOptions } from '@boutique/domain';
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { readShopInfo } from '../shop-info/shop-info.service.ts';
import { findUserById } from './auth.queries.ts';
import {
  deletePasskey,
  insertPasskey,
  notePasskeyUse,
  selectPasskeys,
  storePasskeyChallenge,
  takePasskeyChallenge,
} from './passkeys.queries.ts';
import { markSessionProven } from './second-factor.queries.ts';
import type { SecondFactorAttempts } from './second-factor-attempts.ts';

const refused = () => new AppError(400, 'La clé d’accès n’a pas été reconnue. Réessayez.', {}, 'passkey_refused');

/** A verification that throws on a malformed answer reads as a refusal (null) like any other. */
async function verifiedOrNull<T>(verify: () => Promise<T>): Promise<T | null> {
  try {
    return await verify();
  } catch {
    return null;
  }
}

/**
 * Passkeys (WebAuthn) as the back office's second factor, beside the authenticator app. The relying
 * party is the shop's public address (PUBLIC_URL): its host is the RP ID, its origin the only one
 * accepted. Each ceremony's challenge lives on the session for 5 minutes and is spent by its answer.
 */
/** Loaded at the first ceremony, not at every start of the server (about a third of a second). */
const webauthn = () => import('@simplewebauthn/server');

export function createPasskeyService(options: { db: Database; attempts: SecondFactorAttempts; publicUrl: string }) {
  const { db, attempts } = options;
  const site = new URL(options.publicUrl);
  const rpID = site.hostname;
  const expected = { expectedOrigin: site.origin, expectedRPID: rpID, requireUserVerification: false };

  return {
    /** Options for the browser to create a passkey (the account's own passkeys excluded). */
    async registrationOptions(user: AuthenticatedUser): Promise<PasskeyOptions> {
      const [account, shop, keys] = await Promise.all([
        findUserById(db, user.id),
        readShopInfo(db),
        selectPasskeys(db, user.id),
      ]);
      const { generateRegistrationOptions } = await webauthn();
      const created = await generateRegistrationOptions({
        rpName: shop.nom.trim() || 'Boutique',
        rpID,
        userName: account?.mail ?? String(user.id),
        userID: new TextEncoder().encode(String(user.id)),
        attestationType: 'none',
        excludeCredentials: keys.map((key) => ({ id: key.credential_id, transports: key.transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      await storePasskeyChallenge(db, user.tokenId, created.challenge);
      return { code: 200, options: created as unknown as Record<string, unknown> };
    },

    /** Keeps the passkey the browser created; the session counts as proven. */
    async register(user: AuthenticatedUser, response: Record<string, unknown>, nom: string): Promise<Passkey> {
      const challenge = await takePasskeyChallenge(db, user.tokenId);
      if (!challenge) throw refused();
      const { verifyRegistrationResponse } = await webauthn();
      const outcome = await verifiedOrNull(() =>
        verifyRegistrationResponse({
          response: response as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge,
          ...expected,
        }),
      );
      if (!outcome?.verified) throw refused();
      const { credential } = outcome.registrationInfo;
      const row = await insertPasskey(db, {
        user_id: user.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        nom,
      });
      if (!row) throw refused();
      await markSessionProven(db, user.tokenId);
      await attempts.audit(user.id, null, { cle_acces: nom });
      return { id: row.id, nom: row.nom, created: row.created.toISOString(), derniere_utilisation: null };
    },

    /** Options for the browser to sign the session's challenge with one of the account's passkeys. */
    async authenticationOptions(user: AuthenticatedUser): Promise<PasskeyOptions> {
      const keys = await selectPasskeys(db, user.id);
      if (keys.length === 0) throw notFound('Aucune clé d’accès.', 'passkey_not_found');
      const { generateAuthenticationOptions } = await webauthn();
      const created = await generateAuthenticationOptions({
        rpID,
        allowCredentials: keys.map((key) => ({ id: key.credential_id, transports: key.transports })),
        userVerification: 'preferred',
      });
      await storePasskeyChallenge(db, user.tokenId, created.challenge);
      return { code: 200, options: created as unknown as Record<string, unknown> };
    },

    /** Proves the second factor with a passkey's signature, under the same limit as codes. */
    async verify(user: AuthenticatedUser, response: Record<string, unknown>) {
      await attempts.prove(
        user,
        async () => {
          const challenge = await takePasskeyChallenge(db, user.tokenId);
          const key = (await selectPasskeys(db, user.id)).find((entry) => entry.credential_id === response.id);
          if (!challenge || !key) return false;
          const { verifyAuthenticationResponse } = await webauthn();
          const outcome = await verifiedOrNull(() =>
            verifyAuthenticationResponse({
              response: response as unknown as AuthenticationResponseJSON,
              expectedChallenge: challenge,
              ...expected,
              credential: {
                id: key.credential_id,
                publicKey: new Uint8Array(Buffer.from(key.public_key, 'base64url')),
                counter: key.counter,
                transports: key.transports as AuthenticatorTransportFuture[],
              },
            }),
          );
          if (!outcome?.verified) return false;
          await notePasskeyUse(db, key.id, outcome.authenticationInfo.newCounter);
          return true;
        },
        refused,
      );
    },

    async remove(user: AuthenticatedUser, id: number) {
      const removed = await deletePasskey(db, user.id, id);
      if (!removed) throw notFound('Clé d’accès introuvable.', 'passkey_not_found');
      await attempts.audit(user.id, { cle_acces: removed.nom }, null);
    },
  };
}

type AuthenticatorTransportFuture = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number];

export type PasskeyService = ReturnType<typeof createPasskeyService>;
