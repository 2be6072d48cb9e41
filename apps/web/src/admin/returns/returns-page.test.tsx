import type { Return } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { renderApp } from '../../test/render-app.tsx';

const WITHDRAWAL: Return = {
  id: 7,
  type: 'retractation',
  statut: 'demande',
  commande: { id: 3, numero: 'OC-2026-000042', hash: '6f1c0c55-5a9d-4a55-a0b1-4d6b3b9d2f10', langue: 'de' },
  nom: 'Jonas Weber',
  email: 'jonas@beispiel.de',
  message: '',
  lignes: [
    {
      declinaison: 12,
      produit_label: 'Crème au caviar',
      label: 'Pot 50 ml',
      qtt: 2,
      recu: null,
      restock: false,
      scelle: true,
    },
  ],
  created: '2026-06-10T08:30:00.000Z',
  remboursement_du: '2026-06-24T21:59:59.999Z',
  recu_le: null,
  refus: null,
  refus_detail: '',
  remboursement_id: null,
};

describe('the returns screens', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists withdrawals with the refund’s legal due date, filtered by state', async () => {
    const server = makeApiStandIn({ 'GET /retours': { body: { code: 200, datas: [WITHDRAWAL] } } });
    await renderApp('/fr/ad/retours', { basketServer: server });
    const row = (await screen.findByText('OC-2026-000042', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Rétractation')).toBeTruthy();
    expect(within(row).getByText('24/06/2026')).toBeTruthy();
    expect(screen.getByText(/la boutique peut attendre d’avoir reçu les articles/u)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('État'), { target: { value: 'recu' } });
    await waitFor(() => expect(server.calls.at(-1)?.path).toBe('/retours?statut=recu'));
  });

  it('receives one unit of a sealed line without restock, and offers the hygiene refusal', async () => {
    const server = makeApiStandIn({
      'GET /retours/7': { body: { code: 200, data: WITHDRAWAL } },
      'POST /retours/7/reception': {
        body: {
          code: 200,
          data: {
            ...WITHDRAWAL,
            statut: 'recu',
            recu_le: '2026-06-12T09:00:00.000Z',
            lignes: [{ ...WITHDRAWAL.lignes[0]!, recu: 1 }],
          },
        },
      },
    });
    await renderApp('/fr/ad/retours/7', { basketServer: server });
    await screen.findByText('Jonas Weber', {}, { timeout: 5000 });
    // A sealed line starts without restock; staff may refuse it as an opened sealed product.
    expect((screen.getByLabelText('Remettre en stock : Crème au caviar') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('option', { name: 'Produit scellé ouvert (hygiène)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Unités reçues : Crème au caviar'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Marquer les articles reçus' }));
    expect(await screen.findByText('Articles reçus.')).toBeTruthy();
    expect(server.callsTo('POST /retours/7/reception')[0]?.body).toEqual({
      lignes: [{ declinaison: 12, qtt: 1, restock: false }],
    });
  });

  it('says when its refund was asked and the provider has not confirmed it yet', async () => {
    const received = { ...WITHDRAWAL, statut: 'recu' as const, recu_le: '2026-06-12T09:00:00.000Z' };
    const server = makeApiStandIn({
      'GET /retours/7': { body: { code: 200, data: { ...received, remboursement_id: 4 } } },
    });
    await renderApp('/fr/ad/retours/7', { basketServer: server });
    expect(
      await screen.findByText(/^Demandé, pas encore confirmé par le prestataire de paiement/u, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rembourser' })).toBeTruthy();
  });
});
