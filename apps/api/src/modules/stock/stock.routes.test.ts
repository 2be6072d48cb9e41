import { randomUUID } from 'node:crypto';
import {
  BasketIntentSchema,
  ProduitListSchema,
  StockMovementListSchema,
  VariantStockAnswerSchema,
  VariantStockListSchema,
} from '@boutique/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandes, declinaisons, mouvementsStock, produits, stocks } from '../../db/schema/index.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { untouchedVariants, type UntouchedVariants } from '../../test/warehouses.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';
import { acceptTerms } from '../../test/checkout-steps.ts';

describe('stock: warehouses, adjustments, transfers and the ledger', () => {
  let ctx: TestContext;
  let admin = '';
  let customer = '';
  let mainWarehouse = 0;
  let variants: UntouchedVariants;
  let clients = 0;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (url: string, payload: object, token = admin) =>
    ctx.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
  const adjust = (id: number, payload: object, token = admin) => post(`/api/stocks/${id}/ajustement`, payload, token);
  /** `adjust` in the main warehouse: the change is the operation, the quantity, and the reason and note if any. */
  const adjustMain = (id: number, change: object, token = admin) =>
    adjust(id, { entrepot_id: mainWarehouse, ...change }, token);
  const transfer = (id: number, payload: object) => post(`/api/stocks/${id}/transfert`, payload);
  const ledger = async (id: number) =>
    StockMovementListSchema.parse(
      (await ctx.app.inject({ url: `/api/stocks/${id}/mouvements`, headers: bearer(admin) })).json(),
    ).datas;
  const totalOf = async (id: number) =>
    (await ctx.database.db.select({ stock: declinaisons.stock }).from(declinaisons).where(eq(declinaisons.id, id)))[0]!
      .stock;
  const inWarehouse = async (id: number, entrepot: number) =>
    (
      await ctx.database.db
        .select({ quantite: stocks.quantite })
        .from(stocks)
        .where(and(eq(stocks.declinaison_id, id), eq(stocks.entrepot_id, entrepot)))
    )[0]?.quantite ?? 0;
  const storefrontTotal = async (id: number) => {
    const list = ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json()).datas;
    const variant = list.flatMap((produit) => produit.declinaisons).find((declinaison) => declinaison.id === id);
    return variant?.stock?.total ?? null;
  };
  const newWarehouse = async (label: string) => {
    const response = await post('/api/entrepots', { label, adresse: '4 quai des Chartrons, 33000 Bordeaux' });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: number } }).data.id;
  };
  /**
   * A variant of an online product no earlier test touched (so no other warehouse holds its
   * units), its stock set to `units` in the main warehouse.
   */
  const variantWith = (units: number) => variants.withStock(units);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = (await signUpCustomer(ctx)).token;
    variants = await untouchedVariants(ctx, admin);
    mainWarehouse = variants.warehouse;
  });
  afterAll(() => ctx.close());

  it('holds the seeded stock in the default warehouse, each unit recorded as a receipt', async () => {
    const tracked = await ctx.database.db.select().from(declinaisons).where(isNotNull(declinaisons.stock));
    for (const variant of tracked) {
      expect(await inWarehouse(variant.id, mainWarehouse)).toBe(variant.stock);
      if (variant.stock! > 0) {
        expect(await ledger(variant.id)).toMatchObject([
          { motif: 'receipt', delta: variant.stock, entrepot_id: mainWarehouse },
        ]);
      }
    }
  });

  it('adds, removes and sets a count with a reason; the storefront shows it at once', async () => {
    const id = await variantWith(10);
    expect(await storefrontTotal(id)).toBe(10);
    const added = await adjustMain(id, {
      operation: 'ajouter',
      quantite: 5,
      motif: 'receipt',
      note: 'Livraison fournisseur',
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(VariantStockAnswerSchema.parse(added.json()).data).toMatchObject({
      declinaison_id: id,
      total: 15,
      reserve: 0,
      entrepots: [{ entrepot_id: mainWarehouse, quantite: 15 }],
    });
    expect(await storefrontTotal(id)).toBe(15);

    expect((await adjustMain(id, { operation: 'ajouter', quantite: -3, motif: 'adjustment' })).statusCode).toBe(200);
    expect(await storefrontTotal(id)).toBe(12);
    expect(
      (await adjustMain(id, { operation: 'fixer', quantite: 4, motif: 'adjustment', note: 'Inventaire' })).statusCode,
    ).toBe(200);
    expect(await totalOf(id)).toBe(4);
    expect(await storefrontTotal(id)).toBe(4);
    // Setting the count it already has changes nothing and records nothing.
    const before = (await ledger(id)).length;
    expect((await adjustMain(id, { operation: 'fixer', quantite: 4, motif: 'adjustment' })).statusCode).toBe(200);

    const rows = await ledger(id);
    expect(rows).toHaveLength(before);
    expect(rows.slice(0, 3)).toMatchObject([
      {
        motif: 'adjustment',
        delta: -8,
        note: 'Inventaire',
        auteur: expect.stringContaining('@'),
        entrepot_id: mainWarehouse,
      },
      { motif: 'adjustment', delta: -3 },
      { motif: 'receipt', delta: 5, note: 'Livraison fournisseur' },
    ]);
  });

  it('logs a stock count as an adjustment with the figure counted, whatever reason came with it', async () => {
    const id = await variantWith(24);
    // The form used to send its default reason ("receipt") with a count: the ledger read "Réception −12".
    const counted = await adjustMain(id, { operation: 'fixer', quantite: 12, motif: 'receipt' });
    expect(counted.statusCode, counted.body).toBe(200);
    expect((await ledger(id))[0]).toMatchObject({ motif: 'adjustment', delta: -12, compte: 12 });
    // A count needs no reason; an addition still does.
    expect((await adjustMain(id, { operation: 'fixer', quantite: 15 })).statusCode).toBe(200);
    expect((await ledger(id))[0]).toMatchObject({ motif: 'adjustment', delta: 3, compte: 15 });
    const noReason = await adjustMain(id, { operation: 'ajouter', quantite: 2 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ errors: { motif: [expect.any(String)] } });
    // An addition records no count.
    await adjustMain(id, { operation: 'ajouter', quantite: 1, motif: 'receipt' });
    expect((await ledger(id))[0]).toMatchObject({ motif: 'receipt', delta: 1, compte: null });
  });

  it('creates a variant with its opening stock in the chosen warehouse, or 0 in the first: never untracked', async () => {
    const annex = await newWarehouse('Réserve d’ouverture');
    const [product] = await ctx.database.db.select({ id: produits.id }).from(produits).limit(1);
    const create = (payload: object) =>
      post('/api/variantes', { produit_id: product!.id, prix_ht: 1_000, prix_ttc: 1_200, ...payload });
    const opened = await create({ label: 'Format voyage', stock_initial: 7, entrepot_id: annex });
    expect(opened.statusCode, opened.body).toBe(201);
    const openedId = (opened.json() as { data: { id: number; stock: number } }).data.id;
    expect((opened.json() as { data: { stock: number } }).data.stock).toBe(7);
    expect(await totalOf(openedId)).toBe(7);
    expect(await inWarehouse(openedId, annex)).toBe(7);
    expect(await ledger(openedId)).toMatchObject([
      { motif: 'receipt', delta: 7, entrepot_id: annex, note: 'Stock initial', auteur: expect.stringContaining('@') },
    ]);

    const plain = await create({ label: 'Format échantillon' });
    expect(plain.statusCode, plain.body).toBe(201);
    const plainId = (plain.json() as { data: { id: number } }).data.id;
    expect(await totalOf(plainId)).toBe(0);
    expect(await ledger(plainId)).toEqual([]);

    // The opening stock counts at creation only: an edit leaves the stock to the stock screen.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/variantes/${openedId}`,
      payload: {
        label: 'Format voyage',
        prix_ht: 1_000,
        prix_ttc: 1_200,
        produit_id: product!.id,
        stock_initial: 50,
        version: 1,
      },
      headers: bearer(admin),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await totalOf(openedId)).toBe(7);

    const unknown = await create({ label: 'Format perdu', stock_initial: 2, entrepot_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errors: { entrepot_id: ['Entrepôt introuvable.'] },
      reason: 'warehouse_not_found',
    });
  });

  it('refuses to go below zero, with a clear 409, and changes nothing', async () => {
    const id = await variantWith(3);
    const before = (await ledger(id)).length;
    const refused = await adjustMain(id, { operation: 'ajouter', quantite: -4, motif: 'adjustment' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('Il n’y a que 3 unité(s)'),
      errors: { quantite: expect.any(Array) },
      reason: 'warehouse_stock_insufficient',
    });
    const negative = await adjustMain(id, { operation: 'fixer', quantite: -1, motif: 'adjustment' });
    expect(negative.statusCode).toBe(400);
    const unknownReason = await adjustMain(id, { operation: 'ajouter', quantite: 1, motif: 'sale' });
    expect(unknownReason.statusCode).toBe(400);
    expect(
      (await adjust(id, { entrepot_id: 999_999, operation: 'ajouter', quantite: 1, motif: 'receipt' })).json(),
    ).toMatchObject({ code: 404, reason: 'warehouse_not_found' });
    expect((await adjustMain(999_999, { operation: 'ajouter', quantite: 1, motif: 'receipt' })).json()).toMatchObject({
      code: 404,
      reason: 'variant_not_found',
    });
    expect(await totalOf(id)).toBe(3);
    expect(await ledger(id)).toHaveLength(before);
  });

  it('transfers between warehouses in two ledger rows, the total unchanged, never below zero', async () => {
    const id = await variantWith(8);
    const annex = await newWarehouse('Réserve de Bordeaux');
    const moved = await transfer(id, { depuis: mainWarehouse, vers: annex, quantite: 5, note: 'Salon' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(VariantStockAnswerSchema.parse(moved.json()).data).toMatchObject({
      total: 8,
      entrepots: [
        { entrepot_id: mainWarehouse, quantite: 3 },
        { entrepot_id: annex, quantite: 5 },
      ],
    });
    expect((await ledger(id)).slice(0, 2)).toMatchObject([
      { motif: 'transfer', delta: 5, entrepot_id: annex, entrepot_label: 'Réserve de Bordeaux', note: 'Salon' },
      { motif: 'transfer', delta: -5, entrepot_id: mainWarehouse },
    ]);
    const tooMany = await transfer(id, { depuis: mainWarehouse, vers: annex, quantite: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toContain('impossible d’en transférer 4');
    expect(tooMany.json().reason).toBe('warehouse_stock_insufficient');
    expect((await transfer(id, { depuis: annex, vers: annex, quantite: 1 })).statusCode).toBe(400);
    expect((await transfer(id, { depuis: annex, vers: mainWarehouse, quantite: 0 })).statusCode).toBe(400);
    expect(await storefrontTotal(id)).toBe(8);

    // A warehouse holding units, or with history, is not removed.
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/entrepots/${annex}`, headers: bearer(admin) });
    expect(removed.json()).toMatchObject({ code: 409, reason: 'record_in_use' });
  });

  it('lists variants with their warehouses, the low-stock flag, and filters', async () => {
    const id = await variantWith(2);
    const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, id));
    await ctx.database.db.update(produits).set({ seuil: 2 }).where(eq(produits.id, variant!.produit_id));
    const list = async (query: string) =>
      VariantStockListSchema.parse(
        (await ctx.app.inject({ url: `/api/stocks${query}`, headers: bearer(admin) })).json(),
      );
    const byProduct = await list(`?produit=${variant!.produit_id}`);
    expect(byProduct.datas.every((row) => row.produit_id === variant!.produit_id)).toBe(true);
    expect(byProduct.datas.find((row) => row.declinaison_id === id)).toMatchObject({
      total: 2,
      seuil: 2,
      alerte: true,
    });
    const low = await list('?alerte=true');
    expect(low.datas.map((row) => row.declinaison_id)).toContain(id);
    expect(low.datas.every((row) => row.alerte)).toBe(true);
    const annex = await newWarehouse('Boutique de Paris');
    expect((await list(`?entrepot=${annex}`)).datas).toEqual([]);
    await transfer(id, { depuis: mainWarehouse, vers: annex, quantite: 1 });
    expect((await list(`?entrepot=${annex}`)).datas.map((row) => row.declinaison_id)).toEqual([id]);
    expect((await ctx.app.inject({ url: '/api/stocks?entrepot=abc', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/stocks', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await ctx.app.inject('/api/stocks')).statusCode).toBe(401);
    const [variant] = await ctx.database.db.select().from(declinaisons).limit(1);
    expect(
      (await adjustMain(variant!.id, { operation: 'ajouter', quantite: 1, motif: 'receipt' }, customer)).statusCode,
    ).toBe(403);
  });

  describe('checkout writes the ledger', () => {
    const buyer = async () => {
      clients += 1;
      const { token, panier } = await signUpThroughMail(
        ctx,
        {
          prenom: 'Léa',
          nom: `S${clients}`,
          mail: `lea.stock.${clients}@exemple.fr`,
          password: 'caviar-et-perles-2026',
        },
        { remoteAddress: `10.70.0.${clients}` },
      );
      const who = { token: token.access_token, basket: panier ?? randomUUID() };
      await ctx.app.inject({
        method: 'POST',
        url: '/api/adresses',
        payload: { prenom: 'Léa', nom: 'Stock', ligne1: '1 rue de la Paix', code_postal: '75002', ville: 'Paris' },
        headers: bearer(who.token),
      });
      return who;
    };
    /** Adds `qtt` units to the basket (none: pays the basket as it is) and starts the payment. */
    const hold = async (who: { token: string; basket: string }, id: number, qtt: number) => {
      if (qtt > 0)
        await ctx.app.inject({
          method: 'POST',
          url: '/api/paniers/qtt',
          payload: { panier: who.basket, declinaison: id, qtt },
          headers: bearer(who.token),
        });
      await acceptTerms(ctx, who.basket, who.token);
      const response = await ctx.app.inject({
        url: `/api/paniers/stripeintent/${who.basket}`,
        headers: bearer(who.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return BasketIntentSchema.parse(response.json());
    };
    const orderId = async (hash: string) =>
      (await ctx.database.db.select({ id: commandes.id }).from(commandes).where(eq(commandes.hash, hash)))[0]!.id;

    it('records the hold, its release, the new hold and the sale from the first warehouse', async () => {
      const id = await variantWith(6);
      const who = await buyer();
      const first = await hold(who, id, 2);
      expect(await totalOf(id)).toBe(4);
      expect(await inWarehouse(id, mainWarehouse)).toBe(6);
      expect((await ledger(id))[0]).toMatchObject({
        motif: 'hold',
        delta: -2,
        entrepot_id: null,
        commande_id: await orderId(first.commande),
      });

      const second = await hold(who, id, 0);
      const [again, released] = await ledger(id);
      expect(released).toMatchObject({ motif: 'release', delta: 2, commande_id: await orderId(first.commande) });
      expect(again).toMatchObject({ motif: 'hold', delta: -2, commande_id: await orderId(second.commande) });
      expect(await totalOf(id)).toBe(4);

      const paid = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/simulated/confirm',
        payload: { client_secret: second.client_secret, card: '4242424242424242' },
        remoteAddress: '10.71.0.1',
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await ledger(id))[0]).toMatchObject({
        motif: 'sale',
        delta: -2,
        entrepot_id: mainWarehouse,
        commande_id: await orderId(second.commande),
      });
      expect(await totalOf(id)).toBe(4);
      expect(await inWarehouse(id, mainWarehouse)).toBe(4);
    });

    it('records the release of an expired hold as the shop’s own, and shows the units again', async () => {
      const id = await variantWith(5);
      const who = await buyer();
      const { commande } = await hold(who, id, 3);
      expect(await storefrontTotal(id)).toBe(2);
      await ctx.database.db
        .update(commandes)
        .set({ expire: new Date(Date.now() - 1000) })
        .where(eq(commandes.hash, commande));
      await ctx.app.upkeep();
      expect((await ledger(id))[0]).toMatchObject({ motif: 'release', delta: 3, user_id: null, auteur: null });
      expect(await storefrontTotal(id)).toBe(5);
    });

    it('keeps counts consistent when 20 adjustments and transfers race with holds', async () => {
      const id = await variantWith(10);
      const annex = await newWarehouse('Entrepôt de Lyon');
      const who = await buyer();
      await hold(who, id, 2);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) => {
          if (index % 4 === 0) return adjustMain(id, { operation: 'ajouter', quantite: 3, motif: 'receipt' });
          if (index % 4 === 1)
            return adjust(id, { entrepot_id: annex, operation: 'ajouter', quantite: -1, motif: 'adjustment' });
          return transfer(
            id,
            index % 4 === 2
              ? { depuis: mainWarehouse, vers: annex, quantite: 2 }
              : { depuis: annex, vers: mainWarehouse, quantite: 1 },
          );
        }),
      );
      for (const outcome of outcomes) expect([200, 409], outcome.body).toContain(outcome.statusCode);
      const rows = await ctx.database.db.select().from(stocks).where(eq(stocks.declinaison_id, id));
      const onHand = rows.reduce((sum, row) => sum + row.quantite, 0);
      // Every warehouse's count is the sum of its ledger rows; the total is what is on hand minus the hold.
      for (const row of rows) {
        const [{ sum }] = (await ctx.database.db
          .select({ sum: sql<number>`coalesce(sum(${mouvementsStock.delta}), 0)::int` })
          .from(mouvementsStock)
          .where(and(eq(mouvementsStock.declinaison_id, id), eq(mouvementsStock.entrepot_id, row.entrepot_id)))) as [
          { sum: number },
        ];
        expect(row.quantite).toBeGreaterThanOrEqual(0);
        if (row.entrepot_id === annex) expect(sum).toBe(row.quantite);
      }
      expect(await totalOf(id)).toBe(onHand - 2);
      expect(await storefrontTotal(id)).toBe(onHand - 2);
      const receipts = outcomes.filter((outcome, index) => index % 4 === 0 && outcome.statusCode === 200).length;
      expect(receipts).toBe(5);
    });

    it('lets exactly the units present leave when 20 transfers race for 7', async () => {
      const id = await variantWith(7);
      const annex = await newWarehouse('Entrepôt de Nantes');
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () => transfer(id, { depuis: mainWarehouse, vers: annex, quantite: 1 })),
      );
      expect(outcomes.filter((outcome) => outcome.statusCode === 200)).toHaveLength(7);
      expect(outcomes.filter((outcome) => outcome.statusCode === 409)).toHaveLength(13);
      expect(await inWarehouse(id, mainWarehouse)).toBe(0);
      expect(await inWarehouse(id, annex)).toBe(7);
      expect(await totalOf(id)).toBe(7);
    });
  });
});
