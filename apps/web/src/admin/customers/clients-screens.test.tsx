import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../lib/storage-keys.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';

const camille = {
  id: 7,
  mail: 'camille@exemple.fr',
  prenom: 'Camille',
  nom: 'Martin',
  tel: '',
  langue: 'fr',
  montant: 'ttc',
  newsletters: true,
  ambassadeur: false,
  scopes: ['user'],
  created: '2026-03-04T10:00:00.000Z',
  version: 1,
};
const page = { code: 200, datas: [camille], total: 1, total_exact: true, page: 1, limit: 25 };

describe('customers admin', () => {
  beforeAll(() => import('../admin-app.tsx'), 20_000);
  beforeEach(() =>
    window.localStorage.setItem(
      LOCAL_KEYS.session,
      JSON.stringify({
        access_token: 'token-admin',
        scopes: ['user', 'admin'],
        user: { id: 1, prenom: 'Alix', nom: 'Admin', langue: 'fr' },
      }),
    ),
  );

  it('lists customers, searches them and edits one without a delete or create action', async () => {
    const server = makeApiStandIn({
      'GET /clients/paginator': { body: page },
      'GET /clients/7': { body: { code: 200, data: camille } },
      'PUT /clients/7': { body: { code: 200, data: { ...camille, montant: 'ht', ambassadeur: true, version: 2 } } },
    });
    await renderApp('/fr/ad/users', { basketServer: server });
    const link = await screen.findByRole('link', { name: 'camille@exemple.fr' }, { timeout: 5000 });
    const row = link.closest('tr')!;
    expect(within(row).getByText('2026-03-04')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Ajouter/u })).toBeNull();

    fireEvent.change(screen.getByLabelText('E-mail, prénom ou nom (début)'), { target: { value: 'cam' } });
    fireEvent.submit(screen.getByLabelText('E-mail, prénom ou nom (début)').closest('form')!);
    await waitFor(() =>
      expect(server.callsTo('GET /clients/paginator').some((call) => call.path.includes('q=cam'))).toBe(true),
    );

    fireEvent.click(link);
    const mode = await screen.findByLabelText(/^Affichage des prix/u);
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    fireEvent.change(mode, { target: { value: 'ht' } });
    fireEvent.click(screen.getByLabelText(/^Ambassadeur/u));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /clients/7')).toHaveLength(1));
    expect(server.callsTo('PUT /clients/7')[0]?.body).toMatchObject({ montant: 'ht', ambassadeur: true, version: 1 });
  });
});
