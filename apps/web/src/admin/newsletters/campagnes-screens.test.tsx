import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const draft = {
  id: 4,
  titre: 'Novembre',
  sujet: 'Le soin du mois',
  contenu: 'Découvrez notre sérum au caviar.',
  traductions: { en: { sujet: 'Care of the month', contenu: 'Discover our caviar serum.' } },
  envoyee: null,
  destinataires: 0,
  created: '2026-11-20T09:00:00.000Z',
  version: 1,
};
const report = (envoyes: number, en_attente: number) => ({
  body: { code: 200, destinataires: 500, envoyes, en_attente, echecs: 0 },
});

describe('newsletter campaigns admin', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists drafts and sent campaigns', async () => {
    const sent = { ...draft, id: 3, titre: 'Octobre', envoyee: '2026-10-02T08:00:00.000Z', destinataires: 480 };
    const server = makeApiStandIn({
      'GET /campagnes/paginator': {
        body: { code: 200, datas: [draft, sent], total: 2, total_exact: true, page: 1, limit: 25 },
      },
    });
    await renderApp('/fr/ad/newsletters', { basketServer: server });
    const row = (await screen.findByText('Novembre', {}, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Brouillon')).toBeTruthy();
    expect(within(screen.getByText('Octobre').closest('tr')!).getByText('480')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Novembre' }).getAttribute('href')).toBe('/fr/ad/newsletters/4');
  });

  it('previews the mail in each language, then sends it once confirmed and follows its mails', async () => {
    const server = makeApiStandIn({
      'GET /campagnes/4': { body: { code: 200, data: draft } },
      'POST /campagnes/4/envoi': () => {
        server.set('GET /campagnes/4', {
          body: { code: 200, data: { ...draft, envoyee: '2026-11-25T10:00:00.000Z', destinataires: 500, version: 2 } },
        });
        server.set('GET /campagnes/4/bilan', report(120, 380));
        return report(0, 500);
      },
    });
    await renderApp('/fr/ad/newsletters/4', { basketServer: server });
    const preview = await screen.findByRole('article', { name: 'Aperçu et envoi' }, { timeout: 5000 });
    expect(within(preview).getByText('Le soin du mois')).toBeTruthy();
    expect(within(preview).getByText(/Se désinscrire en un clic/u)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(within(preview).getByText('Care of the month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'DE' }));
    expect(within(preview).getByText('Le soin du mois')).toBeTruthy();
    expect(screen.getByText(/Pas de traduction complète en DE/u)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Envoyer aux abonnés' }));
    const dialog = await screen.findByRole('dialog', { name: 'Envoyer aux abonnés' });
    expect(server.callsTo('POST /campagnes/4/envoi')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Envoyée à 500 abonnés.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('120 parti(s), 380 en attente, 0 en échec.')).toBeTruthy());
    expect(server.callsTo('POST /campagnes/4/envoi')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Envoyer aux abonnés' })).toBeNull();
  });
});
