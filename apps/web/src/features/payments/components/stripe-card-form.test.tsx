import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';
import { readablePrice } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** A fake Stripe.js: the Payment Element mounts and gets ready at once; confirmPayment is set per test. */
const stripe = vi.hoisted(() => {
  const element = {
    on: vi.fn((event: string, handler: () => void) => {
      if (event === 'ready') queueMicrotask(handler);
    }),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element) };
  const instance = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { element, elements, instance, loadStripe: vi.fn(async (_key: string) => instance as unknown) };
});
vi.mock('@stripe/stripe-js', () => ({ loadStripe: stripe.loadStripe }));

const HASH = 'Zk3pQ9vXr2LmN8tY4wHc1A';
const SECRET = 'pi_3Qx0123456789abcdef_secret_abc';
const LINK = {
  id: 12,
  hash: HASH,
  montant: 12550,
  message: '',
  prenom: 'Camille',
  nom: 'Durand',
  mail: 'camille.durand@example.fr',
  tel: '',
  langue: 'fr',
  paye: null,
};
const PAYABLE = { body: { code: 200, link: LINK, client_secret: SECRET, pi_status: 'requires_payment_method' } };
const PAID = {
  body: { code: 200, link: { ...LINK, paye: '2026-03-12T10:00:00.000Z' }, client_secret: null, pi_status: 'succeeded' },
};

/** The link page's routes with Stripe configured; the link reads paid once the return was confirmed. */
function stripeServer(publishableKey = 'pk_test_shop') {
  let isPaid = false;
  return makeApiStandIn({
    [`GET /stripelinks/intent/${HASH}`]: () => (isPaid ? PAID : PAYABLE),
    'GET /payments/config': { body: { code: 200, provider: 'stripe', publishable_key: publishableKey } },
    'POST /paiements/retour': () => {
      isPaid = true;
      return { body: { code: 200, status: 'succeeded' } };
    },
  });
}

const payButton = () => screen.getByRole('button', { name: /^Payer|Paiement en cours/u });
const readyButton = async () => {
  await waitFor(() => expect(payButton().hasAttribute('disabled')).toBe(false), { timeout: 5000 });
  return payButton();
};

describe('Stripe card form', () => {
  // The page and the form are lazy chunks: loaded once here so the tests' waits measure them, not the transform.
  beforeAll(async () => {
    await import('../pages/payment-link-page.tsx');
    await import('./stripe-card-form.tsx');
  }, 20_000);
  beforeEach(() => {
    stripe.instance.confirmPayment.mockReset();
    stripe.loadStripe.mockClear();
    stripe.instance.elements.mockClear();
    stripe.elements.create.mockClear();
  });

  it('loads Stripe.js with the publishable key and mounts the Payment Element for the intent, in French', async () => {
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: stripeServer() });
    expect(readablePrice((await readyButton()).textContent ?? '')).toBe('Payer 125,50 €');
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_shop');
    expect(stripe.instance.elements).toHaveBeenCalledWith(
      expect.objectContaining({ clientSecret: SECRET, locale: 'fr', appearance: expect.any(Object) }),
    );
    expect(stripe.elements.create).toHaveBeenCalledWith('payment', expect.objectContaining({ layout: 'tabs' }));
    expect(stripe.element.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-payment-element'));
    expect((screen.getByLabelText(/^Nom du titulaire/u) as HTMLInputElement).value).toBe('Camille Durand');
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('FR');
    expect(screen.queryByText('Mode test — aucun paiement réel')).toBeNull();
  });

  it('confirms with the billing details, waits with a spinner, has the return confirmed, then thanks', async () => {
    const server = stripeServer();
    let resolve: (value: unknown) => void = () => {};
    stripe.instance.confirmPayment.mockReturnValue(new Promise((done) => (resolve = done)));
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    const button = await readyButton();
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'BE' } });
    fireEvent.click(button);

    expect(payButton().hasAttribute('disabled')).toBe(true);
    expect(payButton().textContent).toBe('Paiement en cours…');
    expect(payButton().querySelector('[aria-hidden="true"]')).toBeTruthy();
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({
      elements: expect.any(Object),
      confirmParams: {
        return_url: `${window.location.origin}/fr/paiement/${HASH}`,
        payment_method_data: {
          billing_details: { name: 'Camille Durand', email: 'camille.durand@example.fr', address: { country: 'BE' } },
        },
      },
      redirect: 'if_required',
    });
    resolve({ paymentIntent: { id: 'pi_3Qx0123456789abcdef', status: 'succeeded' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Merci pour votre paiement' })).toBeTruthy();
    expect(server.callsTo('POST /paiements/retour')[0]?.body).toEqual({ intent: 'pi_3Qx0123456789abcdef' });
  });

  it('shows the provider’s error under the form and gives the button back', async () => {
    const server = stripeServer();
    stripe.instance.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Votre carte a été refusée.' },
    });
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: server });
    fireEvent.click(await readyButton());

    expect((await screen.findByText('Votre carte a été refusée.')).closest('[role="alert"]')).toBeTruthy();
    expect(payButton().hasAttribute('disabled')).toBe(false);
    expect(readablePrice(payButton().textContent ?? '')).toBe('Payer 125,50 €');
    expect(server.callsTo('POST /paiements/retour')).toEqual([]);
  });

  it('asks for the holder’s name and a valid e-mail before confirming', async () => {
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: stripeServer() });
    const button = await readyButton();
    fireEvent.change(screen.getByLabelText(/^Nom du titulaire/u), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/^E-mail/u, { selector: 'input[name="email"]' }), {
      target: { value: 'camille@' },
    });
    fireEvent.click(button);
    expect(screen.getByText('Indiquez le nom du titulaire de la carte.')).toBeTruthy();
    expect(screen.getByText('Indiquez une adresse e-mail valide.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nom du titulaire/u));
    expect(stripe.instance.confirmPayment).not.toHaveBeenCalled();
  });

  it('says when Stripe.js cannot be loaded, and loads it again on request', async () => {
    stripe.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    // A key of its own: Stripe.js instances are kept per key for the page's life.
    await renderApp(`/fr/paiement/${HASH}`, { basketServer: stripeServer('pk_test_unreachable') });
    expect(
      await screen.findByText(
        "Le formulaire de paiement n'a pas pu être chargé. Vérifiez votre connexion, puis réessayez.",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(payButton().hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await readyButton();
    expect(stripe.loadStripe).toHaveBeenCalledTimes(2);
  });
});
