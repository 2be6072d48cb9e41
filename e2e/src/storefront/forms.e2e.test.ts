import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../browser.ts';
import { animationsSettled } from '../settled.ts';
import { useOwnShop } from '../own-shop.ts';

const shop = useOwnShop();

/** The words each language shows, so one journey runs in French and in English. */
const TEXTS = {
  fr: {
    banner: 'Vos cookies, votre choix',
    accept: 'Tout accepter',
    refuse: 'Tout refuser',
    customize: 'Personnaliser',
    settings: 'Paramètres des cookies',
    analytic: 'Mesure d’audience',
    save: 'Enregistrer',
    cancel: 'Annuler',
    footerCookies: 'Gérer les cookies',
    contactTitle: 'Écrivez-nous',
    name: /^Nom/u,
    mail: /^Adresse e-mail/u,
    message: /^Votre message/u,
    send: 'Envoyer le message',
    required: 'Ce champ est obligatoire.',
    sent: 'Merci, votre message a bien été envoyé.',
    band: 'Les nouvelles de la maison',
    openNewsletter: 'Je m’inscris',
    newsletterDialog: 'Recevoir nos nouvelles',
    lastName: /^Nom/u,
    consent: /J’accepte de recevoir/u,
    subscribe: 'M’inscrire',
    subscribed: 'Merci ! Confirmez votre inscription depuis le lien que nous venons de vous envoyer par e-mail.',
    close: 'Fermer',
  },
  en: {
    banner: 'Your cookies, your choice',
    accept: 'Accept all',
    refuse: 'Refuse all',
    customize: 'Customise',
    settings: 'Cookie settings',
    analytic: 'Audience measurement',
    save: 'Save',
    cancel: 'Cancel',
    footerCookies: 'Manage cookies',
    contactTitle: 'Write to us',
    name: /^Name/u,
    mail: /^E-mail address/u,
    message: /^Your message/u,
    send: 'Send the message',
    required: 'This field is required.',
    sent: 'Thank you, your message has been sent.',
    band: 'News from the house',
    openNewsletter: 'Subscribe',
    newsletterDialog: 'Receive our news',
    lastName: /^Last name/u,
    consent: /I agree to receive/u,
    subscribe: 'Subscribe',
    subscribed: 'Thank you! Confirm your subscription from the link we have just sent you by e-mail.',
    close: 'Close',
  },
} as const;

type Lang = keyof typeof TEXTS;

/** The cookies the page itself can read, as name → value. */
async function pageCookies(page: Page): Promise<Record<string, string>> {
  // A string expression: this package compiles without the DOM library.
  const raw = (await page.evaluate('document.cookie')) as string;
  return Object.fromEntries(
    raw
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => part.split('=') as [string, string]),
  );
}

describe('forms: cookie banner, contact and newsletter', () => {
  const browser = useBrowser();
  let context: BrowserContext;
  let page: Page;

  async function open(lang: Lang, { hasChosenCookies }: { hasChosenCookies: boolean }) {
    context = await browser.newContext({ baseURL: shop.baseURL, locale: lang === 'fr' ? 'fr-FR' : 'en-GB' });
    if (hasChosenCookies) {
      const url = shop.baseURL;
      await context.addCookies([
        { name: 'od', value: String(Date.now()), url },
        { name: 'od_analytic', value: '0', url },
        { name: 'od_marketing', value: '0', url },
      ]);
    }
    page = await context.newPage();
    return page;
  }

  for (const lang of ['fr', 'en'] as const) {
    const text = TEXTS[lang];

    it(`drives the cookie banner through its states (${lang})`, async () => {
      await open(lang, { hasChosenCookies: false });
      await page.goto(`/${lang}/accueil`);
      const banner = page.getByRole('region', { name: text.banner });
      await banner.waitFor();
      expect(await pageCookies(page)).not.toHaveProperty('od');

      // Refuse and accept: same size, side by side (measured once the banner's rise is over).
      await animationsSettled(banner);
      const refuseBox = await banner.getByRole('button', { name: text.refuse }).boundingBox();
      const acceptBox = await banner.getByRole('button', { name: text.accept }).boundingBox();
      expect(refuseBox && acceptBox).toBeTruthy();
      expect(Math.abs(refuseBox!.width - acceptBox!.width)).toBeLessThan(1);
      expect(Math.abs(refuseBox!.height - acceptBox!.height)).toBeLessThan(1);
      expect(Math.abs(refuseBox!.y - acceptBox!.y)).toBeLessThan(1);

      // Settings hide the banner; cancelling with no choice brings it back.
      await banner.getByRole('button', { name: text.customize }).click();
      const settings = page.getByRole('dialog', { name: text.settings });
      await settings.waitFor();
      await expect.poll(() => banner.count()).toBe(0);
      await settings.getByRole('button', { name: text.cancel }).click();
      await settings.waitFor({ state: 'detached' });
      await banner.waitFor();
      expect(await pageCookies(page)).not.toHaveProperty('od');

      // One click refuses everything.
      await banner.getByRole('button', { name: text.refuse }).click();
      await banner.waitFor({ state: 'detached' });
      expect(await pageCookies(page)).toMatchObject({ od_analytic: '0', od_marketing: '0' });
      expect(Number((await pageCookies(page)).od)).toBeGreaterThan(0);
      const stored = await context.cookies();
      const od = stored.find((cookie) => cookie.name === 'od');
      expect(od?.sameSite).toBe('Lax');
      expect(od?.path).toBe('/');
      // About 13 months (395 days) from now.
      expect(od!.expires * 1000 - Date.now()).toBeGreaterThan(394 * 86_400_000);

      // The choice holds on the next page; the footer reopens the settings.
      await page.reload();
      await page.getByRole('contentinfo').waitFor();
      expect(await banner.count()).toBe(0);
      await page.getByRole('button', { name: text.footerCookies }).click();
      await settings.waitFor();
      // The drawn track lies over the transparent native box: a visitor clicks the label.
      await settings.getByText(text.analytic, { exact: true }).click();
      expect(await settings.getByRole('switch', { name: text.analytic }).isChecked()).toBe(true);
      await settings.getByRole('button', { name: text.save }).click();
      await settings.waitFor({ state: 'detached' });
      expect(await pageCookies(page)).toMatchObject({ od_analytic: '1', od_marketing: '0' });
      expect(await banner.count()).toBe(0);
    });

    it(`accepts every cookie in one click (${lang})`, async () => {
      await open(lang, { hasChosenCookies: false });
      await page.goto(`/${lang}/faq`);
      await page.getByRole('region', { name: text.banner }).getByRole('button', { name: text.accept }).click();
      await page.getByRole('region', { name: text.banner }).waitFor({ state: 'detached' });
      expect(await pageCookies(page)).toMatchObject({ od_analytic: '1', od_marketing: '1' });
    });

    it(`sends the contact form after fixing an error (${lang})`, async () => {
      await open(lang, { hasChosenCookies: true });
      await page.goto(`/${lang}/contact`);
      await page.getByRole('heading', { level: 1, name: text.contactTitle }).waitFor();
      await page.getByRole('button', { name: text.send }).click();
      await expect.poll(() => page.getByText(text.required).count()).toBeGreaterThan(0);

      await page.getByLabel(text.name).fill('Claire Dupont');
      await page.getByLabel(text.mail).fill(`Claire.${lang}@Exemple.fr`);
      await expect.poll(() => page.getByLabel(text.mail).inputValue()).toBe(`claire.${lang}@exemple.fr`);
      await page.getByLabel(text.message).fill('Bonjour, je souhaite un conseil pour une peau très sèche.');
      await page.getByRole('button', { name: text.send }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: text.sent }).count()).toBe(1);
      expect(await page.getByText(text.required).count()).toBe(0);
    });

    it(`subscribes to the newsletter, the button waiting for consent (${lang})`, async () => {
      await open(lang, { hasChosenCookies: true });
      await page.goto(`/${lang}/faq`);
      const band = page.getByRole('region', { name: text.band });
      await band.getByRole('button', { name: text.openNewsletter }).click();
      const dialog = page.getByRole('dialog', { name: text.newsletterDialog });
      await dialog.waitFor();
      const subscribe = dialog.getByRole('button', { name: text.subscribe, exact: true });
      expect(await subscribe.isDisabled()).toBe(true);
      await dialog.getByLabel(text.lastName).fill('Dupont');
      await dialog.getByLabel(text.mail).fill(`lettre.${lang}@exemple.fr`);
      expect(await subscribe.isDisabled()).toBe(true);
      await dialog.getByRole('checkbox', { name: text.consent }).check();
      expect(await subscribe.isEnabled()).toBe(true);
      await subscribe.click();
      await expect.poll(() => dialog.getByRole('status').filter({ hasText: text.subscribed }).count()).toBe(1);
      await dialog.getByRole('button', { name: text.close }).last().click();
      await dialog.waitFor({ state: 'detached' });
      expect(await band.count()).toBe(0);
      expect(await page.evaluate("window.localStorage.getItem('od_newsletter')")).toBe('1');
    });
  }
});
