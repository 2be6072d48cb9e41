import { describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';

/**
 * Issue 12: an admin edits a product's price on /ad/produits/:id and the storefront's product
 * data follows at once; two products go offline in one bulk action. Own server: it has an admin.
 */
describe('admin catalogue screens', () => {
  const backOffice = useBackOffice();

  /** The product's own price field (each variant's form has one too). */
  const productPrice = () => backOffice.admin.getByRole('group', { name: 'Vente et stock' }).getByLabel(/^Prix HT/u);

  it('changes a price, stays on the product and says it is saved', async () => {
    const { admin } = backOffice;
    await admin.goto('/fr/ad/produits/2');
    const price = productPrice();
    await price.waitFor();
    await price.fill('123,45');
    await admin.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await admin.getByRole('status').filter({ hasText: 'est enregistré.' }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/fr/ad/produits/2');
    // Saved: the record read back holds the new price.
    await admin.goto('/fr/ad/produits/2');
    await expect.poll(() => productPrice().inputValue()).toBe('123,45');
  });

  it('changes a variant’s shelf price inline and the storefront product page shows it at once', async () => {
    const { admin, shop } = backOffice;
    const catalogue = (await (await fetch(`${shop.server.baseURL}/api/produits`)).json()) as {
      datas: {
        id: number;
        slug: string;
        default_declinaison_id: number | null;
        declinaisons: { id: number; label: string; conteneur: string }[];
      }[];
    };
    const product = catalogue.datas.find((entry) => entry.id === 3)!;
    const variant =
      product.declinaisons.find((entry) => entry.id === product.default_declinaison_id) ?? product.declinaisons[0]!;
    // A page opened before the change: the shop's cached catalogue must not keep the old price.
    const shopper = await shop.newPage();
    await shopper.goto(`/fr/cosmetique/${product.id}-${product.slug}`);
    await shopper.getByRole('heading', { level: 1 }).waitFor();

    await admin.goto(`/fr/ad/produits/${product.id}`);
    const form = admin.getByRole('form', {
      name: [variant.conteneur, variant.label].filter(Boolean).join(' · '),
      exact: true,
    });
    await form.getByLabel(/^Prix TTC/u).fill('87,60');
    // The HT follows from the VAT rule (87,60 / 1,2 = 73,00).
    await expect.poll(() => form.getByLabel(/^Prix HT/u).inputValue()).toBe('73,00');
    await form.getByRole('button', { name: 'Enregistrer la déclinaison' }).click();
    await form.getByText('Déclinaison enregistrée.').waitFor();

    await shopper.goto(`/fr/cosmetique/${product.id}-${product.slug}`);
    await shopper
      .getByText(/87,60\s€/u)
      .first()
      .waitFor();
    await shopper.close();
  });

  it('adds units to a sold-out variant and the product page sells it at once', async () => {
    const { admin, shop } = backOffice;
    const shopper = await shop.newPage();
    await shopper.goto('/fr/cosmetique/2');
    await shopper.getByRole('radio', { name: 'Flacon 50 ml' }).check();
    await shopper.getByRole('button', { name: 'Indisponible' }).waitFor();

    const catalogue = (await (await fetch(`${shop.server.baseURL}/api/produits`)).json()) as {
      datas: { id: number; label: string }[];
    };
    const { label } = catalogue.datas.find((entry) => entry.id === 2)!;
    await admin.goto('/fr/ad/stocks');
    await admin.getByLabel(/^Produit/u).selectOption('2');
    await admin.getByRole('button', { name: `Gérer le stock de ${label} — Flacon 50 ml`, exact: true }).click();
    const form = admin
      .getByRole('dialog', { name: `Stock de ${label} — Flacon 50 ml`, exact: true })
      .getByRole('form', { name: 'Ajuster le stock' });
    await form.getByLabel(/^Quantité/u).fill('5');
    await form.getByRole('button', { name: 'Enregistrer l’ajustement' }).click();
    await admin.getByText(/^Stock de Flacon 50 ml enregistré : 5 en vente\.$/u).waitFor();

    await shopper.reload();
    await shopper.getByRole('radio', { name: 'Flacon 50 ml' }).check();
    await shopper.getByRole('button', { name: 'Ajouter au panier' }).waitFor();
    expect(await shopper.getByText('En rupture de stock').count()).toBe(0);
    await shopper.close();
  });

  it('takes two products offline in one bulk action', async () => {
    const { admin } = backOffice;
    await admin.goto('/fr/ad/produits?sort=id&order=asc');
    await admin.getByRole('checkbox', { name: 'Sélectionner 1' }).check();
    await admin.getByRole('checkbox', { name: 'Sélectionner 2' }).check();
    await admin.getByRole('button', { name: 'Mettre hors ligne' }).click();
    await admin.getByText('2 sur 2 traité(s).').waitFor();
    await admin.goto('/fr/ad/produits?offline=true');
    await admin.getByRole('checkbox', { name: 'Sélectionner 2' }).waitFor();
    expect(await admin.getByRole('checkbox', { name: /^Sélectionner \d/u }).count()).toBe(2);
  });
});
