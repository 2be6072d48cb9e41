import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { queuedFor } from '../../test/outbox.ts';

const PASSWORD = 'mes-donnees-2026';

describe('account data, deletion and salon mode', () => {
  let ctx: TestContext;
  let count = 0;
  const signUp = async (extra: Record<string, unknown> = {}) => {
    const mail = typeof extra.mail === 'string' ? extra.mail : `donnees.${(count += 1)}@exemple.fr`;
    const { token } = await signUpThroughMail(
      ctx,
      { prenom: 'Marie', nom: 'Lefèvre', mail, password: PASSWORD, ...extra },
      { remoteAddress: `10.40.${count}.1` },
    );
    return { mail, token: token.access_token, id: token.user.id };
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
  });
  afterAll(() => ctx.close());

  it('exports the account’s data as a JSON download', async () => {
    const who = await signUp();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletters',
      payload: { nom: 'Lefèvre', mail: who.mail, legal: true },
      headers: as(who.token),
    });
    const response = await ctx.app.inject({ url: '/api/users/me/export', headers: as(who.token) });
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.json()).toMatchObject({
      code: 200,
      data: { compte: { mail: who.mail, prenom: 'Marie' }, commandes: [], newsletter: [{ source: 'site' }] },
    });
    expect(response.body).not.toContain('password');
  });

  it('exports and deletes only what the account made, never what others sent under its address', async () => {
    // Someone else writes and subscribes under an address before its owner makes an account.
    const mail = `marie.${Date.now()}@exemple.fr`;
    await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { nom: 'Autre', mail, message: 'Un message qui n’est pas de la titulaire.' },
      remoteAddress: '10.44.0.1',
    });
    await ctx.database.db.insert(newsletters).values({ mail, nom: 'Vraie titulaire', confirme: new Date() });
    const who = await signUp({ mail });
    const exported = (await ctx.app.inject({ url: '/api/users/me/export', headers: as(who.token) })).json();
    expect(exported.data).toMatchObject({ messages: [], newsletter: [] });
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: PASSWORD },
      headers: as(who.token),
    });
    expect(await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, mail))).toHaveLength(1);
  });

  it('deletes an account after the password, leaving nothing that identifies or signs in', async () => {
    const who = await signUp();
    const wrong = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: 'pas-le-bon' },
      headers: as(who.token),
    });
    expect(wrong.statusCode).toBe(400);
    const done = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: PASSWORD },
      headers: as(who.token),
    });
    expect(done.json()).toMatchObject({ code: 200 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, who.id));
    expect(row).toMatchObject({ prenom: '', nom: '', password_hash: null, scopes: [] });
    expect(row!.mail).not.toBe(who.mail);
    expect((await ctx.app.inject({ url: '/api/users/me', headers: as(who.token) })).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign/in',
      payload: { mail: who.mail, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('lets staff create a salon account with newsletters on and a mail to choose a password', async () => {
    const staff = await signUp();
    await ctx.database.db
      .update(users)
      .set({ scopes: ['user', 'ambassadeur'] })
      .where(eq(users.id, staff.id));
    const customer = await signUp();
    const visitor = { prenom: 'Zoé', nom: 'Martin', mail: 'zoe.salon@exemple.fr', tel: '+33611223344' };
    const signUpAtSalon = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/users/salon', payload: visitor, headers: as(token) });
    const refused = await signUpAtSalon(customer.token);
    expect(refused.statusCode).toBe(403);
    const created = await signUpAtSalon(staff.token);
    expect(created.json()).toMatchObject({ code: 200, message: expect.stringContaining('Zoé') });
    const [account] = await ctx.database.db.select().from(users).where(eq(users.mail, visitor.mail));
    expect(account).toMatchObject({ newsletters: true, password_hash: null });
    const [subscription] = await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, visitor.mail));
    expect(subscription).toMatchObject({ source: 'salon' });
    const mails = await queuedFor(ctx, visitor.mail);
    expect(mails).toHaveLength(1);
    const again = await signUpAtSalon(staff.token);
    expect(again.statusCode).toBe(409);
  });
});
