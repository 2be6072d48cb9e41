import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { LYON_ADDRESS } from './test/address-fixtures.ts';

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
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

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

    fireEvent.change(screen.getByLabelText('E-mail, nom ou téléphone'), { target: { value: 'cam' } });
    fireEvent.submit(screen.getByLabelText('E-mail, nom ou téléphone').closest('form')!);
    await waitFor(() =>
      expect(server.callsTo('GET /clients/paginator').some((call) => call.path.includes('q=cam'))).toBe(true),
    );

    fireEvent.click(link);
    const mode = await screen.findByLabelText(/^Affichage des prix/u);
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    fireEvent.change(mode, { target: { value: 'ht' } });
    const ambassador = screen.getByLabelText(/^Ambassadeur/u);
    // The help says what the box does, in words: never a settings key such as "ambassadeur.*".
    const help = document.getElementById(ambassador.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(help).toMatch(/code de parrainage/u);
    expect(help).not.toMatch(/[a-z_]+\.(\*|[a-z_]+)/u);
    fireEvent.click(ambassador);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /clients/7')).toHaveLength(1));
    expect(server.callsTo('PUT /clients/7')[0]?.body).toMatchObject({ montant: 'ht', ambassadeur: true, version: 1 });
  });

  it('shows the customer’s orders, addresses, baskets and consent, and sends the reset link after confirming', async () => {
    const order = {
      id: 9,
      hash: '5f0c6f0e-8d7a-4a57-9c43-2f5b8c0d1e2a',
      numero: 'B-2026-0042',
      statut: 'payee',
      created: '2026-03-05T10:00:00.000Z',
      payee: '2026-03-05T10:01:00.000Z',
      expediee: null,
      rembourse: null,
      suivi: null,
      note: null,
      total_ttc: 4990,
      facture_numero: null,
      livraison_label: null,
      test: false,
      user_id: 7,
      client: { prenom: 'Camille', nom: 'Martin', mail: 'camille@exemple.fr' },
      version: 1,
    };
    const server = makeApiStandIn({
      'GET /clients/7': { body: { code: 200, data: camille } },
      'GET /commandes/paginator': {
        body: { code: 200, datas: [order], total: 1, total_exact: true, page: 1, limit: 50 },
      },
      'GET /clients/7/fiche': {
        body: {
          code: 200,
          data: {
            adresses: [LYON_ADDRESS],
            paniers: { nombre: 2, articles: 3, mis_a_jour: '2026-03-06T09:00:00.000Z' },
            codes_parrainage: ['CAMILLE7KQ2'],
            newsletter: [
              {
                mail: 'camille@exemple.fr',
                source: 'site',
                consentement: '2026-02-01T10:00:00.000Z',
                confirme: '2026-02-01T10:05:00.000Z',
                desinscrit: null,
              },
            ],
          },
        },
      },
      // Another account holds the first address tried; the second is free.
      'PUT /clients/7/mail': (call) =>
        (call.body as { mail: string }).mail === 'pris@exemple.fr'
          ? {
              status: 409,
              body: {
                code: 409,
                message: 'Cette adresse e-mail est déjà celle d’un autre compte.',
                errors: { mail: ['Cette adresse e-mail est déjà celle d’un autre compte.'] },
              },
            }
          : { body: { code: 200, data: { mail: 'camille.martin@exemple.fr', version: 2 } } },
      'POST /clients/7/reinitialisation': {
        status: 202,
        body: {
          code: 202,
          message: 'Un e-mail de réinitialisation du mot de passe vient d’être envoyé à camille@exemple.fr.',
        },
      },
    });
    await renderApp('/fr/ad/users/7', { basketServer: server });
    const orderLink = await screen.findByRole('link', { name: 'B-2026-0042' }, { timeout: 5000 });
    expect(orderLink.getAttribute('href')).toContain(`/ad/commandes/${order.hash}`);
    expect(server.callsTo('GET /commandes/paginator')[0]?.path).toContain('user=7');
    expect(await screen.findByText(/3 rue des Lilas/u)).toBeTruthy();
    expect(screen.getByText(/2 panier\(s\), 3 article\(s\)/u)).toBeTruthy();
    expect(screen.getByText('CAMILLE7KQ2')).toBeTruthy();
    const edit = screen.getByRole('link', { name: /^Modifier l’adresse Camille Martin, 3 rue des Lilas/u });
    expect(edit.getAttribute('href')).toContain('/ad/adresses/3');

    const mail = screen.getByLabelText(/^Nouvelle adresse e-mail/u);
    expect((mail as HTMLInputElement).value).toBe('camille@exemple.fr');
    fireEvent.change(mail, { target: { value: 'pris@exemple.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer l’adresse' }));
    await waitFor(() => expect(mail.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Cette adresse e-mail est déjà celle d’un autre compte.')).toBeTruthy();
    fireEvent.change(mail, { target: { value: 'camille.martin@exemple.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Changer l’adresse' }));
    expect(await screen.findByText('L’adresse e-mail est désormais camille.martin@exemple.fr.')).toBeTruthy();
    expect(server.callsTo('PUT /clients/7/mail').map((call) => call.body)).toEqual([
      { mail: 'pris@exemple.fr' },
      { mail: 'camille.martin@exemple.fr' },
    ]);
    expect(screen.getByRole('heading', { name: 'Consentement newsletter' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer un lien de réinitialisation du mot de passe' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.callsTo('POST /clients/7/reinitialisation')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(server.callsTo('POST /clients/7/reinitialisation')).toHaveLength(1));
    expect(await screen.findByText(/vient d’être envoyé à camille@exemple.fr/u)).toBeTruthy();
  });
});
