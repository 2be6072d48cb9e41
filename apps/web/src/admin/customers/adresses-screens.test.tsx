import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { LYON_ADDRESS } from './test/address-fixtures.ts';

const address = {
  ...LYON_ADDRESS,
  user_id: 7,
  client: { prenom: 'Camille', nom: 'Martin', mail: 'camille@exemple.fr' },
  created: '2026-03-04T10:00:00.000Z',
  version: 1,
};

describe('customers’ addresses admin', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists addresses with their customer and corrects the postal fields', async () => {
    const server = makeApiStandIn({
      'GET /adresses-clients/paginator': {
        body: { code: 200, datas: [address], total: 1, total_exact: true, page: 1, limit: 25 },
      },
      'GET /adresses-clients/3': { body: { code: 200, data: address } },
      'PUT /adresses-clients/3': { body: { code: 200, data: { ...address, code_postal: '69002', version: 2 } } },
    });
    await renderApp('/fr/ad/adresses', { basketServer: server });
    const link = await screen.findByRole('link', { name: '3 rue des Lilas' }, { timeout: 5000 });
    expect(within(link.closest('tr')!).getByText('Camille Martin (camille@exemple.fr)')).toBeTruthy();

    fireEvent.click(link);
    const postcode = await screen.findByLabelText(/^Code postal/u);
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    fireEvent.change(postcode, { target: { value: '69002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /adresses-clients/3')).toHaveLength(1));
    expect(server.callsTo('PUT /adresses-clients/3')[0]?.body).toMatchObject({ code_postal: '69002', version: 1 });
  });
});
