import { axeOn } from './axe-check.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { payAnOrder, shopApi, type ShopApi } from './shop-api.ts';
import { PHONE_VIEWPORT, sidewaysScrolling } from './phone-width.ts';
import { startServer, type StartedServer } from './start-server.ts';

/**
 * Issue 13: a paid order seen by the team on a phone, from the list to its page (lines, amounts,
 * customer, timeline), a note added from the page, and the shop's mail about the order queued.
 * Own server: it has an admin, and pays an order.
 */
describe('admin order page', () => {
  let server: StartedServer;
  let browser: Browser;
  let admin: Page;
  let api: ShopApi;
  let order: { hash: string; numero: string };

  beforeAll(async () => {
    server = await startServer(() => ({ ADMIN_EMAIL, ADMIN_PASSWORD }));
    browser = await launchBrowser();
    const token = await signInAdmin(server.baseURL);
    api = shopApi(server.baseURL, token);
    order = await payAnOrder(api);
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR', viewport: PHONE_VIEWPORT });
    await storeSession(context, token);
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
    const results = await axeOn(admin).analyze();
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
