import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL } from './admin-session.ts';
import { useBackOffice } from './admin-shop.ts';
import { payAnOrder, shopApi } from './shop-api.ts';

/**
 * The withdrawal function without an account: from the footer's "Se rétracter du contrat ici",
 * the order found by number and mail, one unit withdrawn in two stages, and the acknowledgement
 * mailed with the statement's date and time; staff then see it in ad/retours.
 */
describe('withdrawal from the footer', () => {
  const office = useBackOffice({ withMail: true });

  it('withdraws one unit as a guest and mails the acknowledgement with its date and time', async () => {
    const { shop, smtp, admin } = office;
    const api = shopApi(shop.server.baseURL, shop.admin);
    const order = await payAnOrder(api);
    const guest = await shop.newPage();

    await guest.goto('/fr/accueil');
    await guest.getByRole('contentinfo').getByRole('link', { name: 'Se rétracter du contrat ici' }).click();
    await guest.getByRole('heading', { level: 1, name: 'Se rétracter du contrat' }).waitFor();
    await guest.getByLabel(/^Numéro de commande/u).fill(order.numero);
    await guest.getByLabel(/^Adresse e-mail utilisée/u).fill(ADMIN_EMAIL);
    await guest.getByRole('button', { name: 'Afficher ma commande' }).click();
    await guest.getByRole('heading', { name: `Commande ${order.numero}` }).waitFor();
    await guest
      .getByLabel(/^Quantité à retourner/u)
      .first()
      .selectOption('1');
    await guest.getByLabel(/^Nom/u).fill('Alix Équipe');
    await guest.getByRole('button', { name: 'Continuer' }).click();
    await guest.getByRole('heading', { name: 'Vérifiez votre déclaration' }).waitFor();
    await guest.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    await guest.getByRole('heading', { name: 'Votre rétractation est enregistrée' }).waitFor();
    const said = await guest.getByText(/enregistrée le .+ \(heure de Paris\)/u).textContent();

    const acknowledgement = () =>
      smtp.received.find((mail) => mail.text.includes('Nous accusons réception de votre rétractation du contrat'));
    await expect.poll(acknowledgement, { timeout: 15_000 }).toBeTruthy();
    const ack = acknowledgement();
    expect(ack!.to).toContain(ADMIN_EMAIL);
    const when = /le (.+) \(heure de Paris\)/u.exec(said ?? '')?.[1];
    expect(ack!.text).toContain(`Date et heure : ${when} (heure de Paris)`);
    expect(ack!.text).toContain(`Commande : ${order.numero}`);
    expect(ack!.text).toContain('Nom : Alix Équipe');

    await admin.goto('/fr/ad/retours');
    await admin.getByRole('heading', { level: 1, name: 'Retours et rétractations' }).waitFor();
    await admin.getByRole('row').filter({ hasText: order.numero }).getByText('Demandé').waitFor();
  });
});
