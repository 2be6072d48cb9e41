import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { mailsTo, signUpLinkPath } from '../mailbox.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The page's storage, typed here (this package compiles without the DOM library). */
interface BrowserGlobal {
  localStorage: {
    getItem: (key: string) => string | null;
    setItem: (key: string, value: string) => void;
    removeItem: (key: string) => void;
  };
}

/** One account for the whole journey (the steps follow each other, as a customer's would). */
const mail = `camille.${Date.now()}@example.fr`;
const password = 'perle noire 1987';

const storedToken = (page: Page) =>
  page.evaluate(() => {
    const raw = (globalThis as unknown as BrowserGlobal).localStorage.getItem('od_token');
    return raw === null
      ? null
      : (JSON.parse(raw) as { access_token: string; user: { montant: string; langue: string } });
  });

/** Puts one unit of the first variant in stock into a basket through the API, as the add button does. */
async function fillBasketThroughApi(hash: string): Promise<void> {
  const produits = (await (await fetch(`${shop.baseURL}/api/produits`)).json()) as {
    datas: { declinaisons: { id: number; stock: { total: number } | null }[] }[];
  };
  const declinaison = produits.datas.flatMap((p) => p.declinaisons).find((d) => (d.stock?.total ?? 0) > 0);
  if (!declinaison) throw new Error('No variant in stock in the seed');
  const answer = await fetch(`${shop.baseURL}/api/paniers/qtt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ panier: hash, declinaison: declinaison.id, qtt: 1 }),
  });
  expect(answer.status).toBe(200);
}

describe('accounts', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR' });
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    page = await context.newPage();
  });

  it('signs up with names guessed from the address, through the mailed link, and shows the initials', async () => {
    await page.goto('/fr/sign/up');
    await page.getByLabel('Adresse e-mail').fill(mail.toUpperCase());
    await page.getByLabel('Adresse e-mail').blur();
    expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe(mail);
    expect(await page.getByLabel(/^Prénom/u).inputValue()).toBe('Camille');
    await page.getByLabel(/^Nom/u).fill('Durand');
    await page.getByLabel(/^Mot de passe/u).fill(password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();
    expect(await page.getByText(mail, { exact: true }).count()).toBe(1);
    expect(await storedToken(page)).toBeNull();

    // The link opens in a new tab, as from a mail client.
    const link = await context.newPage();
    await link.goto(await signUpLinkPath(shop, mail));
    await link.waitForURL('**/fr/accueil');
    expect((await storedToken(link))?.access_token).toBeTruthy();
    const account = link.getByRole('link', { name: 'Mon compte (Camille)' });
    expect(await account.innerText()).toBe('CD');
    expect(await link.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    await link.close();
  });

  it('answers a taken address as a new one, and mails its owner a warning instead', async () => {
    const visitor = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR' });
    try {
      const form = await visitor.newPage();
      const before = mailsTo(shop, mail).length;
      await form.goto('/fr/sign/up');
      await form.getByLabel('Adresse e-mail').fill(mail);
      await form.getByLabel(/^Prénom/u).fill('Autre');
      await form.getByLabel(/^Nom/u).fill('Personne');
      await form.getByLabel(/^Mot de passe/u).fill('un tout autre mot 2026');
      await form.getByRole('button', { name: 'Créer mon compte' }).click();
      await form.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();

      await expect.poll(() => mailsTo(shop, mail).length, { timeout: 15_000 }).toBe(before + 1);
      const warning = mailsTo(shop, mail).at(-1)!;
      // (The sink undoes quoted-printable bytes, not UTF-8: only the ASCII parts are compared.)
      expect(warning.text).toContain('Maison Orcaviar avec votre adresse e-mail');
      expect(warning.text).toMatch(/\/fr\/sign\/recovery\?mail=/u);
      expect(warning.text).not.toMatch(/\/sign\/up\//u);
    } finally {
      await visitor.close();
    }
  });

  it('lets a name clicked and typed after the address replace the guess (not "MarieMarie")', async () => {
    const visitor = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR' });
    try {
      const form = await visitor.newPage();
      await form.goto('/fr/sign/up');
      await form.getByLabel('Adresse e-mail').pressSequentially('marie.dupont@example.fr');
      await form.getByLabel(/^Prénom/u).click();
      await form.keyboard.type('Marie');
      await form.getByLabel(/^Nom/u).click();
      await form.keyboard.type('Dupont');
      expect(await form.getByLabel(/^Prénom/u).inputValue()).toBe('Marie');
      expect(await form.getByLabel(/^Nom/u).inputValue()).toBe('Dupont');
    } finally {
      await visitor.close();
    }
  });

  it('signs out: the token is gone and sign-in shows', async () => {
    await page.goto('/fr/accueil');
    const before = await page.evaluate(() =>
      (globalThis as unknown as BrowserGlobal).localStorage.getItem('od_cart_id'),
    );
    await page.goto('/fr/sign/out');
    await page.waitForURL(/\/fr\/sign$/u);
    await page.getByRole('heading', { name: 'Connexion', level: 1 }).waitFor();
    expect(await storedToken(page)).toBeNull();
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as BrowserGlobal).localStorage.getItem('od_cart_id')))
      .not.toBe(before);
    expect(await page.getByRole('link', { name: 'Mon compte' }).getAttribute('href')).toBe('/fr/sign');
  });

  it('guards the account, then signs in back to it with the anonymous basket adopted', async () => {
    const hash = randomUUID();
    await fillBasketThroughApi(hash);
    // Once the app is idle: right after the previous sign-out it may still be storing a fresh
    // basket of its own, which would overwrite the one written here.
    await page.goto('/fr/accueil', { waitUntil: 'networkidle' });
    await page.evaluate((id) => {
      (globalThis as unknown as BrowserGlobal).localStorage.setItem('od_cart_id', id);
      (globalThis as unknown as BrowserGlobal).localStorage.removeItem('od_cart_items');
    }, hash);

    await page.goto('/fr/mon-compte');
    await page.waitForURL(/\/fr\/sign$/u);
    await page.getByLabel('Adresse e-mail').fill(mail);
    await page.getByLabel(/^Mot de passe/u).fill('pas le bon');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('alert').getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();

    await page.getByLabel(/^Mot de passe/u).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/fr/mon-compte');
    await page.getByRole('heading', { name: 'Mes informations', level: 1 }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobal).localStorage.getItem('od_cart_id'))).toBe(
      hash,
    );
    await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('1');
  });

  it('keeps the price mode with the user and changes the language from the profile', async () => {
    await page.goto('/fr/mon-compte');
    await page.getByRole('radio', { name: 'HT, hors taxes' }).check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Vos informations sont enregistrées.').waitFor();
    expect((await storedToken(page))?.user.montant).toBe('ht');

    await page.getByLabel(/^Langue de la boutique/u).selectOption('en');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL('**/en/mon-compte');
    await page.getByRole('heading', { name: 'My details', level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect((await storedToken(page))?.user.langue).toBe('en');
    expect(
      await page.evaluate(() => (globalThis as unknown as BrowserGlobal).localStorage.getItem('od_language')),
    ).toBe('en');

    // Back to French for the next steps, through the same form.
    await page.getByLabel(/^Shop language/u).selectOption('fr');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/fr/mon-compte');
  });

  it('sends a signed-in user lacking the scope to the error page with code 400', async () => {
    const other = await browser.newContext({ baseURL: shop.baseURL, locale: 'fr-FR' });
    const visitor = await other.newPage();
    await visitor.goto('/fr/accueil');
    await visitor.evaluate(() => {
      const user = {
        id: 999,
        prenom: 'Salon',
        nom: 'Test',
        mail: '',
        tel: '',
        langue: 'fr',
        montant: 'ttc',
        newsletters: true,
        ambassadeur: false,
      };
      (globalThis as unknown as BrowserGlobal).localStorage.setItem(
        'od_token',
        JSON.stringify({ access_token: 'salon-token', scopes: ['salon'], user }),
      );
    });
    await visitor.goto('/fr/mon-compte');
    await visitor.waitForURL('**/fr/erreur?code=400');
    await other.close();
  });
});
