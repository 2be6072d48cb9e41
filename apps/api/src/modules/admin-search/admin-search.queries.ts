import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commandes, produits, stripelinks, users } from '../../db/schema/index.ts';
import { containing } from '../../lib/like-pattern.ts';
import { accountIdsFound } from '../auth/users.service.ts';
import { orderIdsFound } from '../orders/orders.service.ts';

/**
 * Drizzle only: what the back office's search finds of each kind, a few rows each. Orders and
 * accounts, the large tables, are matched through their indexes only (numbers by equality, names,
 * mails and phones by prefix); products and payment links, a few hundred rows, by any part.
 */

/** The numbered orders (paid once at least) a text finds, newest first, with their customer. */
export function searchOrders(db: Database, text: string, thisYear: number, limit: number) {
  return db
    .select({
      hash: commandes.hash,
      numero: commandes.numero,
      facture_numero: commandes.facture_numero,
      statut: commandes.statut,
      total_ttc: commandes.total_ttc,
      prenom: users.prenom,
      nom: users.nom,
      mail: users.mail,
    })
    .from(commandes)
    .innerJoin(users, eq(users.id, commandes.user_id))
    .where(and(sql`${commandes.id} in (${orderIdsFound(text, thisYear)})`, isNotNull(commandes.numero)))
    .orderBy(desc(commandes.created), desc(commandes.id))
    .limit(limit);
}

/** The accounts a text finds (mail, names, phone), newest first. */
export function searchAccounts(db: Database, text: string, limit: number) {
  return db
    .select({ id: users.id, prenom: users.prenom, nom: users.nom, mail: users.mail })
    .from(users)
    .where(sql`${users.id} in (${accountIdsFound(text)})`)
    .orderBy(desc(users.id))
    .limit(limit);
}

/** The products whose name or slug holds the text, by name. */
export function searchProducts(db: Database, text: string, limit: number) {
  return db
    .select({ id: produits.id, label: produits.label })
    .from(produits)
    .where(or(ilike(produits.label, containing(text)), ilike(produits.slug, containing(text))))
    .orderBy(asc(produits.label), asc(produits.id))
    .limit(limit);
}

/** The payment links (not deleted) whose customer's mail, names or phone hold the text, newest first. */
export function searchPaymentLinks(db: Database, text: string, limit: number) {
  const pattern = containing(text);
  return db
    .select({
      id: stripelinks.id,
      prenom: stripelinks.prenom,
      nom: stripelinks.nom,
      mail: stripelinks.mail,
      montant: stripelinks.montant,
    })
    .from(stripelinks)
    .where(
      and(
        isNull(stripelinks.deleted),
        or(
          ilike(stripelinks.mail, pattern),
          ilike(stripelinks.prenom, pattern),
          ilike(stripelinks.nom, pattern),
          ilike(stripelinks.tel, pattern),
        ),
      ),
    )
    .orderBy(desc(stripelinks.created), desc(stripelinks.id))
    .limit(limit);
}
