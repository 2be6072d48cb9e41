import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { rgbPng } from '../../apps/api/src/modules/visuels/upload-fixtures.ts';
import { useBackOffice } from './admin-shop.ts';

const PRODUCT_ID = 3;

/** A real PNG of noise (it does not compress): a few megabytes, so the upload takes a moment. */
function noisyPng(width: number, height: number) {
  const rows = Buffer.concat(
    Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), randomBytes(width * 3)])),
  );
  return rgbPng(width, height, deflateSync(rows, { level: 1 }));
}

/**
 * Issue 12, the image library: an admin uploads a picture (with its progress bar), names it,
 * attaches it to a product from the library, puts it first, and the product page shows it.
 */
describe('admin image library', () => {
  const backOffice = useBackOffice();

  it('uploads a picture with a progress bar, attaches it first on a product, and the product page shows it', async () => {
    const { admin, shop } = backOffice;
    await admin.goto('/fr/ad/visuels');
    const input = admin.getByLabel('Téléverser des images…');
    await input.waitFor({ state: 'attached' });
    const answer = admin.waitForResponse(
      (response) => response.url().endsWith('/api/visuels') && response.request().method() === 'POST',
    );
    await input.setInputFiles({ name: 'atelier.png', mimeType: 'image/png', buffer: noisyPng(1_400, 1_000) });

    // The bar shows while the file goes and the server re-encodes it.
    const bar = admin.getByRole('progressbar', { name: 'Envoi de atelier.png' });
    await bar.waitFor();
    const value = Number(await bar.getAttribute('value'));
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(100);
    const uploaded = await answer;
    expect(uploaded.status()).toBe(201);
    const { data } = (await uploaded.json()) as { data: { id: number; largeur: number; hauteur: number } };
    expect(data).toMatchObject({ largeur: 1_400, hauteur: 1_000 });
    await admin.getByText('Envoyé', { exact: true }).waitFor();
    expect(await bar.count()).toBe(0);

    // Its alt text, edited in the library.
    await admin.goto(`/fr/ad/visuels/${data.id}`);
    const alt = admin.getByRole('textbox', { name: /^Texte alternatif/u });
    await alt.waitFor();
    await alt.fill('Atelier de la maison');
    await admin.getByRole('button', { name: /^Anglais/u }).click();
    await admin.getByRole('textbox', { name: /^Texte alternatif \(Anglais\)/u }).fill('The house workshop');
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.waitForURL(/\/fr\/ad\/visuels(\?.*)?$/u);

    // Attached from the library, then moved to the front with the keyboard-reachable buttons.
    await admin.goto(`/fr/ad/produits/${PRODUCT_ID}`);
    const panel = admin.getByRole('region', { name: 'Visuels du produit' });
    await panel.getByRole('button', { name: 'Ajouter depuis la bibliothèque' }).click();
    const picker = admin.getByRole('dialog', { name: 'Choisir un visuel' });
    await picker.getByRole('button', { name: /Atelier de la maison/u }).click();
    const thumb = panel.getByRole('listitem', { name: /^Atelier de la maison, position/u });
    await thumb.waitFor();
    const earlier = panel.getByRole('button', { name: 'Placer Atelier de la maison plus tôt' });
    while (!(await thumb.getAttribute('aria-label'))?.includes('position 1 sur')) {
      const before = await thumb.getAttribute('aria-label');
      await earlier.click();
      await expect.poll(() => thumb.getAttribute('aria-label')).not.toBe(before);
    }
    expect(await earlier.isDisabled()).toBe(true);

    // The storefront's cached product list is refreshed once the last move is saved: the new
    // picture leads the gallery.
    type ProductList = { datas: { id: number; slug: string; visuels: { id: number }[] }[] };
    const productOnShop = async () => {
      const list = (await (await fetch(`${shop.server.baseURL}/api/produits`)).json()) as ProductList;
      return list.datas.find((one) => one.id === PRODUCT_ID)!;
    };
    await expect.poll(async () => (await productOnShop()).visuels[0]?.id).toBe(data.id);
    const product = await productOnShop();
    const shopper = await shop.newPage();
    await shopper.goto(`/fr/cosmetique/${product.id}-${product.slug}`);
    const main = shopper.getByRole('img', { name: /^Atelier de la maison/u }).first();
    await main.waitFor();
    expect(await main.evaluate((image) => (image as unknown as { currentSrc: string }).currentSrc)).toContain(
      `/media/visuel/${data.id}/`,
    );
    await expect
      .poll(() => main.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await shopper.close();
  });
});
