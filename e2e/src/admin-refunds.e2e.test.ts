import { axeOn } from './axe-check.ts';
import { describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';
import { animationsSettled } from './settled.ts';
import { payAnOrder, shopApi, type ShopApi } from './shop-api.ts';

interface VariantStock {
  declinaison_id: number;
  entrepots: { entrepot_id: number; quantite: number }[];
}

/**
 * A paid order refunded in part from its back-office page: one unit back on the shelves of the
 * first warehouse, the refund listed with its credit note, the warehouse's count one higher.
 */
describe('admin refunds in part', () => {
  const office = useBackOffice();

  /** The variant's units in a warehouse, as the stock screens read them. */
  const unitsIn = async (api: ShopApi, produit: number, declinaison: number, entrepot: number) => {
    const { datas } = await api<{ datas: VariantStock[] }>(`/stocks?produit=${produit}`);
    const variant = datas.find((entry) => entry.declinaison_id === declinaison);
    return variant?.entrepots.find((row) => row.entrepot_id === entrepot)?.quantite ?? 0;
  };

  it('refunds one unit with restock from the keyboard, lists it with its credit note, and the stock goes up', async () => {
    const { shop, admin } = office;
    const api = shopApi(shop.server.baseURL, shop.admin);
    const order = await payAnOrder(api);
    const { data: detail } = await api<{ data: { lignes: { declinaison_id: number }[] } }>(
      `/admin/commandes/${order.hash}`,
    );
    const declinaison = detail.lignes[0]!.declinaison_id;
    const { datas: products } = await api<{ datas: { id: number; declinaisons: { id: number }[] }[] }>('/produits');
    const produit = products.find((product) => product.declinaisons.some((entry) => entry.id === declinaison))!.id;
    const { datas: warehouses } = await api<{ datas: { id: number; ordre: number }[] }>('/entrepots');
    const first = [...warehouses].sort((a, b) => a.ordre - b.ordre || a.id - b.id)[0]!.id;
    const before = await unitsIn(api, produit, declinaison, first);

    await admin.goto(`/fr/ad/commandes/${order.hash}`);
    await admin.getByRole('heading', { level: 1, name: `Commande ${order.numero}` }).waitFor();
    await admin
      .getByRole('group', { name: `Actions de la commande ${order.numero}` })
      .getByRole('button', { name: 'Rembourser' })
      .click();
    const dialog = admin.getByRole('dialog', { name: `Rembourser la commande ${order.numero}` });
    await dialog.getByRole('button', { name: 'Tout rembourser' }).waitFor();

    await dialog.getByLabel(/^Unités à rembourser/u).fill('1');
    await dialog.getByLabel(/^Remettre en stock :/u).press('Space');
    await dialog.getByLabel(/^Entrepôt où remettre/u).waitFor();
    await dialog.getByLabel(/^Motif/u).fill('Pot abîmé à la livraison');
    await dialog.getByText(/^Total remboursé : [1-9]/u).waitFor();
    // Colours are read once the dialog's entrance has ended, not halfway through its fade.
    await animationsSettled(admin);
    const results = await axeOn(admin).include('[role="dialog"]').analyze();
    const serious = results.violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .flatMap(({ id, nodes }) => nodes.map(({ target }) => `${id} at ${target.join(' ')}`));
    expect(serious).toEqual([]);
    await dialog.getByLabel(/^Motif/u).press('Tab');
    await admin.keyboard.press('Enter');

    const confirm = admin.getByRole('dialog', { name: 'Confirmer le remboursement' });
    await confirm.getByText(/^Rembourser .+ à .+ \?/u).waitFor();
    await confirm.getByRole('button', { name: 'Rembourser' }).click();
    await admin.getByText(/^Remboursement de .+ effectué\.$/u).waitFor();

    const refunds = admin.getByRole('region', { name: 'Remboursements' });
    await refunds.getByText('Effectué').waitFor();
    await refunds.getByText('Motif : Pot abîmé à la livraison').waitFor();
    await refunds.getByRole('button', { name: /^Télécharger l’avoir AV-\d{4}-\d{6}$/u }).waitFor();
    expect(await unitsIn(api, produit, declinaison, first)).toBe(before + 1);
  });
});
