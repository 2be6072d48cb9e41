import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from './admin-session.ts';
import { useBackOffice, type AdminShop } from './admin-shop.ts';
import { payAnOrder, shopApi, type ShopApi } from './shop-api.ts';

/**
 * Issue 13 item 3: a paid order of two units split by the team into two parcels, each with its
 * Colissimo tracking number, both shipped from their page after a confirmation; the outbox then
 * holds one shipment mail per parcel for the customer, and the order is shipped.
 * Own server: it has an admin, and pays an order.
 */
describe('admin parcels', () => {
  let shop: AdminShop;
  let admin: Page;
  let api: ShopApi;
  let order: { hash: string; numero: string };

  /** "Préparer un colis" on the order's page: one unit, Colissimo, a tracking number. */
  async function prepareParcel(suivi: string) {
    const panel = admin.getByRole('region', { name: 'Colis' });
    await panel.getByRole('button', { name: 'Préparer un colis' }).click();
    const form = panel.getByRole('form', { name: 'Préparer un colis' });
    await form.getByRole('spinbutton').first().fill('1');
    await form.getByRole('option', { name: 'Colissimo' }).waitFor({ state: 'attached' });
    await form.getByLabel('Transporteur').selectOption({ label: 'Colissimo' });
    await form.getByLabel('Numéro de suivi').fill(suivi);
    await form.getByRole('button', { name: 'Créer le colis' }).click();
    await panel.getByText('Colis créé.').waitFor();
  }

  const backOffice = useBackOffice();
  beforeAll(async () => {
    ({ shop, admin } = backOffice);
    api = shopApi(shop.server.baseURL, shop.admin);
    order = await payAnOrder(api);
  });

  it('splits the paid order into two parcels with their tracking numbers', async () => {
    await admin.goto(`/fr/ad/commandes/${order.hash}`);
    await admin.getByRole('heading', { level: 1, name: `Commande ${order.numero}` }).waitFor();
    const panel = admin.getByRole('region', { name: 'Colis' });
    await panel.getByText('Aucun colis pour cette commande.').waitFor();
    await prepareParcel('6A00000000001');
    await prepareParcel('6A00000000002');
    await panel.getByText('Tous les articles sont dans des colis.').waitFor();
    expect(await panel.getByRole('link', { name: /^Colis n° / }).count()).toBe(2);
    expect(await panel.getByRole('link', { name: '6A00000000002' }).getAttribute('href')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A00000000002',
    );
  });

  it('ships each parcel from its page after a confirmation', async () => {
    for (const index of [0, 1]) {
      await admin.goto(`/fr/ad/commandes/${order.hash}`);
      const panel = admin.getByRole('region', { name: 'Colis' });
      await panel
        .getByRole('link', { name: /^Colis n° / })
        .nth(index)
        .click();
      await admin.getByRole('region', { name: 'Contenu du colis' }).waitFor();
      await admin.getByRole('button', { name: 'Marquer expédié' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Expédier ce colis ?' });
      await dialog.getByRole('button', { name: 'Marquer expédié' }).click();
      await admin.getByText('Colis expédié : le client est prévenu par e-mail.').waitFor();
    }
    await admin.goto('/fr/ad/trackings');
    await admin.getByRole('link', { name: '6A00000000001' }).waitFor();
    await admin.getByRole('link', { name: '6A00000000002' }).waitFor();
  });

  it('queued one shipment mail per parcel to the customer, and shipped the order', async () => {
    const { datas } = await api<{ datas: { destinataire: string; sujet: string; texte: string }[] }>(
      '/outbox/paginator?limit=100',
    );
    const mails = datas.filter((mail) => mail.sujet === `Un colis de votre commande ${order.numero} est en route`);
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.destinataire === ADMIN_EMAIL)).toBe(true);
    expect(mails.map((mail) => mail.texte).join('\n')).toContain('code=6A00000000001');
    expect(mails.map((mail) => mail.texte).join('\n')).toContain('code=6A00000000002');
    expect(datas.filter((mail) => mail.sujet === `Votre commande ${order.numero} est en route`)).toHaveLength(0);
    const { data } = await api<{ data: { statut: string } }>(`/admin/commandes/${order.hash}`);
    expect(data.statut).toBe('expediee');
  });
});
