import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi, beforeAll } from 'vitest';
import { readablePrice } from '../../../test/fixtures.ts';
import { makeSession, renderAccountApp, storeSession } from '../test/account-fixtures.ts';
import { makeAreaServer, makeOrder } from '../test/area-fixtures.ts';

/** The customer area is a lazy chunk: its first paint may take longer than a find's default second. */
const FIRST_PAINT = { timeout: 5000 };

const SHIPPED = makeOrder({
  statut: 'expediee',
  expediee: '2026-03-04T08:00:00.000Z',
  suivi: '6A12345678901',
  remise: { code: 'BIENVENUE', montant: 1_200 },
  tva: [
    { taux_bps: 2000, base_ht: 9_000, montant: 1_800 },
    { taux_bps: 550, base_ht: 1_500, montant: 83 },
  ],
});

describe('orders list', () => {
  // The customer area is a lazy chunk: loaded once here so the tests' waits measure the page.
  beforeAll(() => import('./account-routes.tsx'), 20_000);

  it('says there is no order yet, with a way to the shop', async () => {
    storeSession();
    const { server } = makeAreaServer({ 'GET /commandes/me': { body: { code: 200, datas: [] } } });
    await renderAccountApp('/fr/mon-compte/commandes', server);
    expect(await screen.findByText("Vous n'avez pas encore de commande", {}, FIRST_PAINT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir la boutique' }).getAttribute('href')).toBe('/fr/accueil');
  });

  it('lists the orders with their status and the total in the user’s price mode', async () => {
    storeSession(makeSession({ user: { montant: 'ht' } }));
    const { server } = makeAreaServer({ 'GET /commandes/me': { body: { code: 200, datas: [SHIPPED] } } });
    const { currentPath } = await renderAccountApp('/fr/mon-compte/commandes', server);
    const row = (await screen.findByRole('link', { name: 'Voir la commande OC-2026-000042' }, FIRST_PAINT)).closest(
      'tr',
    )!;
    expect(within(row).getByText('Expédiée')).toBeTruthy();
    expect(within(row).getByText('2 mars 2026')).toBeTruthy();
    expect(readablePrice(row.textContent ?? '')).toContain('105,00 €');
    expect(screen.getByRole('columnheader', { name: 'Total HT' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes commandes' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(row).getByRole('link'));
    await waitFor(() => expect(currentPath()).toBe(`/fr/mon-compte/commandes/${SHIPPED.hash}`));
  });
});

describe('order detail', () => {
  it('shows the progress, lines, VAT by rate, totals, addresses and the ways to ask or get the invoice', async () => {
    storeSession();
    const { server, areaCalls } = makeAreaServer({
      [`GET /commandes/${SHIPPED.hash}`]: { body: { code: 200, data: SHIPPED } },
      [`GET /commandes/${SHIPPED.hash}/facture`]: { body: { code: 200, url: 'https://stockage.example/f.pdf?s=1' } },
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    await renderAccountApp(`/fr/mon-compte/commandes/${SHIPPED.hash}`, server);

    expect(await screen.findByRole('heading', { name: 'Commande OC-2026-000042', level: 1 }, FIRST_PAINT)).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Suivi de la commande' })).getAllByRole('listitem');
    expect(steps.map((step) => step.firstElementChild?.nextElementSibling?.textContent)).toEqual([
      'Commandée',
      'Payée',
      'Expédiée',
    ]);
    expect(steps[2]?.getAttribute('aria-current')).toBe('step');
    expect(within(steps[2]!).getByText('Numéro de suivi : 6A12345678901')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mes commandes' }).getAttribute('aria-current')).toBe('page');
    expect(within(steps[2]!).getByText('4 mars 2026')).toBeTruthy();

    const line = screen.getByRole('rowheader', { name: /Crème Caviar/u }).closest('tr')!;
    expect(readablePrice(line.textContent ?? '')).toContain('60,00 €120,00 €');
    const totals = readablePrice(screen.getByText('Total TTC', { selector: 'dt' }).closest('dl')!.textContent ?? '');
    expect(totals).toContain('Code BIENVENUE-12,00 €');
    expect(totals).toContain('TVA 20 % sur 90,00 €18,00 €');
    expect(totals).toContain('TVA 5,5 % sur 15,00 €0,83 €');
    expect(totals).toContain('Total HT105,00 €');
    expect(totals).toContain('Total TTC126,00 €');
    expect(screen.getByRole('heading', { name: 'Adresse de livraison' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Une question sur cette commande ?' }).getAttribute('href')).toBe(
      '/fr/contact/OC-2026-000042',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Télécharger la facture' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://stockage.example/f.pdf?s=1'));
    expect(areaCalls(`GET /commandes/${SHIPPED.hash}/facture`)).toHaveLength(1);
  });

  it('adds the refund to the progress and hides the invoice button before the invoice exists', async () => {
    storeSession();
    const refunded = makeOrder({ statut: 'remboursee', rembourse: '2026-03-06T08:00:00.000Z', facture: null });
    const { server } = makeAreaServer({ [`GET /commandes/${refunded.hash}`]: { body: { code: 200, data: refunded } } });
    await renderAccountApp(`/fr/mon-compte/commandes/${refunded.hash}`, server);
    const timeline = await screen.findByRole('list', { name: 'Suivi de la commande' }, FIRST_PAINT);
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(within(steps[2]!).getByText('À venir')).toBeTruthy();
    expect(steps[3]?.getAttribute('aria-current')).toBe('step');
    expect(screen.queryByRole('button', { name: 'Télécharger la facture' })).toBeNull();
  });

  it('links each shipped parcel to its carrier’s tracking page', async () => {
    storeSession();
    const split = makeOrder({
      statut: 'payee',
      colis: [
        {
          transporteur: 'Colissimo',
          suivi: '6A1',
          suivi_lien: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A1',
          expedie: '2026-03-04T08:00:00.000Z',
        },
        { transporteur: 'Coursier', suivi: 'C-2', suivi_lien: null, expedie: '2026-03-05T08:00:00.000Z' },
      ],
    });
    const { server } = makeAreaServer({ [`GET /commandes/${split.hash}`]: { body: { code: 200, data: split } } });
    await renderAccountApp(`/fr/mon-compte/commandes/${split.hash}`, server);
    const timeline = await screen.findByRole('list', { name: 'Suivi de la commande' }, FIRST_PAINT);
    expect(within(timeline).getByRole('link', { name: 'Suivre le colis (Colissimo)' }).getAttribute('href')).toBe(
      'https://www.laposte.fr/outils/suivre-vos-envois?code=6A1',
    );
    expect(within(timeline).getByText('Numéro de suivi : C-2')).toBeTruthy();
  });

  it('marks an order paid in test mode, so nobody takes it for a sale', async () => {
    storeSession();
    const test = makeOrder({ test: true });
    const { server } = makeAreaServer({ [`GET /commandes/${test.hash}`]: { body: { code: 200, data: test } } });
    await renderAccountApp(`/fr/mon-compte/commandes/${test.hash}`, server);
    expect(await screen.findByText(/Commande de test : aucun paiement réel/u, {}, FIRST_PAINT)).toBeTruthy();
  });

  it('says when the order does not exist', async () => {
    storeSession();
    const { server } = makeAreaServer({});
    await renderAccountApp('/fr/mon-compte/commandes/3f1c2b9e-8d41-4c1e-9d39-000000000000', server);
    expect(await screen.findByText('Cette commande est introuvable.', {}, FIRST_PAINT)).toBeTruthy();
  });
});
