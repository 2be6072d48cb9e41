import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredSession } from './admin-session.ts';
import { useBackOffice, type AdminShop, type BackOffice } from './admin-shop.ts';
import type { SunkMail } from './smtp-sink.ts';

const CUSTOMER = { prenom: 'Emma', nom: 'Hartley', mail: 'emma.hartley@example.com', password: 'e2e-journey-2026!' };
const TRACKING = ['6A00000000101', '6A00000000102'] as const;
const trackingUrl = (suivi: string) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${suivi}`;
const oneLine = (text: string) => text.replace(/\s+/gu, ' ');
/** The product as the customer's English order names it (staff search it by its French name). */
const IN_ENGLISH = 'Caviar Absolu Day Cream';
/** The back office names the lines in the staff's language, whatever the customer's. */
const IN_FRENCH = 'Crème de Jour Caviar Absolu';

/**
 * Issue 13's whole back-office journey, in one shop: an English-speaking customer has an account;
 * staff place an order for her on "nouveau-commande" (two variants, two units of one) and mail her
 * its payment link; she opens the link from the mail she received (an SMTP sink), sees the lines
 * and pays with the test card; staff see the order paid, split it into two parcels with their
 * Colissimo tracking numbers and ship both after a confirmation; she receives one mail per parcel,
 * in English, naming that parcel's lines and its tracking link; the order is shipped, and her
 * account's order page links to both parcels' tracking pages.
 */
describe.sequential('staff order journey, from nouveau-commande to the shipped parcels', () => {
  let shop: AdminShop;
  let smtp: BackOffice['smtp'];
  let admin: Page;
  let customerSession: StoredSession;
  let orderUrl = '';
  let orderHash = '';
  let orderNumber = '';

  const mailsToCustomer = (): SunkMail[] => smtp.received.filter((mail) => mail.to.includes(CUSTOMER.mail));

  /** An account made as a shopper makes one, through the API: sign-up, then the mailed link. */
  async function signUpCustomer(baseURL: string): Promise<StoredSession> {
    const post = (path: string, body: unknown) =>
      fetch(`${baseURL}/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: baseURL },
        body: JSON.stringify(body),
      });
    const accepted = await post('/sign/up', { ...CUSTOMER, langue: 'en' });
    expect(accepted.status).toBe(202);
    const mail = await smtp.waitFor(CUSTOMER.mail);
    const token = /https?:\/\/[^/\s]+\/[a-z]{2}\/sign\/up\/([\w-]+)/u.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await post('/sign/up/confirm', { token });
    expect(confirmed.status).toBe(200);
    return ((await confirmed.json()) as { token: StoredSession }).token;
  }

  const backOffice = useBackOffice({ withMail: true });
  beforeAll(async () => {
    ({ shop, admin, smtp } = backOffice);
    customerSession = await signUpCustomer(shop.server.baseURL);
  });

  it('staff create the order for the customer and mail her its payment link', async () => {
    await admin.goto('/fr/ad/commandes');
    await admin.getByRole('link', { name: 'Nouvelle commande' }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'Nouvelle commande' }).waitFor();

    // The customer, found by her e-mail.
    const client = admin.getByRole('region', { name: 'Client' });
    await client.getByLabel('Chercher un client (e-mail ou nom)').fill('emma.hartley');
    await client.getByRole('button', { name: `${CUSTOMER.prenom} ${CUSTOMER.nom} — ${CUSTOMER.mail}` }).click();
    await client.getByText(`${CUSTOMER.prenom} ${CUSTOMER.nom} — ${CUSTOMER.mail}`).waitFor();

    // Two variants: two jars of 50 ml, one of 30 ml.
    const products = admin.getByRole('region', { name: 'Produits' });
    for (const size of ['Pot 50 ml', 'Pot 30 ml']) {
      await products.getByLabel('Chercher un produit').fill('Crème de Jour');
      await products
        .getByRole('button', {
          name: new RegExp(`^Crème de Jour Caviar Absolu ${size} — .* en stock$`, 'u'),
          disabled: false,
        })
        .first()
        .click();
    }
    await products.getByLabel('Quantité de Crème de Jour Caviar Absolu Pot 50 ml').fill('2');
    await expect
      .poll(() => products.getByLabel('Quantité de Crème de Jour Caviar Absolu Pot 30 ml').inputValue())
      .toBe('1');

    // A new delivery address (she has none yet), then the first delivery method, then the total.
    const delivery = admin.getByRole('region', { name: 'Livraison' });
    await delivery.getByRole('radio', { name: 'Nouvelle adresse' }).check();
    await expect.poll(() => delivery.getByLabel('Prénom').inputValue()).toBe(CUSTOMER.prenom);
    await delivery.getByLabel('Adresse', { exact: true }).fill('8 rue de la Paix');
    await delivery.getByLabel('Code postal').fill('75002');
    await delivery.getByLabel('Ville').fill('Paris');
    await delivery.getByRole('group', { name: 'Mode de livraison' }).getByRole('radio').first().check();
    const total = admin.getByTestId('total-ttc');
    await expect.poll(() => total.innerText()).toMatch(/€/u);

    // The link, by mail (the default channel), after the confirmation.
    await admin.getByRole('button', { name: 'Envoyer un lien de paiement' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Confirmer la commande' });
    await dialog.getByRole('button', { name: 'Envoyer un lien de paiement' }).click();
    await admin.waitForURL(/\/fr\/ad\/commandes\/[0-9a-f-]{36}$/u, { timeout: 20_000 });
    orderUrl = admin.url();
    orderHash = orderUrl.split('/').at(-1)!;
  });

  it('the customer pays from the mailed link, in English, and the order shows paid', async () => {
    const linkMail = () => mailsToCustomer().find((mail) => mail.text.includes('/paiement/'));
    await expect.poll(linkMail, { timeout: 15_000 }).toBeTruthy();
    const publicUrl = /https?:\/\/\S+\/en\/paiement\/[A-Za-z0-9_-]+/u.exec(linkMail()!.text)?.[0];
    expect(publicUrl, 'the link mail leads to the English payment page').toBeTruthy();

    const customer = await shop.newPage({ locale: 'en-GB' });
    await customer.goto(publicUrl!);
    const summary = customer.getByRole('region', { name: 'Your order' });
    await summary.getByText(`2 × ${IN_ENGLISH} Jar 50 ml`, { exact: true }).waitFor();
    await summary.getByText(`1 × ${IN_ENGLISH} Jar 30 ml`, { exact: true }).waitFor();
    await customer.getByLabel(/^Card number/u).fill('4242 4242 4242 4242');
    await customer.getByLabel(/^Expiry/u).fill('12/30');
    await customer.getByLabel(/^Security code/u).fill('123');
    await customer.getByRole('button', { name: /^Pay/u }).click();
    await customer.getByRole('heading', { level: 1, name: 'Thank you for your payment' }).waitFor({ timeout: 20_000 });
    await customer.context().close();

    await admin.goto(orderUrl);
    await admin.getByText('Payée', { exact: true }).first().waitFor({ timeout: 10_000 });
    const heading = await admin.getByRole('heading', { level: 1, name: /^Commande / }).innerText();
    orderNumber = heading.replace(/^Commande\s+/u, '').trim();
    expect(orderNumber).not.toBe('');
  });

  it('staff split the paid order into two parcels with their tracking numbers', async () => {
    await admin.goto(orderUrl);
    const panel = admin.getByRole('region', { name: 'Colis' });
    await panel.getByText('Aucun colis pour cette commande.').waitFor();

    // First parcel: one 50 ml jar and the 30 ml jar; the second starts with what is left, the other 50 ml jar.
    for (const [index, suivi] of TRACKING.entries()) {
      await panel.getByRole('button', { name: 'Préparer un colis' }).click();
      const form = panel.getByRole('form', { name: 'Préparer un colis' });
      const quantity = (size: string) => form.getByLabel(`Quantité de ${IN_FRENCH} – Pot ${size}`, { exact: true });
      if (index === 0) {
        await expect.poll(() => quantity('50 ml').inputValue()).toBe('2');
        await quantity('50 ml').fill('1');
      } else {
        await expect.poll(() => quantity('50 ml').inputValue()).toBe('1');
        expect(await quantity('30 ml').isDisabled()).toBe(true);
      }
      await form.getByRole('option', { name: 'Colissimo' }).waitFor({ state: 'attached' });
      await form.getByLabel('Transporteur').selectOption({ label: 'Colissimo' });
      await form.getByLabel('Numéro de suivi').fill(suivi);
      await form.getByRole('button', { name: 'Créer le colis' }).click();
      await panel.getByRole('link', { name: suivi }).waitFor();
    }
    await panel.getByText('Tous les articles sont dans des colis.').waitFor();
    expect(await panel.getByRole('link', { name: /^Colis n° / }).count()).toBe(2);
    for (const suivi of TRACKING) {
      expect(await panel.getByRole('link', { name: suivi }).getAttribute('href')).toBe(trackingUrl(suivi));
    }
  });

  it('staff ship both parcels after a confirmation; the customer gets one English mail per parcel', async () => {
    for (const index of [0, 1]) {
      await admin.goto(orderUrl);
      await admin
        .getByRole('region', { name: 'Colis' })
        .getByRole('link', { name: /^Colis n° / })
        .nth(index)
        .click();
      await admin.getByRole('region', { name: 'Contenu du colis', exact: true }).waitFor();
      await admin.getByRole('button', { name: 'Marquer expédié' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Expédier ce colis ?' });
      await dialog.getByRole('button', { name: 'Marquer expédié' }).click();
      await admin.getByText('Colis expédié : le client est prévenu par e-mail.').waitFor();
    }

    const subject = `A parcel of your order ${orderNumber} is on its way`;
    const shipmentMails = () => mailsToCustomer().filter((mail) => oneLine(mail.text).includes(subject));
    await expect.poll(() => shipmentMails().length, { timeout: 45_000 }).toBe(2);
    const [first, second] = TRACKING.map((suivi) => shipmentMails().find((mail) => mail.text.includes(suivi)));
    expect(first, `a mail for parcel ${TRACKING[0]}`).toBeTruthy();
    expect(second, `a mail for parcel ${TRACKING[1]}`).toBeTruthy();
    for (const [mail, suivi, sizes] of [
      [first!, TRACKING[0], ['50 ml', '30 ml']],
      [second!, TRACKING[1], ['50 ml']],
    ] as const) {
      const text = oneLine(mail.text);
      expect(text).toContain(`Good news: a parcel of your order ${orderNumber} has left our workshop.`);
      expect(text).toContain(`Track your parcel: ${trackingUrl(suivi)}`);
      expect(text).toContain(`Follow your order: ${shop.server.baseURL}/en/mon-compte/commandes/${orderHash}`);
      for (const size of sizes) expect(text).toContain(`- 1 × ${IN_ENGLISH} – Jar ${size}`);
      if (sizes.length === 1) expect(text).not.toContain('30 ml');
    }
    // No whole-order "shipped" mail besides the parcels' ones.
    expect(mailsToCustomer().filter((mail) => mail.text.includes(`Your order ${orderNumber} is on its way`))).toEqual(
      [],
    );

    await admin.goto(orderUrl);
    await admin.getByText('Expédiée', { exact: true }).first().waitFor({ timeout: 10_000 });
  });

  it("the customer's account shows the order shipped with both tracking links", async () => {
    const customer = await shop.newPage({ locale: 'en-GB', session: customerSession });
    await customer.goto(`/en/mon-compte/commandes/${orderHash}`);
    await customer.getByRole('heading', { level: 1, name: orderNumber }).waitFor();
    const progress = customer.getByRole('list', { name: 'Order progress' });
    const links = progress.getByRole('link', { name: /^Track the parcel/u });
    await expect.poll(() => links.count()).toBe(2);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.sort()).toEqual(TRACKING.map(trackingUrl).sort());
    await customer.context().close();
  });
});
