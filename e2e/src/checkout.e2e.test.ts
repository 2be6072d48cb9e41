import { axeOn } from './axe-check.ts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { readFile } from 'node:fs/promises';
import { PHONE_VIEWPORT, sidewaysScrolling, wrappedTexts } from './phone-width.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** A product of the demo catalogue (49,00 €, in stock) and the seeded welcome code (10 %, from 30 €, once per customer). */
const MOUSSE = 'Mousse Nettoyante Perle de Caviar';
const CODE = 'BIENVENUE10';
const mail = `lea.${Date.now()}@example.fr`;
const password = 'perle noire 1987';
/** Where a successful card payment lands: the order's confirmation, told which intent to record. */
const CONFIRMATION = /\/fr\/checkout-confirmation\/[0-9a-f-]{36}\?payment_intent=/u;
/** The back office's account, made at start-up, to see the orders from the staff's side. */

/**
 * A new customer's two purchases: from the home page to the checkout, signing up without leaving
 * it, adding an address, choosing the delivery, applying the welcome code, accepting the terms and
 * paying by card; then a declined card, and the same order paid from its reprise page. The file
 * starts its own shop: payments and stock changes stay out of the other journeys.
 */
describe('the checkout journey', () => {
  let server: StartedServer;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let browser: Browser;
  let page: Page;

  const text = (locator: Locator) => locator.innerText().then((value) => value.replace(/\s+/gu, ' ').trim());
  const total = () => text(page.getByTestId('checkout-total'));
  const step = (name: RegExp) => page.getByRole('region', { name });

  /** From the home page: the product's add button, then "Finaliser ma commande" in the panel. */
  async function addMousseAndCheckout() {
    await page.goto('/fr/accueil');
    await page
      .getByRole('button', { name: `Ajouter ${MOUSSE} au panier` })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: /^Votre panier/u });
    await panel.getByRole('link', { name: 'Finaliser ma commande' }).click();
    await page.waitForURL('**/fr/checkout');
  }

  /** What axe ranks serious or critical on the page as it stands, one line per node. */
  async function seriousViolations(): Promise<string[]> {
    const results = await axeOn(page).analyze();
    return results.violations
      .filter(({ impact }) => impact === 'serious' || impact === 'critical')
      .flatMap(({ id, nodes }) => nodes.map(({ target }) => `${id} at ${target.join(' ')}`));
  }

  async function payWithCard(number: string, amount: RegExp) {
    await page.getByLabel(/^Numéro de carte/u).fill(number);
    await page.getByLabel(/^Expiration/u).fill('12/30');
    await page.getByLabel(/^Cryptogramme/u).fill('123');
    await page.getByRole('button', { name: amount }).click();
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer((baseURL) => ({ SMTP_URL: smtp.url, PUBLIC_URL: baseURL, ADMIN_EMAIL, ADMIN_PASSWORD }));
    browser = await launchBrowser();
    const context = await browser.newContext({
      baseURL: server.baseURL,
      locale: 'fr-FR',
      viewport: { width: 1280, height: 900 },
    });
    page = await context.newPage();
    // One click on the cookie banner, so it does not fade in again over every page axe checks.
    await page.goto('/fr/accueil');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  it('signs up inline, keeps the basket, and pays a first order with the welcome code', async () => {
    await addMousseAndCheckout();
    const summary = page.getByRole('complementary', { name: 'Résumé de la commande' });
    await expect.poll(() => text(summary)).toContain(MOUSSE);
    expect(await seriousViolations()).toEqual([]);

    await page.getByRole('button', { name: 'Je crée mon compte' }).click();
    await page.getByLabel('Adresse e-mail').fill(mail);
    await page.getByLabel('Adresse e-mail').blur();
    await page.getByLabel(/^Prénom/u).fill('Léa');
    await page.getByLabel(/^Nom/u).fill('Martin');
    await page.getByLabel(/^Mot de passe/u).fill(password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await page.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();
    // The mailed link, opened in a new tab as from a mail client, creates the account and comes
    // back to the checkout; this tab sees the session too.
    const signUpMail = await smtp.waitFor(mail);
    const link = new RegExp(`${server.baseURL}/fr/sign/up/[\\w-]+`, 'u').exec(signUpMail.text)?.[0];
    const linkTab = await page.context().newPage();
    await linkTab.goto(link!);
    await linkTab.waitForURL('**/fr/checkout');
    await linkTab.getByText('Connecté en tant que Léa Martin').waitFor();
    await linkTab.close();
    await page.getByText('Connecté en tant que Léa Martin').waitFor();
    expect(page.url()).toMatch(/\/fr\/checkout$/u);
    // The anonymous basket came along into the account.
    await expect.poll(() => text(summary)).toContain(MOUSSE);

    const address = step(/Adresse de livraison/u);
    await address.getByRole('button', { name: 'Ajouter une adresse' }).click();
    await address.getByLabel(/^Prénom/u).fill('Léa');
    await address.getByLabel(/^Nom/u).fill('Martin');
    await address.getByRole('textbox', { name: 'Adresse', exact: true }).fill('8 rue du Faubourg');
    await address.getByLabel(/^Code postal/u).fill('33000');
    await address.getByLabel(/^Ville/u).fill('Bordeaux');
    await address.getByRole('button', { name: 'Enregistrer l’adresse' }).click();
    await expect.poll(() => address.getByRole('radio', { name: /8 rue du Faubourg/u }).isChecked()).toBe(true);

    const delivery = step(/Mode de livraison/u);
    await delivery.getByRole('radio', { name: /Point retrait/u }).check();
    // Paying waits for a relay point: the Bordeaux ones are offered first for this address.
    await delivery.getByRole('radio', { name: /Fleuriste des Chartrons/u }).check();
    await expect.poll(total).toBe('53,90 €');
    expect(await text(delivery)).toContain('Plus que 41,00 € pour la livraison offerte');

    await page.getByLabel('Code avantage ou de parrainage').fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await page.getByText(`Code ${CODE} appliqué`).waitFor();
    await expect.poll(total).toBe('49,00 €');
    expect(await text(step(/Récapitulatif/u))).toContain(`Remise (${CODE}) −4,90 €`);
    expect(await text(step(/Récapitulatif/u))).toContain('TVA 20 %');
    expect(await seriousViolations()).toEqual([]);

    const pay = page.getByRole('button', { name: /^Payer 49,00\s€$/u });
    expect(await pay.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /conditions générales de vente/u }).check();
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();

    await page.getByLabel(/^Numéro de carte/u).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await payWithCard('4242 4242 4242 4242', /^Payer 49,00\s€$/u);
    await page.waitForURL(CONFIRMATION);
    await page.getByRole('heading', { name: 'Merci pour votre commande', level: 1 }).waitFor();
    expect(await text(page.getByText(/^Commande n° /u))).toMatch(/^Commande n° \S+/u);
    expect(await page.getByTestId('cart-badge').count()).toBe(0);
    expect(await seriousViolations()).toEqual([]);

    // The confirmation mail leaves with the invoice attached; the order page downloads it too.
    const numero = (await text(page.getByText(/^Commande n° /u))).replace('Commande n° ', '');
    // (The first mail to the address was its sign-up link.)
    const orderMail = () => smtp.received.find(({ to, text: body }) => to.includes(mail) && body.includes(numero));
    await expect.poll(orderMail, { timeout: 15_000 }).toBeTruthy();
    const confirmation = orderMail()!;
    expect(confirmation.text).toMatch(/filename="?facture-F-\d{4}-\d{6}\.pdf/u);
    const hash = /checkout-confirmation\/([0-9a-f-]{36})/u.exec(page.url())![1];
    await page.goto(`/fr/mon-compte/commandes/${hash}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger la facture' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^facture-F-\d{4}-\d{6}\.pdf$/u);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows a declined card, then pays the same order from its reprise page', async () => {
    await addMousseAndCheckout();
    await page.getByText('Connecté en tant que Léa Martin').waitFor();
    // The address book's address and the first method are chosen already; the code served once.
    await expect.poll(total).toBe('55,90 €');
    await page.getByRole('checkbox', { name: /conditions générales de vente/u }).check();
    const pay = page.getByRole('button', { name: /^Payer 55,90\s€$/u });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await pay.click();

    const later = page.getByRole('link', { name: 'Reprendre le paiement plus tard' });
    await later.waitFor();
    const reprise = await later.getAttribute('href');
    expect(reprise).toMatch(/^\/fr\/checkout-reprise\/[0-9a-f-]{36}$/u);
    await payWithCard('4000 0000 0000 0002', /^Payer 55,90\s€$/u);
    await page.getByRole('alert').filter({ hasText: /refus/u }).waitFor();
    // The failure mail carries the same resume link.
    await expect
      .poll(() => smtp.received.some(({ to, text: body }) => to.includes(mail) && body.includes(reprise!)), {
        timeout: 15_000,
      })
      .toBe(true);

    await page.goto(reprise!);
    await page.getByText('En attente de paiement').waitFor();
    await page.getByLabel(/^Numéro de carte/u).waitFor();
    expect(await seriousViolations()).toEqual([]);
    await payWithCard('4242 4242 4242 4242', /^Payer 55,90\s€$/u);
    await page.waitForURL(CONFIRMATION);
    await page.getByRole('heading', { name: 'Merci pour votre commande', level: 1 }).waitFor();
    expect(page.url()).toContain(reprise!.replace('checkout-reprise', 'checkout-confirmation'));
  });

  it('fits the orders, an order and the back office’s lists in a 375-pixel-wide phone: nothing scrolls sideways', async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/fr/mon-compte/commandes');
    const orderLink = page.getByRole('link', { name: /^Voir la commande/u }).first();
    await orderLink.waitFor();
    expect(await sidewaysScrolling(page)).toEqual([]);
    await orderLink.click();
    await page.getByRole('button', { name: 'Télécharger la facture' }).waitFor();
    expect(await sidewaysScrolling(page)).toEqual([]);

    const token = await signInAdmin(server.baseURL);
    // A payment link with a long name and message, for the links' list to have a row.
    const link = await fetch(`${server.baseURL}/api/stripelinks`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: server.baseURL,
        Authorization: `Bearer ${token.access_token}`,
      },
      body: JSON.stringify({
        montant: 12_550,
        prenom: 'Marie-Amélie',
        nom: 'de La Rochefoucauld',
        mail: 'marie-amelie.delarochefoucauld@example.fr',
        message: 'Le coffret Perle de Caviar et sa carte manuscrite, livrés avant vendredi.',
      }),
    });
    expect(link.ok).toBe(true);
    const staff = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR', viewport: PHONE_VIEWPORT });
    try {
      await storeSession(staff, token);
      const admin = await staff.newPage();
      for (const [path, ready] of [
        ['/fr/ad/commandes', (admin: Page) => admin.getByRole('row').filter({ hasText: 'Léa Martin' }).first()],
        ['/fr/ad/paiements', (admin: Page) => admin.getByRole('row').filter({ hasText: 'Marie-Amélie' })],
        ['/fr/ad/salon', (admin: Page) => admin.getByRole('heading', { level: 1 })],
      ] as const) {
        await admin.goto(path);
        await ready(admin).waitFor();
        expect({ path, scrolling: await sidewaysScrolling(admin) }).toEqual({ path, scrolling: [] });
        // The back office's bar may wrap between its parts, never inside one.
        expect({ path, wrapped: await wrappedTexts(admin, 'header') }).toEqual({ path, wrapped: [] });
      }
    } finally {
      await staff.close();
    }
  });
});
