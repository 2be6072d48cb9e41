import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startSmtpSink, type SunkMail } from './smtp-sink.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** The page's storage, typed here (this package compiles without the DOM library). */
interface BrowserGlobal {
  localStorage: {
    getItem: (key: string) => string | null;
    setItem: (key: string, value: string) => void;
    removeItem: (key: string) => void;
  };
}

/** The demo catalogue's product the signed-in customer adds from the home page. */
const MOUSSE = 'Mousse Nettoyante Perle de Caviar';

const readLocal = (page: Page, key: string) =>
  page.evaluate((name) => (globalThis as unknown as BrowserGlobal).localStorage.getItem(name), key);

const text = (locator: Locator) => locator.innerText().then((value) => value.replace(/\s+/gu, ' ').trim());

/**
 * The rest of the account journeys: a forgotten password recovered through the mail (code, then
 * link, each single use), a sign-in where the account's basket replaces the anonymous one, and the
 * sign pages sending a signed-in user to the account. The shared e2e server sends no mail, so this
 * file starts its own shop with an SMTP sink to read the outbox.
 */
describe('account recovery, basket on sign-in and the sign pages’ guard', () => {
  let server: StartedServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    smtp = await startSmtpSink();
    // PUBLIC_URL: the mailed link must be the one the browser opens.
    server = await startServer((baseURL) => ({ SMTP_URL: smtp.url, PUBLIC_URL: baseURL }));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  /** A fresh browser, as another device or visitor would have. */
  async function newPage(): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    });
    contexts.push(context);
    const page = await context.newPage();
    return page;
  }

  async function postJson(path: string, body: unknown): Promise<Response> {
    return fetch(`${server.baseURL}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.baseURL },
      body: JSON.stringify(body),
    });
  }

  /** An account through the sign-up call and its mailed link (the first mail to the address). */
  async function signUpThroughApi(mail: string, password: string) {
    const answer = await postJson('/sign/up', { prenom: 'Louise', nom: 'Martin', mail, password, langue: 'fr' });
    expect(answer.status).toBe(202);
    const token = /\/fr\/sign\/up\/([\w-]+)/u.exec((await nthMailTo(mail, 1)).text)?.[1];
    expect((await postJson('/sign/up/confirm', { token })).status).toBe(200);
  }

  /**
   * The `count`-th mail to `address` (1 for the first), waiting for the outbox to deliver it. A
   * plain loop rather than expect.poll, which set-up hooks may not call.
   */
  async function nthMailTo(address: string, count: number): Promise<SunkMail> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const mails = smtp.received.filter((mail) => mail.to.includes(address));
      if (mails.length >= count) return mails[count - 1]!;
      if (Date.now() > deadline) throw new Error(`Mail ${count} to ${address} not received within 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function signInThroughPage(page: Page, mail: string, password: string) {
    await page.goto('/fr/sign');
    await page.getByLabel('Adresse e-mail').fill(mail);
    await page.getByLabel(/^Mot de passe/u).fill(password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }

  describe('password recovery through the mail', () => {
    const mail = `oubli.${Date.now()}@example.fr`;
    const byCode = 'nacre et caviar 2031';
    const byLink = 'perle de culture 2032';

    beforeAll(() => signUpThroughApi(mail, 'premier mot de passe 1'));

    it('mails a 6-digit code, which sets a new password and signs in', async () => {
      const page = await newPage();
      await page.goto('/fr/sign');
      await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
      await page.waitForURL('**/fr/sign/recovery');
      await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
      await page.getByLabel('Adresse e-mail').fill(mail);
      await page.getByRole('button', { name: 'Recevoir le code' }).click();
      await page.waitForURL(`**/fr/sign/password/code/${encodeURIComponent(mail)}`);
      await page.getByText(`Si un compte existe pour ${mail}`).waitFor();

      // The first mail was the sign-up link.
      const sent = await nthMailTo(mail, 2);
      const code = /code\D{0,8}(\d{6})\b/u.exec(sent.text)?.[1];
      expect(code).toMatch(/^\d{6}$/u);
      await page.getByLabel(/^Code reçu par e-mail/u).fill(code!);
      await page.getByRole('textbox', { name: /^Nouveau mot de passe/u }).fill(byCode);
      await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
      await page.waitForURL('**/fr/accueil');
      expect(await readLocal(page, 'od_token')).toBeTruthy();
      await page.getByRole('link', { name: 'Mon compte (Louise)' }).waitFor();

      // Signed out, the new password opens the account and the old one no longer does.
      await page.goto('/fr/sign/out');
      await page.waitForURL(/\/fr\/sign$/u);
      expect((await postJson('/sign/in', { mail, password: 'premier mot de passe 1' })).status).toBe(401);
      await signInThroughPage(page, mail, byCode);
      await page.waitForURL('**/fr/accueil');
      expect(await readLocal(page, 'od_token')).toBeTruthy();

      // The code was used: typed again, it is refused and the password stays.
      const again = await newPage();
      await again.goto(`/fr/sign/password/code/${encodeURIComponent(mail)}`);
      await again.getByLabel(/^Code reçu par e-mail/u).fill(code!);
      await again.getByRole('textbox', { name: /^Nouveau mot de passe/u }).fill('une autre tentative 33');
      await again.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
      await again.getByText('Ce code est invalide ou a expiré. Demandez-en un nouveau.').first().waitFor();
      expect(again.url()).toContain('/fr/sign/password/code/');
      expect(await readLocal(again, 'od_token')).toBeNull();
      expect((await postJson('/sign/in', { mail, password: byCode })).status).toBe(200);
    });

    it('mails a link too, which sets a new password once', async () => {
      const page = await newPage();
      await page.goto(`/fr/sign/recovery?mail=${encodeURIComponent(mail)}`);
      expect(await page.getByLabel('Adresse e-mail').inputValue()).toBe(mail);
      await page.getByRole('button', { name: 'Recevoir le code' }).click();
      await page.waitForURL('**/fr/sign/password/code/**');

      const sent = await nthMailTo(mail, 3);
      const link = new RegExp(`${server.baseURL}/fr/sign/password/\\d+/[A-Za-z0-9_-]+`, 'u').exec(sent.text)?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!);
      await page.getByRole('heading', { level: 1, name: 'Nouveau mot de passe' }).waitFor();
      await page.getByRole('textbox', { name: /^Nouveau mot de passe/u }).fill(byLink);
      await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
      await page.waitForURL('**/fr/accueil');
      expect(await readLocal(page, 'od_token')).toBeTruthy();
      expect((await postJson('/sign/in', { mail, password: byCode })).status).toBe(401);
      expect((await postJson('/sign/in', { mail, password: byLink })).status).toBe(200);

      // Followed again, the link no longer changes anything.
      const again = await newPage();
      await again.goto(link!);
      await again.getByRole('textbox', { name: /^Nouveau mot de passe/u }).fill('encore une tentative 34');
      await again.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
      await again.getByRole('alert').first().waitFor();
      expect(again.url()).toBe(link);
      expect(await readLocal(again, 'od_token')).toBeNull();
      expect((await postJson('/sign/in', { mail, password: byLink })).status).toBe(200);
    });
  });

  describe('signing in where the account already has a basket', () => {
    const mail = `panier.${Date.now()}@example.fr`;
    const password = 'coffret du soir 2030';
    let accountBasket: string | null = null;

    it('keeps what was added while signed in on the account after signing out', async () => {
      const page = await newPage();
      await page.goto('/fr/sign/up');
      await page.getByLabel('Adresse e-mail').fill(mail);
      await page.getByLabel('Adresse e-mail').blur();
      await page.getByLabel(/^Nom/u).fill('Martin');
      await page.getByLabel(/^Mot de passe/u).fill(password);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();
      const link = new RegExp(`${server.baseURL}/fr/sign/up/[\\w-]+`, 'u').exec((await nthMailTo(mail, 1)).text)?.[0];
      await page.goto(link!);
      await page.waitForURL('**/fr/accueil');

      await page
        .getByRole('button', { name: `Ajouter ${MOUSSE} au panier` })
        .first()
        .click();
      const panel = page.getByRole('dialog', { name: /^Votre panier/u });
      await expect.poll(() => text(panel.getByRole('listitem').filter({ hasText: MOUSSE }))).toContain('1 × 49,00 €');
      accountBasket = await readLocal(page, 'od_cart_id');
      expect(accountBasket).toBeTruthy();

      await page.goto('/fr/sign/out');
      await page.waitForURL(/\/fr\/sign$/u);
      await expect.poll(() => readLocal(page, 'od_cart_id')).not.toBe(accountBasket);
    });

    it('replaces the anonymous basket of another browser with the account’s on sign-in', async () => {
      // Another browser's visitor fills a basket with two units of another product.
      const page = await newPage();
      await page.goto('/fr/accueil');
      // The cards come with the catalogue: once one shows, the others are there.
      await page
        .getByRole('button', { name: `Ajouter ${MOUSSE} au panier` })
        .first()
        .waitFor();
      const addButtons = await page.getByRole('button', { name: /^Ajouter .+ au panier$/u }).all();
      const names = await Promise.all(addButtons.map((button) => button.getAttribute('aria-label')));
      const otherLabel = names
        .map((name) => /^Ajouter (.+) au panier$/u.exec(name ?? '')?.[1])
        .find((label) => label !== undefined && label !== MOUSSE);
      if (!otherLabel) throw new Error('No other product to add on the home page');
      await page
        .getByRole('button', { name: `Ajouter ${otherLabel} au panier` })
        .first()
        .click();
      const panel = page.getByRole('dialog', { name: /^Votre panier/u });
      const otherLine = panel.getByRole('listitem').filter({ hasText: otherLabel });
      await otherLine.getByRole('button', { name: `Ajouter un exemplaire de ${otherLabel}` }).click();
      await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('2');
      const anonymousBasket = await readLocal(page, 'od_cart_id');
      expect(anonymousBasket).not.toBe(accountBasket);
      await panel.getByRole('button', { name: 'Continuer mes achats' }).click();
      await panel.waitFor({ state: 'detached' });

      // Signing in brings the account's basket, which replaces this one.
      await signInThroughPage(page, mail, password);
      await page.waitForURL('**/fr/accueil');
      await expect.poll(() => readLocal(page, 'od_cart_id')).toBe(accountBasket);
      await expect.poll(() => page.getByTestId('cart-badge').innerText()).toBe('1');
      await page.getByRole('button', { name: /^Panier, 1 article/u }).click();
      await expect.poll(() => text(panel.getByRole('listitem').filter({ hasText: MOUSSE }))).toContain('1 × 49,00 €');
      expect(await otherLine.count()).toBe(0);
    });

    it('sends a signed-in user opening the sign pages to the account', async () => {
      const page = await newPage();
      await signInThroughPage(page, mail, password);
      await page.waitForURL('**/fr/accueil');
      for (const path of ['/fr/sign', '/fr/sign/up', '/fr/sign/recovery']) {
        await page.goto(path);
        await page.waitForURL('**/fr/mon-compte');
        await page.getByRole('heading', { name: 'Mes informations', level: 1 }).waitFor();
      }
    });
  });
});
