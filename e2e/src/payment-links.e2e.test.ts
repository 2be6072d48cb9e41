import { describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';

const CUSTOMER_EMAIL = 'jeanne.client@example.fr';

/**
 * A staff member creates a payment link, shows its QR code and mails it; the customer opens the
 * mailed address, pays with a test card and is thanked; the staff list then shows it paid. The
 * file starts its own shop, with the e2e admin and an SMTP sink to read the mail.
 */
describe('payment links, from the back office to the paid page', () => {
  const backOffice = useBackOffice({ withMail: true });

  it('creates, shows, mails, pays and lists a link as paid', async () => {
    const { admin, shop, smtp } = backOffice;
    expect(shop.admin.scopes).toContain('admin');

    // The staff member creates a link.
    await admin.goto('/fr/ad/paiements');
    await admin.getByRole('heading', { level: 1, name: 'Liens de paiement' }).waitFor();
    await admin.getByRole('button', { name: 'Nouveau lien' }).click();
    const form = admin.getByRole('dialog', { name: 'Nouveau lien' });
    await form.getByLabel(/^Montant/u).fill('42,50');
    await form.getByLabel('E-mail').fill(CUSTOMER_EMAIL);
    expect(await form.getByLabel('Prénom').inputValue()).toBe('Jeanne');
    expect(await form.getByLabel('Nom', { exact: true }).inputValue()).toBe('Client');
    await form.getByRole('button', { name: 'Créer le lien' }).click();

    // Its QR code opens at once, encoding the public page.
    const dialog = admin.getByRole('dialog', { name: 'QR code du lien' });
    await dialog.waitFor();
    const qr = dialog.getByRole('img');
    await expect.poll(() => qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/u);
    expect(await qr.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBe(300);
    const publicUrl = await dialog.getByLabel('Adresse de la page de paiement').inputValue();
    expect(publicUrl).toMatch(new RegExp(`^${shop.server.baseURL}/fr/paiement/[A-Za-z0-9_-]{22}$`, 'u'));
    await admin.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Sent by mail: the outbox delivers it with the same address.
    const row = admin.getByRole('row').filter({ hasText: 'Jeanne Client' });
    expect(await row.getByText('En attente').count()).toBe(1);
    await row.getByRole('button', { name: 'Envoyer par e-mail' }).click();
    await admin.getByText(`Lien envoyé par e-mail à ${CUSTOMER_EMAIL}.`).waitFor();
    const mail = await smtp.waitFor(CUSTOMER_EMAIL);
    expect(mail.text).toContain(publicUrl);

    // The customer pays with the test card that succeeds.
    const customer = await shop.newPage();
    const pageAnswer = await customer.goto(publicUrl);
    expect(pageAnswer?.status()).toBe(200);
    await customer.getByRole('heading', { level: 1, name: 'Bonjour Jeanne Client' }).waitFor();
    await customer.getByText('Mode test — aucun paiement réel').waitFor();
    await customer.getByLabel(/^Numéro de carte/u).fill('4242 4242 4242 4242');
    await customer.getByLabel(/^Expiration/u).fill('12/30');
    await customer.getByLabel(/^Cryptogramme/u).fill('123');
    const pay = customer.getByRole('button', { name: /^Payer/u });
    expect((await pay.innerText()).replace(/\s+/gu, ' ')).toMatch(/^payer 42,50 €$/iu);
    await pay.click();
    await customer.getByRole('heading', { level: 1, name: 'Merci pour votre paiement' }).waitFor({ timeout: 20_000 });
    expect(
      (await customer.getByRole('status').filter({ hasText: 'Votre paiement' }).innerText()).replace(/\s+/gu, ' '),
    ).toMatch(/^Votre paiement de 42,50 € a été enregistré le .+\.$/u);

    // Back in the back office, the link is paid and offers only editing.
    await admin.reload();
    const paidRow = admin.getByRole('row').filter({ hasText: 'Jeanne Client' });
    await paidRow.getByText(/^Payé le /u).waitFor();
    expect(await paidRow.getByRole('button').allInnerTexts()).toEqual(['Modifier']);
  });
});
