import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const summary = {
  id: 9,
  prenom: 'Camille',
  nom: 'Roux',
  mail: 'camille@exemple.fr',
  codes: ['CAMILLE-K2P4'],
  commandes: 2,
  commission_ht: 2_500,
  verse_ht: 1_000,
  solde_ht: 1_500,
};
const detail = (overrides: Record<string, unknown> = {}) => ({
  ...summary,
  commandes_parrainees: [
    {
      hash: '7f0c6f0e-0000-4000-8000-000000000001',
      numero: 'OC-2026-000042',
      statut: 'payee',
      created: '2026-11-10T10:00:00.000Z',
      total_ht: 25_000,
      commission_ht: 2_500,
    },
  ],
  versements: [
    {
      id: 1,
      montant_ht: 1_000,
      paye_le: '2026-11-15',
      reference: 'VIR-15',
      auteur: 'Alix Admin',
      created: '2026-11-15T10:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('ambassadors screens', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the ambassadors with their code, orders, commission, paid out and balance', async () => {
    const server = makeApiStandIn({ 'GET /admin/ambassadeurs': { body: { code: 200, datas: [summary] } } });
    await renderApp('/fr/ad/ambassadeurs', { basketServer: server });
    const row = (await screen.findByRole('link', { name: 'Camille Roux' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('CAMILLE-K2P4')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText(/25,00/u)).toBeTruthy();
    expect(within(row).getByText(/15,00/u)).toBeTruthy();
  });

  it('marks a payout as paid, refusing beyond the balance before asking the server', async () => {
    const server = makeApiStandIn({
      'GET /admin/ambassadeurs/9': { body: { code: 200, data: detail() } },
      'GET /admin/ambassadeurs': { body: { code: 200, datas: [summary] } },
      'POST /admin/ambassadeurs/9/versements': {
        body: {
          code: 200,
          data: detail({
            verse_ht: 2_000,
            solde_ht: 500,
            versements: [
              {
                id: 2,
                montant_ht: 1_000,
                paye_le: '2026-11-25',
                reference: 'VIR-25',
                auteur: 'Alix Admin',
                created: '2026-11-25T10:00:00.000Z',
              },
              ...detail().versements,
            ],
          }),
        },
      },
    });
    await renderApp('/fr/ad/ambassadeurs/9', { basketServer: server });
    const orders = await screen.findByRole('region', { name: 'Commandes parrainées' }, { timeout: 5000 });
    expect(within(orders).getByRole('link', { name: 'OC-2026-000042' })).toBeTruthy();
    expect(within(orders).getByText('Payée')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Versements' })).getByText('VIR-15')).toBeTruthy();

    const form = screen.getByRole('region', { name: 'Marquer un versement comme payé' });
    fireEvent.change(within(form).getByRole('textbox', { name: /Montant/u }), { target: { value: '15,01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Marquer un versement comme payé' }));
    expect(await within(form).findByText(/dépasse le solde/u)).toBeTruthy();
    expect(server.callsTo('POST /admin/ambassadeurs/9/versements')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /Montant/u }), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText(/Payé le/u), { target: { value: '2026-11-25' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Référence/u }), { target: { value: 'VIR-25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Marquer un versement comme payé' }));
    expect(await screen.findByText(/Versement de 10,00.*enregistré/u)).toBeTruthy();
    expect(server.callsTo('POST /admin/ambassadeurs/9/versements')[0]?.body).toEqual({
      montant_ht: 1_000,
      paye_le: '2026-11-25',
      reference: 'VIR-25',
    });
    expect(await within(screen.getByRole('region', { name: 'Versements' })).findByText('VIR-25')).toBeTruthy();
  });
  it('shows the schema’s errors and the server’s under their fields', async () => {
    const server = makeApiStandIn({
      'GET /admin/ambassadeurs/9': { body: { code: 200, data: detail() } },
      'POST /admin/ambassadeurs/9/versements': {
        status: 400,
        body: {
          code: 400,
          message: 'Certains champs sont invalides.',
          reason: 'validation_failed',
          errors: { reference: ['Référence trop longue.'] },
        },
      },
    });
    await renderApp('/fr/ad/ambassadeurs/9', { basketServer: server });
    const form = await screen.findByRole('region', { name: 'Marquer un versement comme payé' }, { timeout: 5000 });
    const amount = within(form).getByRole('textbox', { name: /Montant/u });
    fireEvent.change(amount, { target: { value: 'douze' } });
    fireEvent.change(within(form).getByLabelText(/Payé le/u), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Marquer un versement comme payé' }));
    expect(await within(form).findByText('Montant en euros attendu, par exemple 125,50.')).toBeTruthy();
    expect(within(form).getByText(/Date attendue au format AAAA-MM-JJ/u)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(server.callsTo('POST /admin/ambassadeurs/9/versements')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '5' } });
    expect(within(form).queryByText('Montant en euros attendu, par exemple 125,50.')).toBeNull();
    fireEvent.change(within(form).getByLabelText(/Payé le/u), { target: { value: '2026-11-25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Marquer un versement comme payé' }));
    expect(await within(form).findByText('Référence trop longue.')).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /Référence/u })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
