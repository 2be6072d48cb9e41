import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What a German customer does in /de, in her browser: buy on a product page (the after-sale
 * journey) or from the basket (VAT by destination), and withdraw from the footer's function
 * without signing in.
 */

/** A locator's visible text with its white space collapsed (prices carry no-break spaces). */
export const plain = async (locator: ReturnType<Page['getByTestId']>) =>
  (await locator.innerText()).replace(/\s+/gu, ' ').trim();

/** Greta's delivery address, in Berlin. */
export const BERLIN_ADDRESS = {
  prenom: 'Greta',
  nom: 'Vogel',
  ligne1: 'Hauptstraße 1',
  code_postal: '10115',
  ville: 'Berlin',
  pays: 'DE',
};

/**
 * On the product page (open) of a variant with fewer than ten units left, `qtt` units to the
 * basket, then the checkout (payAtGermanCheckout).
 */
export async function buyOnProductPage(page: Page, qtt: number): Promise<{ hash: string; total: string }> {
  // With fewer than ten units on the shelf, the quantity is a list.
  await page.getByRole('combobox', { name: 'Menge' }).selectOption(String(qtt));
  await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
  await page
    .getByRole('dialog', { name: /^Ihr Warenkorb/u })
    .getByRole('link', { name: 'Zur Kasse' })
    .click();
  return payAtGermanCheckout(page);
}

/**
 * The checkout for a German address: it must show the VAT of Germany (19 %, never 20 %); she
 * accepts the terms and pays the total shown by test card. Both pay buttons (starting the
 * payment, then the card's) ask for exactly that total. Answers the order's hash and the total.
 */
export async function payAtGermanCheckout(page: Page): Promise<{ hash: string; total: string }> {
  await page.waitForURL('**/de/checkout');
  const note = page.getByTestId('checkout-vat-note');
  await expect.poll(() => note.isVisible().catch(() => false)).toBe(true);
  expect(await plain(note)).toBe('Bruttopreise für die Lieferung nach Deutschland');
  await expect.poll(() => page.getByText(/MwSt\. 19\s%/u).count()).toBeGreaterThan(0);
  expect(await page.getByText(/MwSt\. 20\s%/u).count()).toBe(0);

  const total = await plain(page.getByTestId('checkout-total'));
  const pay = page.getByRole('button', { name: `${total} bezahlen` });
  await page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/u }).check();
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await pay.click();
  await page.getByLabel(/^Kartennummer/u).fill('4242 4242 4242 4242');
  await page.getByLabel(/^Gültig bis/u).fill('12/30');
  await page.getByLabel(/^Prüfnummer/u).fill('123');
  await pay.click();
  await page.waitForURL(/\/de\/checkout-confirmation\/[0-9a-f-]{36}/u);
  await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung', level: 1 }).waitFor();
  return { hash: /checkout-confirmation\/([0-9a-f-]{36})/u.exec(page.url())![1]!, total };
}

/**
 * The withdrawal function for a shopper who is not signed in: from the footer's "Vertrag hier
 * widerrufen", the order found by number and mail, `qtt` units of the first line, her name, then
 * the separate confirmation "Widerruf bestätigen". Answers the date and time the page states
 * ("28. November 2026 um 16:40", Paris time).
 */
export async function withdrawFromFooter(
  page: Page,
  input: { numero: string; mail: string; nom: string; qtt: number },
): Promise<string> {
  await page.goto('/de/accueil');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag hier widerrufen' }).click();
  await page.getByRole('heading', { level: 1, name: 'Vom Vertrag zurücktreten' }).waitFor();
  await page.getByLabel(/^Bestellnummer/u).fill(input.numero);
  await page.getByLabel(/^Bei der Bestellung verwendete E-Mail-Adresse/u).fill(input.mail);
  await page.getByRole('button', { name: 'Meine Bestellung anzeigen' }).click();
  await page.getByRole('heading', { name: `Bestellung ${input.numero}` }).waitFor();
  await page
    .getByLabel(/^Rückgabemenge/u)
    .first()
    .selectOption(String(input.qtt));
  await page.getByLabel(/^Name/u).fill(input.nom);
  await page.getByRole('button', { name: 'Weiter' }).click();
  // The second stage: the statement to check, and only then the button that withdraws.
  await page.getByRole('heading', { name: 'Prüfen Sie Ihre Erklärung' }).waitFor();
  await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
  await page.getByRole('heading', { name: 'Ihr Widerruf ist eingegangen' }).waitFor();
  const said = await page.getByText(/eingegangen am .+ \(Pariser Zeit\)/u).textContent();
  const when = /eingegangen am (.+) \(Pariser Zeit\)/u.exec(said ?? '')?.[1];
  if (!when) throw new Error(`No date and time on the confirmation: ${said}`);
  return when;
}
