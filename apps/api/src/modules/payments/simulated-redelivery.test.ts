import { randomUUID } from 'node:crypto';
import { BasketIntentSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, declinaisons, simulatedIntents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('simulated payments: a success a crash left unhandled is delivered again', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('turns the order into a sale once, with one mail, however often upkeep runs', async () => {
    const { token, panier } = await signUpThroughMail(ctx, {
      prenom: 'Léa',
      nom: 'Marin',
      mail: 'lea.marin@exemple.fr',
      password: 'perles-de-caviar-2026',
    });
    const headers = { authorization: `Bearer ${token.access_token}` };
    const basket = panier ?? randomUUID();
    const [variant] = await ctx.database.db.select().from(declinaisons).limit(1);
    await ctx.database.db.update(declinaisons).set({ stock: 5 }).where(eq(declinaisons.id, variant!.id));
    await ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: basket, declinaison: variant!.id, qtt: 1 },
      headers,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      payload: { prenom: 'Léa', nom: 'Marin', ligne1: '2 rue du Port', code_postal: '29200', ville: 'Brest' },
      headers,
    });
    await ctx.app.inject({ method: 'PUT', url: `/api/paniers/checkout/${basket}`, payload: { cgv: true }, headers });
    const intent = BasketIntentSchema.parse(
      (await ctx.app.inject({ url: `/api/paniers/stripeintent/${basket}`, headers })).json(),
    );
    // The provider took the payment, then the process died before handling it.
    await ctx.database.db
      .update(simulatedIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedIntents.id, intent.intent_id));

    await Promise.all([ctx.app.upkeep(), ctx.app.upkeep(), ctx.app.upkeep()]);
    await ctx.app.upkeep();
    const [order] = await ctx.database.db.select().from(commandes).where(eq(commandes.hash, intent.commande));
    expect(order).toMatchObject({ statut: 'payee', numero: expect.any(String) });
    const mails = await queuedUnder(ctx, 'commande-confirmation:%');
    expect(mails).toHaveLength(1);
  });
});
