import { randomUUID } from 'node:crypto';
import { BasketIntentSchema, CheckoutStateSchema, deliveryPrice, discountAmount } from '@boutique/domain';
import fc from 'fast-check';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, declinaisons, remises, simulatedIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';

/**
 * Generated baskets. `npm test` runs 100: enough for the rules this test caught when they came in,
 * each measured at 1,000 with the test's accommodation taken out: a pick-up method paid without a
 * relay point failed after 3 baskets (any basket on that method, about one in the number of
 * methods), the 10 payment starts per customer and 10 minutes after 11 (one customer's 11th). The
 * quality bar (`npm run test:quality`, and CI once) runs 1,000 (PROPERTY_RUNS=1000).
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 100);
/** Fields a client might send hoping to set the price; the server must ignore every one. */
const HOSTILE = { amount: 1, price: 1, prix_ttc: 1, total: 1, total_ttc: 1, paid: true, status: 'payee', stock: 999 };

describe('checkout: the amount charged is always the server’s total', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  let variants: { id: number; prix_ttc: number }[];
  let methods: { id: number; prix_ttc_initial: number; franco: boolean; point: number | undefined }[];
  const codes = {
    PROP10: { type: 'pourcentage' as const, valeur: 1000 },
    PROP7: { type: 'montant' as const, valeur: 700 },
  };

  let customers = 0;
  let starts = 0;
  /** A customer with a delivery address; payment starts are rate-limited per customer. */
  const newCustomer = async () => {
    customers += 1;
    const signUp = await signUpThroughMail(
      ctx,
      { prenom: 'Zoé', nom: 'Prop', mail: `zoe.prop.${customers}@exemple.fr`, password: 'perles-de-caviar-2026' },
      { remoteAddress: `10.60.${Math.floor(customers / 250)}.${customers % 250}` },
    );
    const session = { authorization: `Bearer ${signUp.token.access_token}` };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      payload: { prenom: 'Zoé', nom: 'Prop', ligne1: '8 rue Cler', code_postal: '75007', ville: 'Paris' },
      headers: session,
    });
    return session;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { db } = ctx.database;
    await db.update(declinaisons).set({ stock: 1_000_000 }).where(isNotNull(declinaisons.stock));
    // Untracked stock cannot be sold ("Aucune info de stock"): generate from the others.
    variants = (await db.select().from(declinaisons).where(isNotNull(declinaisons.stock))).map(({ id, prix_ttc }) => ({
      id,
      prix_ttc,
    }));
    await db.insert(remises).values(Object.entries(codes).map(([code, rule]) => ({ code, ...rule })));
    headers = await newCustomer();
    // Which methods offer free delivery: seen once, from a basket far above the threshold.
    const probe = randomUUID();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: probe, declinaison: variants[0]!.id, qtt: 60 },
      headers,
    });
    const state = CheckoutStateSchema.parse(
      (await ctx.app.inject({ url: `/api/paniers/checkout/${probe}`, headers })).json(),
    );
    methods = state.methodes.map((method) => ({
      id: method.id,
      prix_ttc_initial: method.prix_ttc_initial,
      franco: method.prix_ttc === 0,
      // A pick-up method is paid only once a relay point is chosen.
      point: method.point_relais ? method.points[0]!.id : undefined,
    }));
  });
  afterAll(() => ctx.close());

  it(`holds for ${RUNS} generated baskets, whatever the client sends`, async () => {
    // At most 5 × 2 units of a variant: within what one customer may hold at once.
    const line = fc.record({ variant: fc.nat({ max: variants.length - 1 }), qtt: fc.integer({ min: 1, max: 2 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.nat({ max: methods.length - 1 }),
        fc.constantFrom(null, 'PROP10', 'PROP7'),
        async (lines, methodIndex, code) => {
          if ((starts += 1) % 8 === 0) headers = await newCustomer();
          const basket = randomUUID();
          for (const { variant, qtt } of lines) {
            const added = await ctx.app.inject({
              method: 'POST',
              url: '/api/paniers/qtt',
              payload: { ...HOSTILE, panier: basket, declinaison: variants[variant]!.id, qtt },
              headers,
            });
            expect(added.statusCode, added.body).toBe(200);
          }
          const method = methods[methodIndex]!;
          const chosen = await ctx.app.inject({
            method: 'PUT',
            url: `/api/paniers/checkout/${basket}`,
            payload: { ...HOSTILE, livraison: method.id, point_relais: method.point, code, cgv: true },
            headers,
          });
          expect(chosen.statusCode, chosen.body).toBe(200);
          const { totaux } = CheckoutStateSchema.parse(chosen.json());

          // The total recomputed here from the database's prices.
          const quantities = new Map<number, number>();
          for (const { variant, qtt } of lines) {
            const id = variants[variant]!.id;
            quantities.set(id, (quantities.get(id) ?? 0) + qtt);
          }
          const lignes = [...quantities].reduce(
            (sum, [id, qtt]) => sum + variants.find((variant) => variant.id === id)!.prix_ttc * qtt,
            0,
          );
          const remise = code ? discountAmount(codes[code], lignes) : 0;
          const livraison = deliveryPrice(
            { prix_ttc: method.prix_ttc_initial, franco: method.franco },
            lignes - remise,
            9000,
          );
          expect(totaux.total_ttc).toBe(lignes + livraison - remise);

          const intent = BasketIntentSchema.parse(
            (await ctx.app.inject({ url: `/api/paniers/stripeintent/${basket}?amount=1`, headers })).json(),
          );
          const [charged] = await ctx.database.db
            .select({ amount: simulatedIntents.amount })
            .from(simulatedIntents)
            .where(eq(simulatedIntents.id, intent.intent_id));
          expect(charged!.amount).toBe(totaux.total_ttc);
          expect(Number.isInteger(charged!.amount)).toBe(true);
          // The hold lapses at once, so the customer's holds never add up to the cap.
          await ctx.database.db
            .update(commandes)
            .set({ expire: new Date(0) })
            .where(eq(commandes.hash, intent.commande));
          await ctx.app.checkout.releaseExpired();
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
