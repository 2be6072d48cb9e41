import { describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';

const CUSTOMER_EMAIL = 'lea.salon@example.fr';

/**
 * A staff member places an order for a new customer on "nouveau-commande" and sends its payment
 * link by mail; the customer opens the mailed page, sees the order's lines and pays with the test
 * card; the order's page in the back office then shows it paid. Its own shop (an admin, an SMTP
 * sink to read the mail), as the payment-links journey does.
 */
describe('staff order, from nouveau-commande to the paid order', () => {
  const backOffice = useBackOffice({ withMail: true });

  it('creates the order, sends its link, the customer pays it and the order shows paid', async () => {
    const { admin, shop, smtp } = backOffice;
    await admin.goto('/fr/ad/commandes');
    await admin.getByRole('link', { name: 'Nouvelle commande' }).first().click();
    await admin.getByRole('heading', { level: 1, name: 'Nouvelle commande' }).waitFor();

    // A new customer, typed inline.
    const client = admin.getByRole('region', { name: 'Client' });
    await client.getByRole('button', { name: 'Nouveau client' }).click();
    await client.getByLabel('E-mail', { exact: true }).fill(CUSTOMER_EMAIL);
    await client.getByLabel('Prénom').fill('Léa');
    await client.getByLabel('Nom', { exact: true }).fill('Salon');

    // A variant found by its name, with its live stock.
    const products = admin.getByRole('region', { name: 'Produits' });
    await products.getByLabel('Chercher un produit').fill('Crème de Jour');
    const found = products.getByRole('button', { name: /Crème de Jour Caviar Absolu .* en stock/u }).first();
    await found.click();
    await products.getByLabel(/^Quantité de Crème de Jour/u).fill('2');

    // The delivery address and method, then the server's total.
    const delivery = admin.getByRole('region', { name: 'Livraison' });
    await delivery.getByLabel('Prénom').fill('Léa');
    await delivery.getByLabel('Nom', { exact: true }).fill('Salon');
    await delivery.getByLabel('Adresse', { exact: true }).fill('12 rue des Carmes');
    await delivery.getByLabel('Code postal').fill('33000');
    await delivery.getByLabel('Ville').fill('Bordeaux');
    await delivery.getByRole('group', { name: 'Mode de livraison' }).getByRole('radio').first().check();
    const total = admin.getByTestId('total-ttc');
    await expect.poll(() => total.innerText()).toMatch(/€/u);
    const totalText = (await total.innerText()).replace(/\s+/gu, ' ');

    // The link, by mail, after confirmation; then the order's page.
    await admin.getByRole('button', { name: 'Envoyer un lien de paiement' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Confirmer la commande' });
    await dialog.getByRole('button', { name: 'Envoyer un lien de paiement' }).click();
    await admin.waitForURL(/\/fr\/ad\/commandes\/[0-9a-f-]{36}$/u, { timeout: 20_000 });
    const orderUrl = admin.url();

    const linkMail = async () =>
      smtp.received.find((mail) => mail.to.includes(CUSTOMER_EMAIL) && mail.text.includes('/paiement/'));
    await expect.poll(linkMail, { timeout: 15_000 }).toBeTruthy();
    const publicUrl = /https?:\/\/\S+\/fr\/paiement\/[A-Za-z0-9_-]+/u.exec((await linkMail())!.text)![0];

    // The customer sees the order's lines and pays with the test card.
    const customer = await shop.newPage();
    await customer.goto(publicUrl);
    const summary = customer.getByRole('region', { name: 'Votre commande' });
    await summary.getByText(/^2 × Crème de Jour Caviar Absolu/u).waitFor();
    expect((await summary.innerText()).replace(/\s+/gu, ' ')).toContain(totalText);
    await customer.getByLabel(/^Numéro de carte/u).fill('4242 4242 4242 4242');
    await customer.getByLabel(/^Expiration/u).fill('12/30');
    await customer.getByLabel(/^Cryptogramme/u).fill('123');
    await customer.getByRole('button', { name: /^Payer/u }).click();
    await customer.getByRole('heading', { level: 1, name: 'Merci pour votre paiement' }).waitFor({ timeout: 20_000 });

    // The order's page shows it paid.
    await admin.goto(orderUrl);
    await admin.getByText('Payée', { exact: true }).first().waitFor({ timeout: 10_000 });
  });
});
