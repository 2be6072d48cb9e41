import { BUILT_IN_ROLES, type Role, type StaffMember } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { renderApp } from '../../test/render-app.tsx';

const FIRST_PAINT = { timeout: 5000 };
const builtIn = (code: keyof typeof BUILT_IN_ROLES, membres = 0): Role => ({
  code,
  nom: '',
  permissions: [...BUILT_IN_ROLES[code]],
  integre: true,
  membres,
});
const ROLES: Role[] = [
  builtIn('administrateur', 1),
  builtIn('logistique', 1),
  builtIn('comptable'),
  { code: 'conseil', nom: 'Conseil', permissions: ['clients:lire'], integre: false, membres: 0 },
];
const TEAM: StaffMember[] = [
  { id: 1, prenom: 'Alix', nom: 'Admin', mail: 'alix@maison.fr', role: 'administrateur' },
  { id: 8, prenom: 'Léo', nom: 'Colis', mail: 'leo@maison.fr', role: 'logistique' },
];
const access = (role: keyof typeof BUILT_IN_ROLES) => ({
  body: { role, permissions: [...BUILT_IN_ROLES[role]] },
});

function rolesServer() {
  return makeApiStandIn({
    'GET /equipe/moi': access('administrateur'),
    'GET /roles': { body: { code: 200, datas: ROLES } },
    'GET /equipe': { body: { code: 200, datas: TEAM } },
    'PUT /equipe': (call) => {
      const { mail, role } = call.body as { mail: string; role: string | null };
      return {
        body: {
          code: 200,
          datas: TEAM.flatMap((member) =>
            member.mail !== mail ? [member] : role === null ? [] : [{ ...member, role }],
          ),
        },
      };
    },
    'POST /roles': (call) => ({
      status: 201,
      body: { data: { ...(call.body as Role), code: 'vente', integre: false, membres: 0 } },
    }),
    'GET /admin/dashboard': 'pending',
  });
}

describe('roles and team', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('shows a logistics member only the menu entries their role may read', async () => {
    const server = rolesServer();
    server.set('GET /equipe/moi', access('logistique'));
    await renderApp('/fr/ad/colis', { basketServer: server });
    const nav = await screen.findByRole('navigation', { name: /Navigation/u }, FIRST_PAINT);
    await within(nav).findByRole('link', { name: 'Colis' }, FIRST_PAINT);
    expect(within(nav).getByRole('link', { name: 'Stocks' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Clients' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Factures et avoirs' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Rôles et équipe' })).toBeNull();
  });

  it('lists the roles and the team, changes a member’s role and takes access away after a confirmation', async () => {
    const server = rolesServer();
    await renderApp('/fr/ad/roles', { basketServer: server });
    const roles = await screen.findByRole('region', { name: 'Rôles' }, FIRST_PAINT);
    expect(within(roles).getByRole('heading', { name: 'Logistique' })).toBeTruthy();
    expect(within(roles).getByText(/ni remboursement ni export de clients/u)).toBeTruthy();
    expect(within(roles).getByText('Expéditions : lire, modifier')).toBeTruthy();
    expect(within(roles).getByRole('heading', { name: 'Conseil' })).toBeTruthy();

    const team = screen.getByRole('region', { name: 'Équipe' });
    const select = await within(team).findByRole('combobox', { name: 'Rôle de Léo Colis' });
    // One's own role is shown, never offered.
    expect(within(team).queryByRole('combobox', { name: 'Rôle de Alix Admin' })).toBeNull();
    fireEvent.change(select, {
      target: { value: 'comptable' },
    });
    await screen.findByText('leo@maison.fr a maintenant le rôle « Comptabilité ».');
    expect(server.callsTo('PUT /equipe').map((call) => call.body)).toEqual([
      { mail: 'leo@maison.fr', role: 'comptable' },
    ]);

    fireEvent.click(within(team).getByRole('button', { name: 'Retirer l’accès de Léo Colis' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retirer l’accès' }));
    await screen.findByText('Accès retiré à leo@maison.fr.');
    expect(server.callsTo('PUT /equipe').at(-1)!.body).toEqual({ mail: 'leo@maison.fr', role: null });
  });

  it('creates a role from a built-in one with the permissions grid', async () => {
    const server = rolesServer();
    await renderApp('/fr/ad/roles', { basketServer: server });
    const roles = await screen.findByRole('region', { name: 'Rôles' }, FIRST_PAINT);
    fireEvent.click(within(roles).getByRole('button', { name: 'Partir de ce rôle : Comptabilité' }));
    const form = await screen.findByRole('form', { name: 'Nouveau rôle' });
    const name = within(form).getByLabelText(/Nom du rôle/u);
    expect((name as HTMLInputElement).value).toBe('Comptabilité (copie)');
    fireEvent.change(name, { target: { value: 'Vente' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Factures : exporter' }));
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Clients : lire' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer le rôle' }));
    await screen.findByText('Rôle « Vente » enregistré.');
    const sent = server.callsTo('POST /roles')[0]!.body as { nom: string; permissions: string[] };
    expect(sent.nom).toBe('Vente');
    expect(sent.permissions.sort()).toEqual(
      ['clients:lire', 'commandes:lire', 'factures:lire', 'remboursements:lire', 'statistiques:lire'].sort(),
    );
  });

  it('says which permission a refusal lacks, in the page’s language', async () => {
    const server = rolesServer();
    server.set('PUT /equipe', {
      status: 403,
      body: {
        code: 403,
        message: 'Votre rôle ne permet pas cette action.',
        errors: {},
        reason: 'permission_missing',
        permission: 'equipe:ecrire',
      },
    });
    await renderApp('/fr/ad/roles', { basketServer: server });
    const team = await screen.findByRole('region', { name: 'Équipe' }, FIRST_PAINT);
    fireEvent.change(await within(team).findByRole('combobox', { name: 'Rôle de Léo Colis' }), {
      target: { value: 'comptable' },
    });
    await waitFor(() =>
      expect(screen.getByText(/Votre rôle ne permet pas cette action \(Équipe et journal : modifier\)/u)).toBeTruthy(),
    );
  });
});
