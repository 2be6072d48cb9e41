import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { evenements } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { pageEvent } from './analytics-fixtures.ts';
import { createAnalyticsIngest } from './analytics.service.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const event = pageEvent;

describe('audience measurement: POST /od_{APP_ENV}/{session}', () => {
  let ctx: TestContext;
  let sessions = 0;
  const newSession = () => `visite${String((sessions += 1)).padStart(12, '0')}`;

  const send = (session: string, body: unknown, options: { lot?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/od_production/${session}?lot=${options.lot ?? `lot-${sessions}-defaut`}`,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE, ...options.headers },
    });
  const stored = (session: string) =>
    ctx.database.db.select().from(evenements).where(eq(evenements.session_id, session));
  const storedSoon = (session: string, count: number) =>
    vi.waitFor(
      async () => {
        const rows = await stored(session);
        expect(rows).toHaveLength(count);
        return rows;
      },
      { timeout: 5_000, interval: 100 },
    );

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: { APP_ENV: 'production' } });
  });
  afterAll(() => ctx.close());

  it('answers 204 at once and stores the events a moment later, without IP or user agent', async () => {
    const session = newSession();
    const response = await send(
      session,
      [event(), event({ type: 'produit', produit: 3, chemin: '/fr/cosmetique/3-x' })],
      {
        headers: { 'accept-language': 'fr-BE,fr;q=0.9' },
      },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await storedSoon(session, 2);
    expect(rows.find((row) => row.type === 'produit')).toMatchObject({
      produit_id: 3,
      appareil: 'mobile',
      navigateur: 'Safari',
      systeme: 'iOS',
      pays: 'BE',
    });
    const columns = Object.keys(rows[0]!);
    expect(columns).not.toContain('ip');
    expect(JSON.stringify(rows)).not.toContain('iPhone OS');
  });

  it('stores a batch sent twice once, and takes a beacon’s text/plain body', async () => {
    const session = newSession();
    const batch = [event(), event({ type: 'fin' })];
    expect((await send(session, batch, { lot: 'lot-repete-1' })).statusCode).toBe(204);
    await storedSoon(session, 2);
    expect((await send(session, batch, { lot: 'lot-repete-1' })).statusCode).toBe(204);
    const beacon = await send(session, [event({ chemin: '/fr/faq' })], {
      lot: 'lot-balise-2',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.statusCode).toBe(204);
    const rows = await storedSoon(session, 3);
    expect(rows.filter((row) => row.type === 'fin')).toHaveLength(1);
  });

  it('drops the events of bots', async () => {
    const session = newSession();
    expect((await send(session, [event()], { headers: { 'user-agent': GOOGLEBOT } })).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await stored(session)).toEqual([]);
  });

  it('refuses bad batches with a clear error, never a 500', async () => {
    const session = newSession();
    const cases: [unknown, number][] = [
      [[], 400],
      [[event({ type: 'clic' })], 400],
      [[event({ chemin: 'https://ailleurs.example/' })], 400],
      [[event({ produit: -1 })], 400],
      [{ not: 'an array' }, 400],
      ['[{"type":', 400],
      [Array.from({ length: 200 }, () => event({ chemin: `/fr/${'x'.repeat(290)}` })), 413],
    ];
    for (const [body, status] of cases) {
      const response = await send(session, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(response.json()).toMatchObject({ code: status });
    }
    expect((await send(session, 'pas du json', { headers: { 'content-type': 'text/plain' } })).statusCode).toBe(400);
    expect((await send('court', [event()])).statusCode).toBe(400);
    const noLot = await ctx.app.inject({
      method: 'POST',
      url: `/od_production/${session}`,
      payload: [event()],
      headers: { 'user-agent': IPHONE },
    });
    expect(noLot.statusCode).toBe(400);
    const otherStream = await ctx.app.inject({
      method: 'POST',
      url: `/od_staging/${session}?lot=lot-ailleurs`,
      payload: [event()],
      headers: { 'user-agent': IPHONE },
    });
    expect(otherStream.statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await stored(session)).toEqual([]);
  });

  it('writes 1,000 buffered events at once, and bounds the browser’s clock', async () => {
    const ingest = createAnalyticsIngest(ctx.database.db, { flushMs: 60_000 });
    const session = newSession();
    const visitor = { userAgent: IPHONE, country: 'FR' };
    const future = Date.now() + 86_400_000;
    const batch = Array.from({ length: 500 }, () => event({ ts: future }) as never);
    ingest.accept(session, 'lot-mille-a', batch, visitor);
    ingest.accept(session, 'lot-mille-b', batch, visitor);
    const rows = await storedSoon(session, 1_000);
    expect(rows.every((row) => row.ts.getTime() <= Date.now())).toBe(true);
  });

  it('keeps raw events 13 months: the upkeep drops older monthly partitions and makes the next one', async () => {
    const ingest = createAnalyticsIngest(ctx.database.db);
    const now = new Date(Date.UTC(2027, 5, 15));
    await ctx.database.db.execute(
      sql.raw(
        `create table if not exists evenements_2026_01 partition of evenements for values from ('2026-01-01') to ('2026-02-01')`,
      ),
    );
    const dropped = await ingest.upkeep(now);
    expect(dropped).toContain('evenements_2026_01');
    const partitions = rowsOf<{ name: string }>(
      await ctx.database.db.execute(
        sql`select child.relname as name from pg_inherits join pg_class child on child.oid = pg_inherits.inhrelid
            join pg_class parent on parent.oid = pg_inherits.inhparent where parent.relname = 'evenements'`,
      ),
    ).map((row) => row.name);
    expect(partitions).toEqual(expect.arrayContaining(['evenements_2027_06', 'evenements_2027_07']));
    expect(partitions).not.toContain('evenements_2026_01');
  });
});
