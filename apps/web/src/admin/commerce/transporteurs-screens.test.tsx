import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const carrier = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  label: 'Colissimo',
  actif: true,
  suivi_url: null,
  version: 1,
  ...overrides,
});

describe('carrier screens', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('edits the carrier’s tracking address, refused unless https with {suivi}', async () => {
    const server = makeApiStandIn({
      'GET /transporteurs/3': { body: { code: 200, data: carrier() } },
      'GET /audits/transporteurs/3': { body: { code: 200, datas: [] } },
      'PUT /transporteurs/3': {
        body: { code: 200, data: carrier({ suivi_url: 'https://suivi.exemple.fr/{suivi}', version: 2 }) },
      },
      'GET /transporteurs/paginator': {
        body: { code: 200, datas: [], total: 0, total_exact: true, page: 1, limit: 25 },
      },
    });
    await renderApp('/fr/ad/transporteurs/3', { basketServer: server });
    const field = await screen.findByRole('textbox', { name: /Adresse de suivi/u }, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'http://suivi.exemple.fr/{suivi}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    // The shared rule refuses it before anything is sent.
    expect(await screen.findByText('Valeur invalide.')).toBeTruthy();
    expect(server.callsTo('PUT /transporteurs/3')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'https://suivi.exemple.fr/{suivi}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /transporteurs/3')).toHaveLength(1));
    expect(server.callsTo('PUT /transporteurs/3')[0]?.body).toMatchObject({
      suivi_url: 'https://suivi.exemple.fr/{suivi}',
    });
  });
});
