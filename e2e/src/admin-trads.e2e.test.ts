import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type StartedServer } from './start-server.ts';

/**
 * Issue 14: a translator edits an English interface message on /ad/trads and the shop in /en
 * shows it on the next load, without a restart. Own server: it has an admin.
 */
describe('admin translations screen', () => {
  let server: StartedServer;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    server = await startServer(() => ({ ADMIN_EMAIL, ADMIN_PASSWORD }));
    browser = await launchBrowser();
    const token = await signInAdmin(server.baseURL);
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR' });
    await storeSession(context, token);
    admin = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('edits an English message and the English shop shows it on reload', async () => {
    // A shopper on the English home page before the change.
    const shopper = await browser.newPage({ baseURL: server.baseURL, locale: 'en-GB' });
    await shopper.goto('/en');
    await shopper.getByRole('link', { name: 'Discover the collection' }).first().waitFor();

    await admin.goto('/fr/ad/trads');
    await admin.getByLabel('Rechercher une clé ou un texte').fill('accueil.decouvrir');
    const field = admin.getByLabel('Texte en Anglais de accueil.decouvrir', { exact: true });
    await expect.poll(() => field.inputValue()).toBe('Discover the collection');
    await field.fill('Explore the caviar collection');
    await admin.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await admin.getByText('Texte de accueil.decouvrir enregistré', { exact: false }).waitFor();

    await shopper.reload();
    await shopper.getByRole('link', { name: 'Explore the caviar collection' }).first().waitFor();
    // French is untouched.
    await shopper.goto('/fr');
    await shopper.getByRole('link', { name: 'Découvrir la collection' }).first().waitFor();
    await shopper.close();
  });
});
