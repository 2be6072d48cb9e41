import {
  DeviceSessionsAnswerSchema,
  SignResultSchema,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_MAX_MS,
} from '@boutique/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokens } from '../../db/schema/index.ts';
import { bearer, nextClientAddress, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('signed-in devices and how long sessions last', () => {
  let ctx: TestContext;
  let customer: { id: number; token: string; password: string };
  const mail = 'appareils@exemple.fr';

  const signIn = async (userAgent: string, who = mail, password = customer.password) => {
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/sign/in',
      payload: { mail: who, password },
      headers: { 'user-agent': userAgent },
      remoteAddress: nextClientAddress(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return SignResultSchema.parse(answer.json()).token.access_token;
  };
  const sessions = async (token: string, userAgent = FIREFOX) => {
    const answer = await ctx.app.inject({
      url: '/api/sessions',
      headers: { ...bearer(token), 'user-agent': userAgent },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return DeviceSessionsAnswerSchema.parse(answer.json()).datas;
  };
  const me = (token: string) => ctx.app.inject({ url: '/api/users/me', headers: bearer(token) });
  const tokenIdOf = async (token: string) => (await sessions(token)).find((session) => session.courante)!.id;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    customer = await signUp(ctx, { prenom: 'Inès', nom: 'Appareil', mail });
  }, 60_000);
  afterAll(() => ctx.close());

  it('lists the account’s devices, this one marked, each named after its browser and system', async () => {
    const onLaptop = await signIn(FIREFOX);
    const onPhone = await signIn(SAFARI);
    await sessions(onPhone, SAFARI);
    const seen = await sessions(onLaptop);
    const laptop = seen.find((session) => session.courante)!;
    expect(laptop.appareil).toBe('Firefox · Windows');
    expect(seen.find((session) => session.appareil === 'Safari · iOS')).toMatchObject({ courante: false });
  });

  it('signs one device out, never someone else’s, then all the others at once', async () => {
    const kept = await signIn(FIREFOX);
    const lost = await signIn(SAFARI);
    const lostId = await tokenIdOf(lost);
    const stranger = await signUp(ctx, { prenom: 'Autre', nom: 'Client', mail: 'autre.appareils@exemple.fr' });
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${lostId}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'session_not_found' });
    expect((await me(lost)).statusCode).toBe(200);

    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/sessions/${lostId}`, headers: bearer(kept) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await me(lost)).statusCode).toBe(401);

    const others = await ctx.app.inject({ method: 'DELETE', url: '/api/sessions', headers: bearer(kept) });
    expect(others.json().revoquees).toBeGreaterThanOrEqual(2);
    expect((await sessions(kept)).map((session) => session.courante)).toEqual([true]);
    expect((await me(kept)).statusCode).toBe(200);
  });

  it('ends a staff session 12 hours unused or 7 days after sign-in; a customer’s lasts', async () => {
    const staff = await signUpStaff(ctx, ['user', 'admin']);
    const staffId = await tokenIdOf(staff.token);
    const age = (id: number, column: 'last_used' | 'created', ms: number) =>
      ctx.database.db
        .update(tokens)
        .set({ [column]: sql`now() - make_interval(secs => ${ms / 1000})` })
        .where(eq(tokens.id, id));

    await age(staffId, 'last_used', STAFF_SESSION_IDLE_MS - 60_000);
    expect((await me(staff.token)).statusCode).toBe(200);
    await age(staffId, 'last_used', STAFF_SESSION_IDLE_MS + 60_000);
    const idle = await me(staff.token);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ reason: 'session_expired' });

    const busy = await signUpStaff(ctx, ['user', 'admin']);
    await age(await tokenIdOf(busy.token), 'created', STAFF_SESSION_MAX_MS + 60_000);
    expect((await me(busy.token)).statusCode).toBe(401);

    const customerToken = await signIn(FIREFOX);
    const customerId = await tokenIdOf(customerToken);
    await age(customerId, 'last_used', 20 * 86_400_000);
    await age(customerId, 'created', 20 * 86_400_000);
    expect((await me(customerToken)).statusCode).toBe(200);
  });

  it('writes a session’s use down once a minute at most', async () => {
    const token = await signIn(FIREFOX);
    const id = await tokenIdOf(token);
    const lastUsed = async () => (await ctx.database.db.select().from(tokens).where(eq(tokens.id, id)))[0]!.last_used;
    const first = await lastUsed();
    await me(token);
    expect(await lastUsed()).toEqual(first);
    await ctx.database.db
      .update(tokens)
      .set({ last_used: sql`now() - interval '2 minutes'` })
      .where(eq(tokens.id, id));
    await me(token);
    expect(Date.now() - (await lastUsed()).getTime()).toBeLessThan(60_000);
  });
});
