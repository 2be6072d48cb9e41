import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import { BASKET_ID } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeCheckoutServer, makeOrder, ORDER_HASH, storeCustomerSession } from '../test/checkout-fixtures.ts';

const ORDER_PATH = `GET /commandes/${ORDER_HASH}`;
const PAYMENT_PATH = `GET /commandes/${ORDER_HASH}/paiement`;

describe('checkout confirmation and reprise pages', () => {
  beforeAll(() => import('../../../app/pages/checkout-order-routes.tsx'), 30_000);

  it('sends an anonymous visitor to sign-in, remembering the confirmation page', async () => {
    const { currentPath } = await renderApp(`/fr/checkout-confirmation/${ORDER_HASH}`);
    await waitFor(() => expect(currentPath()).toBe('/fr/sign'));
    expect(window.sessionStorage.getItem(SESSION_KEYS.returnTo)).toBe(`/fr/checkout-confirmation/${ORDER_HASH}`);
  });

  it('reads the order again while its payment is being verified, then thanks with the number', async () => {
    storeCustomerSession();
    const server = makeCheckoutServer();
    let reads = 0;
    server.set(ORDER_PATH, () => {
      reads += 1;
      return {
        body: { code: 200, data: reads < 2 ? makeOrder() : makeOrder({ statut: 'payee', numero: 'OD-2026-0042' }) },
      };
    });
    await renderApp(`/fr/checkout-confirmation/${ORDER_HASH}`, { basketServer: server });

    expect(await screen.findByRole('heading', { name: 'Paiement en cours de vérification' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Merci pour votre commande' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Commande n° OD-2026-0042')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir ma commande' }).getAttribute('href')).toBe(
      `/fr/mon-compte/commandes/${ORDER_HASH}`,
    );
    expect(screen.getByText('Un e-mail de confirmation vient de vous être envoyé.')).toBeTruthy();
  });

  it('offers the card form again for an order still held, and goes to the confirmation once paid', async () => {
    storeCustomerSession();
    const server = makeCheckoutServer();
    let isPaid = false;
    server.set(ORDER_PATH, () => ({
      body: { code: 200, data: isPaid ? makeOrder({ statut: 'payee', numero: 'OD-2026-0043' }) : makeOrder() },
    }));
    server.set(PAYMENT_PATH, { body: { code: 200, intent_id: 'pi_sim_again', client_secret: 'pi_sim_again_secret' } });
    server.set('POST /payments/simulated/confirm', (call) => {
      const isGood = (call.body as { card: string }).card === '4242424242424242';
      isPaid = isGood;
      return isGood
        ? { body: { code: 200, status: 'succeeded' } }
        : { status: 402, body: { code: 402, message: 'Votre carte a été refusée.', errors: {} } };
    });
    const { currentPath } = await renderApp(`/fr/checkout-reprise/${ORDER_HASH}`, { basketServer: server });

    expect(await screen.findByText('En attente de paiement')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText(/^Numéro de carte/u), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText(/^Expiration/u), { target: { value: '1230' } });
    fireEvent.change(screen.getByLabelText(/^Cryptogramme/u), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /^Payer 104,90\s€$/u }));

    await waitFor(() =>
      expect(currentPath()).toBe(`/fr/checkout-confirmation/${ORDER_HASH}?payment_intent=pi_sim_again`),
    );
    expect(await screen.findByText('Commande n° OD-2026-0043')).toBeTruthy();
    expect(server.callsTo('POST /paiements/retour')[0]?.body).toEqual({ intent: 'pi_sim_again' });
  });

  it('back from the provider, has the payment recorded before reading the order, then starts a fresh basket', async () => {
    storeCustomerSession();
    window.localStorage.setItem('od_cart_id', BASKET_ID);
    const server = makeCheckoutServer();
    await renderApp(`/fr/checkout-confirmation/${ORDER_HASH}?payment_intent=pi_3DS&redirect_status=succeeded`, {
      basketServer: server,
    });

    expect(await screen.findByRole('heading', { name: 'Merci pour votre commande' })).toBeTruthy();
    const retour = server.calls.findIndex((call) => call.path === '/paiements/retour');
    const order = server.calls.findIndex((call) => call.path === `/commandes/${ORDER_HASH}`);
    expect(server.calls[retour]?.body).toEqual({ intent: 'pi_3DS' });
    expect(retour).toBeLessThan(order);
    await waitFor(() => expect(window.localStorage.getItem('od_cart_id')).not.toBe(BASKET_ID));
  });

  it('says the hold has expired and offers the basket back', async () => {
    storeCustomerSession();
    const server = makeCheckoutServer();
    server.set(ORDER_PATH, { body: { code: 200, data: makeOrder() } });
    server.set(PAYMENT_PATH, {
      status: 409,
      body: { code: 409, message: 'Le délai de paiement de cette commande est dépassé.', errors: {} },
    });
    await renderApp(`/fr/checkout-reprise/${ORDER_HASH}`, { basketServer: server });

    expect(await screen.findByText('Le délai de paiement de cette commande est dépassé.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reprendre mon panier' }).getAttribute('href')).toBe('/fr/checkout');
  });

  it('says an expired order can no longer be paid, without asking for a payment', async () => {
    storeCustomerSession();
    const server = makeCheckoutServer();
    server.set(ORDER_PATH, { body: { code: 200, data: makeOrder({ statut: 'expiree' }) } });
    await renderApp(`/fr/checkout-reprise/${ORDER_HASH}`, { basketServer: server });

    expect(await screen.findByText(/La réservation de cette commande a expiré/u)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reprendre mon panier' })).toBeTruthy();
    expect(server.callsTo(PAYMENT_PATH)).toHaveLength(0);
  });
});
