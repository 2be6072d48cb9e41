import type { ActivityEntry } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { recordDownloads } from '../../test/record-downloads.ts';

const SETTING: ActivityEntry = {
  id: 42,
  user_id: 7,
  user_mail: 'gerance@orcaviar.example',
  created: '2026-11-20T09:30:00.000Z',
  resource: 'reglages',
  record_id: 'livraison',
  action: 'update',
  diff: { 'livraison.franco_cents': { before: '9000', after: '7500' } },
};
const GONE: ActivityEntry = {
  ...SETTING,
  id: 41,
  user_id: null,
  user_mail: null,
  resource: 'produits',
  record_id: '3',
  action: 'delete',
  diff: { label: { before: 'Crème de nuit', after: null } },
};

function journalServer() {
  return makeApiStandIn({
    'GET /journal': (call) => {
      const author = new URLSearchParams(call.path.split('?')[1]).get('auteur');
      const datas = [SETTING, GONE].filter((entry) => !author || String(entry.user_id) === author);
      return { body: { code: 200, datas, total: datas.length, page: 1, limit: 50 } };
    },
    'GET /journal/choix': {
      body: { code: 200, auteurs: [{ id: 7, mail: 'gerance@orcaviar.example' }], ressources: ['produits', 'reglages'] },
    },
    'GET /journal.csv': { body: 'N°;Date (heure de Paris)' },
  });
}

describe('the activity log page', () => {
  const downloads = recordDownloads();
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists who changed what and when, each field before → after, narrows by author and exports the filtered log', async () => {
    const server = journalServer();
    await renderApp('/fr/ad/journal', { basketServer: server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Journal d’activité' }, { timeout: 5000 }),
    ).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Journal d’activité' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('gerance@orcaviar.example');
    expect(rows[0]!.textContent).toContain('Modification · reglages livraison');
    expect(within(rows[0]!).getByText('livraison.franco_cents').nextElementSibling!.textContent).toBe('9000 → 7500');
    expect(rows[1]!.textContent).toContain('compte supprimé');
    expect(rows[1]!.textContent).toContain('Crème de nuit → —');
    expect(server.callsTo('GET /journal')[0]!.path).toBe('/journal?page=1&limit=50');

    const author = await screen.findByRole('combobox', { name: 'Membre de l’équipe' });
    await waitFor(() => expect(within(author).getByRole('option', { name: 'gerance@orcaviar.example' })).toBeTruthy());
    fireEvent.change(author, { target: { value: '7' } });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(server.callsTo('GET /journal').at(-1)!.path).toBe('/journal?page=1&limit=50&auteur=7');

    fireEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^journal-\d{4}-\d{2}-\d{2}\.csv$/u);
    expect(server.callsTo('GET /journal.csv')[0]!.path).toBe('/journal.csv?auteur=7');
  });

  it('says when no entry matches', async () => {
    const server = makeApiStandIn({
      'GET /journal': { body: { code: 200, datas: [], total: 0, page: 1, limit: 50 } },
      'GET /journal/choix': { body: { code: 200, auteurs: [], ressources: [] } },
    });
    await renderApp('/fr/ad/journal', { basketServer: server });
    expect(await screen.findByText('Aucune entrée pour ces filtres.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
