import type { Webhook, WebhookDelivery } from '@boutique/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { renderApp } from '../../test/render-app.tsx';

const ENDPOINT: Webhook = {
  id: 2,
  url: 'https://erp.maison.fr/boutique',
  evenements: ['order.paid', 'order.shipped'],
  created: '2026-11-20T09:00:00.000Z',
};
const FAILED: WebhookDelivery = {
  id: 31,
  webhook_id: 2,
  url: ENDPOINT.url,
  evenement: 'order.paid',
  statut: 'echouee',
  tentatives: 7,
  code_reponse: 503,
  reponse: 'indisponible',
  created: '2026-11-27T10:00:00.000Z',
  derniere_tentative: '2026-11-28T10:00:00.000Z',
  prochaine_tentative: null,
};

describe('webhooks', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('registers an address for chosen events, shows its secret once, and redelivers a failed delivery', async () => {
    const server = makeApiStandIn({
      'GET /webhooks': { body: { code: 200, datas: [ENDPOINT] } },
      'GET /webhooks/livraisons': { body: { code: 200, datas: [FAILED] } },
      'POST /webhooks': (call) => ({
        status: 201,
        body: { data: { ...ENDPOINT, id: 3, ...(call.body as object) }, secret: 'whsec_secret-de-signature' },
      }),
      'POST /webhooks/livraisons/31/relivraison': { body: { code: 200 } },
    });
    await renderApp('/fr/ad/webhooks', { basketServer: server });
    const log = await screen.findByRole('region', { name: 'Journal des envois' }, { timeout: 5000 });
    expect(await within(log).findByText('Abandonné après 7 essais')).toBeTruthy();
    expect(within(log).getByText('503 indisponible')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Nouvelle adresse de réception' });
    fireEvent.change(within(form).getByLabelText(/^Adresse/u), { target: { value: 'https://stock.maison.fr/hook' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Stock bas' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter l’adresse' }));
    const secret = await screen.findByRole('region', { name: 'Secret de signature de https://stock.maison.fr/hook' });
    expect(within(secret).getByText('whsec_secret-de-signature')).toBeTruthy();
    expect(server.callsTo('POST /webhooks')[0]!.body).toEqual({
      url: 'https://stock.maison.fr/hook',
      evenements: ['order.paid', 'stock.low'],
    });

    fireEvent.click(within(log).getByRole('button', { name: 'Renvoyer l’envoi 31' }));
    await screen.findByText('Envoi remis en file : il part dans un instant.');
    expect(server.callsTo('POST /webhooks/livraisons/31/relivraison')).toHaveLength(1);
  });
});
