import { ANALYTICS_LIMITS } from '@boutique/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { evenements } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { BROWSER, pageEvent } from './analytics-fixtures.ts';

/** Small budgets, so a test reaches them in a few requests: 6 batches a client, 40 in all, a minute. */
describe('the measurement stream’s limits', () => {
  let ctx: TestContext;
  let batches = 0;

  const send = (session: string, ip: string, events = [pageEvent()]) =>
    ctx.app.inject({
      method: 'POST',
      url: `/od_production/${session}?lot=lot-${String((batches += 1)).padStart(6, '0')}`,
      payload: events,
      remoteAddress: ip,
      headers: { 'user-agent': BROWSER },
    });
  const storedFor = async (sessionPrefix: string) => {
    return rowsOf<{ stored: number }>(
      await ctx.database.db.execute(
        sql`select count(*)::int as stored from ${evenements} where ${evenements.session_id} like ${`${sessionPrefix}%`}`,
      ),
    )[0]!.stored;
  };
  const settled = (sessionPrefix: string, count: number) =>
    vi.waitFor(async () => expect(await storedFor(sessionPrefix)).toBe(count), { timeout: 5_000, interval: 100 });

  beforeAll(async () => {
    ctx = await createTestApp({
      seed: false,
      env: { APP_ENV: 'production', ANALYTICS_CLIENT_BATCHES_PER_MINUTE: '6', ANALYTICS_BATCHES_PER_MINUTE: '40' },
    });
  });
  afterAll(() => ctx.close());

  it('caps the events of one batch at 100, as the tracker sends them', async () => {
    const many = Array.from({ length: ANALYTICS_LIMITS.maxBatchEvents + 1 }, () => pageEvent());
    const refused = await send('visite-trop-longue-01', '10.0.0.1', many);
    expect(refused.statusCode).toBe(400);
    const taken = await send('visite-juste-assez-01', '10.0.0.1', many.slice(1));
    expect(taken.statusCode).toBe(204);
    await settled('visite-juste-assez', ANALYTICS_LIMITS.maxBatchEvents);
    expect(
      await ctx.database.db.select().from(evenements).where(eq(evenements.session_id, 'visite-trop-longue-01')),
    ).toEqual([]);
  });

  it('refuses a client past its batches of the minute, without storing them; other clients go on', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      statuses.push((await send(`visite-client-a-${String(index).padStart(4, '0')}`, '10.0.0.2')).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 429, 429]);
    const refused = await send('visite-client-a-9999', '10.0.0.2');
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toMatchObject({ code: 429 });
    expect((await send('visite-client-b-0001', '10.0.0.3')).statusCode).toBe(204);
    await settled('visite-client-a', 6);
    await settled('visite-client-b', 1);
  });

  it('refuses a visit past its batches of the minute, whatever its clients', async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= ANALYTICS_LIMITS.visitBatchesPerMinute; index += 1) {
      // A new address every 5 batches: the per-client limit is not the one reached.
      statuses.push((await send('visite-bavarde-000001', `10.1.0.${Math.floor(index / 5)}`)).statusCode);
    }
    expect(statuses.filter((status) => status === 204)).toHaveLength(ANALYTICS_LIMITS.visitBatchesPerMinute);
    expect(statuses.at(-1)).toBe(429);
    await settled('visite-bavarde', ANALYTICS_LIMITS.visitBatchesPerMinute);
  });

  it('keeps a budget for everyone together: past it, even new clients and visits are refused', async () => {
    // 39 batches counted so far (2 + 7 + 30: a refused one counts only for the limit that refused
    // it); the 40th of the minute is the last.
    const last = await send('visite-budget-000001', '10.2.0.1');
    expect(last.statusCode).toBe(204);
    const over = await send('visite-budget-000002', '10.2.0.2');
    expect(over.statusCode).toBe(429);
    await settled('visite-budget', 1);
  });
});
