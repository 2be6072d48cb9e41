import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const shipped = {
  code: 'expediee',
  label: 'Expédiée',
  traductions: { en: { label: 'Shipped' } },
  couleur: '#1d4ed8',
  mail_client: true,
  ordre: 4,
  version: 1,
};
const paginator = (datas: unknown[]) => ({
  body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 200 },
});
const team = (overrides: object = {}) => ({
  body: {
    code: 200,
    data: {
      users: [
        { id: 7, prenom: 'Alix', nom: 'Bernard', mail: 'alix@exemple.fr' },
        { id: 9, prenom: 'Noé', nom: 'Petit', mail: 'noe@exemple.fr' },
      ],
      etapes: [
        { id: 1, label: 'Picking', ordre: 1, user_ids: [7] },
        { id: 2, label: 'Emballage', ordre: 2, user_ids: [] },
        { id: 3, label: 'Contrôle qualité', ordre: 3, user_ids: [9] },
      ],
      ...overrides,
    },
  },
});
const workflow = { body: { code: 200, data: { id: 5, label: 'Préparation standard', actif: true, version: 1 } } };

describe('order statuses and workflows admin', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists the statuses in their colour and saves a colour readable on white', async () => {
    const server = makeApiStandIn({
      'GET /statuts/paginator': paginator([shipped]),
      'GET /statuts/expediee': { body: { code: 200, data: shipped } },
      'PUT /statuts/expediee': { body: { code: 200, data: { ...shipped, couleur: '#2f855a', version: 2 } } },
    });
    const list = await renderApp('/fr/ad/statuts', { basketServer: server });
    const badge = await screen.findByText('Expédiée', { selector: 'span' }, { timeout: 5000 });
    expect(badge.getAttribute('style')).toContain('background-color: #1d4ed8');
    expect(badge.getAttribute('style')).toContain('color: #ffffff');
    expect(screen.queryByRole('link', { name: /Nouveau/u })).toBeNull();
    list.unmount();

    await renderApp('/fr/ad/statuts/expediee', { basketServer: server });
    const colour = await screen.findByLabelText(
      /^Couleur/u,
      { selector: 'input:not([type=color])' },
      { timeout: 5000 },
    );
    fireEvent.change(colour, { target: { value: '#fafafa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/contraster au moins à 3:1/u)).toBeTruthy();
    expect(server.callsTo('PUT /statuts/expediee')).toHaveLength(0);

    fireEvent.change(colour, { target: { value: '#2f855a' } });
    expect(screen.getByText(/^Contraste sur blanc : \d+,\d:1$/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /statuts/expediee')).toHaveLength(1));
    expect(server.callsTo('PUT /statuts/expediee')[0]?.body).toMatchObject({
      label: 'Expédiée',
      couleur: '#2f855a',
      mail_client: true,
      traductions: { en: { label: 'Shipped' } },
      version: 1,
    });
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('moves a step up with the keyboard-reachable buttons and refuses to delete a step in use', async () => {
    const server = makeApiStandIn({
      'GET /workflows/5': workflow,
      'GET /workflows/5/equipe': team(),
      'PUT /workflows/5/etapes-ordre': team({
        etapes: [
          { id: 2, label: 'Emballage', ordre: 1, user_ids: [] },
          { id: 1, label: 'Picking', ordre: 2, user_ids: [7] },
          { id: 3, label: 'Contrôle qualité', ordre: 3, user_ids: [9] },
        ],
      }),
      'DELETE /workflows-etapes/3': {
        status: 409,
        body: { code: 409, message: 'Des commandes sont à cette étape.', errors: {} },
      },
    });
    await renderApp('/fr/ad/workflows/5/steps', { basketServer: server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Étapes — Préparation standard' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Monter « Picking »' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Monter « Emballage »' }));
    await waitFor(() => expect(server.callsTo('PUT /workflows/5/etapes-ordre')).toHaveLength(1));
    expect(server.callsTo('PUT /workflows/5/etapes-ordre')[0]?.body).toEqual({ etape_ids: [2, 1, 3] });
    expect(await screen.findByText('« Emballage » est maintenant l’étape 1.')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Étapes' }));
    expect(steps.getAllByRole('listitem')[0]?.textContent).toContain('Emballage');

    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Contrôle qualité »' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Erreur : Des commandes sont à cette étape.')).toBeTruthy();
  });

  it('puts admins only on the workflow, and staff on steps through the grid', async () => {
    const server = makeApiStandIn({
      'GET /workflows/5': workflow,
      'GET /workflows/5/equipe': team(),
      'GET /clients/paginator': paginator([
        { id: 7, prenom: 'Alix', nom: 'Bernard', mail: 'alix@exemple.fr', version: 1 },
        { id: 9, prenom: 'Noé', nom: 'Petit', mail: 'noe@exemple.fr', version: 1 },
        { id: 11, prenom: 'Sam', nom: 'Roux', mail: 'sam@exemple.fr', version: 1 },
      ]),
      'PUT /workflows/5/users': team(),
      'PUT /workflows/5/users-etapes': team(),
    });
    const users = await renderApp('/fr/ad/workflows/5/users', { basketServer: server });
    const sam = await screen.findByRole('checkbox', { name: /Sam Roux/u }, { timeout: 5000 });
    expect((screen.getByRole('checkbox', { name: /Alix Bernard/u }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(sam);
    fireEvent.click(screen.getByRole('checkbox', { name: /Noé Petit/u }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /workflows/5/users')).toHaveLength(1));
    expect(server.callsTo('PUT /workflows/5/users')[0]?.body).toEqual({ user_ids: [7, 11] });
    expect(server.calls.find((call) => call.path.startsWith('/clients/paginator'))?.path).toContain('scope=admin');
    users.unmount();

    await renderApp('/fr/ad/workflows/5/users-steps', { basketServer: server });
    const grid = await screen.findByRole('table', { name: 'Qui travaille à quelle étape' }, { timeout: 5000 });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Membre de l’équipe', 'Picking', 'Emballage', 'Contrôle qualité']);
    expect(
      (within(grid).getByRole('checkbox', { name: 'Alix Bernard à l’étape « Picking »' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Noé Petit à l’étape « Emballage »' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Alix Bernard à l’étape « Picking »' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /workflows/5/users-etapes')).toHaveLength(1));
    expect(server.callsTo('PUT /workflows/5/users-etapes')[0]?.body).toEqual({
      etapes: [
        { etape_id: 1, user_ids: [] },
        { etape_id: 2, user_ids: [9] },
        { etape_id: 3, user_ids: [9] },
      ],
    });
    expect(await screen.findByText('Enregistré.')).toBeTruthy();

    server.set('PUT /workflows/5/users-etapes', {
      status: 400,
      body: {
        code: 400,
        message: 'Certains champs sont invalides.',
        reason: 'validation_failed',
        errors: { etapes: ['Seuls les membres du workflow peuvent être affectés à ses étapes.'] },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Seuls les membres du workflow peuvent être affectés à ses étapes.')).toBeTruthy();
  });
  it('adds a step at the end, with the schema’s and the server’s refusals under its field', async () => {
    const server = makeApiStandIn({
      'GET /workflows/5': workflow,
      'GET /workflows/5/equipe': team(),
      'POST /workflows-etapes': {
        status: 400,
        body: {
          code: 400,
          message: 'Certains champs sont invalides.',
          reason: 'validation_failed',
          errors: { label: ['Une étape porte déjà ce libellé.'] },
        },
      },
    });
    await renderApp('/fr/ad/workflows/5/steps', { basketServer: server });
    const field = await screen.findByLabelText('Nouvelle étape', {}, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'x'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Valeur invalide.')).toBeTruthy();
    expect(server.callsTo('POST /workflows-etapes')).toHaveLength(0);

    fireEvent.change(field, { target: { value: ' Picking ' } });
    expect(screen.queryByText('Valeur invalide.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Une étape porte déjà ce libellé.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Erreur : Certains champs sont invalides.')).toBeTruthy();
    expect(server.callsTo('POST /workflows-etapes')[0]?.body).toEqual({ workflow_id: 5, label: 'Picking', ordre: 4 });

    server.set('POST /workflows-etapes', { body: { code: 200, data: { id: 4 } } });
    server.set(
      'GET /workflows/5/equipe',
      team({
        etapes: [...team().body.data.etapes, { id: 4, label: 'Expédition', ordre: 4, user_ids: [] }],
      }),
    );
    fireEvent.change(field, { target: { value: 'Expédition' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('Étape « Expédition » ajoutée.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Étapes' })).getAllByRole('listitem')).toHaveLength(4);
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('shows the schema’s and the server’s refusals of the workflow’s staff', async () => {
    const many = Array.from({ length: 501 }, (_, index) => ({
      id: index + 1,
      prenom: 'Membre',
      nom: String(index + 1),
      mail: `membre${index + 1}@exemple.fr`,
      version: 1,
    }));
    const server = makeApiStandIn({
      'GET /workflows/5': workflow,
      'GET /workflows/5/equipe': team({ users: many }),
      'GET /clients/paginator': paginator(many),
      'PUT /workflows/5/users': {
        status: 400,
        body: {
          code: 400,
          message: 'Certains champs sont invalides.',
          reason: 'validation_failed',
          errors: { user_ids: ['Seuls les administrateurs peuvent être affectés.'] },
        },
      },
    });
    await renderApp('/fr/ad/workflows/5/users', { basketServer: server });
    await screen.findByRole('checkbox', { name: /Membre 501/u }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Trop d’éléments.')).toBeTruthy();
    expect(server.callsTo('PUT /workflows/5/users')).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox', { name: /Membre 501/u }));
    expect(screen.queryByText('Trop d’éléments.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Seuls les administrateurs peuvent être affectés.')).toBeTruthy();
    expect(server.callsTo('PUT /workflows/5/users')[0]?.body).toEqual({
      user_ids: many.slice(0, 500).map((member) => member.id),
    });
  });

  it('leads from a workflow’s form to its steps, staff and staff per step', async () => {
    const server = makeApiStandIn({ 'GET /workflows/5': workflow });
    await renderApp('/fr/ad/workflows/5', { basketServer: server });
    const nav = await screen.findByRole('navigation', { name: 'Pages du workflow' }, { timeout: 5000 });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]),
    ).toEqual([
      ['Général', '/fr/ad/workflows/5', 'page'],
      ['Étapes', '/fr/ad/workflows/5/steps', null],
      ['Équipe', '/fr/ad/workflows/5/users', null],
      ['Équipe par étape', '/fr/ad/workflows/5/users-steps', null],
    ]);
    expect((screen.getByLabelText(/^Libellé/u) as HTMLInputElement).value).toBe('Préparation standard');
  });
});
