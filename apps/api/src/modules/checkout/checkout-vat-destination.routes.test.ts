import { randomUUID } from 'node:crypto';
import { BasketIntentSchema, CheckoutStateSchema, CountryPricesSchema } from '@boutique/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commandes,
  commandesDeclinaisons,
  configurations,
  declinaisons,
  methodesLivraisons,
  pays,
  simulatedIntents,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { acceptTerms } from '../../test/checkout-steps.ts';

/**
 * VAT by destination at checkout: the quote, the order stored and the amount the provider is asked
 * for, for a French, a German and a Swiss address, past the OSS threshold or not, in both price modes.
 */
describe('checkout: VAT by destination country', () => {
  let ctx: TestContext;
  let variant: { id: number; prix_ht: number; prix_ttc: number };
  let clients = 0;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  const setVat = async (seuil: boolean, mode: 'ttc' | 'ht') => {
    for (const [cle, valeur] of [
      ['tva.oss_seuil_depasse', String(seuil)],
      ['tva.mode_prix', mode],
    ] as const) {
      await ctx.database.db
        .insert(configurations)
        .values({ cle, valeur })
        .onConflictDoUpdate({ target: configurations.cle, set: { valeur } });
    }
  };

  /** A customer with one address in `country`, one unit in the basket, the terms accepted, paying. */
  const buyFrom = async (country: string) => {
    clients += 1;
    const { token, panier } = await signUpThroughMail(
      ctx,
      { prenom: 'Greta', nom: `V${clients}`, mail: `tva.${clients}@exemple.de`, password: 'caviar-et-perles-2026' },
      { remoteAddress: `10.95.0.${clients}` },
    );
    const who = { token: token.access_token, basket: panier ?? randomUUID() };
    const address = { prenom: 'Greta', nom: 'Vogel', ligne1: 'Hauptstraße 1', code_postal: '10115', ville: 'Berlin' };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      payload: { ...address, pays: country },
      headers: auth(who.token),
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: who.basket, declinaison: variant.id, qtt: 1 },
      headers: auth(who.token),
    });
    await acceptTerms(ctx, who.basket, who.token);
    const state = CheckoutStateSchema.parse(
      (await ctx.app.inject({ url: `/api/paniers/checkout/${who.basket}`, headers: auth(who.token) })).json(),
    );
    const started = await ctx.app.inject({ url: `/api/paniers/stripeintent/${who.basket}`, headers: auth(who.token) });
    expect(started.statusCode, started.body).toBe(200);
    const intent = BasketIntentSchema.parse(started.json());
    const [order] = await ctx.database.db.select().from(commandes).where(eq(commandes.hash, intent.commande));
    const [line] = await ctx.database.db
      .select()
      .from(commandesDeclinaisons)
      .where(eq(commandesDeclinaisons.commande_id, order!.id));
    const [charged] = await ctx.database.db
      .select({ amount: simulatedIntents.amount })
      .from(simulatedIntents)
      .where(eq(simulatedIntents.id, intent.intent_id));
    // What the customer saw is what the order stores and what the provider is asked for.
    expect(order!.total_ttc).toBe(state.totaux.total_ttc);
    expect(charged!.amount).toBe(state.totaux.total_ttc);
    return { state, order: order!, line: line! };
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    // A variant at the French standard rate, in stock.
    const [row] = await ctx.database.db
      .select({ id: declinaisons.id, prix_ht: declinaisons.prix_ht, prix_ttc: declinaisons.prix_ttc })
      .from(declinaisons)
      .where(and(gt(declinaisons.stock, 20), sql`${declinaisons.prix_ttc} = round(${declinaisons.prix_ht} * 1.2)`))
      .limit(1);
    variant = row!;
    // Switzerland is sold to through the European method (outside the EU: no VAT).
    await ctx.database.db.insert(pays).values({ code: 'CH', nom: 'Suisse', tva_bps: 810, ordre: 99 });
    await ctx.database.db
      .update(methodesLivraisons)
      .set({ pays: sql`array_append(${methodesLivraisons.pays}, 'CH')` })
      .where(eq(methodesLivraisons.label, 'Europe'));
  });
  afterAll(() => ctx.close());

  it('below the threshold, a German customer pays French VAT on the French prices', async () => {
    await setVat(false, 'ttc');
    const { order, line, state } = await buyFrom('DE');
    expect(state.tva).toEqual({ pays: 'FR', taux_bps: 2000, destination: 'DE' });
    expect(order.tva_pays).toBe('FR');
    expect(line).toMatchObject({ prix_ht: variant.prix_ht, prix_ttc: variant.prix_ttc, tva_bps: 2000 });
    expect(order.total_ttc).toBe(variant.prix_ttc + 1490);
  });

  it('past the threshold, same TTC: France unchanged, Germany at 19 % on the same TTC', async () => {
    await setVat(true, 'ttc');
    const france = await buyFrom('FR');
    expect(france.order.tva_pays).toBe('FR');
    expect(france.line).toMatchObject({ prix_ttc: variant.prix_ttc, tva_bps: 2000 });

    const germany = await buyFrom('DE');
    expect(germany.state.tva).toEqual({ pays: 'DE', taux_bps: 1900, destination: 'DE' });
    expect(germany.order.tva_pays).toBe('DE');
    expect(germany.line).toMatchObject({
      prix_ttc: variant.prix_ttc,
      prix_ht: Math.round(variant.prix_ttc / 1.19),
      tva_bps: 1900,
    });
    const total = variant.prix_ttc + 1490;
    expect(germany.order.total_ttc).toBe(total);
    const base = Math.round(total / 1.19);
    expect(germany.order.tva).toEqual([{ taux_bps: 1900, base_ht: base, montant: total - base }]);
  });

  it('past the threshold, same net: the German TTC adds 19 % to the French net, delivery too', async () => {
    await setVat(true, 'ht');
    const { order, line } = await buyFrom('DE');
    const lineTtc = Math.round(variant.prix_ht * 1.19);
    expect(line).toMatchObject({ prix_ht: variant.prix_ht, prix_ttc: lineTtc, tva_bps: 1900 });
    expect(order.livraison_ttc).toBe(Math.round(Math.round(1490 / 1.2) * 1.19));
    expect(order.total_ttc).toBe(lineTtc + order.livraison_ttc);
  });

  it('a Swiss customer pays the net, without VAT, whatever the mode', async () => {
    await setVat(true, 'ttc');
    const { order, line, state } = await buyFrom('CH');
    expect(state.tva).toEqual({ pays: null, taux_bps: 0, destination: 'CH' });
    expect(order.tva_pays).toBeNull();
    expect(line).toMatchObject({ prix_ht: variant.prix_ht, prix_ttc: variant.prix_ht, tva_bps: 0 });
    const total = variant.prix_ht + Math.round(1490 / 1.2);
    expect(order).toMatchObject({ total_ttc: total, total_ht: total });
    expect(order.tva).toEqual([{ taux_bps: 0, base_ht: total, montant: 0 }]);
  });
  it('answers the catalogue’s prices for a country: none to change in France, the German TTC, the Swiss net', async () => {
    await setVat(true, 'ht');
    const pricesFor = async (pays: string) => {
      const answer = await ctx.app.inject({ url: `/api/prix-pays?pays=${pays}` });
      expect(answer.statusCode, answer.body).toBe(200);
      return CountryPricesSchema.parse(answer.json());
    };
    expect(await pricesFor('fr')).toMatchObject({ pays: 'FR', tva: { pays: 'FR', taux_bps: 2000 }, prix: [] });
    const germany = await pricesFor('DE');
    expect(germany.tva).toEqual({ pays: 'DE', taux_bps: 1900 });
    expect(germany.prix.find((price) => price.id === variant.id)).toMatchObject({
      prix_ht: variant.prix_ht,
      prix_ttc: Math.round(variant.prix_ht * 1.19),
    });
    const swiss = await pricesFor('CH');
    expect(swiss.prix.find((price) => price.id === variant.id)).toMatchObject({
      prix_ht: variant.prix_ht,
      prix_ttc: variant.prix_ht,
    });
    expect((await ctx.app.inject({ url: '/api/prix-pays?pays=Deutschland' })).statusCode).toBe(400);
  });
});
