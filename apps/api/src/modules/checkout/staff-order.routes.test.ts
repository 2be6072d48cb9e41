import {
  PaymentLinkIntentSchema,
  StaffOrderAnswerSchema,
  StaffOrderQuoteSchema,
  StaffVariantListSchema,
  type StaffOrderInput,
} from '@boutique/domain';
import { and, eq, gt, like, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adresses,
  commandes,
  configurations,
  commandesDeclinaisons,
  declinaisons,
  methodesLivraisons,
  methodesPaiements,
  mouvementsStock,
  outbox,
  produits,
  recoveries,
  remises,
  remisesProduits,
  stripelinks,
  users,
} from '../../db/schema/index.ts';
import { signUpCustomer } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { STAFF_TYPED_ADDRESS } from '../../test/addresses.ts';
import { queuedFor } from '../../test/outbox.ts';

describe('staff orders (nouveau-commande)', () => {
  let ctx: TestContext;
  let admin: string;
  let customer: { id: number; mail: string; token: string };
  let variantId: number;
  let methodId: number;
  let cashId: number;
  let cardId: number;
  let payers = 0;

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const address = STAFF_TYPED_ADDRESS;
  const body = (values: Partial<StaffOrderInput> = {}): StaffOrderInput => ({
    client: { type: 'existant', id: customer.id },
    lignes: [{ declinaison_id: variantId, qtt: 2 }],
    adresse: address,
    livraison: methodId,
    paiement: { mode: 'lien', canal: 'mail' },
    ...values,
  });
  const order = (values: Partial<StaffOrderInput> = {}) => call('POST', '/api/admin/commandes', admin, body(values));
  const stockOf = async () =>
    (
      await ctx.database.db
        .select({ stock: declinaisons.stock })
        .from(declinaisons)
        .where(eq(declinaisons.id, variantId))
    )[0]!.stock;
  const setStock = (stock: number) =>
    ctx.database.db.update(declinaisons).set({ stock }).where(eq(declinaisons.id, variantId));
  const orderOf = async (hash: string) =>
    (await ctx.database.db.select().from(commandes).where(eq(commandes.hash, hash)))[0]!;
  /** The order's lines and delivery as the customer reads them: in English, the language they chose. */
  const expectNamedInEnglish = async (order: typeof commandes.$inferSelect) => {
    const lines = await ctx.database.db
      .select({ produit_label: commandesDeclinaisons.produit_label, label: commandesDeclinaisons.label })
      .from(commandesDeclinaisons)
      .where(eq(commandesDeclinaisons.commande_id, order.id));
    expect(lines).toEqual([{ produit_label: 'Day Cream', label: 'Jar 50 ml' }]);
    expect(order.livraison_label).toContain('Home delivery');
  };
  const linkOf = async (id: number) =>
    (await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, id)))[0]!;
  const pay = (clientSecret: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { client_secret: clientSecret, card: '4242424242424242' },
      remoteAddress: `10.95.${Math.floor((payers += 1) / 250)}.${payers % 250}`,
    });

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://boutique.example' } });
    admin = (await signUpCustomer(ctx, ['user', 'admin'])).token;
    customer = await signUpCustomer(ctx);
    const [variant] = await ctx.database.db.select().from(declinaisons).where(gt(declinaisons.stock, 5)).limit(1);
    variantId = variant!.id;
    const [method] = await ctx.database.db
      .select()
      .from(methodesLivraisons)
      .where(and(eq(methodesLivraisons.actif, true), eq(methodesLivraisons.point_relais, false)))
      .limit(1);
    methodId = method!.id;
    const [cash] = await ctx.database.db
      .insert(methodesPaiements)
      .values({ code: 'especes-test', label: 'Espèces au salon', en_ligne: false, actif: true })
      .returning();
    cashId = cash!.id;
    cardId = (await ctx.database.db.select().from(methodesPaiements).where(eq(methodesPaiements.code, 'carte')))[0]!.id;
  });
  afterAll(() => ctx.close());

  it('is for staff only, and answers bad bodies with field errors', async () => {
    expect((await call('POST', '/api/admin/commandes', customer.token, body())).statusCode).toBe(403);
    const empty = await order({ lignes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('lignes');
    const unknown = await order({ lignes: [{ declinaison_id: 2_000_000, qtt: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty(['lignes.0.declinaison_id']);
    const noAddress = await order({
      client: { type: 'nouveau', mail: 'nouvelle@exemple.fr', prenom: 'N', nom: 'C', langue: 'fr' },
      adresse: { type: 'existante', id: 1 },
    });
    expect(noAddress.statusCode).toBe(400);
  });

  it('lists variants with their live stock, and quotes with checkout’s totals', async () => {
    await setStock(9);
    const found = StaffVariantListSchema.parse(
      (await call('GET', '/api/admin/commandes/declinaisons?q=', admin)).json(),
    );
    expect(found.datas.find((row) => row.declinaison_id === variantId)?.stock).toBe(9);
    const quote = StaffOrderQuoteSchema.parse(
      (await call('POST', '/api/admin/commandes/devis', admin, { ...body(), paiement: undefined })).json(),
    );
    const line = quote.lignes[0]!;
    expect(quote.totaux.lignes_ttc).toBe(line.prix_ttc * 2);
    expect(quote.totaux.total_ttc).toBe(quote.totaux.lignes_ttc + quote.totaux.livraison_ttc - quote.totaux.remise_ttc);
    expect(quote.methodes.map((method) => method.id)).toContain(methodId);
  });

  it('holds the stock, sends the link, and the link pays the order once', async () => {
    await setStock(9);
    const response = await order();
    expect(response.statusCode, response.body).toBe(200);
    const { data } = StaffOrderAnswerSchema.parse(response.json());
    expect(await stockOf()).toBe(7);
    const created = await orderOf(data.hash);
    expect(created).toMatchObject({ statut: 'reservee', user_id: customer.id, total_ttc: data.total_ttc });
    // The link is mailed: the stock stays held for STAFF_ORDER_HOLD_HOURS (48 by default), not checkout's 30 minutes.
    const heldFor = created.expire.getTime() - Date.now();
    expect(heldFor).toBeGreaterThan(47.9 * 3_600_000);
    expect(heldFor).toBeLessThanOrEqual(48 * 3_600_000);
    const link = await linkOf(data.lien!.id);
    expect(link).toMatchObject({ commande_id: created.id, montant: created.total_ttc, mail: customer.mail });
    const mails = await queuedFor(ctx, customer.mail);
    expect(mails.filter((mail) => mail.texte.includes(data.lien!.url))).toHaveLength(1);
    // The order's page in the back office gives the link again, to copy or resend.
    const detail = await call('GET', `/api/admin/commandes/${data.hash}`, admin);
    expect(detail.json().data.lien_paiement).toEqual({ id: link.id, url: data.lien!.url, paye: null });

    const page = PaymentLinkIntentSchema.parse((await call('GET', `/api/stripelinks/intent/${link.hash}`)).json());
    expect(page.commande?.lignes).toEqual([expect.objectContaining({ qtt: 2 })]);
    // A declined card leaves the link payable, without the checkout's resume mail.
    const mailsBefore = (await queuedFor(ctx, customer.mail)).length;
    const declined = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { client_secret: page.client_secret, card: '4000000000000002' },
      remoteAddress: '10.96.0.1',
    });
    expect(declined.statusCode).toBe(400);
    expect((await queuedFor(ctx, customer.mail)).length).toBe(mailsBefore);
    expect(page.commande?.total_ttc).toBe(created.total_ttc);
    const clicks = await Promise.all([pay(page.client_secret!), pay(page.client_secret!)]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 400]);
    const paid = await orderOf(data.hash);
    expect(paid).toMatchObject({ statut: 'payee', numero: expect.any(String), facture_numero: expect.any(String) });
    expect((await linkOf(link.id)).paye).not.toBeNull();
    const paidDetail = await call('GET', `/api/admin/commandes/${data.hash}`, admin);
    expect(paidDetail.json().data.lien_paiement).toMatchObject({ id: link.id, paye: expect.any(String) });
    const sales = await ctx.database.db
      .select()
      .from(mouvementsStock)
      .where(and(eq(mouvementsStock.commande_id, created.id), eq(mouvementsStock.motif, 'sale')));
    expect(sales.reduce((sum, row) => sum + row.delta, 0)).toBe(-2);
    // A paid link shows as paid, and cannot be paid again.
    const again = PaymentLinkIntentSchema.parse((await call('GET', `/api/stripelinks/intent/${link.hash}`)).json());
    expect(again).toMatchObject({ client_secret: null, pi_status: 'succeeded' });
    expect(await stockOf()).toBe(7);
  });

  it('releases a lapsed hold like checkout, and its link can no longer be paid', async () => {
    await setStock(5);
    const { data } = StaffOrderAnswerSchema.parse((await order({ paiement: { mode: 'lien', canal: 'aucun' } })).json());
    const link = await linkOf(data.lien!.id);
    const page = PaymentLinkIntentSchema.parse((await call('GET', `/api/stripelinks/intent/${link.hash}`)).json());
    expect(await stockOf()).toBe(3);
    await ctx.database.db
      .update(commandes)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(commandes.hash, data.hash));
    await ctx.app.checkout.releaseExpired();
    expect(await stockOf()).toBe(5);
    expect((await orderOf(data.hash)).statut).toBe('expiree');
    const lapsed = await call('GET', `/api/stripelinks/intent/${link.hash}`);
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json()).toMatchObject({ message: expect.stringMatching(/expiré/u), reason: 'payment_link_expired' });
    // Its intent was cancelled with the hold: the old page cannot charge it.
    expect((await pay(page.client_secret!)).statusCode).toBe(400);
    expect((await orderOf(data.hash)).statut).toBe('expiree');
  });

  it('records an offline payment at once, and refuses an online method', async () => {
    await setStock(6);
    const refused = await order({ paiement: { mode: 'hors_ligne', methode_id: cardId } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(['paiement.methode_id']);
    expect(await stockOf()).toBe(6);
    const response = await order({ paiement: { mode: 'hors_ligne', methode_id: cashId } });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = StaffOrderAnswerSchema.parse(response.json());
    expect(data.lien).toBeNull();
    expect(await orderOf(data.hash)).toMatchObject({
      statut: 'payee',
      paiement_methode_id: cashId,
      numero: expect.any(String),
      facture_numero: expect.any(String),
      intent: null,
      test: false,
    });
    expect(await stockOf()).toBe(4);
    const page = await call('GET', `/api/admin/commandes/${data.hash}`, admin);
    expect(page.json().data.paiement).toMatchObject({ methode: 'Espèces au salon', reference: null });
  });

  it('stores on each line the discount it got from a code limited to one product', async () => {
    await setStock(6);
    const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variantId));
    const [other] = await ctx.database.db
      .select()
      .from(declinaisons)
      .where(and(gt(declinaisons.stock, 2), ne(declinaisons.produit_id, variant!.produit_id)))
      .limit(1);
    const [code] = await ctx.database.db
      .insert(remises)
      .values({ code: 'SALON-PRODUIT', type: 'montant', valeur: 300 })
      .returning();
    await ctx.database.db.insert(remisesProduits).values({ remise_id: code!.id, produit_id: variant!.produit_id });
    const response = await order({
      lignes: [
        { declinaison_id: variantId, qtt: 1 },
        { declinaison_id: other!.id, qtt: 1 },
      ],
      code: 'SALON-PRODUIT',
      paiement: { mode: 'hors_ligne', methode_id: cashId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = await orderOf(StaffOrderAnswerSchema.parse(response.json()).data.hash);
    expect(created.remise_ttc).toBe(300);
    const lines = await ctx.database.db
      .select({ declinaison_id: commandesDeclinaisons.declinaison_id, remise: commandesDeclinaisons.remise })
      .from(commandesDeclinaisons)
      .where(eq(commandesDeclinaisons.commande_id, created.id));
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        { declinaison_id: variantId, remise: 300 },
        { declinaison_id: other!.id, remise: 0 },
      ]),
    );
  });

  it('creates a new customer with their address, invited by mail to choose a password', async () => {
    await setStock(6);
    const mail = 'nouvelle.cliente@exemple.fr';
    const response = await order({
      client: { type: 'nouveau', mail, prenom: 'Léa', nom: 'Martin', langue: 'fr' },
      paiement: { mode: 'lien', canal: 'sms' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [account] = await ctx.database.db.select().from(users).where(eq(users.mail, mail));
    expect(account!.password_hash).toBeNull();
    const saved = await ctx.database.db.select().from(adresses).where(eq(adresses.user_id, account!.id));
    expect(saved).toEqual([expect.objectContaining({ ville: 'Bordeaux', livraison_defaut: true })]);
    const messages = await queuedFor(ctx, mail);
    expect(messages.length).toBeGreaterThanOrEqual(1);
    // Not the forgotten-password mail: one that says why the account exists, with a lasting link.
    const invitation = messages.find((message) => message.cle?.startsWith('recovery:'));
    expect(invitation).toMatchObject({ sujet: 'Votre compte Maison Orcaviar a été créé pour votre commande' });
    expect(invitation!.texte).toContain('vous a créé un compte client');
    expect(invitation!.texte).toMatch(/\/fr\/sign\/password\/\d+\/[\w-]+/u);
    expect(invitation!.texte).not.toContain('Votre code');
    const [recovery] = await ctx.database.db.select().from(recoveries).where(eq(recoveries.user_id, account!.id));
    expect(recovery!.link_expires.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 3_600_000);
    const sms = await queuedFor(ctx, '+33612345678');
    expect(sms.length).toBeGreaterThanOrEqual(1);
    const twice = await order({ client: { type: 'nouveau', mail, prenom: 'Léa', nom: 'Martin', langue: 'fr' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toHaveProperty(['client.mail']);
  });

  /** Six units of the variant, named in French and English (Pot / Jar 50 ml, Day Cream), and the delivery method too. */
  const nameInEnglish = async () => {
    await setStock(6);
    const [variant] = await ctx.database.db
      .update(declinaisons)
      .set({ conteneur: 'Pot', label: '50 ml', traductions: { en: { conteneur: 'Jar', label: '50 ml' } } })
      .where(eq(declinaisons.id, variantId))
      .returning();
    await ctx.database.db
      .update(produits)
      .set({ label: 'Crème de Jour', traductions: { en: { label: 'Day Cream' } } })
      .where(eq(produits.id, variant!.produit_id));
    const [method] = await ctx.database.db
      .update(methodesLivraisons)
      .set({ traductions: { en: { label: 'Home delivery' } } })
      .where(eq(methodesLivraisons.id, methodId))
      .returning();
    return method!;
  };

  it('names the lines in the customer’s language, as the storefront’s checkout does', async () => {
    const method = await nameInEnglish();
    const response = await order({
      client: { type: 'nouveau', mail: 'emma.hartley@example.com', prenom: 'Emma', nom: 'Hartley', langue: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = await orderOf(StaffOrderAnswerSchema.parse(response.json()).data.hash);
    await expectNamedInEnglish(created);
    // The back office names them in the staff's language (the web app's Language header), not the customer's.
    const detailIn = async (language: string) =>
      (
        await ctx.app.inject({
          url: `/api/admin/commandes/${created.hash}`,
          headers: { authorization: `Bearer ${admin}`, language },
        })
      ).json<{ data: { lignes: { produit_label: string; label: string }[] } }>().data.lignes;
    expect(await detailIn('fr')).toEqual([
      expect.objectContaining({ produit_label: 'Crème de Jour', label: 'Pot 50 ml' }),
    ]);
    expect(await detailIn('en')).toEqual([expect.objectContaining({ produit_label: 'Day Cream', label: 'Jar 50 ml' })]);
    expect(created.livraison_label).not.toContain(method.label);
    const [invitation] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.destinataire, 'emma.hartley@example.com'), like(outbox.cle, 'recovery:%')));
    expect(invitation!.sujet).toBe('Your Maison Orcaviar account was created for your order');
    expect(invitation!.texte).toContain('/en/sign/password/');
  });

  it('quotes and finds variants in the staff’s language, whatever the customer’s', async () => {
    const method = await nameInEnglish();
    const english = await signUpCustomer(ctx);
    await ctx.database.db.update(users).set({ langue: 'en' }).where(eq(users.id, english.id));
    const staffCall = (method: 'GET' | 'POST', url: string, language: string, payload?: object) =>
      ctx.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}`, language } });
    const quoteIn = async (language: string) =>
      StaffOrderQuoteSchema.parse(
        (
          await staffCall('POST', '/api/admin/commandes/devis', language, {
            ...body({ client: { type: 'existant', id: english.id } }),
            paiement: undefined,
          })
        ).json(),
      );

    const french = await quoteIn('fr');
    expect(french.lignes).toEqual([
      expect.objectContaining({ declinaison_id: variantId, produit_label: 'Crème de Jour', label: 'Pot 50 ml' }),
    ]);
    expect(french.methodes.find((entry) => entry.id === methodId)?.label).toContain(method!.label);
    const inEnglish = await quoteIn('en');
    expect(inEnglish.lignes).toEqual([
      expect.objectContaining({ declinaison_id: variantId, produit_label: 'Day Cream', label: 'Jar 50 ml' }),
    ]);
    expect(inEnglish.methodes.find((entry) => entry.id === methodId)?.label).toContain('Home delivery');

    const found = async (language: string) =>
      StaffVariantListSchema.parse(
        (await staffCall('GET', '/api/admin/commandes/declinaisons?q=Cr%C3%A8me%20de%20Jour', language)).json(),
      ).datas.find((row) => row.declinaison_id === variantId);
    expect(await found('fr')).toMatchObject({ produit_label: 'Crème de Jour', label: 'Pot 50 ml' });
    expect(await found('en')).toMatchObject({ produit_label: 'Day Cream', label: 'Jar 50 ml' });

    // The order placed from that quote still names its lines in the customer's language.
    const placed = await staffCall(
      'POST',
      '/api/admin/commandes',
      'fr',
      body({ client: { type: 'existant', id: english.id } }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const created = await orderOf(StaffOrderAnswerSchema.parse(placed.json()).data.hash);
    await expectNamedInEnglish(created);
  });

  it('refuses a shortage with a message per variant, and gives one of two racing orders the last unit', async () => {
    await setStock(1);
    const short = await order({ lignes: [{ declinaison_id: variantId, qtt: 3 }] });
    expect(short.statusCode).toBe(409);
    expect(short.json().errors).toEqual({ 'lignes.0.qtt': ['Stock insuffisant : 1 disponible(s).'] });
    const racing = await Promise.all([
      order({ lignes: [{ declinaison_id: variantId, qtt: 1 }], paiement: { mode: 'lien', canal: 'aucun' } }),
      order({ lignes: [{ declinaison_id: variantId, qtt: 1 }], paiement: { mode: 'lien', canal: 'aucun' } }),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf()).toBe(0);
  });
  it('prices an order for a German address at 19 % past the OSS threshold, and stores the rate and country', async () => {
    await setStock(9);
    const set = (cle: string, valeur: string) =>
      ctx.database.db
        .insert(configurations)
        .values({ cle, valeur })
        .onConflictDoUpdate({ target: configurations.cle, set: { valeur } });
    await set('tva.oss_seuil_depasse', 'true');
    await set('tva.mode_prix', 'ttc');
    try {
      const [europe] = await ctx.database.db
        .select()
        .from(methodesLivraisons)
        .where(eq(methodesLivraisons.label, 'Europe'));
      const [variant] = await ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variantId));
      const german = { ...address, code_postal: '10115', ville: 'Berlin', pays: 'DE' };
      const response = await order({
        adresse: german,
        livraison: europe!.id,
        lignes: [{ declinaison_id: variantId, qtt: 1 }],
      });
      expect(response.statusCode, response.body).toBe(200);
      const created = await orderOf(StaffOrderAnswerSchema.parse(response.json()).data.hash);
      expect(created.tva_pays).toBe('DE');
      expect(created.tva.map((line) => line.taux_bps)).toEqual([1900]);
      const [line] = await ctx.database.db
        .select()
        .from(commandesDeclinaisons)
        .where(eq(commandesDeclinaisons.commande_id, created.id));
      expect(line).toMatchObject({
        prix_ttc: variant!.prix_ttc,
        prix_ht: Math.round(variant!.prix_ttc / 1.19),
        tva_bps: 1900,
      });
    } finally {
      await set('tva.oss_seuil_depasse', 'false');
    }
  });
});
