import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { makeOrderDetail, ORDER_HASH } from '../orders/test/order-fixtures.ts';

const MOVE = `POST /admin/commandes/${ORDER_HASH}/etape`;

/** The order page of an order in no workflow, with one active workflow to start. */
async function renderPanel() {
  const server = makeApiStandIn({
    [`GET /admin/commandes/${ORDER_HASH}`]: { body: { code: 200, data: makeOrderDetail() } },
    [`GET /admin/commandes/${ORDER_HASH}/etape`]: { body: { code: 200, data: null } },
    'GET /workflows/paginator': {
      body: {
        code: 200,
        datas: [{ id: 5, label: 'Préparation standard', actif: true, version: 1 }],
        total: 1,
        total_exact: true,
        page: 1,
        limit: 200,
      },
    },
  });
  await renderApp(`/fr/ad/commandes/${ORDER_HASH}`, { basketServer: server });
  const panel = await screen.findByRole('region', { name: 'Workflow' }, { timeout: 5000 });
  const choice = (await within(panel).findByLabelText('Workflow')) as HTMLSelectElement;
  return { server, panel, choice };
}

describe('the order page’s workflow start form', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('asks for a workflow before sending anything (the shared schema’s refusal under the field)', async () => {
    const { server, panel, choice } = await renderPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Démarrer à la première étape' }));
    expect(await within(panel).findByText('Ce champ est obligatoire.')).toBeTruthy();
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(choice);
    expect(server.callsTo(MOVE)).toHaveLength(0);
  });

  it('shows the server’s refusal of the workflow under the field, and announces it', async () => {
    const { server, panel, choice } = await renderPanel();
    server.set(MOVE, {
      status: 400,
      body: { code: 400, message: 'Choisissez un workflow.', errors: { workflow_id: ['Workflow introuvable'] } },
    });
    await within(panel).findByRole('option', { name: 'Préparation standard' });
    fireEvent.change(choice, { target: { value: '5' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Démarrer à la première étape' }));
    expect(await within(panel).findByText('Workflow introuvable.')).toBeTruthy();
    expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo(MOVE)[0]?.body).toEqual({ workflow_id: 5 });
    expect(await within(panel).findByText('Erreur : Choisissez un workflow.')).toBeTruthy();
  });
});
