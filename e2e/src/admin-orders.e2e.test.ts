import { randomUUID } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { PHONE_VIEWPORT, sidewaysScrolling } from './phone-width.ts';
import { startServer, type StartedServer } from './start-server.ts';

const ADMIN_EMAIL = 'admin@orcaviar.example';
const ADMIN_PASSWORD = 'e2e-admin-orcaviar-2026';

/**
 * Issue 13: a paid order seen by the team on a phone, from the list to its page (lines, amounts,
 * customer, timeline), a note added from the page, and the shop's mail about the order queued.
 * Own server: it has an admin, and pays an order.
 */
describe('admin order page', () => {
  let server: StartedServer;
  let browser: Browser;
  let admin: Page;
  let token: { access_token: string };
  let order: { hash: string; numero: string };

  const api = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const response = await fetch(`${server.baseURL}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: server.baseURL,
        Authorization: `Bearer ${token.access_token}`,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    return body;
  };

  /** The admin buys, as the checkout page does: basket, address, terms, intent, test card. */
  async function payAnOrder() {
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

  beforeAll(async () => {
    server = await startServer(() => ({ ADMIN_EMAIL, ADMIN_PASSWORD }));
    browser = await launchBrowser();
    const signIn = await fetch(`${server.baseURL}/api/sign/in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.baseURL },
      body: JSON.stringify({ mail: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = ((await signIn.json()) as { token: { access_token: string } }).token;
    order = await payAnOrder();
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR', viewport: PHONE_VIEWPORT });
    await context.addInitScript(
      (value) =>
        (
          globalThis as unknown as { localStorage: { setItem: (key: string, value: string) => void } }
        ).localStorage.setItem('od_token', value),
      JSON.stringify(token),
    );
    admin = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the order from the list and shows it on a phone without sideways scrolling', async () => {
    await admin.goto('/fr/ad/commandes');
    await admin.getByRole('link', { name: order.numero }).click();
    await admin.waitForURL(`**/fr/ad/commandes/${order.hash}`);
    await admin.getByRole('heading', { level: 1, name: `Commande ${order.numero}` }).waitFor();
    await admin.getByRole('region', { name: 'Articles' }).getByRole('row').nth(1).waitFor();
    await admin.getByRole('region', { name: 'Chronologie' }).getByText('Paiement reçu').waitFor();
    expect(await sidewaysScrolling(admin)).toEqual([]);
    const results = await new AxeBuilder({ page: admin }).analyze();
    const serious = results.violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .flatMap(({ id, nodes }) => nodes.map(({ target }) => `${id} at ${target.join(' ')}`));
    expect(serious).toEqual([]);
  });

  it('adds an internal note from the keyboard and lists it', async () => {
    await admin.goto(`/fr/ad/commandes/${order.hash}`);
    const notes = admin.getByRole('region', { name: 'Notes internes' });
    await notes.getByLabel('Nouvelle note').fill('Emballage cadeau demandé par téléphone.');
    await notes.getByLabel('Nouvelle note').press('Tab');
    await admin.keyboard.press('Enter');
    await notes.getByText('Note ajoutée.').waitFor();
    await notes.getByText('Emballage cadeau demandé par téléphone.').waitFor();
    expect(await notes.getByRole('listitem').count()).toBe(1);
    expect(await sidewaysScrolling(admin)).toEqual([]);
  });

  it('queued the shop’s mail about the new order, once', async () => {
    const { datas } = await api<{ datas: { sujet: string; texte: string }[] }>('/outbox/paginator?limit=100');
    const mails = datas.filter((mail) => mail.sujet.includes(`Nouvelle commande ${order.numero}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.texte).toContain(`/fr/ad/commandes/${order.hash}`);
  });
});
