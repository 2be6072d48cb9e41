import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type StartedServer } from './start-server.ts';

const ADMIN_EMAIL = 'admin@orcaviar.example';
const ADMIN_PASSWORD = 'e2e-admin-orcaviar-2026';

/**
 * Issue 12: an admin edits a product's price on /ad/produits/:id and the storefront's product
 * data follows at once; two products go offline in one bulk action. Own server: it has an admin.
 */
describe('admin catalogue screens', () => {
  let server: StartedServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    server = await startServer(() => ({ ADMIN_EMAIL, ADMIN_PASSWORD }));
    browser = await launchBrowser();
    const signIn = await fetch(`${server.baseURL}/api/sign/in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.baseURL },
      body: JSON.stringify({ mail: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const { token } = (await signIn.json()) as { token: unknown };
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR' });
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

  it('changes a price and goes back to the list', async () => {
    await admin.goto('/fr/ad/produits/2');
    const price = admin.getByLabel(/^Prix HT/u);
    await price.waitFor();
    await price.fill('123,45');
    await admin.getByRole('button', { name: 'Enregistrer' }).click();
    await admin.waitForURL(/\/fr\/ad\/produits(\?.*)?$/u);
    // Saved: the record read back holds the new price. (The storefront check is still to do.)
    await admin.goto('/fr/ad/produits/2');
    await expect.poll(() => admin.getByLabel(/^Prix HT/u).inputValue()).toBe('123,45');
  });

  it('takes two products offline in one bulk action', async () => {
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
