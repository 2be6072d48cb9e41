import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { avis, declinaisons, newsletters, statuts, transporteurs, users } from './db/schema/index.ts';
import { bearer, signUpStaff } from './security/security-fixtures.ts';
import type { TestContext } from './test/test-app.ts';
import { insertPaidOrder, signUpCustomer } from './modules/invoices/order-fixtures.ts';
import { requestSubscription } from './modules/newsletter/newsletter.queries.ts';

let orders = 0;
let reviews = 0;
let addresses = 0;
let subscribers = 0;
let parcels = 0;

/** Fixtures made through their module's own audited call: the record's history starts with it. */
export const AUDITED_FIXTURES: ReadonlySet<string> = new Set(['colis']);

/**
 * Test records of the resources the back office does not create (their `create` route is
 * omitted): written as the owning module leaves them, one fresh customer each so that a customer
 * filter finds exactly it. A record made through its module's own call is made by `staff` (an
 * admin) when given. Answers the record's key.
 */
export const RESOURCE_FIXTURES: Record<
  string,
  (ctx: TestContext, staff?: { token: string }) => Promise<string | number>
> = {
  // The migration writes one row per status of an order's life; the suite edits rows of its own
  // (codes no order has) so that the shop's statuses stay as they are.
  statuts: async (ctx) => {
    const code = `essai_${randomBytes(4).toString('hex')}`;
    await ctx.database.db
      .insert(statuts)
      .values({ code, label: 'Statut d’essai', couleur: '#374151', mail_client: code.endsWith('a') });
    return code;
  },
  // A sign-up from the site's form, not yet confirmed, as the newsletter module records it.
  abonnements: async (ctx) => {
    subscribers += 1;
    const mail = `abonne-${subscribers}-${randomBytes(4).toString('hex')}@example.com`;
    await ctx.database.db.transaction((tx) =>
      requestSubscription(
        tx,
        { mail, prenom: 'Camille', nom: 'Durand', tel: '', source: 'bandeau', langue: 'en', user_id: null },
        randomBytes(16).toString('base64url'),
      ),
    );
    const [row] = await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, mail));
    return row!.id;
  },
  commandes: async (ctx) => {
    orders += 1;
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId, {
      // Midday: the same day in UTC and in the shop's zone, for the date filter case.
      created: new Date(`2026-03-${String(1 + (orders % 28)).padStart(2, '0')}T12:00:00Z`),
      total_ttc: 10_000 + orders * 137,
      test: orders % 2 === 0,
    });
    return order.hash;
  },
  // A parcel of one of a paid order's two units, prepared by an admin through the shop's own call,
  // with a carrier of its own so that the carrier filter finds exactly it.
  colis: async (ctx, staff) => {
    parcels += 1;
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId, {
      numero: `OC-2027-${String(700_000 + parcels).padStart(6, '0')}`,
    });
    const [line] = await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1);
    const [carrier] = await ctx.database.db
      .insert(transporteurs)
      .values({ label: `Messagerie ${parcels}`, suivi_url: 'https://suivi.exemple.fr/colis/{suivi}' })
      .returning();
    const admin = staff ?? (await signUpStaff(ctx, ['user', 'admin']));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/colis',
      headers: bearer(admin.token),
      payload: {
        commande_hash: order.hash,
        transporteur_id: carrier!.id,
        suivi: `6A${parcels}`,
        lignes: [{ declinaison_id: line!.id, qtt: 1 }],
      },
    });
    if (response.statusCode !== 201) throw new Error(`Parcel fixture refused: ${response.body}`);
    return (response.json() as { data: { id: number } }).data.id;
  },
  // A customer who bought the first variant's product reviews it through the shop's own call.
  avis: async (ctx) => {
    reviews += 1;
    const customer = await signUpCustomer(ctx);
    await insertPaidOrder(ctx.database.db, customer.userId);
    const [variant] = await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/avis',
      headers: bearer(customer.token),
      payload: {
        produit_id: variant!.produit_id,
        note: 1 + (reviews % 5),
        titre: 'Un vrai plaisir',
        texte: `Texture fondante, parfum discret ${randomBytes(4).toString('hex')}`,
      },
    });
    if (response.statusCode !== 200) throw new Error(`Review fixture refused: ${response.body}`);
    const [review] = await ctx.database.db.select().from(avis).where(eq(avis.user_id, customer.userId));
    return review!.id;
  },
  // A customer signs up through the shop's own call; made an ambassador who takes the newsletter,
  // so the scope and consent filters each narrow the list.
  clients: async (ctx) => {
    const customer = await signUpCustomer(ctx, ['user', 'ambassadeur']);
    await ctx.database.db
      .update(users)
      .set({ ambassadeur: true, newsletters: true })
      .where(eq(users.id, customer.userId));
    return customer.userId;
  },
  // An address the customer saves through the shop's own call, in a city and country of its own.
  'adresses-clients': async (ctx) => {
    addresses += 1;
    const customer = await signUpCustomer(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      headers: bearer(customer.token),
      payload: {
        prenom: 'Camille',
        nom: 'Martin',
        ligne1: `${addresses} rue des Lilas`,
        code_postal: '69001',
        ville: `Villeneuve${randomBytes(3).toString('hex')}`,
        pays: addresses % 2 === 0 ? 'BE' : 'LU',
      },
    });
    if (response.statusCode !== 200) throw new Error(`Address fixture refused: ${response.body}`);
    return (response.json() as { data: { id: number } }).data.id;
  },
};
