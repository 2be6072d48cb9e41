import { SignResultSchema } from '@boutique/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, recoveries, users } from '../../db/schema/index.ts';
import { startSmtpStandIn } from '../../test/smtp-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';

const PASSWORD = 'perles-de-caviar-2026';
const NEW_PASSWORD = 'nacre-et-or-du-soir';
let sequence = 0;
const newMail = () => `recuperation.${process.pid}.${(sequence += 1)}@exemple.fr`;

describe('password recovery and change', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.9.${sequence}.1` });
  /** An account made through its mailed link; that mail is delivered before the recovery ones are awaited. */
  const signUp = async (mail: string, langue = 'fr') => {
    const result = await signUpThroughMail(ctx, { prenom: 'Inès', nom: 'Roux', mail, password: PASSWORD, langue });
    await smtp.waitFor(mail);
    return result;
  };
  const requestMail = async (mail: string, headers: Record<string, string> = {}) => {
    const before = smtp.received.length;
    const response = await post('/api/sign/recovery', { mail }, headers);
    expect(response.statusCode).toBe(200);
    const received = await smtp.waitFor(mail, before);
    const code = /(\d{6}) \(/u.exec(received.text)?.[1];
    const link = /(http\S+\/sign\/password\/(\d+)\/([\w-]+))/u.exec(received.text);
    return { received, code: code!, link: link![1]!, id: Number(link![2]), token: link![3]! };
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    ctx = await createTestApp({ seed: false, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://boutique.example' } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('answers the same for a customer and an unknown address, mailing only the customer', async () => {
    const mail = newMail();
    await signUp(mail);
    const stranger = newMail();
    const known = await post('/api/sign/recovery', { mail });
    const unknown = await post('/api/sign/recovery', { mail: stranger });
    expect(known.json()).toEqual(unknown.json());
    await smtp.waitFor(mail);
    const queued = await ctx.database.db.select().from(outbox);
    expect(queued.some((row) => row.destinataire === mail)).toBe(true);
    expect(queued.some((row) => row.destinataire === stranger)).toBe(false);
  });

  it('mails a 6-digit code and a link built from PUBLIC_URL, in the customer’s language', async () => {
    const mail = newMail();
    await signUp(mail, 'de');
    const { received, code, link } = await requestMail(mail, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(code).toMatch(/^\d{6}$/u);
    expect(link.startsWith('https://boutique.example/de/sign/password/')).toBe(true);
    expect(received.text).toContain('Ihr Code');
    expect(received.raw).not.toContain('evil.example');
    const [row] = await ctx.database.db.select().from(recoveries).orderBy(recoveries.id).limit(1);
    expect(row!.code_digest).not.toContain(code);
  });

  it('resets the password with the code, closes old sessions, and spends the code', async () => {
    const mail = newMail();
    const { token } = await signUp(mail);
    const { code } = await requestMail(mail);
    const wrong = await post('/api/sign/password/code', {
      mail,
      code: code === '000000' ? '111111' : '000000',
      password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Code incorrect. Encore 4 essais.',
      errors: { code: [expect.any(String)] },
      reason: 'recovery_code_incorrect',
      count: 4,
    });

    const reset = await post('/api/sign/password/code', { mail, code, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    SignResultSchema.parse(reset.json());
    expect(
      (await ctx.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token.access_token}` } }))
        .statusCode,
    ).toBe(401);
    expect((await post('/api/sign/in', { mail, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/sign/password/code', { mail, code, password: 'encore-un-autre-secret' })).statusCode).toBe(
      400,
    );
  });

  it('stops accepting a code after 5 tries or 10 minutes', async () => {
    const mail = newMail();
    await signUp(mail);
    const { code } = await requestMail(mail);
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await post('/api/sign/password/code', { mail, code: wrongCode, password: NEW_PASSWORD })).statusCode,
      ).toBe(400);
    }
    expect((await post('/api/sign/password/code', { mail, code, password: NEW_PASSWORD })).statusCode).toBe(400);

    const second = await requestMail(mail);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.mail, mail));
    await ctx.database.db
      .update(recoveries)
      .set({ code_expires: new Date(Date.now() - 1000) })
      .where(eq(recoveries.user_id, user!.id));
    expect(
      (await post('/api/sign/password/code', { mail, code: second.code, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
  });

  it('resets through the link once, and refuses a forged or reused link', async () => {
    const mail = newMail();
    await signUp(mail);
    const { id, token } = await requestMail(mail);
    expect(
      (await post('/api/sign/password/link', { id, token: `${token.slice(0, -2)}xx`, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(400);
    expect((await post('/api/sign/password/link', { id, token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/sign/password/link', { id, token, password: 'troisieme-essai-du-soir' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/sign/password/link', { id, token, password: 'court' })).statusCode).toBe(400);
  });

  it('records each mail once in the outbox, marked as sent', async () => {
    const mail = newMail();
    await signUp(mail);
    await requestMail(mail);
    const recoveryMails = () =>
      ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.destinataire, mail), like(outbox.cle, 'recovery:%')));
    expect(await recoveryMails()).toHaveLength(1);
    await expect.poll(async () => (await recoveryMails())[0]?.envoye).toBeTruthy();
  });

  it('changes the password knowing the current one, keeping only this session', async () => {
    const mail = newMail();
    const first = await signUp(mail);
    const second = SignResultSchema.parse((await post('/api/sign/in', { mail, password: PASSWORD })).json());
    const change = (payload: Record<string, unknown>, id = first.token.user.id) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${id}/password`,
        payload,
        headers: { authorization: `Bearer ${first.token.access_token}` },
      });
    expect((await change({ current: 'pas-le-bon', password: NEW_PASSWORD })).statusCode).toBe(400);
    expect(
      (await change({ current: PASSWORD, password: NEW_PASSWORD }, first.token.user.id + 1000)).json(),
    ).toMatchObject({ code: 403, reason: 'own_account_only' });
    expect((await change({ current: PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(200);
    const me = (token: string) =>
      ctx.app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me(first.token.access_token)).statusCode).toBe(200);
    expect((await me(second.token.access_token)).statusCode).toBe(401);
  });
});
