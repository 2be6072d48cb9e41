import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const belgium = { id: 3, code: 'BE', nom: 'Belgique', tva_bps: 2100, actif: true, ordre: 3, version: 1 };

describe('countries sold to admin', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the VAT rate in % and saves it in basis points', async () => {
    const server = makeApiStandIn({
      'GET /pays/paginator': {
        body: { code: 200, datas: [belgium], total: 1, total_exact: true, page: 1, limit: 25 },
      },
      'GET /pays/3': { body: { code: 200, data: belgium } },
      'PUT /pays/3': { body: { code: 200, data: { ...belgium, tva_bps: 2150, version: 2 } } },
    });
    await renderApp('/fr/ad/pays', { basketServer: server });
    const row = (await screen.findByRole('link', { name: 'Belgique' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('21 %')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Belgique' }));
    const rate = await screen.findByLabelText(/^TVA standard/u);
    expect((rate as HTMLInputElement).value).toBe('21');
    fireEvent.change(rate, { target: { value: '21,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /pays/3')).toHaveLength(1));
    expect(server.callsTo('PUT /pays/3')[0]?.body).toMatchObject({
      code: 'BE',
      nom: 'Belgique',
      tva_bps: 2150,
      version: 1,
    });
  });
});
