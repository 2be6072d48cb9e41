import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { recordDownloads } from '../../test/record-downloads.ts';

const subscriber = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  mail: `abonne.${id}@exemple.fr`,
  prenom: 'Inès',
  nom: 'Martin',
  tel: '',
  consentement: '2026-11-20T10:00:00.000Z',
  source: 'salon',
  confirme: '2026-11-20T10:05:00.000Z',
  desinscrit: null,
  langue: 'fr',
  user_id: null,
  version: 1,
  ...overrides,
});
const page = (datas: unknown[]) => ({
  body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 25 },
});

describe('newsletter subscribers screens', () => {
  const downloads = recordDownloads();
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the subscribers with their consent and exports every row the filters match', async () => {
    const server = makeApiStandIn({
      'GET /abonnements/paginator': page([
        subscriber(1),
        subscriber(2, { confirme: null, source: 'bandeau', desinscrit: '2026-11-22T09:00:00.000Z' }),
      ]),
      'GET /admin/abonnements.csv': { body: 'Adresse;Prénom' },
    });
    await renderApp('/fr/ad/abonnements?source=salon&desinscrit=false', { basketServer: server });
    const first = (await screen.findByText('abonne.1@exemple.fr', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(first).getByText('Salon')).toBeTruthy();
    expect(within(first).getByText('Inscrit')).toBeTruthy();
    const second = screen.getByText('abonne.2@exemple.fr').closest('tr')!;
    expect(within(second).getByText('Désinscrit')).toBeTruthy();
    expect(within(second).getByText('Bandeau du site')).toBeTruthy();
    expect(server.callsTo('GET /abonnements/paginator')[0]?.path).toBe(
      '/abonnements/paginator?page=1&limit=25&sort=consentement&order=desc&desinscrit=false&source=salon',
    );
    // Nobody is subscribed, nor deleted, from here.
    expect(screen.queryByRole('link', { name: 'Ajouter' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Source' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV (tous les résultats)' }));
    expect(await screen.findByText('Le fichier CSV est prêt.')).toBeTruthy();
    expect(downloads).toContain('abonnements.csv');
    expect(server.callsTo('GET /admin/abonnements.csv')[0]?.path).toBe(
      '/admin/abonnements.csv?desinscrit=false&source=salon',
    );
  });

  it('shows the consent on record and unsubscribes only once confirmed', async () => {
    const server = makeApiStandIn({
      'GET /abonnements/4': { body: { code: 200, data: subscriber(4) } },
      'GET /audits/abonnements/4': { body: { code: 200, datas: [] } },
      'POST /abonnements/4/desinscription': {
        body: { code: 200, data: subscriber(4, { desinscrit: '2026-11-25T10:00:00.000Z', version: 2 }) },
      },
    });
    await renderApp('/fr/ad/abonnements/4', { basketServer: server });
    const panel = await screen.findByRole('region', { name: 'Consentement' }, { timeout: 5000 });
    expect(within(panel).getByText('abonne.4@exemple.fr')).toBeTruthy();
    expect(within(panel).getByText('Salon')).toBeTruthy();
    // The consent's proof stays: no delete button.
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Désinscrire' }));
    const dialog = await screen.findByRole('dialog', { name: 'Désinscrire cet abonné ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST /abonnements/4/desinscription')).toHaveLength(0);

    server.set('GET /abonnements/4', {
      body: { code: 200, data: subscriber(4, { desinscrit: '2026-11-25T10:00:00.000Z', version: 2 }) },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Désinscrire' }));
    const again = await screen.findByRole('dialog', { name: 'Désinscrire cet abonné ?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Désinscrire' }));
    expect(await screen.findByText('L’abonné est désinscrit.')).toBeTruthy();
    expect(server.callsTo('POST /abonnements/4/desinscription')).toHaveLength(1);
    // The record is read again: it now shows the date and no longer offers the action.
    await waitFor(() => expect(server.callsTo('GET /abonnements/4').length).toBeGreaterThan(1));
    const refreshed = await screen.findByRole('region', { name: 'Consentement' }, { timeout: 5000 });
    await waitFor(() => expect(within(refreshed).queryByRole('button', { name: 'Désinscrire' })).toBeNull());
  });
});
