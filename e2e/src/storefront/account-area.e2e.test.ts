import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { signUpLinkPath } from '../mailbox.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The page's storage, typed here (this package compiles without the DOM library). */
interface BrowserGlobal {
  localStorage: { getItem: (key: string) => string | null };
}

/** One customer for the whole journey: the steps follow each other, as a customer's would. */
const mail = `adresses.${Date.now()}@example.fr`;
const password = 'perle noire 1987';

const storedToken = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as BrowserGlobal).localStorage.getItem('od_token'));

/** Fills the address form open on the page and saves it. */
async function fillAddress(page: Page, fields: { ligne1: string; code_postal: string; ville: string }) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enregistrer l’adresse' }) });
  await form.getByLabel(/^Adresse( \*)?$/u).fill(fields.ligne1);
  await form.getByLabel(/^Code postal/u).fill(fields.code_postal);
  await form.getByLabel(/^Ville/u).fill(fields.ville);
  await form.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
  await page.getByText('L’adresse est enregistrée.').waitFor();
}

describe('customer area', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR', acceptDownloads: true });
    page = await context.newPage();
  });
  afterAll(() => browser.close());

  it('signs up', async () => {
    await page.goto('/fr/sign/up');
    await page.getByLabel('Adresse e-mail').fill(mail);
    await page.getByLabel('Adresse e-mail').blur();
    await page.getByLabel(/^Nom/u).fill('Durand');
    await page.getByLabel(/^Mot de passe/u).fill(password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();
    await page.goto(await signUpLinkPath(shop, mail));
    await page.waitForURL('**/fr/accueil');
  });

  it('adds two addresses, edits one into the default delivery address, deletes the other after confirmation', async () => {
    await page.goto('/fr/mon-compte');
    await page.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Mes adresses' }).click();
    await page.waitForURL('**/fr/mon-compte/adresses');
    await page.getByText('Aucune adresse enregistrée').waitFor();

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    // A new address starts with the customer's own name.
    expect(await page.getByLabel(/^Nom/u).inputValue()).toBe('Durand');
    await page.getByLabel(/^Prénom/u).fill('Camille');
    await page.getByLabel(/^Téléphone/u).fill('0612345678');
    await fillAddress(page, { ligne1: '12 rue des Lilas', code_postal: '75011', ville: 'Paris' });
    await page.getByRole('article', { name: '12 rue des Lilas, Paris' }).waitFor();

    await page.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await page.getByLabel(/^Prénom/u).fill('Camille');
    await page.getByLabel(/^Nom/u).fill('Durand');
    await fillAddress(page, { ligne1: '3 quai Voltaire', code_postal: '69002', ville: 'Lyon' });
    await page.getByRole('article', { name: '3 quai Voltaire, Lyon' }).waitFor();

    await page.getByRole('button', { name: 'Modifier l’adresse 12 rue des Lilas, Paris' }).click();
    expect(await page.getByLabel(/^Ville/u).inputValue()).toBe('Paris');
    // The switch's checkbox is drawn over by its track: its label is what a visitor clicks.
    await page.getByText('Adresse de livraison par défaut', { exact: true }).click();
    expect(await page.getByRole('switch', { name: 'Adresse de livraison par défaut' }).isChecked()).toBe(true);
    await fillAddress(page, { ligne1: '14 rue des Lilas', code_postal: '75011', ville: 'Paris' });
    const edited = page.getByRole('article', { name: '14 rue des Lilas, Paris' });
    await edited.getByText('Livraison par défaut').waitFor();

    await page.getByRole('button', { name: 'Supprimer l’adresse 3 quai Voltaire, Lyon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer l’adresse' });
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('L’adresse a été supprimée.').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);

    // The server kept what the page shows.
    await page.reload();
    await edited.getByText('Livraison par défaut').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
  });

  it('shows that there is no order yet', async () => {
    await page.goto('/fr/mon-compte/commandes');
    await page.getByText("Vous n'avez pas encore de commande").waitFor();
    expect(await page.getByRole('link', { name: 'Découvrir la boutique' }).getAttribute('href')).toBe('/fr/accueil');
  });

  it('downloads the customer’s data as JSON', async () => {
    await page.goto('/fr/mon-compte');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^mes-donnees-orcaviar-\d+\.json$/u);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { compte: { mail: string } };
    expect(data.compte.mail).toBe(mail);
  });

  it('deletes the account after confirmation, signs out and goes home', async () => {
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
    await dialog.getByLabel(/^Mot de passe/u).fill(password);
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL('**/fr/accueil');
    expect(await storedToken(page)).toBeNull();

    const signIn = await fetch(`${shop.baseURL}/api/sign/in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ mail, password }),
    });
    expect(signIn.status).toBe(401);
  });
});
