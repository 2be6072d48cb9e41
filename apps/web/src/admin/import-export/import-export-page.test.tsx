import type { ImportReport } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { FakeXhr } from '../../test/fake-xhr.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { renderApp } from '../../test/render-app.tsx';

const DRY_RUN: ImportReport = {
  code: 200,
  applique: false,
  encodage: 'windows-1252',
  lignes: 3,
  creations: 1,
  modifications: 1,
  inchangees: 1,
  refus: 0,
  details: [
    { ligne: 2, libelle: 'Crème riche – Pot 50 ml', action: 'modification', champs: ['prix_ttc'], problemes: [] },
    {
      ligne: 4,
      libelle: 'Sérum éclat – Flacon 30 ml',
      action: 'creation',
      champs: ['produit', 'declinaison'],
      problemes: [],
    },
  ],
  autres: 0,
};
const REFUSED: ImportReport = {
  ...DRY_RUN,
  encodage: 'utf-8',
  modifications: 0,
  creations: 0,
  refus: 1,
  details: [
    {
      ligne: 2,
      libelle: 'Crème riche – Pot 50 ml',
      action: 'refus',
      champs: [],
      problemes: [{ colonne: 'conteneur', probleme: 'formula' }],
    },
  ],
};

describe('catalogue import and export', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => {
    storeAdminSession();
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const chooseFile = async () => {
    const form = await screen.findByRole('form', { name: 'Importer un catalogue' }, { timeout: 5000 });
    const file = new File(['declinaison_id;prix_ttc\r\n1;12,00\r\n'], 'catalogue.csv', {
      type: 'application/vnd.ms-excel',
    });
    fireEvent.change(within(form).getByLabelText(/^Fichier CSV/u), { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Vérifier le fichier (essai)' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    return form;
  };

  it('checks a file with progress, lists what would change, then applies it after a confirmation', async () => {
    await renderApp('/fr/ad/import-export', { basketServer: makeApiStandIn({}) });
    const form = await chooseFile();
    const [dryRun] = FakeXhr.sent;
    expect(dryRun!.url).toBe('/api/admin/catalogue/import?mode=essai');
    expect(dryRun!.headers['content-type']).toBe('text/csv');
    dryRun!.progress(20, 40);
    expect((screen.getByRole('progressbar', { name: 'Envoi du fichier' }) as HTMLProgressElement).value).toBe(20);
    dryRun!.respond(200, DRY_RUN);

    expect(
      await screen.findByText('3 ligne(s) : 1 création(s), 1 modification(s), 1 inchangée(s), 0 refusée(s).'),
    ).toBeTruthy();
    expect(screen.getByText('Fichier lu en Windows-1252 (Latin-1), l’encodage des tableurs.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Sérum éclat – Flacon 30 ml' })).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Appliquer l’import' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Appliquer l’import' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(FakeXhr.sent[1]!.url).toBe('/api/admin/catalogue/import?mode=application');
    FakeXhr.sent[1]!.respond(200, { ...DRY_RUN, applique: true });
    expect(await screen.findByText('Import appliqué : le catalogue en ligne est à jour.')).toBeTruthy();
  });

  it('says why rows are refused, and keeps the import from being applied', async () => {
    await renderApp('/fr/ad/import-export', { basketServer: makeApiStandIn({}) });
    const form = await chooseFile();
    FakeXhr.sent[0]!.respond(200, REFUSED);
    expect(
      await screen.findByText(
        'conteneur : cellule qui ressemble à une formule de tableur (=, +, -, @) : écrivez-la autrement',
      ),
    ).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Appliquer l’import' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
