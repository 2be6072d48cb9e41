import { randomUUID } from 'node:crypto';
import { BasketIntentSchema, CheckoutStateSchema, DISCOUNT_SCOPE_REFUSAL, OrderAnswerSchema } from '@boutique/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commandes,
  commandesDeclinaisons,
  declinaisons,
  methodesLivraisons,
  methodesPaiements,
  pays,
  produits,
  remises,
  remisesGammes,
  remisesProduits,
  simulatedIntents,
  users,
} from '../../db/schema/index.ts';
import { signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';

interface Buyer {
  id: number;
  token: string;
  basket: string;
}

describe('checkout: choices, delivery, discount codes and totals', () => {
  let ctx: TestContext;
  let variant: { id: number; prix_ttc: number; produit_id: number };
  /** A variant of another product, in another range (or none). */
  let other: { id: number; prix_ttc: number; produit_id: number };
  let variantRange: number;
  let clients = 0;

  const auth = (who: Buyer) => ({ authorization: `Bearer ${who.token}` });
  const buyer = async (): Promise<Buyer> => {
    clients += 1;
    const { token, panier } = await signUpThroughMail(
      ctx,
      { prenom: 'Inès', nom: `C${clients}`, mail: `ines.${clients}@exemple.fr`, password: 'perles-de-caviar-2026' },
      { remoteAddress: `10.70.${Math.floor(clients / 250)}.${clients % 250}` },
    );
    return { id: token.user.id, token: token.access_token, basket: panier ?? randomUUID() };
  };
  /** Adds (or, negative, takes away) units of a variant, the checkout's own by default. */
  const add = (who: Buyer, qtt: number, declinaison = variant.id) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: who.basket, declinaison, qtt },
      headers: auth(who),
    });
  const address = async (who: Buyer, pays = 'FR') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      payload: {
        prenom: 'Inès',
        nom: 'Castaing',
        ligne1: '3 quai Voltaire',
        code_postal: '75007',
        ville: 'Paris',
        pays,
      },
      headers: auth(who),
    });
    return response.json().data.id as number;
  };
  const state = async (who: Buyer) => {
    const response = await ctx.app.inject({ url: `/api/paniers/checkout/${who.basket}`, headers: auth(who) });
    expect(response.statusCode, response.body).toBe(200);
    return CheckoutStateSchema.parse(response.json());
  };
  const choose = (who: Buyer, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: `/api/paniers/checkout/${who.basket}`, payload, headers: auth(who) });
  const startPayment = (who: Buyer) =>
    ctx.app.inject({ url: `/api/paniers/stripeintent/${who.basket}`, headers: auth(who) });
  const pay = (clientSecret: string, card = '4242424242424242') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { client_secret: clientSecret, card },
      remoteAddress: `10.71.${Math.floor(clients / 250)}.${(clients += 1) % 250}`,
    });
  /** A buyer with `qtt` units in the basket, an address and the terms accepted. */
  const readyBuyer = async (qtt = 1) => {
    const who = await buyer();
    expect((await add(who, qtt)).statusCode).toBe(200);
    await address(who);
    expect((await choose(who, { cgv: true })).statusCode).toBe(200);
    return who;
  };
  const createCode = async (values: Partial<typeof remises.$inferInsert> & { code: string }) =>
    (
      await ctx.database.db
        .insert(remises)
        .values({ type: 'pourcentage', valeur: 1000, ...values })
        .returning()
    )[0]!;

  beforeAll(async () => {
    ctx = await createTestApp();
    // A variant priced under the free-delivery threshold (90 €), so one unit pays delivery.
    const rows = await ctx.database.db.select().from(declinaisons);
    const cheap = rows.find((row) => row.prix_ttc >= 1500 && row.prix_ttc < 4500)!;
    await ctx.database.db.update(declinaisons).set({ stock: 5000 }).where(eq(declinaisons.id, cheap.id));
    variant = { id: cheap.id, prix_ttc: cheap.prix_ttc, produit_id: cheap.produit_id };
    const ranges = new Map(
      (await ctx.database.db.select({ id: produits.id, gamme_id: produits.gamme_id }).from(produits)).map((row) => [
        row.id,
        row.gamme_id,
      ]),
    );
    variantRange = ranges.get(cheap.produit_id)!;
    const second = rows.find(
      (row) => row.produit_id !== cheap.produit_id && ranges.get(row.produit_id) !== variantRange && row.prix_ttc > 0,
    )!;
    await ctx.database.db.update(declinaisons).set({ stock: 5000 }).where(eq(declinaisons.id, second.id));
    other = { id: second.id, prix_ttc: second.prix_ttc, produit_id: second.produit_id };
  });
  afterAll(() => ctx.close());

  it('offers the card under the payment methods table’s label, and not at all while it is off', async () => {
    const who = await readyBuyer();
    expect((await state(who)).carte).toEqual({ label: 'Carte bancaire' });
    await ctx.database.db
      .update(methodesPaiements)
      .set({ label: 'Carte bancaire ou Apple Pay' })
      .where(eq(methodesPaiements.code, 'carte'));
    expect((await state(who)).carte).toEqual({ label: 'Carte bancaire ou Apple Pay' });
    await ctx.database.db.update(methodesPaiements).set({ actif: false }).where(eq(methodesPaiements.code, 'carte'));
    try {
      const off = await state(who);
      expect(off.carte).toBeNull();
      expect(off.manquants.paiement).toEqual([expect.stringMatching(/indisponible/u)]);
      expect((await startPayment(who)).statusCode).toBe(409);
    } finally {
      await ctx.database.db
        .update(methodesPaiements)
        .set({ actif: true, label: 'Carte bancaire' })
        .where(eq(methodesPaiements.code, 'carte'));
    }
    expect((await startPayment(who)).statusCode).toBe(200);
  });

  it('fills the defaults and says what is missing before payment', async () => {
    const who = await buyer();
    await add(who, 1);
    const before = await state(who);
    expect(before.manquants).toMatchObject({
      adresse_livraison: [expect.any(String)],
      cgv: ['Veuillez accepter les conditions générales de vente.'],
    });
    const refused = await startPayment(who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toHaveProperty('cgv');

    const addressId = await address(who);
    const after = await state(who);
    expect(after.choix).toMatchObject({ adresse_livraison: addressId, adresse_facturation: addressId, cgv: false });
    expect(after.choix.livraison).toBe(after.methodes[0]!.id);
    expect(after.methodes.map((method) => method.label)).toContain('Livraison à domicile');
    expect(after.totaux.total_ttc).toBe(variant.prix_ttc + after.methodes[0]!.prix_ttc);
    const vat = after.totaux.tva.reduce((sum, line) => sum + line.montant, 0);
    expect(after.totaux.total_ht + vat).toBe(after.totaux.total_ttc);
  });

  it('offers delivery from the threshold, except for methods that never are', async () => {
    const who = await buyer();
    await add(who, Math.ceil(9000 / variant.prix_ttc));
    await address(who);
    const { methodes, franco_ttc } = await state(who);
    expect(franco_ttc).toBe(9000);
    expect(methodes.find((method) => method.label === 'Livraison à domicile')).toMatchObject({
      prix_ttc: 0,
      prix_ttc_initial: 690,
    });
    expect(methodes.find((method) => method.label === 'Express 24 h')!.prix_ttc).toBe(1290);
  });

  it('prices a method by the parcel’s weight band, and totals with it', async () => {
    const express = await ctx.database.db
      .select()
      .from(methodesLivraisons)
      .where(eq(methodesLivraisons.label, 'Express 24 h'))
      .then((rows) => rows[0]!);
    const [product] = await ctx.database.db.select().from(produits).where(eq(produits.id, variant.produit_id));
    await ctx.database.db.update(produits).set({ poids: 400 }).where(eq(produits.id, variant.produit_id));
    const tarifs = [
      { pays: null, poids_max: 500, prix_ttc: 990 },
      { pays: null, poids_max: null, prix_ttc: 1890 },
      { pays: 'BE', poids_max: 500, prix_ttc: 1490 },
    ];
    await ctx.database.db.update(methodesLivraisons).set({ tarifs }).where(eq(methodesLivraisons.id, express.id));
    try {
      const light = await readyBuyer(1);
      expect((await state(light)).methodes.find((method) => method.id === express.id)!.prix_ttc).toBe(990);
      const heavy = await readyBuyer(2);
      await choose(heavy, { livraison: express.id });
      const quoted = await state(heavy);
      expect(quoted.methodes.find((method) => method.id === express.id)).toMatchObject({
        prix_ttc: 1890,
        prix_ttc_initial: 1890,
      });
      expect(quoted.totaux.livraison_ttc).toBe(1890);
      expect(quoted.totaux.total_ttc).toBe(variant.prix_ttc * 2 + 1890);
    } finally {
      await ctx.database.db.update(methodesLivraisons).set({ tarifs: [] }).where(eq(methodesLivraisons.id, express.id));
      await ctx.database.db.update(produits).set({ poids: product!.poids }).where(eq(produits.id, variant.produit_id));
    }
  });

  it('speaks the customer’s language and lists only the methods serving the address’s country', async () => {
    const who = await buyer();
    await add(who, 1);
    await address(who, 'BE');
    const response = await ctx.app.inject({
      url: `/api/paniers/checkout/${who.basket}`,
      headers: { ...auth(who), language: 'en' },
    });
    expect(response.json().methodes.map((method: { label: string }) => method.label)).toEqual(['Europe']);
    // The address form lists the countries the shop delivers to first.
    expect(response.json().pays_livraison).toEqual(expect.arrayContaining(['FR', 'MC', 'BE', 'DE', 'ES']));
    expect(response.json().pays_livraison).not.toContain('US');
    const express = (await state(await readyBuyer())).methodes.find((method) => method.label === 'Express 24 h')!;
    const wrong = await choose(who, { livraison: express.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('livraison');
  });

  it('delivers only to the countries the shop sells to (the back office’s Pays)', async () => {
    const who = await buyer();
    await add(who, 1);
    await address(who, 'BE');
    await ctx.database.db.update(pays).set({ actif: false }).where(eq(pays.code, 'BE'));
    try {
      const closed = await state(who);
      expect(closed.pays_livraison).not.toContain('BE');
      expect(closed.pays_livraison).toContain('FR');
      expect(closed.methodes).toEqual([]);
      expect(closed.manquants.livraison).toEqual([
        'Nous ne livrons pas encore ce pays : choisissez une autre adresse.',
      ]);
    } finally {
      await ctx.database.db.update(pays).set({ actif: true }).where(eq(pays.code, 'BE'));
    }
    expect((await state(who)).methodes.map((method) => method.label)).toEqual(['Europe']);
  });

  it('asks for a relay point before paying a pick-up delivery, and keeps it on the order', async () => {
    const who = await readyBuyer(1);
    const relay = (await state(who)).methodes.find((method) => method.label === 'Point retrait')!;
    expect(relay.point_relais).toBe(true);
    // The address is in Paris (75007): the Paris points come first.
    expect(relay.points.map((point) => point.ville).slice(0, 2)).toEqual(['Paris', 'Paris']);
    const home = (await state(who)).methodes.find((method) => method.label === 'Livraison à domicile')!;
    expect(home).toMatchObject({ point_relais: false, points: [] });

    const chosen = CheckoutStateSchema.parse((await choose(who, { livraison: relay.id })).json());
    expect(chosen.choix).toMatchObject({ livraison: relay.id, point_relais: null });
    expect(chosen.manquants.point_relais).toEqual(['Choisissez un point retrait.']);
    const refused = await startPayment(who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 409, errors: { point_relais: ['Choisissez un point retrait.'] } });

    const unknown = await choose(who, { point_relais: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 400, errors: { point_relais: [expect.any(String)] } });

    const point = relay.points[0]!;
    const ready = CheckoutStateSchema.parse((await choose(who, { point_relais: point.id })).json());
    expect(ready.choix.point_relais).toBe(point.id);
    expect(ready.manquants).toEqual({});
    const intent = BasketIntentSchema.parse((await startPayment(who)).json());
    const [order] = await ctx.database.db.select().from(commandes).where(eq(commandes.hash, intent.commande));
    expect(order!.point_relais).toMatchObject({ id: point.id, nom: point.nom });
    expect(order!.livraison_label).toContain(point.nom);

    // Home delivery needs no point.
    const home2 = CheckoutStateSchema.parse((await choose(who, { livraison: home.id })).json());
    expect(home2.manquants).toEqual({});
  });

  it('refuses another customer’s address and ignores fields the client may not set', async () => {
    const owner = await buyer();
    const ownersAddress = await address(owner);
    const thief = await readyBuyer();
    const response = await choose(thief, { adresse_livraison: ownersAddress });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('adresse_livraison');

    const before = await state(thief);
    await choose(thief, { total_ttc: 1, remise_ttc: 100_000, prix_ttc: 1, cgv: true });
    expect((await state(thief)).totaux).toEqual(before.totaux);
  });

  it('applies, refuses and removes discount codes', async () => {
    const who = await readyBuyer(1);
    const unknown = await choose(who, { code: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.code).toEqual(["Ce code n'existe pas."]);
    expect(unknown.json().reason).toBe('discount_code_unknown');

    const tooSmall = await choose(who, { code: 'orcaviar15' });
    expect(tooSmall.json().errors.code[0]).toMatch(/au moins 90,00 €/u);

    const applied = CheckoutStateSchema.parse((await choose(who, { code: ' bienvenue10 ' })).json());
    expect(applied.remise).toMatchObject({ code: 'BIENVENUE10', type: 'pourcentage', valeur: 1000 });
    expect(applied.totaux.remise_ttc).toBe(Math.round(variant.prix_ttc / 10));
    expect(applied.totaux.total_ttc).toBe(variant.prix_ttc + applied.totaux.livraison_ttc - applied.totaux.remise_ttc);

    const removed = CheckoutStateSchema.parse((await choose(who, { code: null })).json());
    expect(removed.remise).toBeNull();
    expect(removed.totaux.remise_ttc).toBe(0);

    await createCode({ code: 'HIVER', fin: new Date(Date.now() - 86_400_000) });
    expect((await choose(who, { code: 'HIVER' })).json().errors.code[0]).toMatch(/pas valable/u);
  });

  it('applies a code restricted to products or ranges to their lines only, and refuses it without them', async () => {
    const who = await readyBuyer(1);
    const elsewhere = await createCode({ code: 'AUTRE-PRODUIT', type: 'montant', valeur: 500 });
    await ctx.database.db.insert(remisesProduits).values({ remise_id: elsewhere.id, produit_id: other.produit_id });
    const refused = await choose(who, { code: 'autre-produit' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.code).toEqual([DISCOUNT_SCOPE_REFUSAL]);

    const byRange = await createCode({ code: 'GAMME-MOINS-20', valeur: 2000 });
    await ctx.database.db.insert(remisesGammes).values({ remise_id: byRange.id, gamme_id: variantRange });
    await add(who, 1, other.id);
    const applied = CheckoutStateSchema.parse((await choose(who, { code: 'GAMME-MOINS-20' })).json());
    // 20 % of the range's line only, not of the other product's.
    expect(applied.totaux.remise_ttc).toBe(Math.round(variant.prix_ttc / 5));
    expect(applied.totaux.lignes_ttc).toBe(variant.prix_ttc + other.prix_ttc);

    // The other product's code now finds its line; an amount is capped at that line.
    const capped = CheckoutStateSchema.parse((await choose(who, { code: 'AUTRE-PRODUIT' })).json());
    expect(capped.totaux.remise_ttc).toBe(Math.min(500, other.prix_ttc));

    // Once its product leaves the basket, the code no longer counts.
    await add(who, -1, other.id);
    const dropped = await state(who);
    expect(dropped.remise).toBeNull();
    expect(dropped.totaux.remise_ttc).toBe(0);
  });

  it('stores on each line the discount it got: a restricted code’s, on its products’ lines only', async () => {
    const who = await readyBuyer(1);
    const byRange = await createCode({ code: 'GAMME-MOINS-10', valeur: 1000 });
    await ctx.database.db.insert(remisesGammes).values({ remise_id: byRange.id, gamme_id: variantRange });
    await add(who, 1, other.id);
    await choose(who, { code: 'GAMME-MOINS-10' });
    const intent = BasketIntentSchema.parse((await startPayment(who)).json());
    const [order] = await ctx.database.db.select().from(commandes).where(eq(commandes.hash, intent.commande));
    const lines = await ctx.database.db
      .select({ declinaison_id: commandesDeclinaisons.declinaison_id, remise: commandesDeclinaisons.remise })
      .from(commandesDeclinaisons)
      .where(eq(commandesDeclinaisons.commande_id, order!.id));
    expect(order!.remise_ttc).toBe(Math.round(variant.prix_ttc / 10));
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        { declinaison_id: variant.id, remise: order!.remise_ttc },
        { declinaison_id: other.id, remise: 0 },
      ]),
    );
  });

  it('lists the orders that used a code for the admin only', async () => {
    const who = await readyBuyer(1);
    const code = await createCode({ code: 'SUIVI-USAGE', valeur: 500 });
    await choose(who, { code: 'SUIVI-USAGE' });
    const intent = BasketIntentSchema.parse((await startPayment(who)).json());
    expect((await pay(intent.client_secret)).statusCode).toBe(200);

    const admin = await signUpStaff(ctx, ['user', 'admin']);
    const url = `/api/remises/${code.id}/utilisations`;
    const answer = await ctx.app.inject({ url, headers: { authorization: `Bearer ${admin.token}` } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().datas).toEqual([
      {
        commande: intent.commande,
        numero: expect.stringMatching(/^OC-\d{4}-\d{6}$/u),
        statut: 'payee',
        created: expect.any(String),
        remise_ttc: Math.round(variant.prix_ttc / 20),
        client: { prenom: 'Inès', nom: expect.any(String), mail: expect.stringContaining('@exemple.fr') },
      },
    ]);
    expect((await ctx.app.inject({ url, headers: auth(who) })).statusCode).toBe(403);
    // A used code is switched off, not deleted: its per-customer count would go with it.
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/remises/${code.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toMatch(/désactivez-le/u);
    const missing = await ctx.app.inject({
      url: '/api/remises/2000000000/utilisations',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('charges the discounted total and counts a per-customer code once', async () => {
    const who = await readyBuyer(2);
    await choose(who, { code: 'BIENVENUE10' });
    const expected = (await state(who)).totaux.total_ttc;
    const intent = BasketIntentSchema.parse((await startPayment(who)).json());
    expect((await pay(intent.client_secret)).statusCode).toBe(200);
    const order = OrderAnswerSchema.parse(
      (await ctx.app.inject({ url: `/api/commandes/${intent.commande}`, headers: auth(who) })).json(),
    ).data;
    expect(order).toMatchObject({
      statut: 'payee',
      total_ttc: expected,
      remise: { code: 'BIENVENUE10' },
      facture: expect.stringMatching(/^F-\d{4}-\d{6}$/u),
      adresse_livraison: { ville: 'Paris', code_postal: '75007' },
    });
    expect(order.tva[0]!.taux_bps).toBe(2000);

    await add(who, 2);
    const again = await choose(who, { code: 'BIENVENUE10' });
    expect(again.json().errors.code).toEqual(['Vous avez déjà utilisé ce code.']);
    expect(again.json().reason).toBe('discount_code_refused');
  });

  it('discounts one paid order per customer, however many payment starts preceded it', async () => {
    const who = await readyBuyer(1);
    await choose(who, { code: 'BIENVENUE10' });
    const intents = [];
    for (let index = 0; index < 3; index += 1) {
      const answer = await startPayment(who);
      expect(answer.statusCode, answer.body).toBe(200);
      intents.push(BasketIntentSchema.parse(answer.json()));
    }
    // A released hold's intent is cancelled: its payment page can no longer charge it.
    expect((await pay(intents[0]!.client_secret)).statusCode).toBe(400);
    expect((await pay(intents[2]!.client_secret)).statusCode).toBe(200);
    // Even a success that won the race against the cancellation is not a second discounted sale.
    await ctx.database.db
      .update(simulatedIntents)
      .set({ status: 'requires_payment_method' })
      .where(eq(simulatedIntents.client_secret, intents[1]!.client_secret));
    expect((await pay(intents[1]!.client_secret)).statusCode).toBe(200);
    const orders = await ctx.database.db
      .select()
      .from(commandes)
      .where(inArray(commandes.hash, [intents[1]!.commande, intents[2]!.commande]));
    const byHash = new Map(orders.map((order) => [order.hash, order]));
    expect(byHash.get(intents[2]!.commande)).toMatchObject({ statut: 'payee', remise_code: 'BIENVENUE10' });
    expect(byHash.get(intents[1]!.commande)).toMatchObject({
      statut: 'a_verifier',
      note: expect.stringContaining('code BIENVENUE10 déjà utilisé'),
    });
  });

  it('redeems a single-use code exactly once among 50 concurrent checkouts', async () => {
    const code = await createCode({ code: 'UNIQUE50', limite_totale: 1 });
    const buyers: Buyer[] = [];
    for (let index = 0; index < 50; index += 1) {
      const who = await readyBuyer(1);
      expect((await choose(who, { code: 'UNIQUE50' })).statusCode).toBe(200);
      buyers.push(who);
    }
    const answers = await Promise.all(buyers.map((who) => startPayment(who)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(49);
    expect(refused[0]!.json().errors.code).toEqual(['Ce code a déjà été utilisé.']);
    const [row] = await ctx.database.db.select().from(remises).where(eq(remises.id, code.id));
    expect(row!.utilisations).toBe(1);
    // Fifty accounts are made first, each through its mailed link.
  }, 120_000);

  it('gives a lapsed hold’s code use back', async () => {
    const code = await createCode({ code: 'RETOUR1', limite_totale: 1 });
    const first = await readyBuyer(1);
    await choose(first, { code: 'RETOUR1' });
    const { commande } = BasketIntentSchema.parse((await startPayment(first)).json());
    await ctx.database.db
      .update(commandes)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(commandes.hash, commande));
    await ctx.app.checkout.releaseExpired();
    const [row] = await ctx.database.db.select().from(remises).where(eq(remises.id, code.id));
    expect(row!.utilisations).toBe(0);
    const second = await readyBuyer(1);
    await choose(second, { code: 'RETOUR1' });
    expect((await startPayment(second)).statusCode).toBe(200);
  });

  it('credits the ambassador whose code was used, who cannot use it themself', async () => {
    const ambassador = await readyBuyer(1);
    await ctx.database.db.update(users).set({ ambassadeur: true }).where(eq(users.id, ambassador.id));
    await createCode({ code: 'INES-AMB', ambassadeur_id: ambassador.id });
    const own = await choose(ambassador, { code: 'INES-AMB' });
    expect(own.json().errors.code[0]).toMatch(/propre code/u);

    const friend = await readyBuyer(3);
    await choose(friend, { code: 'INES-AMB' });
    const intent = BasketIntentSchema.parse((await startPayment(friend)).json());
    await pay(intent.client_secret);
    const [order] = await ctx.database.db.select().from(commandes).where(eq(commandes.hash, intent.commande));
    expect(order).toMatchObject({ statut: 'payee', ambassadeur_id: ambassador.id });
    expect(order!.commission_ht).toBe(Math.round(order!.total_ht / 10));
  });

  it('resumes the payment of a held order, for its owner only, until the hold lapses', async () => {
    const who = await readyBuyer(1);
    const intent = BasketIntentSchema.parse((await startPayment(who)).json());
    const declined = await pay(intent.client_secret, '4000000000000002');
    expect(declined.statusCode).toBe(400);
    const resume = await ctx.app.inject({ url: `/api/commandes/${intent.commande}/paiement`, headers: auth(who) });
    expect(resume.json()).toMatchObject({ code: 200, client_secret: intent.client_secret });
    const stranger = await buyer();
    const stolen = await ctx.app.inject({ url: `/api/commandes/${intent.commande}/paiement`, headers: auth(stranger) });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toContain(intent.client_secret);

    expect((await pay(intent.client_secret)).statusCode).toBe(200);
    const paid = await ctx.app.inject({ url: `/api/commandes/${intent.commande}/paiement`, headers: auth(who) });
    expect(paid.statusCode).toBe(409);

    const late = await readyBuyer(1);
    const held = BasketIntentSchema.parse((await startPayment(late)).json());
    await ctx.database.db
      .update(commandes)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(commandes.hash, held.commande));
    const lapsed = await ctx.app.inject({ url: `/api/commandes/${held.commande}/paiement`, headers: auth(late) });
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().message).toMatch(/expiré/u);
  });
});
