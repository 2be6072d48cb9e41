import { TracksSessionsAnswerSchema, TracksTimelineAnswerSchema } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evenements } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';
import { pageEvent } from './analytics-fixtures.ts';
import { createMonthPartitions } from './analytics.queries.ts';

const row = (session_id: string, ts: string, type: 'page' | 'produit' | 'panier' | 'achat', extra = {}) => ({
  ...pageEvent(),
  session_id,
  ts: new Date(ts),
  type,
  appareil: 'mobile',
  navigateur: 'Safari',
  systeme: 'iOS',
  pays: 'FR',
  ...extra,
});

describe('GET /api/admin/tracks (support: raw sessions and their events)', () => {
  let ctx: TestContext;
  let admin: string;
  const tracks = (query: string, token: string | null = admin) =>
    ctx.app.inject({ url: `/api/admin/tracks${query}`, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
    await createMonthPartitions(ctx.database.db, new Date('2025-01-01T00:00:00Z'), 3);
    await ctx.database.db.insert(evenements).values([
      // 10 February in Paris (UTC+1): 09:00 and 09:05 UTC.
      row('session-matin-000001', '2025-02-10T09:05:00Z', 'produit', { produit_id: 3, chemin: '/fr/cosmetique/3' }),
      row('session-matin-000001', '2025-02-10T09:00:00Z', 'page', { source: 'lettre-fevrier' }),
      row('session-matin-000001', '2025-02-10T09:07:00Z', 'panier', { produit_id: 3, quantite: 2 }),
      // The evening of the 11th in Paris, and the first minutes of the 12th (23:30 UTC on the 11th).
      row('session-soir-0000002', '2025-02-11T20:00:00Z', 'page', { appareil: 'ordinateur', pays: null }),
      row('session-minuit-00003', '2025-02-11T23:30:00Z', 'page'),
      // Outside 10–11 February.
      row('session-avant-000004', '2025-02-09T22:59:00Z', 'page'),
      row('session-matin-000001', '2025-02-13T10:00:00Z', 'achat'),
    ]);
  }, 60_000);
  afterAll(() => ctx.close());

  it('answers admins only', async () => {
    expect((await tracks('?du=2025-02-10&au=2025-02-11', null)).statusCode).toBe(401);
    const customer = await signUpCustomer(ctx);
    expect((await tracks('?du=2025-02-10&au=2025-02-11', customer.token)).statusCode).toBe(403);
  });

  it('refuses a wrong period, session or page with the error envelope', async () => {
    for (const query of [
      '',
      '?du=2025-02-10',
      '?du=2025-02-11&au=2025-02-10',
      '?du=2025-01-01&au=2025-02-10',
      '?du=2025-02-10&au=2025-02-11&page=0',
      '?du=2025-02-10&au=2025-02-11&session=court',
      '?du=2025-02-10&au=2025-02-11&autre=1',
    ]) {
      const response = await tracks(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 400 });
    }
  });

  it('lists the period’s sessions in Paris days, the most recently active first', async () => {
    const response = await tracks('?du=2025-02-10&au=2025-02-11');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = TracksSessionsAnswerSchema.parse(response.json());
    expect(answer.suivante).toBe(false);
    expect(answer.sessions.map((session) => session.session_id)).toEqual([
      'session-soir-0000002',
      'session-matin-000001',
    ]);
    expect(answer.sessions[1]).toEqual({
      session_id: 'session-matin-000001',
      debut: '2025-02-10T09:00:00.000Z',
      fin: '2025-02-10T09:07:00.000Z',
      evenements: 3,
      pages: 1,
      appareil: 'mobile',
      pays: 'FR',
      source: 'lettre-fevrier',
    });
    expect(answer.sessions[0]).toMatchObject({ appareil: 'ordinateur', pays: null, source: null });
    const next = TracksSessionsAnswerSchema.parse((await tracks('?du=2025-02-12&au=2025-02-13')).json());
    expect(next.sessions.map((session) => session.session_id)).toEqual([
      'session-matin-000001',
      'session-minuit-00003',
    ]);
  });

  it('pages through the sessions', async () => {
    const many = Array.from({ length: 51 }, (_, index) =>
      row(
        `session-lot-${String(index).padStart(8, '0')}`,
        `2025-03-05T10:${String(index).padStart(2, '0')}:00Z`,
        'page',
      ),
    );
    await ctx.database.db.insert(evenements).values(many);
    const first = TracksSessionsAnswerSchema.parse((await tracks('?du=2025-03-05&au=2025-03-05')).json());
    expect(first).toMatchObject({ page: 1, limit: 50, suivante: true });
    expect(first.sessions).toHaveLength(50);
    expect(first.sessions[0]?.session_id).toBe('session-lot-00000050');
    const second = TracksSessionsAnswerSchema.parse((await tracks('?du=2025-03-05&au=2025-03-05&page=2')).json());
    expect(second).toMatchObject({ page: 2, suivante: false });
    expect(second.sessions.map((session) => session.session_id)).toEqual(['session-lot-00000000']);
  });

  it('gives a session’s events in order, within the period only', async () => {
    const response = await tracks('?session=session-matin-000001&du=2025-02-10&au=2025-02-11');
    expect(response.statusCode, response.body).toBe(200);
    const answer = TracksTimelineAnswerSchema.parse(response.json());
    expect(answer.tronque).toBe(false);
    expect(answer.evenements.map((event) => [event.ts, event.type])).toEqual([
      ['2025-02-10T09:00:00.000Z', 'page'],
      ['2025-02-10T09:05:00.000Z', 'produit'],
      ['2025-02-10T09:07:00.000Z', 'panier'],
    ]);
    expect(answer.evenements[2]).toMatchObject({ produit_id: 3, quantite: 2, navigateur: 'Safari', systeme: 'iOS' });
    const unknown = TracksTimelineAnswerSchema.parse(
      (await tracks('?session=session-inconnue-0009&du=2025-02-10&au=2025-02-11')).json(),
    );
    expect(unknown.evenements).toEqual([]);
  });
});
