import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeApiStandIn, type StandInAnswer } from '../../../test/api-stand-in.ts';
import { readablePrice } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const HASH = 'Zk3pQ9vXr2LmN8tY4wHc1A';
const SECRET = 'pi_sim_0123456789abcdef_secret_abc';

const link = (overrides: Record<string, unknown> = {}) => ({
  id: 12,
  hash: HASH,
  montant: 12550,
  message: 'Votre cure de printemps, comme convenu.',
  prenom: 'Camille',
  nom: 'Durand',
  mail: 'camille.durand@example.fr',
  tel: '+33612345678',
  langue: 'fr',
  paye: null,
  ...overrides,
});

const intent = (overrides: Record<string, unknown> = {}, linkOverrides: Record<string, unknown> = {}) => ({
  body: {
    code: 200,
    link: link(linkOverrides),
    client_secret: SECRET,
    pi_status: 'requires_payment_method',
    ...overrides,
  },
});

const PAID = intent({ client_secret: null, pi_status: 'succeeded' }, { paye: '2026-03-12T10:00:00.000Z' });

/** The payment routes; the link answers `first`, then `afterPayment` once a payment went through. */
function paymentServer(
  first: StandInAnswer,
  confirm: StandInAnswer = { body: { code: 200, status: 'succeeded' } },
  afterPayment: StandInAnswer = PAID,
  returned: StandInAnswer = { body: { code: 200, status: 'processing' } },
) {
  let isPaid = false;
  const server = makeApiStandIn({
    [`GET /stripelinks/intent/${HASH}`]: () => (isPaid ? afterPayment : first),
    'GET /payments/config': { body: { code: 200, provider: 'simulated', publishable_key: null } },
    'POST /payments/simulated/confirm': () => {
      if (confirm !== 'pending' && (confirm.body as { status?: string }).status === 'succeeded') isPaid = true;
      return confirm;
    },
    'POST /paiements/retour': () => {
      if (returned !== 'pending' && (returned.body as { status?: string }).status === 'succeeded') isPaid = true;
      return returned;
    },
    'POST /payments/simulated/authenticate': (call) => {
      if ((call.body as { approve: boolean }).approve) {
        isPaid = true;
        return { body: { code: 200, status: 'succeeded' } };
      }
      return { status: 400, body: { code: 400, message: 'L’authentification de votre carte a échoué.', errors: {} } };
    },
  });
  return server;
}

async function fillCard(number: string) {
  fireEvent.change(await screen.findByLabelText(/^Numéro de carte/u), { target: { value: number } });
  fireEvent.change(screen.getByLabelText(/^Expiration/u), { target: { value: '1230' } });
  fireEvent.change(screen.getByLabelText(/^Cryptogramme/u), { target: { value: '123' } });
}

const payButton = () => screen.getByRole('button', { name: /^Payer|Paiement en cours/u });

describe('payment-link page', () => {
  // The page is a lazy chunk: loaded once here so the first test's waits measure the page, not the transform.
  beforeAll(() => import('./payment-link-page.tsx'), 20_000);

  it('says it is loading the link while the server has not answered', async () => {
    const server = paymentServer('pending');
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByText('Chargement du lien ...')).toBeTruthy();
  });

  it('says a link without hash is incomplete, without asking the server', async () => {
    const server = paymentServer(intent());
    await renderApp('/fr/paiement', { basketServer: server });
    expect(await screen.findByText('Ce lien de paiement est incomplet.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('says an answer without id is incomplete', async () => {
    const server = paymentServer(intent({}, { id: 0 }));
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByText('Ce lien de paiement est incomplet.')).toBeTruthy();
  });

  it('shows the lines and totals of the order a staff link pays', async () => {
    const commande = {
      lignes: [{ produit_label: 'Crème Caviar', label: 'Pot 50 ml', qtt: 2, prix_ttc: 5_780 }],
      livraison_label: 'Colissimo — Domicile',
      livraison_ttc: 990,
      remise_ttc: 0,
      total_ttc: 12_550,
    };
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: paymentServer(intent({ commande })) });
    const summary = await screen.findByRole('region', { name: 'Votre commande' });
    expect(within(summary).getByText('2 × Crème Caviar Pot 50 ml')).toBeTruthy();
    expect(within(summary).getByText('Colissimo — Domicile')).toBeTruthy();
    expect(readablePrice(summary.textContent ?? '')).toContain('Total125,50 €');
  });

  it('says a link whose order is no longer held has expired, with the contact page', async () => {
    const server = paymentServer({
      status: 409,
      body: {
        code: 409,
        message: 'Ce lien de paiement a expiré.',
        errors: {},
        reason: 'payment_link_expired',
        fieldReasons: {},
      },
    });
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce lien a expiré' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Nous contacter' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('gives a missing link (404) a dead end with the contact page, and never asks again', async () => {
    const server = paymentServer({
      status: 404,
      body: { code: 404, message: 'Ce lien de paiement n’existe plus.', errors: {} },
    });
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ce lien de paiement n’est pas valable' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe(
      '/fr/contact',
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.queryByText('Ce lien de paiement n’existe plus.')).toBeNull();
    expect(server.callsTo(`GET /stripelinks/intent/${HASH}`)).toHaveLength(1);
  });

  it('speaks the page language on a refused link (400), with no retry', async () => {
    const server = paymentServer({ status: 400, body: { code: 400, message: 'Lien invalide.', errors: {} } });
    await renderApp(`/de/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dieser Zahlungslink ist nicht gültig' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Kontakt aufnehmen' }).getAttribute('href')).toBe(
      '/de/contact',
    );
    expect(screen.queryByText('Lien invalide.')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('button')).toBeNull();
  });

  it('refuses a malformed hash at once, without asking the server', async () => {
    const server = paymentServer(intent());
    await renderApp('/en/paiement/abc%27%3B', { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'This payment link is not valid' })).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/en/contact',
    );
    expect(server.calls).toEqual([]);
  });

  it('offers a retry, in the page language, when the server could not answer', async () => {
    const server = paymentServer({ status: 503, body: { code: 503, message: 'Service indisponible.', errors: {} } });
    await renderApp(`/es/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByText(/No se ha podido cargar el enlace/u)).toBeTruthy();
    expect(screen.queryByText('Service indisponible.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(server.callsTo(`GET /stripelinks/intent/${HASH}`)).toHaveLength(2));
  });

  it('greets the payer, shows contact details and message, the test-mode card form and the amount on the button', async () => {
    const server = paymentServer(intent());
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille Durand' })).toBeTruthy();
    expect(screen.getByText('camille.durand@example.fr')).toBeTruthy();
    expect(screen.getByText('+33612345678')).toBeTruthy();
    expect(screen.getByText('Votre cure de printemps, comme convenu.')).toBeTruthy();
    expect(await screen.findByText('Mode test — aucun paiement réel')).toBeTruthy();
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0025 0000 3155']) {
      expect(screen.getByText(number)).toBeTruthy();
    }
    expect(readablePrice(payButton().textContent ?? '')).toBe('Payer 125,50 €');
    expect((screen.getByLabelText('Nom du titulaire') as HTMLInputElement).value).toBe('Camille Durand');
    const form = payButton().closest('form') as HTMLFormElement;
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('camille.durand@example.fr');
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('FR');
  });

  it('pays: the button waits with a spinner, only the card number is sent, then the thank-you with the date', async () => {
    const server = paymentServer(intent());
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    await fillCard('4242424242424242');
    expect((screen.getByLabelText(/^Numéro de carte/u) as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fireEvent.click(payButton());

    expect(payButton().hasAttribute('disabled')).toBe(true);
    expect(payButton().textContent).toBe('Paiement en cours…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre paiement' })).toBeTruthy();
    expect(readablePrice(screen.getByRole('status').textContent ?? '')).toBe(
      'Votre paiement de 125,50 € a été enregistré le 12 mars 2026.',
    );
    expect(server.callsTo('POST /payments/simulated/confirm')[0]?.body).toEqual({
      client_secret: SECRET,
      card: '4242424242424242',
    });
    expect(server.callsTo(`GET /stripelinks/intent/${HASH}`)).toHaveLength(2);
  });

  it('shows a declined card under the form and gives the button back', async () => {
    const server = paymentServer(intent(), {
      status: 400,
      body: { code: 400, message: 'Votre carte a été refusée.', errors: { card: ['Votre carte a été refusée.'] } },
    });
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    await fillCard('4000000000000002');
    fireEvent.click(payButton());

    expect((await screen.findByText('Votre carte a été refusée.')).closest('[role="alert"]')).toBeTruthy();
    expect(payButton().hasAttribute('disabled')).toBe(false);
    expect(readablePrice(payButton().textContent ?? '')).toBe('Payer 125,50 €');
  });

  it('checks the card fields before sending anything', async () => {
    const server = paymentServer(intent());
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    fireEvent.change(await screen.findByLabelText(/^Numéro de carte/u), { target: { value: '4242' } });
    fireEvent.click(payButton());
    expect(screen.getByText('Numéro de carte incomplet.')).toBeTruthy();
    expect(screen.getByText("Date d'expiration invalide (MM/AA).")).toBeTruthy();
    expect(screen.getByText('Cryptogramme invalide (3 ou 4 chiffres).')).toBeTruthy();
    expect(server.callsTo('POST /payments/simulated/confirm')).toEqual([]);
  });

  it('asks for the authentication step and pays once approved', async () => {
    const server = paymentServer(intent(), { body: { code: 200, status: 'requires_action' } });
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    await fillCard('4000002500003155');
    fireEvent.click(payButton());

    const dialog = await screen.findByRole('dialog', { name: 'Authentification de la carte' });
    expect(readablePrice(dialog.textContent ?? '')).toContain('confirmer le paiement de 125,50 €');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le paiement' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre paiement' })).toBeTruthy();
    expect(server.callsTo('POST /payments/simulated/authenticate')[0]?.body).toEqual({
      client_secret: SECRET,
      approve: true,
    });
  });

  it('shows a refused authentication under the form and gives the button back', async () => {
    const server = paymentServer(intent(), { body: { code: 200, status: 'requires_action' } });
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    await fillCard('4000002500003155');
    fireEvent.click(payButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuser' }));

    expect(
      (await screen.findByText('L’authentification de votre carte a échoué.')).closest('[role="alert"]'),
    ).toBeTruthy();
    expect(server.callsTo('POST /payments/simulated/authenticate')[0]?.body).toEqual({
      client_secret: SECRET,
      approve: false,
    });
    expect(payButton().hasAttribute('disabled')).toBe(false);
  });

  it('thanks with the recorded date when the link is already paid', async () => {
    const server = paymentServer(PAID);
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre paiement' })).toBeTruthy();
    expect(readablePrice(screen.getByRole('status').textContent ?? '')).toBe(
      'Votre paiement de 125,50 € a été enregistré le 12 mars 2026.',
    );
    expect(screen.queryByRole('button', { name: /^Payer/u })).toBeNull();
  });

  it('says the payment is being verified when the provider succeeded but the link is not marked paid yet', async () => {
    const server = paymentServer(intent({ client_secret: null, pi_status: 'succeeded' }));
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre paiement' })).toBeTruthy();
    expect(readablePrice(screen.getByRole('status').textContent ?? '')).toBe(
      'Votre paiement de 125,50 € est en cours de vérification.',
    );
  });

  it('says the payment is being verified when the payer comes back from the provider with a client secret', async () => {
    const server = paymentServer(intent());
    await renderApp(`/fr/paiement/${HASH}?payment_intent=pi_x&payment_intent_client_secret=${SECRET}`, {
      basketServer: server,
    });
    expect(await screen.findByText(/est en cours de vérification\.$/u)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Payer/u })).toBeNull();
  });

  it('has the return confirmed by the provider, then shows the recorded payment', async () => {
    const server = paymentServer(intent(), undefined, PAID, { body: { code: 200, status: 'succeeded' } });
    await renderApp(`/fr/paiement/${HASH}?payment_intent=pi_3Qx0123456789&payment_intent_client_secret=${SECRET}`, {
      basketServer: server,
    });
    expect(await screen.findByText(/a été enregistré le 12 mars 2026\.$/u)).toBeTruthy();
    expect(server.callsTo('POST /paiements/retour').map((call) => call.body)).toEqual([{ intent: 'pi_3Qx0123456789' }]);
  });

  it('offers the card form again when the bank refused the payment on its page', async () => {
    const server = paymentServer(intent(), undefined, PAID, { body: { code: 200, status: 'requires_payment_method' } });
    await renderApp(`/fr/paiement/${HASH}?payment_intent=pi_3Qx0123456789&payment_intent_client_secret=${SECRET}`, {
      basketServer: server,
    });
    expect(await screen.findByRole('button', { name: /^Payer/u })).toBeTruthy();
  });

  it('speaks the page language: English texts and amounts', async () => {
    const server = paymentServer(intent());
    await renderApp(`/en/paiement/${HASH}`, { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello Camille Durand' })).toBeTruthy();
    expect(await screen.findByText('Test mode — no real payment')).toBeTruthy();
    expect(readablePrice(screen.getByRole('button', { name: /^Pay/u }).textContent ?? '')).toBe('Pay €125.50');
  });
});
