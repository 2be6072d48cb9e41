import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stripelinks } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../providers/payments/payment-provider.ts';
import { recordOrderIntent, selectLinkedOrder } from '../checkout/checkout.service.ts';
import { linkExpired, linkNotFound } from './payment-link-refusals.ts';
import { toPublicLink, type LinkRow } from './payment-link-rows.ts';

interface OpenDeps {
  db: Database;
  provider: PaymentProvider;
}

/**
 * The intent the public page pays: the link's own while it still asks the link's amount, else a
 * new one. Concurrent visits share it: the key names the intent it replaces, and only the first
 * visit's is recorded.
 */
async function currentIntent({ db, provider }: OpenDeps, row: LinkRow) {
  const known = row.intent ? await provider.retrieveIntent(row.intent) : null;
  if (known && known.amount === row.montant && known.status !== 'canceled') return known;
  const intent = await provider.createIntent({
    amount: row.montant,
    // A link bound to an order pays the order too (checkout turns it into a sale).
    metadata: row.commande_id
      ? { stripelink: String(row.id), commande: String(row.commande_id) }
      : { stripelink: String(row.id) },
    idempotencyKey: `stripelink:${row.id}:${row.montant}:${row.intent ?? 'premier'}`,
  });
  await db
    .update(stripelinks)
    .set({ intent: intent.id })
    .where(
      and(
        eq(stripelinks.id, row.id),
        isNull(stripelinks.paye),
        sql`${stripelinks.intent} is not distinct from ${row.intent}`,
      ),
    );
  // Releasing the order's hold then cancels the intent: the page can no longer charge it.
  if (row.commande_id) await recordOrderIntent(db, row.commande_id, intent.id);
  return intent;
}

/**
 * The public page's data: the link (only what the page shows), and for an unpaid link a
 * payment intent for its amount, the same one on every visit (idempotency key).
 */
export async function openPaymentLink(deps: OpenDeps, hash: string) {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(stripelinks)
    .where(and(eq(stripelinks.hash, hash), isNull(stripelinks.deleted)));
  if (!row) throw linkNotFound('Ce lien de paiement n’existe plus.');
  const link = toPublicLink(row);
  const bound = row.commande_id ? await selectLinkedOrder(db, row.commande_id) : null;
  const commande = bound && {
    lignes: bound.lignes,
    livraison_label: bound.order.livraison_label,
    livraison_ttc: bound.order.livraison_ttc,
    remise_ttc: bound.order.remise_ttc,
    total_ttc: bound.order.total_ttc,
  };
  if (row.paye) return { link, client_secret: null, pi_status: 'succeeded', commande };
  // A link bound to an order is paid while the order's stock is held, never after.
  if (bound && (bound.order.statut !== 'reservee' || bound.order.expire.getTime() <= Date.now())) throw linkExpired();
  const intent = await currentIntent(deps, row);
  return {
    link,
    client_secret: intent.status === 'succeeded' ? null : intent.clientSecret,
    pi_status: intent.status,
    commande,
  };
}
