import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../browser.ts';
import { signUpThroughMail } from '../mailbox.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The page's storage, typed here (this package compiles without the DOM library). */
interface BrowserGlobal {
  localStorage: { setItem: (key: string, value: string) => void };
}

/** A customer whose profile says French, signed in through the API as the sign-in form would. */
async function frenchCustomerSession(): Promise<string> {
  const mail = `client.${Date.now()}@example.fr`;
  const password = 'perle noire 1987';
  const post = (path: string, body: unknown) =>
    fetch(`${shop.baseURL}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  await signUpThroughMail(shop, { prenom: 'Claire', nom: 'Martin', mail, password, langue: 'fr' });
  const answer = (await (await post('/sign/in', { mail, password })).json()) as { token: { user: { langue: string } } };
  expect(answer.token.user.langue).toBe('fr');
  return JSON.stringify(answer.token);
}

/** Demo product 1 and, in English, its name, its first advice section and its internal-kind section. */
const PRODUCT = '/en/cosmetique/1';
const ENGLISH_NAME = 'Caviar Pearl Cleansing Foam';

describe('a product page in another language than the customer’s profile', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext({ baseURL: shop.baseURL, locale: 'en-GB' });
    page = await context.newPage();
    const session = await frenchCustomerSession();
    await page.goto('/en/accueil');
    await page.evaluate(
      (value) => (globalThis as unknown as BrowserGlobal).localStorage.setItem('od_token', value),
      session,
    );
  });
  afterAll(() => browser.close());

  it('shows the product, its picture’s alt and its advice in the page’s language', async () => {
    await page.goto(PRODUCT);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.innerText(), { timeout: 10_000 }).toBe(ENGLISH_NAME);
    expect(await page.locator('main img').first().getAttribute('alt')).toContain(ENGLISH_NAME);
    const usage = page.getByRole('button', { name: 'How to use' });
    await usage.waitFor();
    await usage.click();
    await page.getByText('Morning and evening').waitFor();
    expect(await page.getByRole('button', { name: 'Technical details' }).count()).toBe(1);
    expect(await page.getByText(/^(Commercial|Technique)$/u).count()).toBe(0);
    expect(await page.getByText('Les actifs clés').count()).toBe(0);
  });
});
