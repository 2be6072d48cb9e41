import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../lib/errors.ts';

/** Where Google publishes the keys that sign its ID tokens. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Google writes either form in `iss`. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export const INVALID_GOOGLE_TOKEN = 'Connexion Google refusée : le jeton est invalide ou a expiré. Réessayez.';

/** What a verified ID token tells about the Google account. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
}

/** Google's key list out of reach or unreadable is our trouble, not a bad token. */
const isKeyListUnavailable = (error: unknown) =>
  !(error instanceof errors.JOSEError) ||
  error instanceof errors.JWKSTimeout ||
  error instanceof errors.JWKSInvalid ||
  error.code === 'ERR_JOSE_GENERIC';

const text = (value: unknown, maxLength: number) => (typeof value === 'string' ? value.trim().slice(0, maxLength) : '');

/**
 * Verifies Google ID tokens: an RS256 signature by one of Google's keys (any other algorithm,
 * `none` included, is refused), this shop's client id as audience, Google as issuer, a token in
 * its validity window, and an address Google has verified. Every refusal gives the same 401.
 */
export function createGoogleIdTokenVerifier(options: { clientId: string; keys?: JWTVerifyGetKey; jwksUrl?: string }) {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_JWKS_URL));

  return async function verifyGoogleIdToken(credential: string): Promise<GoogleIdentity> {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        audience: options.clientId,
        issuer: GOOGLE_ISSUERS,
        clockTolerance: 30,
        requiredClaims: ['exp', 'iat', 'sub', 'email'],
      }));
    } catch (error) {
      if (isKeyListUnavailable(error)) {
        throw new AppError(
          503,
          'La connexion avec Google est momentanément indisponible. Réessayez plus tard.',
          {},
          'google_unavailable',
        );
      }
      throw new AppError(401, INVALID_GOOGLE_TOKEN, {}, 'google_token_invalid');
    }
    const sub = text(payload.sub, 255);
    const email = text(payload.email, 254).toLowerCase();
    if (!sub || !email.includes('@') || payload.email_verified !== true)
      throw new AppError(401, INVALID_GOOGLE_TOKEN, {}, 'google_token_invalid');
    return { sub, email, givenName: text(payload.given_name, 80), familyName: text(payload.family_name, 80) };
  };
}

export type GoogleIdTokenVerifier = ReturnType<typeof createGoogleIdTokenVerifier>;
