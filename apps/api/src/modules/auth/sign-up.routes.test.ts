import { randomUUID } from 'node:crypto';
import { SignResultSchema } from '@boutique/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declinaisons, outbox, signUps, users } from '../../db/schema/index.ts';
import { readSignUpToken, signUpThroughMail } from '../../test/sign-up.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MAX_SIGN_UP_MAILS_PER_ADDRESS } from './sign-up.service.ts';

const PASSWORD = 'perles-de-caviar-2026';
let sequence = 0;
const newMail = () => `inscription.${process.pid}.${(sequence += 1)}@exemple.fr`;

describe('verify-first sign-up', () => {
  let ctx: TestContext;

  /** Each call from its own client address: the per-client limit is not what is tested here. */
  const post = (url: string, payload: Record<string, unknown>, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.31.${Math.floor(sequence / 250)}.${sequence % 250}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const signUpForm = (mail: string, extra: Record<string, unknown> = {}) =>
    post('/api/sign/up', { prenom: 'Agathe', nom: 'Vernet', mail, password: PASSWORD, ...extra });
  const mailsTo = (mail: string, keyPrefix: string) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.destinataire, mail), like(outbox.cle, `${keyPrefix}%`)))
      .orderBy(desc(outbox.id));
  const accountOf = async (mail: string) => (await ctx.database.db.select().from(users).where(eq(users.mail, mail)))[0];

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a taken address exactly as a new one, and lets the mailbox tell them apart', async () => {
    const owner = await signUpThroughMail(ctx, {
      prenom: 'Odile',
      nom: 'Prise',
      mail: newMail(),
      password: PASSWORD,
      langue: 'de',
    });
    const taken = await signUpForm(owner.token.user.mail, { langue: 'fr' });
    const fresh = newMail();
    const created = await signUpForm(fresh, { langue: 'es' });

    expect(taken.statusCode).toBe(202);
    expect(created.statusCode).toBe(202);
    expect(taken.json()).toEqual(created.json());
    expect(taken.json()).toEqual({ code: 202, message: expect.stringContaining('Vérifiez votre boîte mail') });
    expect(taken.headers['cache-control']).toBe('no-store');

    // The owner is warned in their own language, with the way back into the account.
    const [warning] = await mailsTo(owner.token.user.mail, 'sign-up-taken:');
    expect(warning).toMatchObject({ sujet: 'Versuch, ein Konto mit Ihrer Adresse zu erstellen' });
    expect(warning!.texte).toContain(`/de/sign/recovery?mail=${encodeURIComponent(owner.token.user.mail)}`);
    expect(warning!.texte).not.toMatch(/\/sign\/up\//u);
    expect(await mailsTo(owner.token.user.mail, 'sign-up:')).toHaveLength(1);
    // The owner's password and account are untouched.
    expect((await post('/api/sign/in', { mail: owner.token.user.mail, password: PASSWORD })).statusCode).toBe(200);

    // The new address gets its link in the language of the form, and no account exists yet.
    const [confirmation] = await mailsTo(fresh, 'sign-up:');
    expect(confirmation).toMatchObject({ sujet: 'Confirme la creación de su cuenta' });
    expect(confirmation!.texte).toMatch(/\/es\/sign\/up\/[\w-]{43}/u);
    expect(await accountOf(fresh)).toBeUndefined();
    expect(await mailsTo(fresh, 'sign-up-taken:')).toEqual([]);
  });

  it('keeps only the digest of the link and the hash of the password while waiting', async () => {
    const mail = newMail();
    await signUpForm(mail);
    const token = await readSignUpToken(ctx.database.db, mail);
    const [pending] = await ctx.database.db.select().from(signUps).where(eq(signUps.mail, mail));
    expect(pending!.token_digest).not.toContain(token);
    expect(pending!.password_hash).toMatch(/^\$argon2id\$/u);
    expect(JSON.stringify(pending)).not.toContain(PASSWORD);
    expect(pending!.expires.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
  });

  it('creates the account once, from the link, signed in with the anonymous basket', async () => {
    const mail = newMail();
    const [variant] = await ctx.database.db.select().from(declinaisons).limit(1);
    await ctx.database.db.update(declinaisons).set({ stock: 50 }).where(eq(declinaisons.id, variant!.id));
    const basket = randomUUID();
    await post('/api/paniers/qtt', { panier: basket, declinaison: variant!.id, qtt: 2 });

    await signUpForm(mail, { tel: '+33611223344', langue: 'en', newsletters: true });
    const token = await readSignUpToken(ctx.database.db, mail);
    const confirmed = await post('/api/sign/up/confirm', { token, panier: basket });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const session = SignResultSchema.parse(confirmed.json());
    expect(session.panier).toBe(basket);
    expect(session.token).toMatchObject({
      scopes: ['user'],
      user: { mail, prenom: 'Agathe', nom: 'Vernet', tel: '+33611223344', langue: 'en', newsletters: true },
    });
    const me = await ctx.app.inject({
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token.access_token}` },
    });
    expect(me.json()).toMatchObject({ code: 200, data: { mail } });
    expect((await accountOf(mail))!.password_hash).toMatch(/^\$argon2id\$/u);
    expect((await post('/api/sign/in', { mail, password: PASSWORD })).statusCode).toBe(200);

    const reused = await post('/api/sign/up/confirm', { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 400, message: expect.stringContaining('a déjà servi') });
    expect(await ctx.database.db.select().from(users).where(eq(users.mail, mail))).toHaveLength(1);
    // The spent row forgets the password hash: the account holds it now.
    const [spent] = await ctx.database.db.select().from(signUps).where(eq(signUps.mail, mail));
    expect(spent!.password_hash).toBe('');
  });

  it('makes one account when two links of the same address are opened', async () => {
    const mail = newMail();
    await signUpForm(mail);
    const first = await readSignUpToken(ctx.database.db, mail);
    await signUpForm(mail, { prenom: 'Seconde' });
    const second = await readSignUpToken(ctx.database.db, mail);
    expect(second).not.toBe(first);

    const [one, other] = await Promise.all([
      post('/api/sign/up/confirm', { token: first }),
      post('/api/sign/up/confirm', { token: second }),
    ]);
    expect([one.statusCode, other.statusCode].sort()).toEqual([200, 400]);
    expect(await ctx.database.db.select().from(users).where(eq(users.mail, mail))).toHaveLength(1);
  });

  it('refuses an expired, unknown or malformed link with a clear message', async () => {
    const mail = newMail();
    await signUpForm(mail);
    const token = await readSignUpToken(ctx.database.db, mail);
    await ctx.database.db
      .update(signUps)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(signUps.mail, mail));
    const expired = await post('/api/sign/up/confirm', { token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 400, message: expect.stringContaining('a expiré') });
    expect(await accountOf(mail)).toBeUndefined();

    const unknown = await post('/api/sign/up/confirm', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, message: expect.stringContaining('est invalide') });
    const malformed = await post('/api/sign/up/confirm', { token: 'court' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 400, errors: { token: ['Lien invalide.'] } });
  });

  it('answers 409 when the address got an account between the mail and the click', async () => {
    const mail = newMail();
    await signUpForm(mail);
    const token = await readSignUpToken(ctx.database.db, mail);
    await ctx.database.db.insert(users).values({ mail, prenom: 'Déjà', nom: 'Là' });
    const late = await post('/api/sign/up/confirm', { token });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 409, errors: { mail: [expect.any(String)] } });
    expect((await accountOf(mail))!.prenom).toBe('Déjà');
  });

  it('still explains invalid fields, before anything is mailed', async () => {
    const mail = newMail();
    const response = await post('/api/sign/up', { prenom: '', nom: 'Vernet', mail, password: 'azertyuiop' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      errors: { prenom: ['Prénom requis.'], password: ['Ce mot de passe est trop courant, choisissez-en un autre.'] },
    });
    expect(await mailsTo(mail, 'sign-up')).toEqual([]);
  });

  it(`mails one address at most ${MAX_SIGN_UP_MAILS_PER_ADDRESS} times an hour, answering the same`, async () => {
    const fresh = newMail();
    const owner = await signUpThroughMail(ctx, { prenom: 'Odile', nom: 'Prise', mail: newMail(), password: PASSWORD });
    for (const mail of [fresh, owner.token.user.mail]) {
      const answers = [];
      for (let attempt = 0; attempt <= MAX_SIGN_UP_MAILS_PER_ADDRESS; attempt += 1) {
        const response = await signUpForm(mail);
        answers.push([response.statusCode, response.json()]);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    }
    expect(await mailsTo(fresh, 'sign-up:')).toHaveLength(MAX_SIGN_UP_MAILS_PER_ADDRESS);
    // The owner's own sign-up link counted once already.
    expect(await mailsTo(owner.token.user.mail, 'sign-up-taken:')).toHaveLength(MAX_SIGN_UP_MAILS_PER_ADDRESS - 1);
  });

  it('takes about as long for a taken address as for a new one', async () => {
    const owners: string[] = [];
    for (let round = 0; round < 21; round += 1) {
      owners.push(
        (await signUpThroughMail(ctx, { prenom: 'T', nom: 'Emps', mail: newMail(), password: PASSWORD })).token.user
          .mail,
      );
    }
    const time = async (mail: string) => {
      const started = performance.now();
      expect((await signUpForm(mail)).statusCode).toBe(202);
      return performance.now() - started;
    };
    // Paired, interleaved measurements, as for sign-in: both paths hash the password once.
    const differences: number[] = [];
    for (const owner of owners) differences.push((await time(newMail())) - (await time(owner)));
    const median = differences.sort((a, b) => a - b)[Math.floor(differences.length / 2)]!;
    expect(Math.abs(median)).toBeLessThan(20);
  });
});
