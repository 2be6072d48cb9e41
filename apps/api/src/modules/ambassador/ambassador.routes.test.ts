import { randomUUID } from 'node:crypto';
import { AmbassadorAreaSchema, type OrderStatus } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, configurations, remises, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';

describe('ambassador area', () => {
  let ctx: TestContext;
  let count = 0;
  const signUp = async (prenom = 'Hélène') => {
    const { token } = await signUpThroughMail(
      ctx,
      { prenom, nom: 'Ambassade', mail: `ambassade.${(count += 1)}@exemple.fr`, password: 'parrainage-2026' },
      { remoteAddress: `10.60.${count}.1` },
    );
    return { token: token.access_token, id: token.user.id };
  };
  const makeAmbassador = async (prenom?: string) => {
    const who = await signUp(prenom);
    await ctx.database.db
      .update(users)
      .set({ ambassadeur: true, scopes: ['user', 'ambassadeur'] })
      .where(eq(users.id, who.id));
    return who;
  };
  const area = (token?: string) =>
    ctx.app.inject({ url: '/api/ambassadeurs/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
  const order = (
    buyer: number,
    ambassador: number,
    statut: OrderStatus,
    totals: { ht: number; commission: number },
  ) => ({
    user_id: buyer,
    panier_hash: randomUUID(),
    statut,
    numero: `OC-2026-${String((count += 1)).padStart(6, '0')}`,
    total_ht: totals.ht,
    total_ttc: Math.round(totals.ht * 1.2),
    ambassadeur_id: ambassador,
    commission_ht: totals.commission,
    expire: new Date('2026-03-01T10:00:00Z'),
    payee: new Date(`2026-03-0${(count % 8) + 1}T10:00:00Z`),
  });

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    await ctx.database.db.insert(configurations).values({ cle: 'ambassadeur.commission_bps', valeur: '1200' });
  });
  afterAll(() => ctx.close());

  it('refuses anonymous visitors and customers who are not ambassadors', async () => {
    expect((await area()).statusCode).toBe(401);
    const customer = await signUp();
    const refused = await area(customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 403,
      message: 'Cet espace est réservé aux ambassadeurs de la Maison.',
    });
  });

  it('shows the ambassador’s code, link and paid referred orders, refunded ones excluded', async () => {
    const ambassador = await makeAmbassador('Hélène');
    const buyer = await signUp('Jules');
    await ctx.database.db
      .insert(commandes)
      .values([
        order(buyer.id, ambassador.id, 'payee', { ht: 10_000, commission: 1_200 }),
        order(buyer.id, ambassador.id, 'expediee', { ht: 5_000, commission: 600 }),
        order(buyer.id, ambassador.id, 'remboursee', { ht: 8_000, commission: 960 }),
        order(buyer.id, ambassador.id, 'reservee', { ht: 3_000, commission: 0 }),
        order(buyer.id, buyer.id, 'payee', { ht: 7_000, commission: 840 }),
      ]);
    const response = await area(ambassador.token);
    expect(response.statusCode).toBe(200);
    const body = AmbassadorAreaSchema.parse(response.json());
    expect(body.code_parrainage).toMatch(/^HELENE[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{4}$/u);
    expect(body.lien).toBe(`${ctx.config.PUBLIC_URL}/fr/accueil?parrain=${body.code_parrainage}`);
    expect(body.commission_bps).toBe(1200);
    expect(body.remise_bps).toBe(1000);
    expect(body.commandes.map((row) => row.total_ht).sort()).toEqual([10_000, 5_000]);
    expect(body.total_commission_ht).toBe(1_800);
    expect(response.body).not.toContain('Jules');
  });

  it('lets a holder of the ambassador scope in, and creates the code once', async () => {
    const who = await signUp('Zoé');
    await ctx.database.db
      .update(users)
      .set({ scopes: ['user', 'ambassadeur'] })
      .where(eq(users.id, who.id));
    const first = AmbassadorAreaSchema.parse((await area(who.token)).json());
    const second = AmbassadorAreaSchema.parse((await area(who.token)).json());
    expect(second.code_parrainage).toBe(first.code_parrainage);
    const codes = await ctx.database.db.select().from(remises).where(eq(remises.ambassadeur_id, who.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({
      type: 'pourcentage',
      valeur: 1000,
      limite_totale: null,
      limite_client: null,
      actif: true,
    });
    expect(first.commandes).toEqual([]);
    expect(first.total_commission_ht).toBe(0);
  });

  it('gives one code to two first calls made at once', async () => {
    const who = await makeAmbassador('Inès');
    const answers = await Promise.all([area(who.token), area(who.token)]);
    const codes = answers.map((answer) => AmbassadorAreaSchema.parse(answer.json()).code_parrainage);
    expect(codes[0]).toBe(codes[1]);
    expect(await ctx.database.db.select().from(remises).where(eq(remises.ambassadeur_id, who.id))).toHaveLength(1);
  });
});
