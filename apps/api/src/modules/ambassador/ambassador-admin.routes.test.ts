import { AmbassadorDetailSchema, AmbassadorListSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remises, users, versementsAmbassadeurs } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { insertPaidOrder } from '../invoices/order-fixtures.ts';

describe('ambassadors in the back office', () => {
  let ctx: TestContext;
  let admin: { id: number; token: string };
  let ambassador: { id: number; token: string };
  let customer: { id: number; token: string };

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin.token) =>
    ctx.app.inject({ method, url, payload, headers: bearer(token) });
  const pay = (montant_ht: number, reference = 'VIR-1', id = ambassador.id) =>
    call('POST', `/api/admin/ambassadeurs/${id}/versements`, { montant_ht, paye_le: '2026-11-20', reference });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signUpStaff(ctx, ['user', 'admin']);
    ambassador = await signUpStaff(ctx, ['user']);
    customer = await signUpStaff(ctx, ['user']);
    await ctx.database.db.update(users).set({ ambassadeur: true }).where(eq(users.id, ambassador.id));
    await ctx.database.db
      .insert(remises)
      .values({ code: 'CAMILLE-TEST', type: 'pourcentage', valeur: 1000, ambassadeur_id: ambassador.id });
    // Two orders earning 1,000 and 1,500 cents; a refunded one earns nothing.
    await insertPaidOrder(ctx.database.db, customer.id, { ambassadeur_id: ambassador.id, commission_ht: 1_000 });
    await insertPaidOrder(ctx.database.db, customer.id, {
      ambassadeur_id: ambassador.id,
      commission_ht: 1_500,
      statut: 'expediee',
    });
    await insertPaidOrder(ctx.database.db, customer.id, {
      ambassadeur_id: ambassador.id,
      commission_ht: 9_000,
      statut: 'remboursee',
    });
  });
  afterAll(() => ctx.close());

  it('lists the ambassadors with their code, orders, commission earned, paid out and balance', async () => {
    const response = await call('GET', '/api/admin/ambassadeurs');
    expect(response.statusCode, response.body).toBe(200);
    const { datas } = AmbassadorListSchema.parse(response.json());
    expect(datas.map((row) => row.id)).toEqual([ambassador.id]);
    expect(datas[0]).toMatchObject({
      codes: ['CAMILLE-TEST'],
      commandes: 2,
      commission_ht: 2_500,
      verse_ht: 0,
      solde_ht: 2_500,
    });

    const detail = AmbassadorDetailSchema.parse((await call('GET', `/api/admin/ambassadeurs/${ambassador.id}`)).json());
    expect(detail.data.commandes_parrainees).toHaveLength(3);
    expect(detail.data.versements).toEqual([]);
  });

  it('records a payout up to the balance, with its author, and refuses one beyond it', async () => {
    const first = await pay(1_000);
    expect(first.statusCode, first.body).toBe(200);
    const { data } = AmbassadorDetailSchema.parse(first.json());
    expect(data).toMatchObject({ verse_ht: 1_000, solde_ht: 1_500 });
    expect(data.versements[0]).toMatchObject({
      montant_ht: 1_000,
      paye_le: '2026-11-20',
      reference: 'VIR-1',
      auteur: 'Équipe Boutique',
    });

    const beyond = await pay(1_501);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors.montant_ht).toHaveLength(1);

    const bad = await call('POST', `/api/admin/ambassadeurs/${ambassador.id}/versements`, {
      montant_ht: -5,
      paye_le: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['montant_ht', 'paye_le']);
    expect((await pay(100, 'x', customer.id)).statusCode).toBe(404);
    expect((await pay(100, 'x', 999_999)).statusCode).toBe(404);
  });

  it('never lets simultaneous payouts exceed the balance together', async () => {
    const before = AmbassadorDetailSchema.parse((await call('GET', `/api/admin/ambassadeurs/${ambassador.id}`)).json());
    const balance = before.data.solde_ht;
    // Each alone fits; any two together do not.
    const amount = Math.floor(balance / 2) + 1;
    const answers = await Promise.all(Array.from({ length: 4 }, (_, index) => pay(amount, `PAR-${index}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const rows = await ctx.database.db
      .select()
      .from(versementsAmbassadeurs)
      .where(eq(versementsAmbassadeurs.ambassadeur_id, ambassador.id));
    expect(rows.reduce((total, row) => total + row.montant_ht, 0)).toBeLessThanOrEqual(2_500);
  });

  it('is for the admin scope only', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/ambassadeurs'],
      ['GET', `/api/admin/ambassadeurs/${ambassador.id}`],
      ['POST', `/api/admin/ambassadeurs/${ambassador.id}/versements`],
    ] as const) {
      expect(
        (
          await ctx.app.inject({
            method,
            url,
            payload: method === 'POST' ? { montant_ht: 1, paye_le: '2026-11-20' } : undefined,
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await call(
            method,
            url,
            method === 'POST' ? { montant_ht: 1, paye_le: '2026-11-20' } : undefined,
            ambassador.token,
          )
        ).statusCode,
      ).toBe(403);
    }
  });
});
