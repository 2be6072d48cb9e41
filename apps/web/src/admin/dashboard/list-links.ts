/**
 * The addresses of the lists a dashboard tile opens, with the filters that give the tile's figure
 * (the lists read them from the address; the API counts with the same conditions).
 */
const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

/** The last day (YYYY-MM-DD) of the month starting on `monthStart`. */
export function monthEnd(monthStart: string): string {
  const [year, month] = monthStart.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${monthStart.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

export const listLinks = {
  // Test orders count as sales (the domain's `countsAsSale`), so the lists keep them too.
  salesOfDay: (day: string) => `/commandes${query({ statut: 'encaissees', du: day, au: day })}`,
  salesOfMonth: (monthStart: string) =>
    `/commandes${query({ statut: 'encaissees', du: monthStart, au: monthEnd(monthStart) })}`,
  toShip: () => `/commandes${query({ statut: 'payee' })}`,
  paymentLinks: () => '/paiements',
  lowStock: () => `/produits${query({ stock_bas: 'true' })}`,
  product: (id: number) => `/produits/${id}`,
  lots: () => '/lots',
  orders: () => '/commandes',
  order: (hash: string) => `/commandes/${hash}`,
};
