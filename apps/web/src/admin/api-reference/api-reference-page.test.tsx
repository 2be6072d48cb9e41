import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import type { ApiDocument } from './api-document.ts';

const DOCUMENT: ApiDocument = {
  info: { title: 'Boutique API', version: '0.1.0' },
  paths: {
    '/api/commandes/{id}/remboursements': {
      post: {
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['motif'],
                properties: {
                  motif: { type: 'string', maxLength: 500 },
                  lignes: {
                    type: 'array',
                    items: { type: 'object', properties: { qtt: { type: 'integer', minimum: 1 } } },
                  },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { statut: { enum: ['demande', 'effectue'] } } },
              },
            },
          },
        },
      },
    },
    '/api/produits': { get: { responses: { '200': { description: 'OK' } } } },
  },
};

describe('the API reference screen', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the calls by resource and unfolds what one takes and answers', async () => {
    const server = makeApiStandIn({ 'GET /openapi.json': { body: DOCUMENT } });
    await renderApp('/fr/ad/api', { basketServer: server });
    expect(await screen.findByText('2 appels', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Référence de l’API' })).toBeTruthy();
    const refunds = within(screen.getByRole('region', { name: 'commandes' }));
    fireEvent.click(refunds.getByText('/api/commandes/{id}/remboursements'));
    expect(refunds.getByRole('heading', { name: 'Corps de la requête' })).toBeTruthy();
    expect(refunds.getByText('motif').closest('dt')?.textContent).toBe('motif requis');
    expect(refunds.getByText('string ≤ 500 car.')).toBeTruthy();
    expect(refunds.getByText('integer ≥ 1')).toBeTruthy();
    expect(refunds.getByText('"demande" | "effectue"')).toBeTruthy();
    expect(refunds.getByRole('heading', { name: 'Réponse 200' })).toBeTruthy();
  });

  it('filters the calls by method or path', async () => {
    const server = makeApiStandIn({ 'GET /openapi.json': { body: DOCUMENT } });
    await renderApp('/fr/ad/api', { basketServer: server });
    fireEvent.change(await screen.findByLabelText('Filtrer par méthode ou chemin', {}, { timeout: 5000 }), {
      target: { value: 'get /api/prod' },
    });
    expect(screen.getByText('1 appel')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'commandes' })).toBeNull();
    expect(screen.getByRole('region', { name: 'produits' })).toBeTruthy();
  });
});
