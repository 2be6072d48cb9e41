import { DEFAULT_HOME_RITUALS } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { storeAdminSession } from '../../test/admin-session.ts';

const page = (datas: unknown[]) => ({
  body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 200 },
});

describe('settings by topic', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('shows the free-delivery threshold in euros and saves it in cents, refusing what is no amount', async () => {
    const server = makeApiStandIn({
      'GET /admin/reglages/livraison': { body: { code: 200, data: { franco_cents: 9000 } } },
      'PUT /admin/reglages/livraison': { body: { code: 200, data: { franco_cents: 7550 } } },
    });
    await renderApp('/fr/ad/configurations/livraison', { basketServer: server });
    const input = (await screen.findByLabelText(/Livraison offerte dès/u, {}, { timeout: 5000 })) as HTMLInputElement;
    expect(input.value).toBe('90');
    expect(screen.getByText('€')).toBeTruthy();
    expect(screen.getByText(/0 : la livraison n’est jamais offerte/u)).toBeTruthy();

    fireEvent.change(input, { target: { value: 'beaucoup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Valeur invalide.')).toBeTruthy();
    expect(server.callsTo('PUT /admin/reglages/livraison')).toEqual([]);

    fireEvent.change(input, { target: { value: '75,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Réglages enregistrés.')).toBeTruthy();
    expect(server.callsTo('PUT /admin/reglages/livraison')[0]?.body).toEqual({ franco_cents: 7550 });
    expect(input.value).toBe('75,5');
  });

  it('keeps the withdrawal period at 14 days at least and saves the after-sale days as whole numbers', async () => {
    const server = makeApiStandIn({
      'GET /admin/reglages/apres_vente': {
        body: { code: 200, data: { retractation_jours: 14, lots_alerte_jours: 90 } },
      },
      'PUT /admin/reglages/apres_vente': {
        body: { code: 200, data: { retractation_jours: 30, lots_alerte_jours: 60 } },
      },
    });
    await renderApp('/fr/ad/configurations/apres_vente', { basketServer: server });
    const period = (await screen.findByLabelText(/Délai de rétractation/u, {}, { timeout: 5000 })) as HTMLInputElement;
    const window = screen.getByLabelText(/Alerte avant la date d’un lot/u) as HTMLInputElement;
    expect([period.value, window.value]).toEqual(['14', '90']);

    fireEvent.change(period, { target: { value: '10' } });
    fireEvent.change(window, { target: { value: 'deux' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un nombre de jours de 14 à 365.')).toBeTruthy();
    expect(window.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('PUT /admin/reglages/apres_vente')).toEqual([]);

    fireEvent.change(period, { target: { value: '30' } });
    fireEvent.change(window, { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Réglages enregistrés.')).toBeTruthy();
    expect(server.callsTo('PUT /admin/reglages/apres_vente')[0]?.body).toEqual({
      retractation_jours: 30,
      lots_alerte_jours: 60,
    });
  });

  it('turns basket reminders on with a delay in whole hours, a week at most', async () => {
    const server = makeApiStandIn({
      'GET /admin/reglages/relances': {
        body: { code: 200, data: { relance_panier_active: false, relance_panier_heures: 24 } },
      },
      'PUT /admin/reglages/relances': {
        body: { code: 200, data: { relance_panier_active: true, relance_panier_heures: 48 } },
      },
    });
    await renderApp('/fr/ad/configurations/relances', { basketServer: server });
    const delay = (await screen.findByLabelText(/Délai avant la relance/u, {}, { timeout: 5000 })) as HTMLInputElement;
    fireEvent.click(screen.getByLabelText(/Envoyer les relances de panier/u));
    fireEvent.change(delay, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Un nombre d’heures de 1 à 168.')).toBeTruthy();
    expect(server.callsTo('PUT /admin/reglages/relances')).toEqual([]);

    fireEvent.change(delay, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Réglages enregistrés.')).toBeTruthy();
    expect(server.callsTo('PUT /admin/reglages/relances')[0]?.body).toEqual({
      relance_panier_active: true,
      relance_panier_heures: 48,
    });
  });

  it('shows the ambassador rates in % and saves basis points; the server’s refusal lands on its field', async () => {
    const server = makeApiStandIn({
      'GET /admin/reglages/ambassadeurs': { body: { code: 200, data: { commission_bps: 1250, remise_bps: 1000 } } },
      'PUT /admin/reglages/ambassadeurs': {
        status: 400,
        body: {
          code: 400,
          message: 'Certains champs sont invalides.',
          errors: { remise_bps: ['Le taux ne peut pas dépasser 100 %.'] },
        },
      },
    });
    await renderApp('/fr/ad/configurations/ambassadeurs', { basketServer: server });
    const commission = (await screen.findByLabelText(
      /Commission de l’ambassadeur/u,
      {},
      { timeout: 5000 },
    )) as HTMLInputElement;
    const remise = screen.getByLabelText(/Remise accordée par le code/u) as HTMLInputElement;
    expect([commission.value, remise.value]).toEqual(['12,5', '10']);

    fireEvent.change(commission, { target: { value: '7,25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /admin/reglages/ambassadeurs')).toHaveLength(1));
    expect(server.callsTo('PUT /admin/reglages/ambassadeurs')[0]?.body).toEqual({
      commission_bps: 725,
      remise_bps: 1000,
    });
    expect(await screen.findByText('Le taux ne peut pas dépasser 100 %.')).toBeTruthy();
    expect(remise.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Réglages enregistrés.')).toBeNull();
  });

  it('picks the hero’s and the rituals’ products from the catalogue, with a preview', async () => {
    const accueil = {
      hero_visuel_id: 42,
      hero_zones: [{ produit_id: 3, x: 5, y: 40, width: 12, height: 50 }],
      video_poster_id: null,
      video: '',
      rituels: structuredClone(DEFAULT_HOME_RITUALS),
    };
    const server = makeApiStandIn({
      'GET /admin/reglages/accueil': { body: { code: 200, data: accueil } },
      'PUT /admin/reglages/accueil': ({ body }) => ({ body: { code: 200, data: body } }),
      'GET /produits/paginator': page([1, 2, 3, 4, 5, 6, 7, 8].map((id) => ({ id, label: `Soin ${id}`, version: 1 }))),
      'GET /visuels/paginator': page([{ id: 42, alt: 'Les flacons', version: 1 }]),
    });
    await renderApp('/fr/ad/configurations/accueil', { basketServer: server });
    const zone = (await screen.findByLabelText('Produit de la zone 1', {}, { timeout: 5000 })) as HTMLSelectElement;
    await waitFor(() => expect(within(zone).getByRole('option', { name: 'Soin 8' })).toBeTruthy());
    expect(screen.getByText('Zone 1 : Soin 3')).toBeTruthy();
    fireEvent.change(zone, { target: { value: '8' } });
    expect(await screen.findByText('Zone 1 : Soin 8')).toBeTruthy();

    const adder = screen.getByLabelText('Ajouter un produit à « Le sérum »');
    fireEvent.change(adder, { target: { value: '6' } });
    fireEvent.click(within(adder.closest('div')!.parentElement!).getByRole('button', { name: 'Ajouter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Retirer Soin 2' }));

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Réglages enregistrés.')).toBeTruthy();
    const sent = server.callsTo('PUT /admin/reglages/accueil')[0]?.body as typeof accueil;
    expect(sent.hero_zones).toEqual([{ produit_id: 8, x: 5, y: 40, width: 12, height: 50 }]);
    expect(sent.rituels.map((rituel) => rituel.produit_ids)).toEqual([[1], [3, 4], [5, 6], [7, 6]]);
  });

  it('opens on the company identity, with labelled fields and no raw key', async () => {
    const server = makeApiStandIn({
      'GET /admin/reglages/societe': {
        body: {
          code: 200,
          data: {
            nom: 'Maison Orcaviar',
            adresse: '1 rue de la Paix',
            code_postal: '75002',
            ville: 'Paris',
            pays: 'France',
            siret: '',
            rcs: '',
            tva: '',
            capital: '',
            email: 'contact@orcaviar.example',
            telephone: '',
            directeur_publication: '',
            hebergeur: '',
          },
        },
      },
    });
    await renderApp('/fr/ad/configurations', { basketServer: server });
    const nom = (await screen.findByLabelText(/Raison sociale/u, {}, { timeout: 5000 })) as HTMLInputElement;
    expect(nom.value).toBe('Maison Orcaviar');
    expect(screen.getByRole('link', { name: 'Identité de la société' }).getAttribute('aria-current')).toBe('page');
    expect(document.body.textContent).not.toMatch(/societe\.|seed\.|secret\./u);

    // Leaving for another topic with a change not saved asks first.
    fireEvent.change(nom, { target: { value: 'Maison Orcaviar SAS' } });
    fireEvent.click(screen.getByRole('link', { name: 'Livraison' }));
    expect(await screen.findByRole('dialog', { name: 'Modifications non enregistrées' })).toBeTruthy();
    expect(server.callsTo('GET /admin/reglages/livraison')).toEqual([]);
  });
});
