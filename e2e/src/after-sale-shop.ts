import type postgres from 'postgres';
import type { StoredSession } from './admin-session.ts';
import type { SunkMail } from './smtp-sink.ts';
import type { ShopApi } from './shop-api.ts';

/**
 * The after-sale journey's set-up and readings through the shop's API: an account made through its
 * mailed link, a lot received on the shelves, a lot's units, what the test-mode provider refunded.
 */

/**
 * An account made as a shopper makes one (the sign-up call, then the link mailed to the file's
 * SMTP sink); answers the session it signs in with.
 */
export async function signUpWithMailedLink(
  baseURL: string,
  smtp: { waitFor(address: string): Promise<SunkMail> },
  input: { prenom: string; nom: string; mail: string; password: string; langue: string },
): Promise<StoredSession & { user: { id: number } }> {
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${baseURL}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: baseURL },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<unknown>;
  };
  await post('/sign/up', input);
  const mail = await smtp.waitFor(input.mail);
  const token = /\/[a-z]{2}\/sign\/up\/([\w-]+)/u.exec(mail.text)?.[1];
  if (!token) throw new Error(`No sign-up link in the mail to ${input.mail}`);
  const confirmed = (await post('/sign/up/confirm', { token })) as {
    token: StoredSession & { user: { id: number } };
  };
  return confirmed.token;
}

/** The warehouse sales take from first (lowest `ordre`). */
export async function firstWarehouse(api: ShopApi): Promise<number> {
  const { datas } = await api<{ datas: { id: number; ordre: number }[] }>('/entrepots');
  return [...datas].sort((a, b) => a.ordre - b.ordre || a.id - b.id)[0]!.id;
}

/** A day `days` from today, as a calendar date (YYYY-MM-DD). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Staff receive `quantite` units of a variant as a lot in a warehouse, with its dates. */
export async function receiveLot(
  api: ShopApi,
  input: { declinaison: number; entrepot: number; numero: string; quantite: number },
): Promise<void> {
  await api(`/stocks/${input.declinaison}/ajustement`, {
    method: 'POST',
    body: {
      entrepot_id: input.entrepot,
      operation: 'ajouter',
      quantite: input.quantite,
      motif: 'receipt',
      note: 'Réception fournisseur',
      lot: { numero: input.numero, fabrication: dayFromToday(-30), dluo: dayFromToday(2 * 365) },
    },
  });
}

/**
 * Staff write off what a warehouse holds of a variant's migrated lot INITIAL (an inventory that found
 * none left): first-expiring-first sells INITIAL, the oldest stock, before any dated lot.
 */
export async function writeOffInitialLot(api: ShopApi, input: { declinaison: number; entrepot: number }) {
  const initial = await readLot(api, input.declinaison, 'INITIAL');
  const onShelf = initial.entrepots.find((entry) => entry.entrepot_id === input.entrepot)?.quantite ?? 0;
  if (onShelf === 0) return;
  await api(`/stocks/${input.declinaison}/ajustement`, {
    method: 'POST',
    body: {
      entrepot_id: input.entrepot,
      operation: 'ajouter',
      quantite: -onShelf,
      motif: 'adjustment',
      note: 'Inventaire',
      lot_id: initial.id,
    },
  });
}

/** A lot as `ad/lots` reads it: its id and its units on hand, in all and per warehouse. */
export async function readLot(api: ShopApi, declinaison: number, numero: string) {
  const { datas } = await api<{
    datas: { id: number; numero: string; quantite: number; entrepots: { entrepot_id: number; quantite: number }[] }[];
  }>(`/lots?declinaison=${declinaison}&vides=true`);
  const lot = datas.find((entry) => entry.numero === numero);
  if (!lot) throw new Error(`No lot ${numero} for variant ${declinaison}`);
  return lot;
}

/** The refunds the test-mode provider recorded on the payment of an order (id, key and amount each). */
export async function providerRefundsOf(sql: postgres.Sql, orderId: number) {
  const rows = await sql<{ refunds: string | null; amount: number }[]>`
    select metadata->>'refunds' as refunds, amount from simulated_intents
    where metadata->>'commande' = ${String(orderId)} and status = 'succeeded'`;
  if (rows.length !== 1) throw new Error(`Expected one succeeded payment for order ${orderId}, found ${rows.length}`);
  return {
    paid: rows[0]!.amount,
    refunds: JSON.parse(rows[0]!.refunds ?? '[]') as { id: string; key: string; amount: number }[],
  };
}
