import type { LotRecall, LotStock } from '@boutique/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const lot = (overrides: Partial<LotStock>): LotStock => ({
  id: 7,
  declinaison_id: 11,
  produit_label: 'Crème Caviar',
  label: 'Pot 50 ml',
  numero: 'L-2027-03',
  fabrication: '2026-03-01',
  dluo: '2027-03-01',
  pao_mois: null,
  quantite: 12,
  entrepots: [{ entrepot_id: 1, label: 'Entrepôt principal', quantite: 12 }],
  proche: true,
  ...overrides,
});
const SOON = lot({});
const PAO = lot({ id: 8, numero: 'P-12', dluo: null, fabrication: null, pao_mois: 12, quantite: 3, proche: false });

const RECALL: LotRecall = {
  code: 200,
  lot: SOON,
  commandes: [
    {
      commande_id: 41,
      commande_hash: '6b1f8c53-2d0e-4a57-9c1e-0f3c2b7a8d90',
      numero: 'OC-2026-000041',
      qtt: 2,
      client: { prenom: 'Greta', nom: 'Schmidt', mail: 'greta@example.de' },
      langue: 'de',
      pays: 'Deutschland',
      expedie: '2026-11-02T09:00:00.000Z',
    },
  ],
  mails: 0,
};

function lotsServer() {
  return makeApiStandIn({
    'GET /lots': (call) => {
      const alerte = new URLSearchParams(call.path.split('?')[1]).get('alerte') === 'true';
      const datas = alerte ? [SOON] : [SOON, PAO];
      return { body: { code: 200, datas, total: datas.length, page: 1, limit: 50, jours: 90 } };
    },
    'GET /lots/7/rappel': { body: RECALL },
    'POST /lots/7/rappel': { body: { code: 200, envoyes: 1, mails: 1 } },
  });
}

describe('lots admin page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists stock per lot, filters those close to their date, and recalls a lot with one mail each', async () => {
    const server = lotsServer();
    await renderApp('/fr/ad/lots', { basketServer: server });
    await screen.findByRole('heading', { level: 1, name: 'Lots et rappels' }, { timeout: 5000 });
    const soonRow = (await screen.findByText('L-2027-03')).closest('tr') as HTMLTableRowElement;
    expect(soonRow.textContent).toContain('2027-03-01');
    expect(soonRow.textContent).toContain('date proche');
    expect(screen.getByText('P-12').closest('tr')!.textContent).toContain('12 mois après ouverture');

    fireEvent.click(screen.getByRole('checkbox', { name: /Seulement les lots à 90 jours/u }));
    await screen.findByText('L-2027-03');
    expect(server.calls.some((call) => call.path.includes('alerte=true'))).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Préparer le rappel du lot L-2027-03' }));
    const recall = await screen.findByRole('region', { name: /Rappel du lot L-2027-03/u });
    expect(await within(recall).findByText('OC-2026-000041')).toBeTruthy();
    expect(recall.textContent).toContain('Deutschland');
    fireEvent.click(within(recall).getByRole('button', { name: 'Envoyer le courriel de rappel' }));
    expect(await within(recall).findByText(/1 courriel envoyé/u)).toBeTruthy();
    expect(server.callsTo('POST /lots/7/rappel')).toHaveLength(1);
  });
});
