import { randomBytes } from 'node:crypto';
import { liensPaiementResource, paymentLinkEditRefusal } from '@boutique/domain';
import { gte, ilike, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { stripelinks } from '../../db/schema/index.ts';
import { shopDay, shopDayStart } from '../../lib/shop-time.ts';
import { defineResource, type Row } from '../admin-resources/define-resource.ts';
import { containing } from '../admin-resources/search.ts';

type LinkRow = typeof stripelinks.$inferSelect;

/**
 * Payment links (the `stripelinks` table, owned by modules/payment-links). Staff and ambassadors
 * list, read and edit them here; an ambassador only the links they created (`owner`). A link is
 * created by `POST /api/stripelinks` (its unguessable hash) and deleted by
 * `DELETE /api/stripelinks/{id}`, which keeps it for the payment's trail and cancels its intent:
 * the generic create and delete are left out. A paid link, or the amount of a link paying an
 * order, is frozen; a new amount forgets the old intent, cancelled once the edit is committed (the module's rules).
 */
export const liensPaiementDefinition = defineResource({
  descriptor: liensPaiementResource,
  table: stripelinks,
  access: 'staff',
  owner: stripelinks.created_by,
  // Deleted links stay in the table for the payment's trail, never in the back office.
  rows: isNull(stripelinks.deleted),
  omit: ['create', 'delete'],
  filters: {
    q: (text) =>
      or(
        ilike(stripelinks.mail, containing(text)),
        ilike(stripelinks.prenom, containing(text)),
        ilike(stripelinks.nom, containing(text)),
        ilike(stripelinks.tel, containing(text)),
      ),
    paye: (value) => (value === 'true' ? isNotNull(stripelinks.paye) : isNull(stripelinks.paye)),
    du: (day) => gte(stripelinks.created, shopDayStart(day)),
    au: (day) => lt(stripelinks.created, shopDayStart(day, 1)),
  },
  frozen: (row, change) =>
    paymentLinkEditRefusal(
      { paye: row.paye, commande_id: row.commande_id as number | null, montant: row.montant as number },
      change && { montant: change.montant as number | undefined },
    ),
  afterUpdate: async (tx, before, after, { paymentLinks }) => {
    if (!paymentLinks) throw new Error('liens-paiement: the payment links service is missing');
    await paymentLinks.forgetRepricedIntent(tx, before as LinkRow, after as LinkRow);
    return { ...after, intent: after.montant === before.montant ? after.intent : null };
  },
  afterUpdateCommit: async (before, after, { paymentLinks }) => {
    await paymentLinks?.cancelRepricedIntent(before as LinkRow, after as LinkRow);
  },
  sample: () => {
    const tag = randomBytes(3).toString('hex');
    return {
      montant: 4_900 + Math.floor(Math.random() * 1_000),
      message: 'Votre coffret découverte',
      prenom: 'Camille',
      nom: `Durand ${tag}`,
      mail: `camille.${tag}@exemple.fr`,
      tel: '+33612345678',
      langue: 'fr' as const,
    };
  },
  sampleCreate: async (inject, input) => {
    const created = await inject({ method: 'POST', url: '/api/stripelinks', payload: input });
    if (created.statusCode !== 200) throw new Error(`creation answered ${created.statusCode}: ${created.body}`);
    const read = await inject({ url: `/api/liens-paiement/${created.json().data.id}` });
    return read.json().data as Row;
  },
  // Nothing answers the generic creation's path.
  sampleCreateRefusal: 404,
  sampleChange: () => ({ montant: 6_000 + Math.floor(Math.random() * 1_000) }),
  sampleFilters: (row) => {
    const day = shopDay(new Date(String(row.created)));
    return [{ q: String(row.mail) }, { q: String(row.nom).split(' ').at(-1)!, paye: 'false', du: day, au: day }];
  },
});
