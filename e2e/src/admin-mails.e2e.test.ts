import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminShop, type AdminShop } from './admin-shop.ts';

describe('mail templates in the back office', () => {
  let shop: AdminShop;
  let admin: Page;

  beforeAll(async () => {
    shop = await openAdminShop();
    admin = await shop.newPage({ session: shop.admin });
  });
  afterAll(() => shop?.close());

  it('previews a rewritten English confirmation in its frame, inline styles applied, without a policy breach', async () => {
    await admin.goto('/fr/ad/mails?cle=confirmation_commande&langue=en');
    const frame = admin.frameLocator('iframe[title="Aperçu du mail"]');
    await frame.getByText('Crème riche au caviar, Pot 50 ml × 2').waitFor({ timeout: 20_000 });
    expect(await admin.getByText('Your order OC-2026-000042 is confirmed').count()).toBe(1);

    const html = admin.getByLabel(/^HTML/u);
    await html.fill(
      '<p style="color: rgb(138, 109, 59)">Dear {{prenom}}, order {{numero}} is in good hands.</p>\n{{{articles}}}\n{{{retractation}}}',
    );
    await admin.getByRole('button', { name: 'Actualiser l’aperçu' }).click();
    const greeting = frame.getByText('Dear Camille, order OC-2026-000042 is in good hands.');
    await greeting.waitFor({ timeout: 20_000 });
    const color = await greeting.evaluate(
      (element) =>
        (globalThis as unknown as { getComputedStyle: (node: unknown) => { color: string } }).getComputedStyle(element)
          .color,
    );
    expect(color).toBe('rgb(138, 109, 59)');

    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.getByText('Modèle enregistré : il sert dès le prochain envoi.').waitFor();
    expect(shop.takeConsoleErrors()).toEqual([]);
  }, 90_000);
});
