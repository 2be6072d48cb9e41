import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_KEYS } from '../../lib/storage-keys.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';

const franco = { cle: 'livraison.franco_cents', valeur: '9000', version: 2 };

describe('typed settings', () => {
  beforeAll(() => import('../admin-app.tsx'), 20_000);
  beforeEach(() =>
    window.localStorage.setItem(
      LOCAL_KEYS.session,
      JSON.stringify({
        access_token: 't',
        scopes: ['user', 'admin'],
        user: { id: 1, prenom: 'A', nom: 'B', langue: 'fr' },
      }),
    ),
  );

  it('edits a cents setting in euros, refusing what is no amount before any call', async () => {
    const server = makeApiStandIn({
      'GET /configurations/livraison.franco_cents': { body: { code: 200, data: franco } },
      'PUT /configurations/livraison.franco_cents': { body: { code: 200, data: { ...franco, valeur: '7550' } } },
      'GET /configurations/paginator': {
        body: { code: 200, datas: [], total: 0, total_exact: true, page: 1, limit: 25 },
      },
    });
    await renderApp('/fr/ad/configurations/livraison.franco_cents', { basketServer: server });
    const value = (await screen.findByLabelText(/Livraison offerte dès/u, {}, { timeout: 5000 })) as HTMLInputElement;
    expect(value.value).toBe('90,00');
    expect(screen.getByText('Un montant en euros (enregistré en centimes).')).toBeTruthy();
    fireEvent.change(value, { target: { value: 'beaucoup' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Nombre entier attendu.')).toBeTruthy();
    expect(server.callsTo('PUT /configurations/livraison.franco_cents')).toEqual([]);
    fireEvent.change(value, { target: { value: '75,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /configurations/livraison.franco_cents')).toHaveLength(1));
    expect(server.callsTo('PUT /configurations/livraison.franco_cents')[0]?.body).toEqual({
      cle: 'livraison.franco_cents',
      valeur: '7550',
      version: 2,
    });
  });

  it('keeps an unknown key as free text', async () => {
    const server = makeApiStandIn({
      'GET /configurations/essai.note': {
        body: { code: 200, data: { cle: 'essai.note', valeur: 'libre', version: 1 } },
      },
    });
    await renderApp('/fr/ad/configurations/essai.note', { basketServer: server });
    const value = await screen.findByLabelText(/^Valeur/u, {}, { timeout: 5000 });
    expect(value.tagName).toBe('TEXTAREA');
    expect(screen.getByText('Réglage non typé : texte libre.')).toBeTruthy();
  });
});
