import { BUILT_IN_ROLES, type ApiKey } from '@boutique/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { renderApp } from '../../test/render-app.tsx';

const KEY: ApiKey = {
  id: 4,
  nom: 'Entrepôt',
  prefixe: 'cle_Ab12Cd',
  permissions: ['stocks:lire'],
  cree_par: { id: 1, prenom: 'Alix', nom: 'Admin', mail: 'alix@maison.fr' },
  created: '2026-11-20T09:00:00.000Z',
  derniere_utilisation: null,
  revoquee: null,
};
const FULL = 'cle_Zz99Yy' + 'x'.repeat(37);

describe('API keys', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('creates a key within the member’s own permissions, shows it once, and revokes one after a confirmation', async () => {
    const server = makeApiStandIn({
      // A role that may manage keys and stock, not invoices.
      'GET /equipe/moi': {
        body: {
          role: 'integrations',
          permissions: ['equipe:lire', 'equipe:ecrire', 'equipe:supprimer', ...BUILT_IN_ROLES.logistique],
        },
      },
      'GET /cles-api': { body: { code: 200, datas: [KEY] } },
      'POST /cles-api': (call) => ({
        status: 201,
        body: { data: { ...KEY, id: 5, ...(call.body as object), prefixe: 'cle_Zz99Yy' }, cle: FULL },
      }),
      'DELETE /cles-api/4': { body: { code: 200 } },
    });
    await renderApp('/fr/ad/cles-api', { basketServer: server });
    const list = await screen.findByRole('region', { name: 'Clés' }, { timeout: 5000 });
    await within(list).findByText('cle_Ab12Cd…');

    fireEvent.click(within(list).getByRole('button', { name: 'Nouvelle clé' }));
    const form = await screen.findByRole('form', { name: 'Nouvelle clé' });
    expect((within(form).getByRole('checkbox', { name: 'Factures : lire' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText(/Nom de la clé/u), { target: { value: 'Logiciel de stock' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Stocks et lots : lire' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Créer la clé' }));

    const shown = await screen.findByRole('region', { name: 'Clé « Logiciel de stock » créée' });
    expect(within(shown).getByText(FULL)).toBeTruthy();
    expect(server.callsTo('POST /cles-api')[0]!.body).toEqual({
      nom: 'Logiciel de stock',
      permissions: ['stocks:lire'],
    });
    fireEvent.click(within(shown).getByRole('button', { name: 'Je l’ai conservée' }));
    expect(screen.queryByText(FULL)).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Révoquer la clé « Entrepôt »' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Révoquer la clé' }));
    await screen.findByText('Clé « Entrepôt » révoquée.');
    expect(server.callsTo('DELETE /cles-api/4')).toHaveLength(1);
  });
});
