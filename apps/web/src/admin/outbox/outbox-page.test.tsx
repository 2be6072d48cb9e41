import type { OutboxMessage } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const message = (overrides: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  canal: 'mail',
  destinataire: 'camille@exemple.fr',
  sujet: 'Votre commande OC-2026-000042',
  texte: 'Bonjour Camille, merci pour votre commande.',
  created: '2026-11-20T09:30:00.000Z',
  envoye: '2026-11-20T09:30:05.000Z',
  tentatives: 1,
  erreur: null,
  statut: 'envoye',
  ...overrides,
});

const SENT = message({});
const FAILED = message({
  id: 2,
  canal: 'sms',
  destinataire: '+33612345678',
  sujet: '',
  texte: 'Maison Orcaviar : votre lien de paiement https://boutique.example/fr/paiement/abc',
  envoye: null,
  tentatives: 8,
  erreur: 'SMS provider answered 500: quota dépassé',
  statut: 'echec',
});

function outboxServer(providers = { mail: true, sms: false }) {
  let rows = [SENT, FAILED];
  return makeApiStandIn({
    'GET /outbox/paginator': (call) => {
      const query = new URLSearchParams(call.path.split('?')[1]);
      const datas = rows.filter((row) => !query.get('statut') || row.statut === query.get('statut'));
      return {
        body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 25, fournisseurs: providers },
      };
    },
    'POST /outbox/2/relance': () => {
      const relaunched = { ...FAILED, tentatives: 0, erreur: null, statut: 'en_attente' as const };
      rows = [SENT, relaunched];
      return { body: { code: 200, data: relaunched } };
    },
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;

describe('outbox admin page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('lists mails and text messages with their state, says which channel has no provider, and relaunches a failed one', async () => {
    const server = outboxServer();
    await renderApp('/fr/ad/messages', { basketServer: server });
    // It lists unsent mail too: its title says it is the queue, not only what left.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'File d’envoi des messages' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      screen.getByText('Chaque e-mail et SMS préparé par la boutique : en attente, envoyé ou en échec.'),
    ).toBeTruthy();
    expect(screen.queryByText('Messages envoyés')).toBeNull();
    expect(
      await screen.findByText('Aucun fournisseur SMS n’est configuré : les SMS restent ici, en attente, sans partir.'),
    ).toBeTruthy();

    const sent = await waitFor(() => row('camille@exemple.fr'));
    expect(within(sent).getByText('Envoyé')).toBeTruthy();
    expect(within(sent).queryByRole('button')).toBeNull();
    const failed = row('+33612345678');
    expect(within(failed).getByText('Échec')).toBeTruthy();
    expect(within(failed).getByText('8 tentatives — SMS provider answered 500: quota dépassé')).toBeTruthy();

    fireEvent.click(within(failed).getByRole('button', { name: 'Relancer le message à +33612345678' }));
    expect(await screen.findByText('Message à +33612345678 remis en file d’envoi.')).toBeTruthy();
    await waitFor(() => expect(within(row('+33612345678')).getByText('En attente')).toBeTruthy());
    expect(server.callsTo('POST /outbox/2/relance')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Messages (e-mails et SMS)' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by state from the address', async () => {
    const server = outboxServer({ mail: true, sms: true });
    await renderApp('/fr/ad/messages?statut=echec', { basketServer: server });
    expect(await screen.findByText('+33612345678', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('camille@exemple.fr')).toBeNull();
    expect(screen.queryByText(/Aucun fournisseur/u)).toBeNull();
    expect(server.callsTo('GET /outbox/paginator')[0]!.path).toBe('/outbox/paginator?page=1&limit=25&statut=echec');
  });
});
