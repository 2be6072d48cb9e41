import type { AccountingDocument } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { recordDownloads } from '../../test/record-downloads.ts';

const INVOICE: AccountingDocument = {
  type: 'facture',
  numero: 'F-2026-000041',
  date: '2026-11-03T10:15:00.000Z',
  commande: 'OC-2026-000052',
  hash: '6f1c2a9e-3b7d-4c1e-9a55-0d2b8e4f7a10',
  client: 'Camille Lefèvre',
  total_ht: 22_625,
  tva: 4_525,
  total_ttc: 27_150,
};
const CREDIT_NOTE: AccountingDocument = {
  ...INVOICE,
  type: 'avoir',
  numero: 'AV-2026-000003',
  date: '2026-11-05T08:00:00.000Z',
  total_ht: -22_625,
  tva: -4_525,
  total_ttc: -27_150,
};

function documentsServer() {
  return makeApiStandIn({
    'GET /admin/factures': (call) => {
      const type = new URLSearchParams(call.path.split('?')[1]).get('type');
      const datas = [INVOICE, CREDIT_NOTE].filter((document) => !type || document.type === type);
      const sum = (key: 'total_ht' | 'tva' | 'total_ttc') => datas.reduce((total, row) => total + row[key], 0);
      return {
        body: {
          code: 200,
          datas,
          total: datas.length,
          page: 1,
          limit: 50,
          sommes: { total_ht: sum('total_ht'), tva: sum('tva'), total_ttc: sum('total_ttc') },
        },
      };
    },
    'GET /admin/factures.csv': { body: 'Type;Numéro' },
    'GET /admin/factures/oss.csv': { body: 'Trimestre;Pays de consommation' },
    'GET /admin/factures/AV-2026-000003/lien': {
      body: { code: 200, url: 'http://localhost/api/avoirs/6f1c2a9e.pdf?expires=1&signature=ab' },
    },
  });
}

const row = (numero: string) => screen.getByText(numero).closest('tr') as HTMLTableRowElement;
const euros = (text: string | null) => (text ?? '').replace(/\s/gu, ' ');

describe('invoices and credit notes admin page', () => {
  const opened = recordDownloads();
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the current month’s documents with their sums, downloads a credit note and exports the period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const server = documentsServer();
    await renderApp('/fr/ad/factures', { basketServer: server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Factures et avoirs' }, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => row('F-2026-000041'));
    expect(server.callsTo('GET /admin/factures')[0]!.path).toBe(
      '/admin/factures?page=1&limit=50&du=2026-11-01&au=2026-11-24',
    );
    expect(screen.getByText('Documents émis du 01/11/2026 au 24/11/2026')).toBeTruthy();
    const note = row('AV-2026-000003');
    expect(within(note).getByText('Avoir')).toBeTruthy();
    expect(euros(within(note).getAllByRole('cell')[5]!.textContent)).toBe('-271,50 €');
    const sums = screen.getByLabelText('Sommes des 2 documents de la période');
    expect(euros(within(sums).getByText('Total TTC').nextElementSibling!.textContent)).toBe('0,00 €');
    expect(within(note).getByRole('link', { name: 'OC-2026-000052' }).getAttribute('href')).toBe(
      `/fr/ad/commandes/${INVOICE.hash}`,
    );

    fireEvent.click(within(note).getByRole('button', { name: 'Télécharger le PDF de AV-2026-000003' }));
    await waitFor(() => expect(opened).toEqual(['http://localhost/api/avoirs/6f1c2a9e.pdf?expires=1&signature=ab']));

    fireEvent.click(screen.getByRole('button', { name: 'Exporter la période en CSV' }));
    expect(await screen.findByText('Export CSV de la période téléchargé.')).toBeTruthy();
    expect(opened).toContain('documents-2026-11-01-2026-11-24.csv');
    expect(server.callsTo('GET /admin/factures.csv')[0]!.path).toBe('/admin/factures.csv?du=2026-11-01&au=2026-11-24');
    vi.useRealTimers();
  });

  it('exports the OSS return of the quarter last ended by default, or of the quarter picked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    const server = documentsServer();
    await renderApp('/fr/ad/factures', { basketServer: server });
    const quarter = (await screen.findByLabelText('Trimestre OSS', {}, { timeout: 5000 })) as HTMLSelectElement;
    expect(quarter.value).toBe('2026-T3');
    expect([...quarter.options].slice(0, 3).map((option) => option.value)).toEqual(['2026-T4', '2026-T3', '2026-T2']);
    fireEvent.click(screen.getByRole('button', { name: 'Exporter la déclaration OSS' }));
    expect(await screen.findByText('Déclaration OSS du trimestre téléchargée.')).toBeTruthy();
    expect(opened).toContain('oss-2026-T3.csv');
    fireEvent.change(quarter, { target: { value: '2025-T4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Exporter la déclaration OSS' }));
    await waitFor(() => expect(opened).toContain('oss-2025-T4.csv'));
    expect(server.callsTo('GET /admin/factures/oss.csv').map((call) => call.path)).toEqual([
      '/admin/factures/oss.csv?trimestre=2026-T3',
      '/admin/factures/oss.csv?trimestre=2025-T4',
    ]);
    vi.useRealTimers();
  });

  it('keeps a period and a type chosen in the address, and says when the period holds nothing', async () => {
    const server = documentsServer();
    server.set('GET /admin/factures', {
      body: { code: 200, datas: [], total: 0, page: 1, limit: 50, sommes: { total_ht: 0, tva: 0, total_ttc: 0 } },
    });
    await renderApp('/fr/ad/factures?du=2026-01-01&au=2026-03-31&type=avoir', { basketServer: server });
    expect(
      await screen.findByText('Aucune facture ni aucun avoir sur cette période.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(server.callsTo('GET /admin/factures')[0]!.path).toBe(
      '/admin/factures?page=1&limit=50&du=2026-01-01&au=2026-03-31&type=avoir',
    );
  });
});
