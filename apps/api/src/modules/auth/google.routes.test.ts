import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignResultSchema } from '@boutique/domain';
import { and, eq, like } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleLinks, outbox, tokens, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { INVALID_GOOGLE_TOKEN } from './google-id-token.ts';
import { LINK_NEEDED } from './google.service.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { queuedFor } from '../../test/outbox.ts';

const CLIENT_ID = '1234567890-boutique.apps.googleusercontent.com';
const PASSWORD = 'perles-de-caviar-2026';
let sequence = 0;
const newMail = () => `google.${process.pid}.${(sequence += 1)}@exemple.fr`;
const newSub = () => `10${process.pid}${(sequence += 1)}`.padEnd(21, '7');

/** Google's key list, served locally: the shop fetches it as it would fetch Google's. */
async function startKeyServer(jwks: unknown) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Google sign-in', () => {
  let ctx: TestContext;
  let keyServer: Awaited<ReturnType<typeof startKeyServer>>;
  let googleKey: CryptoKey;
  let strangerKey: CryptoKey;

  interface TokenOptions {
    audience?: string;
    issuer?: string;
    expiresAt?: number;
    issuedAt?: number;
    key?: CryptoKey;
  }
  const googleToken = (identity: { sub: string; mail: string } & JWTPayload, options: TokenOptions = {}) => {
    const { sub, mail, ...claims } = identity;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ email: mail, email_verified: true, given_name: 'Léa', family_name: 'Marchand', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-test-key', typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(sub)
      .setIssuedAt(options.issuedAt ?? now)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.key ?? googleKey);
  };

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.77.${sequence % 250}.1` });
  const signUp = (mail: string, langue = 'fr') =>
    signUpThroughMail(ctx, { prenom: 'Inès', nom: 'Roux', mail, password: PASSWORD, langue });
  const userByMail = async (mail: string) =>
    (await ctx.database.db.select().from(users).where(eq(users.mail, mail)))[0];
  const tokenCount = async (userId: number) =>
    (await ctx.database.db.select().from(tokens).where(eq(tokens.user_id, userId))).length;
  /** A password account, and the 409 with its liaison that Google sign-in answers for it. */
  const conflictFor = async (langue = 'fr') => {
    const mail = newMail();
    const sub = newSub();
    await signUp(mail, langue);
    const response = await post('/api/sign/google', { credential: await googleToken({ sub, mail }) });
    expect(response.statusCode).toBe(409);
    return { mail, sub, liaison: (response.json() as { liaison: string }).liaison };
  };

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    googleKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-test-key', alg: 'RS256', use: 'sig' };
    keyServer = await startKeyServer({ keys: [jwk] });
    ctx = await createTestApp({
      seed: false,
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keyServer.url, PUBLIC_URL: 'https://boutique.example' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await keyServer.close();
  });

  it('tells the browser the client id', async () => {
    const response = await ctx.app.inject('/api/sign/config');
    expect(response.json()).toEqual({ code: 200, google_client_id: CLIENT_ID });
  });

  it('creates an account for a new address and signs in, then signs in again by subject', async () => {
    const mail = newMail();
    const sub = newSub();
    const first = await post('/api/sign/google', { credential: await googleToken({ sub, mail }) }, { language: 'es' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const result = SignResultSchema.parse(first.json());
    expect(result.token.user).toMatchObject({ mail, prenom: 'Léa', nom: 'Marchand', langue: 'es', newsletters: false });
    const row = await userByMail(mail);
    expect(row).toMatchObject({ google_sub: sub, password_hash: null });

    // The address changed at Google: the subject still names the same account.
    const again = await post('/api/sign/google', {
      credential: await googleToken({ sub, mail: `autre.${mail}` }, { issuer: 'accounts.google.com' }),
    });
    expect(again.statusCode).toBe(200);
    const second = SignResultSchema.parse(again.json());
    expect(second.token.user.id).toBe(row!.id);
    expect(second.token.access_token).not.toBe(result.token.access_token);
    const me = await ctx.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${second.token.access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('refuses tokens of the wrong audience, issuer, time, algorithm, key or unverified address alike', async () => {
    const mail = newMail();
    const sub = newSub();
    const now = Math.floor(Date.now() / 1000);
    const claims = { email: mail, email_verified: true, sub };
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'google-test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('un secret partagé que tout le monde connaît'));
    const unsigned = new UnsecuredJWT(claims)
      .setIssuer('https://accounts.google.com')
      .setAudience(CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    const refused = {
      audience: await googleToken({ sub, mail }, { audience: 'another-client.apps.googleusercontent.com' }),
      issuer: await googleToken({ sub, mail }, { issuer: 'https://accounts.google.example' }),
      expired: await googleToken({ sub, mail }, { issuedAt: now - 7200, expiresAt: now - 3600 }),
      hs256,
      none: unsigned,
      otherKey: await googleToken({ sub, mail }, { key: strangerKey }),
      unverified: await googleToken({ sub, mail, email_verified: false }),
      noAddress: await googleToken({ sub, mail, email: undefined }),
    };
    for (const [name, credential] of Object.entries(refused)) {
      const response = await post('/api/sign/google', { credential });
      expect(response.statusCode, name).toBe(401);
      expect(response.json(), name).toEqual({
        code: 401,
        message: INVALID_GOOGLE_TOKEN,
        errors: {},
        reason: 'google_token_invalid',
        fieldReasons: {},
        requestId: expect.any(String),
      });
    }
    const garbage = await post('/api/sign/google', { credential: 'pas-un-jeton' });
    expect(garbage.statusCode).toBe(400);
    expect(await userByMail(mail)).toBeUndefined();
  });

  it('never joins an existing password account silently', async () => {
    const { mail, liaison } = await conflictFor();
    const user = await userByMail(mail);
    expect(liaison).toMatch(/^[\w-]{43}$/u);
    expect(user!.google_sub).toBeNull();
    expect(await tokenCount(user!.id)).toBe(1);
    const [link] = await ctx.database.db.select().from(googleLinks).where(eq(googleLinks.user_id, user!.id));
    expect(link!.liaison_digest).not.toContain(liaison);
    expect(link!.liaison_expires.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('answers the 409 with the liaison', async () => {
    const mail = newMail();
    await signUp(mail);
    const response = await post('/api/sign/google', { credential: await googleToken({ sub: newSub(), mail }) });
    expect(response.json()).toEqual({
      code: 409,
      message: LINK_NEEDED,
      errors: {},
      reason: 'google_link_needed',
      fieldReasons: {},
      requestId: expect.any(String),
      liaison: expect.any(String),
    });
  });

  it('links with the right password only, counting each try against a single-use liaison', async () => {
    const { mail, sub, liaison } = await conflictFor();
    const wrong = await post('/api/sign/google/link', { liaison, password: 'pas le bon mot de passe' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Mot de passe incorrect.' });
    const user = await userByMail(mail);
    expect(user!.google_sub).toBeNull();
    const [link] = await ctx.database.db.select().from(googleLinks).where(eq(googleLinks.user_id, user!.id));
    expect(link).toMatchObject({ attempts: 1, liaison_used: null });

    const right = await post('/api/sign/google/link', { liaison, password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(SignResultSchema.parse(right.json()).token.user.id).toBe(user!.id);
    expect((await userByMail(mail))!.google_sub).toBe(sub);
    expect((await post('/api/sign/google/link', { liaison, password: PASSWORD })).statusCode).toBe(400);

    // From now on Google signs straight in.
    const direct = await post('/api/sign/google', { credential: await googleToken({ sub, mail }) });
    expect(direct.statusCode).toBe(200);
  });

  it('stops a liaison after 5 tries, and after 10 minutes', async () => {
    const first = await conflictFor();
    await ctx.database.db
      .update(googleLinks)
      .set({ attempts: 5 })
      .where(eq(googleLinks.user_id, (await userByMail(first.mail))!.id));
    expect((await post('/api/sign/google/link', { liaison: first.liaison, password: PASSWORD })).statusCode).toBe(400);

    const second = await conflictFor();
    await ctx.database.db
      .update(googleLinks)
      .set({ liaison_expires: new Date(Date.now() - 1000) })
      .where(eq(googleLinks.user_id, (await userByMail(second.mail))!.id));
    expect((await post('/api/sign/google/link', { liaison: second.liaison, password: PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/sign/google/link-mail', { liaison: second.liaison })).statusCode).toBe(400);
  });

  it('links through a mailed link in the owner’s language, once', async () => {
    const { mail, sub, liaison } = await conflictFor('de');
    const asked = await post('/api/sign/google/link-mail', { liaison }, { host: 'evil.example' });
    expect(asked.statusCode).toBe(200);
    // The liaison was spent by the mail.
    expect((await post('/api/sign/google/link', { liaison, password: PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/sign/google/link-mail', { liaison })).statusCode).toBe(400);

    const queued = (await queuedFor(ctx, mail)).at(-1);
    expect(queued!.sujet).toBe('Google mit Ihrem Konto verknüpfen');
    expect(queued!.texte).not.toContain('evil.example');
    const token = /https:\/\/boutique\.example\/de\/sign\/google\/([\w-]+)/u.exec(queued!.texte)?.[1];
    expect(token).toMatch(/^[\w-]{43}$/u);
    expect((await userByMail(mail))!.google_sub).toBeNull();

    const confirmed = await post('/api/sign/google/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(SignResultSchema.parse(confirmed.json()).token.user.mail).toBe(mail);
    expect((await userByMail(mail))!.google_sub).toBe(sub);

    const reused = await post('/api/sign/google/confirm', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: expect.stringContaining('Ce lien est invalide') });
  });

  it('refuses a mailed link after 60 minutes', async () => {
    const { mail, liaison } = await conflictFor();
    await post('/api/sign/google/link-mail', { liaison });
    const [queued] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.destinataire, mail), like(outbox.cle, 'google-link:%')));
    const token = /\/sign\/google\/([\w-]+)/u.exec(queued!.texte)?.[1];
    expect(token).toMatch(/^[\w-]{43}$/u);
    await ctx.database.db
      .update(googleLinks)
      .set({ mail_expires: new Date(Date.now() - 1000) })
      .where(eq(googleLinks.user_id, (await userByMail(mail))!.id));
    expect((await post('/api/sign/google/confirm', { token })).statusCode).toBe(400);
    expect((await userByMail(mail))!.google_sub).toBeNull();
  });
});

describe('Google sign-in without GOOGLE_CLIENT_ID', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('offers no client id and answers 404 on every Google route', async () => {
    expect((await ctx.app.inject('/api/sign/config')).json()).toEqual({ code: 200, google_client_id: null });
    const bodies: Record<string, Record<string, unknown>> = {
      '/api/sign/google': { credential: 'aaa.bbb.ccc' },
      '/api/sign/google/link': { liaison: 'a'.repeat(43), password: PASSWORD },
      '/api/sign/google/link-mail': { liaison: 'a'.repeat(43) },
      '/api/sign/google/confirm': { token: 'a'.repeat(43) },
    };
    for (const [url, payload] of Object.entries(bodies)) {
      const response = await ctx.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({
        message: 'La connexion avec Google n’est pas activée sur cette boutique.',
      });
    }
  });
});
