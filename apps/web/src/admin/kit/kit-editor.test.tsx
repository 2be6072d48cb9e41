import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const principe = {
  id: 4,
  ordre: 1,
  slug: 'caviar',
  label: 'Extrait de caviar',
  accroche: 'Nourrit la peau.',
  texte: '',
  visuel_id: null,
  traductions: { en: { label: 'Caviar extract', accroche: 'Nourishes the skin.' }, de: { label: 'Kaviarextrakt' } },
  version: 3,
};

describe('admin kit: languages and history', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('marks each text’s completeness per language, edits a translation and saves only filled texts', async () => {
    const server = makeApiStandIn({
      'GET /principes-actifs/4': { body: { code: 200, data: principe } },
      'PUT /principes-actifs/4': { body: { code: 200, data: { ...principe, version: 4 } } },
      'GET /principes-actifs/paginator': {
        body: { code: 200, datas: [], total: 0, total_exact: true, page: 1, limit: 25 },
      },
    });
    await renderApp('/fr/ad/principes-actifs/4', { basketServer: server });
    // label: fr, en, de → 3/4; accroche: fr, en → 2/4; texte has no French source yet → 0/4.
    const label = await screen.findByLabelText(/^Nom/u, {}, { timeout: 5000 });
    expect(label.closest('div')?.textContent).toContain('3/4');
    expect(screen.getByLabelText('3 langues sur 4 ; manque : Espagnol')).toBeTruthy();
    expect(screen.getByLabelText('2 langues sur 4 ; manque : Espagnol, Allemand')).toBeTruthy();
    const spanish = screen.getByRole('button', { name: /^Espagnol/u });
    expect(within(spanish).getByText('0/2')).toBeTruthy();
    expect(within(screen.getByRole('button', { name: /^Anglais/u })).getByText('2/2')).toBeTruthy();

    fireEvent.click(spanish);
    expect(spanish.getAttribute('aria-pressed')).toBe('true');
    // The French source stands beside the translation; fields that do not depend on the language are hidden.
    expect(screen.getByText('Texte français : Extrait de caviar')).toBeTruthy();
    expect(screen.queryByLabelText(/^Adresse/u)).toBeNull();
    // …and the editor is told why, so a hidden price or online state is not taken for a fault.
    expect(
      screen.getByText(/^Dans cette langue, seuls les textes s’affichent : le prix, la mise en ligne/u),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Nom \(Espagnol\)/u), { target: { value: 'Extracto de caviar' } });
    await waitFor(() => expect(within(spanish).getByText('1/2')).toBeTruthy());
    expect(screen.getByLabelText('Rédigé dans les 4 langues')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /principes-actifs/4')).toHaveLength(1));
    expect(server.callsTo('PUT /principes-actifs/4')[0]?.body).toMatchObject({
      version: 3,
      traductions: {
        en: { label: 'Caviar extract', accroche: 'Nourishes the skin.' },
        es: { label: 'Extracto de caviar' },
        de: { label: 'Kaviarextrakt' },
      },
    });
  });

  it('shows the record’s history when opened: who, when, what changed from what to what', async () => {
    const server = makeApiStandIn({
      'GET /principes-actifs/4': { body: { code: 200, data: principe } },
      'GET /audits/principes-actifs/4': {
        body: {
          code: 200,
          datas: [
            {
              id: 9,
              user_id: 1,
              user_mail: 'alix@orcaviar.example',
              created: '2026-11-20T10:30:00.000Z',
              action: 'update',
              diff: { label: { before: 'Caviar', after: 'Extrait de caviar' }, ordre: { before: null, after: 1 } },
            },
            { id: 8, user_id: null, user_mail: null, created: '2026-11-19T09:00:00.000Z', action: 'create', diff: {} },
          ],
        },
      },
    });
    await renderApp('/fr/ad/principes-actifs/4', { basketServer: server });
    const toggle = await screen.findByRole('button', { name: 'Historique' }, { timeout: 5000 });
    // Closed at first: nothing is asked before the editor wants it.
    expect(server.callsTo('GET /audits/principes-actifs/4')).toEqual([]);
    fireEvent.click(toggle);
    expect(await screen.findByText('alix@orcaviar.example', { exact: false })).toBeTruthy();
    expect(screen.getByText('Modification')).toBeTruthy();
    expect(screen.getByText('Création')).toBeTruthy();
    expect(screen.getByText('compte supprimé', { exact: false })).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'Historique' }));
    expect(history.getByText('Nom').closest('div')!.textContent).toContain('Caviar → Extrait de caviar');
    expect(history.getByText('Ordre').closest('div')!.textContent).toContain('— → 1');
  });
});
