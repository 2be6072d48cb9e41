import { randomUUID } from 'node:crypto';

/** A JSON call to the shop's API under a session, as the web app makes it (a failure throws). */
export type ShopApi = <T>(path: string, init?: { method?: string; body?: unknown }) => Promise<T>;

export function shopApi(baseURL: string, session: { access_token: string }): ShopApi {
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${baseURL}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: baseURL,
        Authorization: `Bearer ${session.access_token}`,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };
}

/**
 * The session's account buys two units of a variant in stock, as the checkout page does (basket,
 * address, terms, intent, test card); answers the paid order as the back office reads it.
 */
export async function payAnOrder(api: ShopApi): Promise<{ hash: string; numero: string }> {
  const { datas } = await api<{ datas: { declinaisons: { id: number; stock: { total: number } | null }[] }[] }>(
    '/produits',
  );
  const variant = datas.flatMap((product) => product.declinaisons).find((entry) => (entry.stock?.total ?? 0) > 2)!;
  const basket = randomUUID();
  await api('/paniers/qtt', { method: 'POST', body: { panier: basket, declinaison: variant.id, qtt: 2 } });
  await api('/adresses', {
    method: 'POST',
    body: { prenom: 'Alix', nom: 'Équipe', ligne1: '5 place Vendôme', code_postal: '75001', ville: 'Paris' },
  });
  await api(`/paniers/checkout/${basket}`, { method: 'PUT', body: { cgv: true } });
  const intent = await api<{ client_secret: string; commande: string }>(`/paniers/stripeintent/${basket}`);
  await api('/payments/simulated/confirm', {
    method: 'POST',
    body: { client_secret: intent.client_secret, card: '4242424242424242' },
  });
  const { data } = await api<{ data: { hash: string; numero: string } }>(`/admin/commandes/${intent.commande}`);
  return data;
}

/** A product with associated products, so its page draws every block (share, cross-sell). */
export async function showcaseProductPath(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/produits`, { headers: { 'Accept-Language': 'fr' } });
  const body = (await response.json()) as {
    datas: { id: number; slug: string; offline: boolean; associes: unknown[] }[];
  };
  const online = body.datas.filter(({ offline }) => !offline);
  const produit = online.find(({ associes }) => associes.length > 0) ?? online[0];
  if (!produit) throw new Error('no online product');
  return `/fr/cosmetique/${produit.id}-${produit.slug}`;
}
