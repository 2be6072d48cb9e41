import {
  MAX_FAILED_SECOND_FACTORS,
  PasskeyOptionsSchema,
  RECOVERY_CODE_COUNT,
  RecoveryCodesSchema,
  SecondFactorStatusSchema,
  SignResultSchema,
  TotpEnrolmentSchema,
} from '@boutique/domain';
import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, remboursements, secondFactors, tokens, users } from '../../db/schema/index.ts';
import { digestToken } from '../../plugins/authentication.ts';
import { bearer, nextClientAddress, signUpStaff } from '../../security/security-fixtures.ts';
import { attachSimulatedPayment, insertOrderOfLines, refundVariants } from '../../test/refund-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/** What the authenticator app shows `stepsAhead` periods from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

describe('the back office’s second factor (authenticator app and recovery codes)', () => {
  let ctx: TestContext;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      remoteAddress: nextClientAddress(),
      ...(payload && { payload }),
    });
  const backOffice = (token: string) => call(token, 'GET', '/api/admin/abonnements.csv');
  const status = async (token: string) => {
    const answer = await call(token, 'GET', '/api/double-facteur');
    expect(answer.statusCode, answer.body).toBe(200);
    return SecondFactorStatusSchema.parse(answer.json());
  };
  const verify = (token: string, code: string) =>
    call(token, 'POST', '/api/double-facteur/verification', { code_verification: code });
  const signIn = async (mail: string, password: string) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign/in',
      payload: { mail, password },
      remoteAddress: nextClientAddress(),
    });
    return SignResultSchema.parse(answer.json()).token.access_token;
  };
  const mailOf = async (id: number) =>
    (await ctx.database.db.select({ mail: users.mail }).from(users).where(eq(users.id, id)))[0]!.mail;
  const logOf = async (userId: number) =>
    (
      await ctx.database.db
        .select({ action: audits.action, diff: audits.diff })
        .from(audits)
        .where(and(eq(audits.resource, 'second_factors'), eq(audits.record_id, String(userId))))
        .orderBy(audits.id)
    ).map((entry) => `${entry.action} ${Object.keys(entry.diff).sort().join(',')}`);

  /** A member of staff with an authenticator enrolled: their session, secret and recovery codes. */
  const enrolledStaff = async () => {
    const staff = await signUpStaff(ctx, ['user', 'admin']);
    const { secret } = TotpEnrolmentSchema.parse((await call(staff.token, 'POST', '/api/double-facteur/totp')).json());
    const firstCode = appCode(secret);
    const confirmed = await call(staff.token, 'POST', '/api/double-facteur/totp/confirmation', {
      code_verification: firstCode,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return {
      firstCode,
      ...staff,
      mail: await mailOf(staff.id),
      secret,
      codes: RecoveryCodesSchema.parse(confirmed.json()).codes_secours,
    };
  };
  const ageProof = (token: string, minutes: number) =>
    ctx.database.db
      .update(tokens)
      .set({ second_factor_at: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(tokens.digest, digestToken(token)));

  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close());

  it('enrols an app from its secret, refusing a wrong first code, and gives ten recovery codes once', async () => {
    const staff = await signUpStaff(ctx, ['user', 'admin']);
    expect(await status(staff.token)).toMatchObject({ inscrit: false, verifie: false, obligatoire: false });
    expect((await backOffice(staff.token)).statusCode).toBe(200);

    const started = TotpEnrolmentSchema.parse((await call(staff.token, 'POST', '/api/double-facteur/totp')).json());
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/u);
    expect(started.uri).toContain(`secret=${started.secret}`);
    const wrong = await call(staff.token, 'POST', '/api/double-facteur/totp/confirmation', {
      code_verification: appCode(started.secret, 10),
    });
    expect(wrong.json()).toMatchObject({ code: 400, reason: 'second_factor_code_incorrect' });
    expect(await status(staff.token)).toMatchObject({ inscrit: false });

    const confirmed = await call(staff.token, 'POST', '/api/double-facteur/totp/confirmation', {
      code_verification: appCode(started.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { codes_secours } = RecoveryCodesSchema.parse(confirmed.json());
    expect(codes_secours).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes_secours).size).toBe(RECOVERY_CODE_COUNT);
    const [stored] = await ctx.database.db.select().from(secondFactors).where(eq(secondFactors.user_id, staff.id));
    expect(stored!.recovery_digests.some((digest) => codes_secours.includes(digest))).toBe(false);
    expect(await status(staff.token)).toMatchObject({ inscrit: true, verifie: true, codes_restants: 10 });
    const again = await call(staff.token, 'POST', '/api/double-facteur/totp');
    expect(again.json()).toMatchObject({ code: 409, reason: 'second_factor_already_enrolled' });
  });

  it('keeps the back office shut to a new session until it proves the factor, never with a code used before', async () => {
    const staff = await enrolledStaff();
    const session = await signIn(staff.mail, staff.password);
    expect((await backOffice(session)).json()).toMatchObject({ code: 403, reason: 'second_factor_required' });
    // The shop side of the account is no staff matter.
    expect((await call(session, 'GET', '/api/users/me')).statusCode).toBe(200);

    // The code that confirmed the enrolment was spent: the app's next one opens.
    expect((await verify(session, staff.firstCode)).json()).toMatchObject({
      reason: 'second_factor_code_incorrect',
    });
    expect((await verify(session, appCode(staff.secret, 1))).statusCode).toBe(200);
    expect((await backOffice(session)).statusCode).toBe(200);

    // A recovery code, written with its dash, works once.
    const other = await signIn(staff.mail, staff.password);
    const code = `${staff.codes[0]!.slice(0, 5)}-${staff.codes[0]!.slice(5)}`;
    expect((await verify(other, code)).statusCode).toBe(200);
    const third = await signIn(staff.mail, staff.password);
    expect((await verify(third, code)).json()).toMatchObject({ reason: 'second_factor_code_incorrect' });
    expect(await status(third)).toMatchObject({ inscrit: true, verifie: false, codes_restants: 9 });
  });

  it('pauses an account after five wrong codes, even for the right one, and logs each', async () => {
    const staff = await enrolledStaff();
    const session = await signIn(staff.mail, staff.password);
    const answers = [];
    for (let attempt = 0; attempt < MAX_FAILED_SECOND_FACTORS; attempt += 1) {
      answers.push((await verify(session, '000000')).json().reason);
    }
    expect(answers.at(-1)).toBe('too_many_second_factor_attempts');
    expect(answers.slice(0, -1).every((reason) => reason === 'second_factor_code_incorrect')).toBe(true);
    const paused = await verify(session, staff.codes[1]!);
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logOf(staff.id)).filter((entry) => entry === 'update code_refuse')).toHaveLength(
      MAX_FAILED_SECOND_FACTORS,
    );
  });

  it('asks the factor again after 10 minutes for exports and large refunds, not for small ones', async () => {
    const staff = await enrolledStaff();
    expect(
      (
        await call(staff.token, 'PUT', '/api/admin/reglages/securite', {
          double_facteur_obligatoire: false,
          reverification_remboursement_cents: 2000,
        })
      ).statusCode,
    ).toBe(200);
    const { cream } = await refundVariants(ctx);
    const order = await insertOrderOfLines(ctx, staff.id, {
      lines: [{ declinaison_id: cream, qtt: 5, prix_ht: 1000, prix_ttc: 1200 }],
    });
    await attachSimulatedPayment(ctx, order);
    const refund = (montant: number) =>
      call(staff.token, 'POST', `/api/commandes/${order.id}/remboursements`, {
        montant_libre: montant,
        motif: 'Geste',
      });

    await ageProof(staff.token, 11);
    expect((await backOffice(staff.token)).json()).toMatchObject({ code: 403, reason: 'second_factor_stale' });
    expect((await refund(2500)).json()).toMatchObject({ code: 403, reason: 'second_factor_stale' });
    expect(await ctx.database.db.select().from(remboursements).where(eq(remboursements.commande_id, order.id))).toEqual(
      [],
    );
    expect((await refund(1500)).statusCode).toBe(200);
    // Turning the factor off is as sensitive.
    expect((await call(staff.token, 'DELETE', '/api/double-facteur')).json()).toMatchObject({
      reason: 'second_factor_stale',
    });

    expect((await verify(staff.token, appCode(staff.secret, 1))).statusCode).toBe(200);
    expect((await backOffice(staff.token)).statusCode).toBe(200);
    expect((await refund(2500)).statusCode).toBe(200);
    const renewed = await call(staff.token, 'POST', '/api/double-facteur/codes-secours');
    expect(RecoveryCodesSchema.parse(renewed.json()).codes_secours).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await verify(staff.token, staff.codes[0]!)).json()).toMatchObject({
      reason: 'second_factor_code_incorrect',
    });
    expect((await call(staff.token, 'DELETE', '/api/double-facteur')).statusCode).toBe(200);
    expect(await status(staff.token)).toMatchObject({ inscrit: false, codes_restants: 0 });
    expect(await logOf(staff.id)).toEqual([
      'create application,codes_secours',
      'update codes_secours',
      'update code_refuse',
      'delete application,codes_secours',
    ]);
  });

  it('sends staff without a factor to enrolment once the shop requires one', async () => {
    const owner = await signUpStaff(ctx, ['user', 'admin']);
    const settings = (obligatoire: boolean) =>
      call(owner.token, 'PUT', '/api/admin/reglages/securite', {
        double_facteur_obligatoire: obligatoire,
        reverification_remboursement_cents: 50_000,
      });
    expect((await settings(true)).statusCode).toBe(200);
    expect((await backOffice(owner.token)).json()).toMatchObject({
      code: 403,
      reason: 'second_factor_enrolment_required',
    });
    expect(await status(owner.token)).toMatchObject({ inscrit: false, obligatoire: true });
    const { secret } = TotpEnrolmentSchema.parse((await call(owner.token, 'POST', '/api/double-facteur/totp')).json());
    await call(owner.token, 'POST', '/api/double-facteur/totp/confirmation', { code_verification: appCode(secret) });
    expect((await backOffice(owner.token)).statusCode).toBe(200);
    expect((await settings(false)).statusCode).toBe(200);
  });

  it('adds a passkey only from a proven session, and refuses a forged answer as a wrong code', async () => {
    const staff = await enrolledStaff();
    const session = await signIn(staff.mail, staff.password);
    // A stolen password alone cannot add a factor of its own.
    for (const url of ['/api/double-facteur/passkeys/options', '/api/double-facteur/totp']) {
      expect((await call(session, 'POST', url)).json()).toMatchObject({ reason: 'second_factor_required' });
    }
    expect((await verify(session, appCode(staff.secret, 1))).statusCode).toBe(200);
    const started = PasskeyOptionsSchema.parse(
      (await call(session, 'POST', '/api/double-facteur/passkeys/options')).json(),
    );
    expect(started.options).toMatchObject({ rp: { id: 'localhost' }, challenge: expect.any(String) });
    const forged = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: {}, clientExtensionResults: {} };
    const refused = await call(session, 'POST', '/api/double-facteur/passkeys', { nom: 'Faux', reponse: forged });
    expect(refused.json()).toMatchObject({ code: 400, reason: 'passkey_refused' });
    // The challenge was spent by that answer: a second one finds none.
    expect(
      (await call(session, 'POST', '/api/double-facteur/passkeys', { nom: 'Faux', reponse: forged })).json(),
    ).toMatchObject({
      reason: 'passkey_refused',
    });
    expect((await call(session, 'POST', '/api/double-facteur/passkeys/defi')).json()).toMatchObject({
      code: 404,
      reason: 'passkey_not_found',
    });
    const wrong = await call(session, 'POST', '/api/double-facteur/passkeys/verification', { reponse: forged });
    expect(wrong.json()).toMatchObject({ code: 400, reason: 'passkey_refused' });
    expect((await logOf(staff.id)).filter((entry) => entry === 'update code_refuse')).toHaveLength(1);
    expect((await status(session)).passkeys).toEqual([]);
  });

  it('refuses customers every second-factor route', async () => {
    const customer = await signUpStaff(ctx, ['user']);
    expect((await call(customer.token, 'GET', '/api/double-facteur')).statusCode).toBe(403);
    expect((await verify(customer.token, '123456')).statusCode).toBe(403);
  });
});
