import { ADMIN_SEARCH_LIMIT, type AdminSearch } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { searchAccounts, searchOrders, searchPaymentLinks, searchProducts } from './admin-search.queries.ts';

const fullName = (person: { prenom: string; nom: string }) => [person.prenom, person.nom].filter(Boolean).join(' ');

/**
 * GET /api/admin/recherche: the orders, customers, products and payment links a text finds, a
 * few of each, read side by side. Numbers are those of the counters' years (UTC, as they number).
 */
export async function adminSearch(db: Database, text: string, now = new Date()): Promise<AdminSearch> {
  const [orders, accounts, products, links] = await Promise.all([
    searchOrders(db, text, now.getUTCFullYear(), ADMIN_SEARCH_LIMIT),
    searchAccounts(db, text, ADMIN_SEARCH_LIMIT),
    searchProducts(db, text, ADMIN_SEARCH_LIMIT),
    searchPaymentLinks(db, text, ADMIN_SEARCH_LIMIT),
  ]);
  return {
    commandes: orders.map(({ prenom, nom, mail, ...order }) => ({
      ...order,
      client: fullName({ prenom, nom }) || mail,
    })),
    clients: accounts.map((account) => ({ id: account.id, nom: fullName(account), mail: account.mail })),
    produits: products,
    liens: links.map((link) => ({ id: link.id, nom: fullName(link), mail: link.mail, montant: link.montant })),
  };
}
