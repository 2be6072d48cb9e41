import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TABLE, isStaffAccess } from './access-table.ts';
import {
  audits,
  declinaisons,
  entrepots,
  lots,
  methodesLivraisons,
  newsletters,
  outbox,
  remboursements,
  remises,
  users,
  webhooksLivraisons,
  workflows,
  workflowsEtapes,
} from './db/schema/index.ts';
import type { ResourceDefinition, Row } from './modules/admin-resources/define-resource.ts';
import { RESOURCE_FIXTURES } from './resource-fixtures.ts';
import { resourceRouteAccess } from './modules/admin-resources/registry.ts';
import { RESOURCES } from './resources.ts';
import { createResourceService } from './modules/admin-resources/resource.service.ts';
import { insertPaidOrder as insertInvoicedOrder } from './modules/invoices/order-fixtures.ts';
import { bearer, signUpStaff } from './security/security-fixtures.ts';
import { insertOrder, insertSimulatedIntent, signUpCustomer } from './test/payment-fixtures.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';
import { STAFF_TYPED_ADDRESS } from './test/addresses.ts';

/**
 * Every staff write route leaves an entry in the audit log. The routes come from the access table,
 * so a write route added tomorrow fails here until it has a call below (and writes its entry) or
 * a reason it writes nothing.
 */

/** A refund mail's wording that passes the placeholder check. */
const AUDITED_MAIL = {
  sujet: 'Remboursement {{numero}}',
  html: '<p>{{montant}}</p>',
  texte: '{{montant}}',
};

/** Staff routes that change nothing stored: each says why. */
const WRITES_NOTHING: Record<string, string> = {
  'POST /api/admin/translate': 'suggestions only: the translator saves them through the audited edits',
  'POST /api/admin/commandes/devis': 'prices a staff order without writing it',
  'POST /api/admin/mails/:cle/:langue/apercu': 'draws a draft with a sample, stores nothing',
};

/**
 * Routes on the caller's own second factor: running them here would lock this suite's admin out
 * of the back office. second-factor.routes.test.ts checks the entries they write (enrolment,
 * recovery codes, turning it off, passkeys added and removed, each wrong code or refused passkey);
 * starting an enrolment, a ceremony's challenge and a right proof change no record, only the
 * pending secret, the challenge and the session's proof.
 */
const OWN_SECOND_FACTOR = new Set([
  'POST /api/double-facteur/totp',
  'POST /api/double-facteur/totp/confirmation',
  'POST /api/double-facteur/verification',
  'POST /api/double-facteur/codes-secours',
  'DELETE /api/double-facteur',
  'POST /api/double-facteur/passkeys/options',
  'POST /api/double-facteur/passkeys',
  'POST /api/double-facteur/passkeys/defi',
  'POST /api/double-facteur/passkeys/verification',
  'DELETE /api/double-facteur/passkeys/:id',
]);

/** An endpoint registered through the API: its id. */
async function newWebhook(ctx: TestContext, admin: { token: string }) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: bearer(admin.token),
    payload: { url: 'https://erp.exemple.fr/boutique', evenements: ['stock.low'] },
  });
  return (created.json() as { data: { id: number } }).data.id;
}

/** A role of the owner's, made through the API: its code. */
async function newRole(ctx: TestContext, admin: { token: string }) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: bearer(admin.token),
    payload: { nom: `Rôle ${randomUUID()}`, permissions: ['stocks:lire'] },
  });
  return (created.json() as { data: { code: string } }).data.code;
}

interface World {
  ctx: TestContext;
  admin: { id: number; token: string };
  /** A new record of a registered resource, made as the back office makes it. */
  record: (definition: ResourceDefinition) => Promise<Row>;
}

/** Prepares what the call needs, then answers the call to make (its audit entry is awaited after it). */
type Scenario = (world: World) => Promise<InjectOptions>;

const keyOf = (definition: ResourceDefinition, row: Row) => String(row[definition.descriptor.key]);

/** The generated routes of each registered resource, called with the resource's own samples. */
function resourceScenarios(): Record<string, Scenario> {
  const scenarios: Record<string, Scenario> = {};
  for (const definition of RESOURCES) {
    const base = `/api/${definition.descriptor.model}`;
    const path = (row: Row) => `${base}/${encodeURIComponent(keyOf(definition, row))}`;
    const own: Record<string, Scenario> = {
      [`POST ${base}`]: async () => ({ method: 'POST', url: base, payload: definition.sample() }),
      [`POST ${base}/adds`]: async () => ({
        method: 'POST',
        url: `${base}/adds`,
        payload: { datas: [definition.sample()] },
      }),
      [`PUT ${base}/:id`]: async ({ record }) => {
        const row = await record(definition);
        return {
          method: 'PUT',
          url: path(row),
          payload: { ...definition.sample(), ...definition.sampleChange(), version: row.version },
        };
      },
      [`POST ${base}/editall`]: async ({ record }) => ({
        method: 'POST',
        url: `${base}/editall`,
        payload: { ids: [(await record(definition))[definition.descriptor.key]], datas: definition.sampleChange() },
      }),
      [`DELETE ${base}/:id`]: async ({ record }) => ({ method: 'DELETE', url: path(await record(definition)) }),
      [`DELETE ${base}/deleteall`]: async ({ record }) => ({
        method: 'DELETE',
        url: `${base}/deleteall`,
        payload: { ids: [(await record(definition))[definition.descriptor.key]] },
      }),
    };
    Object.assign(scenarios, own);
  }
  return scenarios;
}

const firstVariant = async (ctx: TestContext) =>
  (
    await ctx.database.db.select().from(declinaisons).where(gt(declinaisons.stock, 5)).orderBy(asc(declinaisons.id))
  )[0]!;

const paymentLink = async ({ ctx, admin }: World) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/stripelinks',
    headers: bearer(admin.token),
    payload: { montant: 4_500, prenom: 'Camille', nom: 'Durand', mail: 'camille.lien@exemple.fr', langue: 'fr' },
  });
  return (response.json() as { data: { id: number } }).data.id;
};

const workflowWithSteps = async (ctx: TestContext) => {
  const [workflow] = await ctx.database.db
    .insert(workflows)
    .values({ label: `Préparation ${randomUUID()}` })
    .returning();
  const steps = await ctx.database.db
    .insert(workflowsEtapes)
    .values([
      { workflow_id: workflow!.id, label: 'Emballage', ordre: 1 },
      { workflow_id: workflow!.id, label: 'Contrôle', ordre: 2 },
    ])
    .returning();
  return { workflow: workflow!, steps };
};

/** The module routes' calls, each with what it needs. */
/** The variant the invoices' order fixture orders (the first by id). */
const orderedVariant = async (ctx: TestContext) =>
  (await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1))[0]!.id;

/** A withdrawal of one unit of a paid order, made by its customer through the public function. */
async function customerReturn(ctx: TestContext): Promise<number> {
  const customer = await signUpCustomer(ctx);
  const order = await insertInvoicedOrder(ctx.database.db, customer.id);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/retractations',
    payload: {
      numero: order.numero,
      email: customer.mail,
      nom: 'Camille Lefèvre',
      lignes: [{ declinaison: await orderedVariant(ctx), qtt: 1 }],
    },
    remoteAddress: `10.178.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
  return answer.json<{ data: { id: number } }>().data.id;
}

const MODULE_SCENARIOS: Record<string, Scenario> = {
  'POST /api/users/salon': async () => ({
    method: 'POST',
    url: '/api/users/salon',
    payload: { prenom: 'Inès', nom: 'Salon', mail: `ines.${randomUUID()}@exemple.fr` },
  }),
  'POST /api/clients/:id/reinitialisation': async ({ ctx }) => ({
    method: 'POST',
    url: `/api/clients/${(await signUpCustomer(ctx)).id}/reinitialisation`,
  }),
  'PUT /api/clients/:id/mail': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    return {
      method: 'PUT',
      url: `/api/clients/${customer.id}/mail`,
      payload: { mail: `nouvelle.${customer.id}@exemple.fr` },
    };
  },
  'PUT /api/admin/reglages/:topic': async () => ({
    method: 'PUT',
    url: '/api/admin/reglages/livraison',
    payload: { franco_cents: 7_550 },
  }),
  'POST /api/admin/ambassadeurs/:id/versements': async ({ ctx }) => {
    const ambassador = await signUpStaff(ctx, ['user']);
    const customer = await signUpStaff(ctx, ['user']);
    await ctx.database.db.update(users).set({ ambassadeur: true }).where(eq(users.id, ambassador.id));
    await ctx.database.db.insert(remises).values({
      code: `AMB-${randomBytes(3).toString('hex')}`,
      type: 'pourcentage',
      valeur: 1000,
      ambassadeur_id: ambassador.id,
    });
    await insertInvoicedOrder(ctx.database.db, customer.id, { ambassadeur_id: ambassador.id, commission_ht: 1_000 });
    return {
      method: 'POST',
      url: `/api/admin/ambassadeurs/${ambassador.id}/versements`,
      payload: { montant_ht: 500, paye_le: '2026-11-20', reference: 'VIR-AUDIT' },
    };
  },
  'POST /api/campagnes/:id/envoi': async ({ ctx, record }) => {
    const subscriber = await RESOURCE_FIXTURES.abonnements!(ctx);
    await ctx.database.db
      .update(newsletters)
      .set({ confirme: new Date() })
      .where(eq(newsletters.id, Number(subscriber)));
    const campaign = await record(RESOURCES.find((definition) => definition.descriptor.model === 'campagnes')!);
    return { method: 'POST', url: `/api/campagnes/${String(campaign.id)}/envoi` };
  },
  'POST /api/abonnements/:id/desinscription': async ({ ctx }) => ({
    method: 'POST',
    url: `/api/abonnements/${await RESOURCE_FIXTURES.abonnements!(ctx)}/desinscription`,
  }),
  'PUT /api/commandes/:id/expedition': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const order = await insertInvoicedOrder(ctx.database.db, customer.id);
    return { method: 'PUT', url: `/api/commandes/${order.id}/expedition`, payload: { suivi: '6A0001' } };
  },
  'POST /api/colis': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const order = await insertInvoicedOrder(ctx.database.db, customer.id);
    const [line] = await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1);
    return {
      method: 'POST',
      url: '/api/colis',
      payload: { commande_hash: order.hash, lignes: [{ declinaison_id: line!.id, qtt: 1 }] },
    };
  },
  'PUT /api/colis/:id/lignes': async ({ ctx, admin }) => {
    const parcel = await RESOURCE_FIXTURES.colis!(ctx, admin);
    const [line] = await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1);
    return {
      method: 'PUT',
      url: `/api/colis/${parcel}/lignes`,
      payload: { lignes: [{ declinaison_id: line!.id, qtt: 1 }] },
    };
  },
  'POST /api/commandes/:id/remboursement': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    // Paid with the simulated provider's intent, written as a sale leaves it (the sale's own
    // invoice numbering would meet the numbers other fixtures here take).
    const intent = await insertSimulatedIntent(ctx, { amount: 18_900, metadata: {}, status: 'succeeded' });
    const order = await insertOrder(ctx, customer.id, { statut: 'payee', intent });
    return { method: 'POST', url: `/api/commandes/${order.id}/remboursement` };
  },
  'POST /api/commandes/:id/remboursements': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const intent = await insertSimulatedIntent(ctx, { amount: 18_900, metadata: {}, status: 'succeeded' });
    const order = await insertOrder(ctx, customer.id, { statut: 'payee', intent });
    return { method: 'POST', url: `/api/commandes/${order.id}/remboursements`, payload: { montant_libre: 100 } };
  },
  'POST /api/commandes/:id/remboursements/:refund': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const intent = await insertSimulatedIntent(ctx, { amount: 18_900, metadata: {}, status: 'succeeded' });
    const order = await insertOrder(ctx, customer.id, { statut: 'payee', intent });
    // Left asked by a provider outage.
    const [refund] = await ctx.database.db
      .insert(remboursements)
      .values({ commande_id: order.id, montant_ttc: 100, montant_ht: 83, tva: [] })
      .returning();
    return { method: 'POST', url: `/api/commandes/${order.id}/remboursements/${refund!.id}` };
  },
  'POST /api/retours': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const order = await insertInvoicedOrder(ctx.database.db, customer.id);
    const [line] = await ctx.database.db.select().from(declinaisons).orderBy(asc(declinaisons.id)).limit(1);
    return {
      method: 'POST',
      url: '/api/retours',
      payload: { numero: order.numero, type: 'defaut', lignes: [{ declinaison: line!.id, qtt: 1 }] },
    };
  },
  'POST /api/retours/:id/reception': async ({ ctx }) => ({
    method: 'POST',
    url: `/api/retours/${await customerReturn(ctx)}/reception`,
    payload: { lignes: [{ declinaison: await orderedVariant(ctx), qtt: 1, restock: false }] },
  }),
  'POST /api/retours/:id/refus': async ({ ctx }) => ({
    method: 'POST',
    url: `/api/retours/${await customerReturn(ctx)}/refus`,
    payload: { motif: 'autre', detail: 'Hors délai convenu.' },
  }),
  'POST /api/retours/:id/remboursement': async ({ ctx }) => ({
    method: 'POST',
    url: `/api/retours/${await customerReturn(ctx)}/remboursement`,
  }),
  'POST /api/admin/commandes/:hash/notes': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const order = await insertInvoicedOrder(ctx.database.db, customer.id);
    return { method: 'POST', url: `/api/admin/commandes/${order.hash}/notes`, payload: { texte: 'Client rappelé.' } };
  },
  'POST /api/admin/commandes/:hash/etape': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const order = await insertInvoicedOrder(ctx.database.db, customer.id);
    const { workflow } = await workflowWithSteps(ctx);
    return {
      method: 'POST',
      url: `/api/admin/commandes/${order.hash}/etape`,
      payload: { workflow_id: workflow.id },
    };
  },
  'PUT /api/workflows/:id/users': async ({ ctx, admin }) => {
    const { workflow } = await workflowWithSteps(ctx);
    return { method: 'PUT', url: `/api/workflows/${workflow.id}/users`, payload: { user_ids: [admin.id] } };
  },
  'PUT /api/workflows/:id/users-etapes': async ({ ctx, admin }) => {
    const { workflow, steps } = await workflowWithSteps(ctx);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/workflows/${workflow.id}/users`,
      headers: bearer(admin.token),
      payload: { user_ids: [admin.id] },
    });
    return {
      method: 'PUT',
      url: `/api/workflows/${workflow.id}/users-etapes`,
      payload: { etapes: [{ etape_id: steps[0]!.id, user_ids: [admin.id] }] },
    };
  },
  'PUT /api/workflows/:id/etapes-ordre': async ({ ctx }) => {
    const { workflow, steps } = await workflowWithSteps(ctx);
    return {
      method: 'PUT',
      url: `/api/workflows/${workflow.id}/etapes-ordre`,
      payload: { etape_ids: steps.map((step) => step.id).reverse() },
    };
  },
  'POST /api/admin/commandes': async ({ ctx }) => {
    const customer = await signUpCustomer(ctx);
    const variant = await firstVariant(ctx);
    const [method] = await ctx.database.db
      .select()
      .from(methodesLivraisons)
      .where(and(eq(methodesLivraisons.actif, true), eq(methodesLivraisons.point_relais, false)))
      .limit(1);
    return {
      method: 'POST',
      url: '/api/admin/commandes',
      payload: {
        client: { type: 'existant', id: customer.id },
        lignes: [{ declinaison_id: variant.id, qtt: 1 }],
        adresse: STAFF_TYPED_ADDRESS,
        livraison: method!.id,
        paiement: { mode: 'lien', canal: 'aucun' },
      },
    };
  },
  'POST /api/visuels': async ({ ctx, admin }) => {
    // The resource's own maker builds the upload (and sends it once); the same upload is sent again.
    const visuels = RESOURCES.find((definition) => definition.descriptor.model === 'visuels')!;
    const calls: InjectOptions[] = [];
    await visuels.sampleCreate!(async (options) => {
      calls.push(options);
      return ctx.app.inject({ ...options, headers: { ...options.headers, ...bearer(admin.token) } });
    }, visuels.sample());
    return calls[0]!;
  },
  'POST /api/produits/:id/visuels': async ({ record }) => {
    const picture = await record(RESOURCES.find((definition) => definition.descriptor.model === 'visuels')!);
    return { method: 'POST', url: '/api/produits/1/visuels', payload: { visuel_id: picture.id } };
  },
  'PUT /api/produits/:id/visuels': async ({ ctx, admin, record }) => {
    const picture = await record(RESOURCES.find((definition) => definition.descriptor.model === 'visuels')!);
    const attached = await ctx.app.inject({
      method: 'POST',
      url: '/api/produits/1/visuels',
      headers: bearer(admin.token),
      payload: { visuel_id: picture.id },
    });
    const ids = (attached.json() as { datas: { id: number }[] }).datas.map((visual) => visual.id);
    return { method: 'PUT', url: '/api/produits/1/visuels', payload: { ids: [...ids].reverse() } };
  },
  'DELETE /api/produits/:id/visuels/:visuelId': async ({ ctx, admin, record }) => {
    const picture = await record(RESOURCES.find((definition) => definition.descriptor.model === 'visuels')!);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/produits/1/visuels',
      headers: bearer(admin.token),
      payload: { visuel_id: picture.id },
    });
    return { method: 'DELETE', url: `/api/produits/1/visuels/${String(picture.id)}` };
  },
  'POST /api/stocks/:declinaisonId/ajustement': async ({ ctx }) => {
    const [warehouse] = await ctx.database.db.select().from(entrepots).orderBy(asc(entrepots.id)).limit(1);
    return {
      method: 'POST',
      url: `/api/stocks/${(await firstVariant(ctx)).id}/ajustement`,
      payload: { entrepot_id: warehouse!.id, operation: 'ajouter', quantite: 2, motif: 'receipt' },
    };
  },
  'POST /api/stocks/:declinaisonId/transfert': async ({ ctx, admin }) => {
    const variant = await firstVariant(ctx);
    const [from] = await ctx.database.db.select().from(entrepots).orderBy(asc(entrepots.id)).limit(1);
    const [to] = await ctx.database.db
      .insert(entrepots)
      .values({ label: `Réserve ${randomUUID()}` })
      .returning();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/stocks/${variant.id}/ajustement`,
      headers: bearer(admin.token),
      payload: { entrepot_id: from!.id, operation: 'ajouter', quantite: 2, motif: 'receipt' },
    });
    return {
      method: 'POST',
      url: `/api/stocks/${variant.id}/transfert`,
      payload: { depuis: from!.id, vers: to!.id, quantite: 1 },
    };
  },
  'POST /api/lots/:lotId/rappel': async ({ ctx }) => {
    const [lot] = await ctx.database.db.select().from(lots).orderBy(asc(lots.id)).limit(1);
    return { method: 'POST', url: `/api/lots/${lot!.id}/rappel` };
  },
  'POST /api/outbox/:id/relance': async ({ ctx }) => {
    const [message] = await ctx.database.db
      .insert(outbox)
      .values({ canal: 'mail', destinataire: 'perdu@exemple.fr', texte: 'Bonjour', tentatives: 5, erreur: 'refusé' })
      .returning();
    return { method: 'POST', url: `/api/outbox/${message!.id}/relance` };
  },
  'POST /api/taches/:nom/relance': async () => ({ method: 'POST', url: '/api/taches/basket-purge/relance' }),
  'POST /api/roles': async () => ({
    method: 'POST',
    url: '/api/roles',
    payload: { nom: `Boutique ${randomUUID()}`, permissions: ['commandes:lire'] },
  }),
  'PUT /api/roles/:code': async ({ ctx, admin }) => ({
    method: 'PUT',
    url: `/api/roles/${await newRole(ctx, admin)}`,
    payload: { nom: 'Vendeuse', permissions: ['commandes:lire', 'clients:lire'] },
  }),
  'DELETE /api/roles/:code': async ({ ctx, admin }) => ({
    method: 'DELETE',
    url: `/api/roles/${await newRole(ctx, admin)}`,
  }),
  'POST /api/cles-api': async () => ({
    method: 'POST',
    url: '/api/cles-api',
    payload: { nom: 'Comptabilité', permissions: ['factures:lire'] },
  }),
  'DELETE /api/cles-api/:id': async ({ ctx, admin }) => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/cles-api',
      headers: bearer(admin.token),
      payload: { nom: 'Entrepôt', permissions: ['stocks:lire'] },
    });
    return { method: 'DELETE', url: `/api/cles-api/${(created.json() as { data: { id: number } }).data.id}` };
  },
  'POST /api/admin/catalogue/import': async () => ({
    method: 'POST',
    url: '/api/admin/catalogue/import?mode=application',
    headers: { 'content-type': 'text/csv' },
    payload: `declinaison_id;produit;declinaison;prix_ttc\r\n;Baume audité ${randomUUID().slice(0, 8)};Pot 30 ml;24,00\r\n`,
  }),
  'POST /api/admin/stocks/import': async ({ ctx }) => {
    const [variant] = await ctx.database.db.select({ id: declinaisons.id }).from(declinaisons).limit(1);
    const [warehouse] = await ctx.database.db.select({ id: entrepots.id }).from(entrepots).limit(1);
    return {
      method: 'POST',
      url: '/api/admin/stocks/import?mode=application',
      headers: { 'content-type': 'text/csv' },
      payload: `declinaison_id;entrepot_id;lot;dluo;quantite\r\n${variant!.id};${warehouse!.id};L-AUDIT-${randomUUID().slice(0, 6)};2030-01-31;3\r\n`,
    };
  },
  'PUT /api/admin/mails/:cle/:langue': async () => ({
    method: 'PUT',
    url: '/api/admin/mails/remboursement/de',
    payload: AUDITED_MAIL,
  }),
  'DELETE /api/admin/mails/:cle/:langue': async ({ ctx, admin }) => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/mails/remboursement/es',
      headers: bearer(admin.token),
      payload: AUDITED_MAIL,
    });
    return { method: 'DELETE', url: '/api/admin/mails/remboursement/es' };
  },
  'POST /api/admin/mails/:cle/:langue/essai': async () => ({
    method: 'POST',
    url: '/api/admin/mails/remboursement/fr/essai',
    payload: AUDITED_MAIL,
  }),
  'POST /api/webhooks': async () => ({
    method: 'POST',
    url: '/api/webhooks',
    payload: { url: 'https://erp.exemple.fr/boutique', evenements: ['order.paid'] },
  }),
  'DELETE /api/webhooks/:id': async ({ ctx, admin }) => ({
    method: 'DELETE',
    url: `/api/webhooks/${await newWebhook(ctx, admin)}`,
  }),
  'POST /api/webhooks/livraisons/:id/relivraison': async ({ ctx, admin }) => {
    const webhookId = await newWebhook(ctx, admin);
    const [delivery] = await ctx.database.db
      .insert(webhooksLivraisons)
      .values({ webhook_id: webhookId, evenement: 'order.paid', cle: `order.paid:${randomUUID()}`, corps: '{}' })
      .returning();
    return { method: 'POST', url: `/api/webhooks/livraisons/${delivery!.id}/relivraison` };
  },
  'PUT /api/equipe': async ({ ctx }) => ({
    method: 'PUT',
    url: '/api/equipe',
    payload: { mail: (await signUpCustomer(ctx)).mail, role: 'logistique' },
  }),
  'PUT /api/admin/traductions/:locale/:cle': async () => ({
    method: 'PUT',
    url: '/api/admin/traductions/en/commun.fermer',
    payload: { valeur: 'Close' },
  }),
  'DELETE /api/admin/traductions/:locale/:cle': async ({ ctx, admin }) => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/traductions/es/commun.fermer',
      headers: bearer(admin.token),
      payload: { valeur: 'Cerrar' },
    });
    return { method: 'DELETE', url: '/api/admin/traductions/es/commun.fermer' };
  },
  'POST /api/stripelinks': async () => ({
    method: 'POST',
    url: '/api/stripelinks',
    payload: { montant: 4_500, prenom: 'Camille', nom: 'Durand', mail: 'camille.lien@exemple.fr', langue: 'fr' },
  }),
  'PUT /api/stripelinks/:id': async (world) => ({
    method: 'PUT',
    url: `/api/stripelinks/${await paymentLink(world)}`,
    payload: { montant: 5_000, prenom: 'Camille', nom: 'Durand', mail: 'camille.lien@exemple.fr', langue: 'fr' },
  }),
  'DELETE /api/stripelinks/:id': async (world) => ({
    method: 'DELETE',
    url: `/api/stripelinks/${await paymentLink(world)}`,
  }),
  'POST /api/stripelinks/notifier/:id/:channel': async (world) => ({
    method: 'POST',
    url: `/api/stripelinks/notifier/${await paymentLink(world)}/mail`,
  }),
};

const SCENARIOS: Record<string, Scenario> = { ...resourceScenarios(), ...MODULE_SCENARIOS };

const staffWrites = Object.entries(ACCESS_TABLE)
  .filter(([route, access]) => isStaffAccess(access) && !route.startsWith('GET '))
  .map(([route]) => route);

describe('the audit log of staff writes', () => {
  let ctx: TestContext;
  let world: World;

  const entriesBy = async (userId: number) =>
    (await ctx.database.db.select({ total: count() }).from(audits).where(eq(audits.user_id, userId)))[0]!.total;

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = await signUpStaff(ctx, ['user', 'admin']);
    const asAdmin = (options: InjectOptions) =>
      ctx.app.inject({ ...options, headers: { ...options.headers, ...bearer(admin.token) } });
    world = {
      ctx,
      admin,
      async record(definition) {
        const model = definition.descriptor.model;
        if (definition.sampleCreate) return definition.sampleCreate(asAdmin, definition.sample());
        if (definition.omit?.includes('create')) {
          const key = await RESOURCE_FIXTURES[model]!(ctx, admin);
          return createResourceService(ctx.database.db, definition, () => {}).get(key, {
            id: admin.id,
            scopes: ['admin'],
          });
        }
        const created = await asAdmin({ method: 'POST', url: `/api/${model}`, payload: definition.sample() });
        if (created.statusCode !== 201 && created.statusCode !== 200) throw new Error(`${model}: ${created.body}`);
        return (created.json() as { data: Row }).data;
      },
    };
  }, 60_000);
  afterAll(() => ctx.close());

  it('has a call for every staff write route of the access table, or a reason it writes nothing', () => {
    const uncovered = staffWrites.filter(
      (route) => !(route in SCENARIOS) && !(route in WRITES_NOTHING) && !OWN_SECOND_FACTOR.has(route),
    );
    expect(uncovered).toEqual([]);
    // No call or reason kept for a route that is gone.
    const known = new Set(Object.keys(ACCESS_TABLE));
    const generated = new Set(Object.keys(resourceRouteAccess(RESOURCES)));
    expect(Object.keys(MODULE_SCENARIOS).filter((route) => !known.has(route) || generated.has(route))).toEqual([]);
    expect(Object.keys(WRITES_NOTHING).filter((route) => !known.has(route))).toEqual([]);
    expect([...OWN_SECOND_FACTOR].filter((route) => !known.has(route))).toEqual([]);
  });

  it.each(staffWrites.filter((route) => route in SCENARIOS))(
    '%s writes an audit entry by its caller',
    async (route) => {
      const request = await SCENARIOS[route]!(world);
      const before = await entriesBy(world.admin.id);
      const response = await ctx.app.inject({
        ...request,
        headers: { ...request.headers, ...bearer(world.admin.token) },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(
        await entriesBy(world.admin.id),
        `${route} answered ${response.statusCode} without an audit entry`,
      ).toBeGreaterThan(before);
    },
  );
});
