import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { createGoogleIdTokenVerifier, INVALID_GOOGLE_TOKEN } from './google-id-token.ts';

const CLIENT_ID = 'client.apps.googleusercontent.com';

describe('Google ID token verifier', () => {
  let privateKey: CryptoKey;
  let verify: ReturnType<typeof createGoogleIdTokenVerifier>;
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT({ email: 'Lea.Marchand@Exemple.fr', email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('accounts.google.com')
      .setAudience(CLIENT_ID)
      .setSubject('1122334455')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' };
    verify = createGoogleIdTokenVerifier({ clientId: CLIENT_ID, keys: createLocalJWKSet({ keys: [jwk] }) });
  });

  it('reads the identity of a valid token, address lower-cased', async () => {
    expect(await verify(await sign({ given_name: 'Léa', family_name: 'Marchand' }))).toEqual({
      sub: '1122334455',
      email: 'lea.marchand@exemple.fr',
      givenName: 'Léa',
      familyName: 'Marchand',
    });
  });

  it('accepts only a boolean true email_verified', async () => {
    for (const value of [false, 'true', undefined]) {
      await expect(verify(await sign({ email_verified: value }))).rejects.toMatchObject({
        statusCode: 401,
        message: INVALID_GOOGLE_TOKEN,
      });
    }
  });

  it('answers 503, not 401, when Google’s key list cannot be fetched', async () => {
    const unreachable = createGoogleIdTokenVerifier({ clientId: CLIENT_ID, jwksUrl: 'http://127.0.0.1:9/certs' });
    const failure = await unreachable(await sign({})).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).statusCode).toBe(503);
  });
});
