import { addDays, calculateShopDay } from '@boutique/domain';
import { and, asc, desc, eq, gt, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertesStock,
  configurations,
  declinaisons,
  entrepots,
  lots,
  outbox,
  produits,
  stocksLots,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { untouchedVariants, type UntouchedVariants } from '../../test/warehouses.ts';
import { signUpCustomer } from '../invoices/order-fixtures.ts';
import { queuedUnder } from '../../test/outbox.ts';

describe('stock alerts: "Me prévenir du retour" and the daily low-stock list', () => {
  let ctx: TestContext;
  let admin = '';
  let mainWarehouse = 0;
  let variants: UntouchedVariants;
  let client = 0;

  const ask = (declinaisonId: number | string, payload: object, ip = `10.70.${(client += 1)}.1`) =>
    ctx.app.inject({ method: 'POST', url: `/api/declinaisons/${declinaisonId}/alerte`, payload, remoteAddress: ip });
  const setStock = (declinaisonId: number, operation: 'fixer' | 'ajouter', quantite: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/stocks/${declinaisonId}/ajustement`,
      payload: {
        entrepot_id: mainWarehouse,
        operation,
        quantite,
        motif: operation === 'fixer' ? 'adjustment' : 'receipt',
      },
      headers: { authorization: `Bearer ${admin}` },
    });
  const job = (name: string) => ctx.app.jobQueue.jobs.find((entry) => entry.name === name)!.run();
  const waiting = (declinaisonId: number) =>
    ctx.database.db.select().from(alertesStock).where(eq(alertesStock.declinaison_id, declinaisonId));
  const mailsFor = (declinaisonId: number) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(like(outbox.cle, `alerte-stock:${declinaisonId}:%`))
      .orderBy(asc(outbox.destinataire));

  /** An online product's variant no other test used, sold out in the main warehouse. */
  const soldOutVariant = () => variants.withStock(0);

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    variants = await untouchedVariants(ctx, admin);
    mainWarehouse = variants.warehouse;
  });
  afterAll(() => ctx.close());

  it('keeps one row per address and variant, and answers the same 202 every time', async () => {
    const variant = await soldOutVariant();
    const first = await ask(variant, { mail: 'claire@exemple.fr', langue: 'fr' });
    const again = await ask(variant, { mail: ' Claire@Exemple.FR ', langue: 'en' });
    const unknown = await ask(2_000_000_000, { mail: 'claire@exemple.fr', langue: 'fr' });
    expect([first.statusCode, again.statusCode, unknown.statusCode]).toEqual([202, 202, 202]);
    expect(again.json()).toEqual(first.json());
    expect(unknown.json()).toEqual(first.json());
    const rows = await waiting(variant);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mail: 'claire@exemple.fr', langue: 'fr' });
  });

  it('keeps no address for a variant on sale: nobody can make the shop mail a stranger', async () => {
    const [onSale] = await ctx.database.db
      .select({ id: declinaisons.id })
      .from(declinaisons)
      .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
      .where(and(gt(declinaisons.stock, 0), eq(produits.offline, false)))
      .orderBy(desc(declinaisons.id))
      .limit(1);
    const answer = await ask(onSale!.id, { mail: 'inconnue@exemple.fr', langue: 'fr' });
    expect(answer.statusCode).toBe(202);
    expect(await waiting(onSale!.id)).toEqual([]);
  });

  it('refuses an invalid address or language with the field named', async () => {
    const variant = await soldOutVariant();
    const response = await ask(variant, { mail: 'pas-une-adresse', langue: 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('mail');
    expect((await ask(variant, { mail: 'a@exemple.fr', langue: 'it' })).statusCode).toBe(400);
    expect(await waiting(variant)).toEqual([]);
  });

  it('mails each waiting address once in its language when the stock comes back, then forgets it', async () => {
    const variant = await soldOutVariant();
    await ask(variant, { mail: 'anne@exemple.fr', langue: 'fr' });
    await ask(variant, { mail: 'ben@example.com', langue: 'en' });
    await ctx.app.upkeep();
    expect(await mailsFor(variant)).toEqual([]);

    expect((await setStock(variant, 'ajouter', 3)).statusCode).toBe(200);
    await ctx.app.upkeep();
    await ctx.app.upkeep();
    const mails = await mailsFor(variant);
    expect(mails.map((mail) => mail.destinataire)).toEqual(['anne@exemple.fr', 'ben@example.com']);
    expect(mails[0]!.sujet).toContain('est de retour');
    expect(mails[0]!.texte).toMatch(new RegExp(`/fr/cosmetique/\\d+-[a-z0-9-]+`, 'u'));
    expect(mails[1]!.sujet).toContain('is back');
    expect(mails[1]!.texte).toContain('/en/cosmetique/');
    expect(await waiting(variant)).toEqual([]);
  });

  it('forgets a back-in-stock mail a week after it left, with its address', async () => {
    const variant = await soldOutVariant();
    await ask(variant, { mail: 'oubli@exemple.fr', langue: 'fr' });
    await ask(variant, { mail: 'recent@exemple.fr', langue: 'fr' });
    expect((await setStock(variant, 'ajouter', 1)).statusCode).toBe(200);
    await ctx.app.upkeep();
    const [old, recent] = await mailsFor(variant);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await ctx.database.db
      .update(outbox)
      .set({ envoye: daysAgo(8) })
      .where(eq(outbox.id, old!.id));
    await ctx.database.db
      .update(outbox)
      .set({ envoye: daysAgo(6) })
      .where(eq(outbox.id, recent!.id));

    await job('stock-alert-mails-purge');
    expect((await mailsFor(variant)).map((mail) => mail.destinataire)).toEqual(['recent@exemple.fr']);
  });

  it('forgets an address that waited six months for a variant never restocked, in the same purge', async () => {
    const variant = await soldOutVariant();
    await ask(variant, { mail: 'ancienne@exemple.fr', langue: 'fr' });
    await ask(variant, { mail: 'patiente@exemple.fr', langue: 'de' });
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await ctx.database.db
      .update(alertesStock)
      .set({ created: daysAgo(184) })
      .where(and(eq(alertesStock.declinaison_id, variant), eq(alertesStock.mail, 'ancienne@exemple.fr')));
    await ctx.database.db
      .update(alertesStock)
      .set({ created: daysAgo(150) })
      .where(and(eq(alertesStock.declinaison_id, variant), eq(alertesStock.mail, 'patiente@exemple.fr')));

    await job('stock-alert-mails-purge');
    expect((await waiting(variant)).map((row) => row.mail)).toEqual(['patiente@exemple.fr']);
  });

  it('does not mail twice when two adjustments and two checks run at once', async () => {
    const variant = await soldOutVariant();
    await ask(variant, { mail: 'chloe@exemple.fr', langue: 'es' });
    await ask(variant, { mail: 'dieter@beispiel.de', langue: 'de' });
    const adjustments = await Promise.all([setStock(variant, 'ajouter', 2), setStock(variant, 'ajouter', 5)]);
    expect(adjustments.map((response) => response.statusCode)).toEqual([200, 200]);
    await Promise.all([job('stock-alerts'), job('stock-alerts')]);
    await job('stock-alerts');
    const mails = await mailsFor(variant);
    expect(mails.map((mail) => mail.destinataire)).toEqual(['chloe@exemple.fr', 'dieter@beispiel.de']);
    expect(mails[0]!.sujet).toContain('vuelve');
    expect(mails[1]!.sujet).toContain('wieder da');
    expect(await waiting(variant)).toEqual([]);
  });

  it('mails whatever raised the total, and waits while the product is offline', async () => {
    const variant = await soldOutVariant();
    await ask(variant, { mail: 'ailleurs@exemple.fr', langue: 'fr' });
    const [row] = await ctx.database.db
      .select({ produit_id: declinaisons.produit_id })
      .from(declinaisons)
      .where(eq(declinaisons.id, variant));
    const produitId = row!.produit_id;
    await ctx.database.db.update(produits).set({ offline: true }).where(eq(produits.id, produitId));
    // Written around the stock module (as a lapsed hold's release does, in one statement).
    await ctx.database.db.update(declinaisons).set({ stock: 4 }).where(eq(declinaisons.id, variant));
    await job('stock-alerts');
    expect(await mailsFor(variant)).toEqual([]);
    expect(await waiting(variant)).toHaveLength(1);

    await ctx.database.db.update(produits).set({ offline: false }).where(eq(produits.id, produitId));
    ctx.app.catalogue.invalidate();
    await job('stock-alerts');
    expect((await mailsFor(variant)).map((mail) => mail.destinataire)).toEqual(['ailleurs@exemple.fr']);
    expect(await waiting(variant)).toEqual([]);
  });

  it('leaves the address waiting while the variant stays sold out', async () => {
    const variant = await soldOutVariant();
    await ask(variant, { mail: 'patiente@exemple.fr', langue: 'fr' });
    await job('stock-alerts');
    expect(await waiting(variant)).toHaveLength(1);
    expect(await mailsFor(variant)).toEqual([]);
  });

  it('mails the shop its low variants and its lots close to their date once a Paris day', async () => {
    await ctx.database.db
      .insert(configurations)
      .values({ cle: 'societe.email', valeur: 'stock@orcaviar.example' })
      .onConflictDoUpdate({ target: configurations.cle, set: { valeur: 'stock@orcaviar.example' } });
    const low = await soldOutVariant();
    const [warehouse] = await ctx.database.db.select().from(entrepots).limit(1);
    const [soon] = await ctx.database.db
      .insert(lots)
      .values({ declinaison_id: low, numero: 'DIGEST-7', dluo: addDays(calculateShopDay(new Date()), 7) })
      .returning();
    await ctx.database.db.insert(stocksLots).values({ lot_id: soon!.id, entrepot_id: warehouse!.id, quantite: 4 });
    await job('stock-digest');
    await job('stock-digest');
    const digests = await ctx.database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.cle, [`stock-bas:${calculateShopDay(new Date())}`]));
    expect(digests).toHaveLength(1);
    expect(digests[0]!.destinataire).toBe('stock@orcaviar.example');
    const [variant] = await ctx.database.db
      .select({ label: declinaisons.label, produit: produits.label })
      .from(declinaisons)
      .innerJoin(produits, eq(produits.id, declinaisons.produit_id))
      .where(eq(declinaisons.id, low));
    expect(digests[0]!.texte).toContain(`${variant!.produit} (${variant!.label}) : 0 en stock`);
    expect(digests[0]!.texte).toContain(`Lot DIGEST-7, ${variant!.produit} (${variant!.label}) : 4 en stock`);
  });

  it('takes at most 10 requests an hour from one client', async () => {
    const variant = await soldOutVariant();
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await ask(variant, { mail: `flot${index}@exemple.fr`, langue: 'fr' }, '10.71.0.1')).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(202), 429]);
  });
});

describe('the daily low-stock list with nothing low', () => {
  it('sends nothing', async () => {
    const ctx = await createTestApp({ seed: false });
    try {
      await ctx.app.jobQueue.jobs.find((entry) => entry.name === 'stock-digest')!.run();
      expect(await queuedUnder(ctx, 'stock-bas:%')).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
