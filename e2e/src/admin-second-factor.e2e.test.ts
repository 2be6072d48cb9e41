import { Secret, TOTP } from 'otpauth';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** What the authenticator app shows `stepsAhead` periods from now. */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

/**
 * The back office's second factor in Chromium: the admin enrols an authenticator app (scanning is
 * typing the shown key into the test's own TOTP), notes the recovery codes, then requires a second
 * factor of all staff; a new session of the same admin meets the code before any page, and an
 * admin of the shop without a factor is sent to enrolment.
 */
describe('the back office’s second factor', () => {
  let server: StartedServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * A browser of its own with a fresh admin session (a new sign-in: nothing proven yet), on the
   * shop's public address (http://localhost:…), the passkeys' relying party: WebAuthn takes no IP.
   */
  async function adminPage(): Promise<Page> {
    const context = await browser.newContext({ baseURL: `http://localhost:${server.port}`, locale: 'fr-FR' });
    await storeSession(context, await signInAdmin(server.baseURL));
    return context.newPage();
  }

  /** Chromium's virtual authenticator on the page (a platform one that always verifies its user). */
  async function virtualAuthenticator(page: Page) {
    const cdp: CDPSession = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    return { cdp, authenticatorId };
  }

  it('enrols an app, then keeps the back office shut to a new session until its code is given', async () => {
    const page = await adminPage();
    await page.goto('/fr/ad/securite');
    await page.getByRole('button', { name: 'Configurer une application' }).click();
    await expect.poll(() => page.getByRole('img', { name: /QR code à scanner/u }).isVisible()).toBe(true);
    const secret = (await page.locator('code').first().innerText()).trim();
    await page.getByLabel(/Code de vérification/u).fill(appCode(secret));
    await page.getByRole('button', { name: 'Activer' }).click();
    const codes = page.getByRole('region', { name: 'Vos codes de secours' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await page.getByRole('button', { name: 'J’ai noté mes codes, continuer' }).click();
    await expect.poll(() => page.getByText(/10 codes de secours restants/u).isVisible()).toBe(true);

    // The shop now requires a second factor of its staff (a fresh proof allows the change).
    await page.goto('/fr/ad/configurations/securite');
    await page.getByLabel('Exiger un second facteur pour l’administration').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(() => page.getByText('Réglages enregistrés.').isVisible()).toBe(true);

    const later = await adminPage();
    await later.goto('/fr/ad/commandes');
    await expect
      .poll(() => later.getByRole('heading', { level: 1, name: 'Vérification en deux étapes' }).isVisible())
      .toBe(true);
    expect(await later.getByRole('table').count()).toBe(0);
    await later.getByLabel(/Code de vérification/u).fill(appCode(secret, 1));
    await later.getByRole('button', { name: 'Confirmer' }).click();
    await expect.poll(() => later.getByRole('heading', { level: 1, name: 'Commandes' }).isVisible()).toBe(true);

    // A passkey, added from the security page of this proven session…
    const laptop = await virtualAuthenticator(later);
    await later.goto('/fr/ad/securite');
    await later.getByLabel(/Nom de la nouvelle clé/u).fill('Chromium');
    await later.getByRole('button', { name: 'Ajouter une clé d’accès' }).click();
    await expect.poll(() => later.getByText('La clé « Chromium » est ajoutée.').isVisible()).toBe(true);
    const { credentials } = await laptop.cdp.send('WebAuthn.getCredentials', {
      authenticatorId: laptop.authenticatorId,
    });
    expect(credentials).toHaveLength(1);

    // …then opens the back office to a new session instead of a code.
    const third = await adminPage();
    const sameDevice = await virtualAuthenticator(third);
    await sameDevice.cdp.send('WebAuthn.addCredential', {
      authenticatorId: sameDevice.authenticatorId,
      credential: credentials[0]!,
    });
    await third.goto('/fr/ad/commandes');
    await third.getByRole('button', { name: 'Utiliser une clé d’accès' }).click();
    await expect.poll(() => third.getByRole('heading', { level: 1, name: 'Commandes' }).isVisible()).toBe(true);
  });
});
