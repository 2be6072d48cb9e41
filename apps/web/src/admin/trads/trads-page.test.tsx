import type { GridRow, MessageEntry } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';

const ACCOUNT: MessageEntry = {
  cle: 'entete.compte',
  defauts: { fr: 'Mon compte', en: 'My account', es: 'Mi cuenta', de: 'Mein Konto' },
  surcharges: {},
};
const BASKET: MessageEntry = {
  cle: 'panier.titre',
  defauts: { fr: 'Votre panier', en: 'Your basket', es: 'Su cesta', de: 'Ihr Warenkorb' },
  surcharges: { en: 'Your bag' },
};

function tradsServer() {
  let entries = [ACCOUNT, BASKET];
  const replace = (entry: MessageEntry) => {
    entries = entries.map((item) => (item.cle === entry.cle ? entry : item));
    return { body: { code: 200, data: entry } };
  };
  const grid: GridRow[] = [
    {
      entite: 'conseils',
      cellules: [
        { locale: 'en', textes: 4, faits: 4, obsoletes: 1 },
        { locale: 'es', textes: 4, faits: 2, obsoletes: 0 },
        { locale: 'de', textes: 4, faits: 4, obsoletes: 0 },
      ],
    },
  ];
  return makeApiStandIn({
    'GET /admin/traductions': () => ({ body: { code: 200, datas: entries } }),
    'POST /admin/translate': () => ({ body: { code: 200, datas: ['Your account'], fournisseur: 'deepl' } }),
    'PUT /admin/traductions/en/entete.compte': (call) =>
      replace({ ...ACCOUNT, surcharges: { en: (call.body as { valeur: string }).valeur } }),
    'DELETE /admin/traductions/en/panier.titre': () => replace({ ...BASKET, surcharges: {} }),
    'GET /admin/traductions/catalogue': { body: { code: 200, datas: grid } },
    'GET /admin/traductions/catalogue/conseils': {
      body: {
        code: 200,
        datas: [{ id: 3, label: 'Appliquer matin et soir', lien: 'conseils/3', manquants: [], obsoletes: ['texte'] }],
      },
    },
  });
}

const messageRow = (key: string) => screen.getByText(key).closest('li') as HTMLLIElement;

describe('translations admin page', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('puts a machine suggestion in the field for review, saves only when asked, and resets after a confirmation', async () => {
    const server = tradsServer();
    await renderApp('/fr/ad/trads', { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Traductions' }, { timeout: 5000 })).toBeTruthy();
    await screen.findByText('entete.compte');

    fireEvent.change(screen.getByLabelText('Rechercher une clé ou un texte'), { target: { value: 'compte' } });
    expect(screen.queryByText('panier.titre')).toBeNull();
    const account = messageRow('entete.compte');
    expect(within(account).getByText('Par défaut')).toBeTruthy();
    const field = within(account).getByLabelText('Texte en Anglais de entete.compte') as HTMLTextAreaElement;
    expect(field.value).toBe('My account');

    fireEvent.click(within(account).getByRole('button', { name: 'Suggérer une traduction de entete.compte' }));
    await waitFor(() => expect(field.value).toBe('Your account'));
    expect(server.callsTo('POST /admin/translate')[0]!.body).toEqual({
      texts: ['Mon compte'],
      source: 'fr',
      target: 'en',
    });
    expect(await screen.findByText(/Suggestion placée dans le champ de entete.compte/u)).toBeTruthy();
    expect(server.callsTo('PUT /admin/traductions/en/entete.compte')).toHaveLength(0);

    fireEvent.click(within(account).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(within(messageRow('entete.compte')).getByText('Personnalisé')).toBeTruthy());
    expect(server.callsTo('PUT /admin/traductions/en/entete.compte')[0]!.body).toEqual({ valeur: 'Your account' });

    fireEvent.change(screen.getByLabelText('Rechercher une clé ou un texte'), { target: { value: 'panier' } });
    const basket = messageRow('panier.titre');
    expect(within(basket).getByText('Texte livré : Your basket')).toBeTruthy();
    fireEvent.click(within(basket).getByRole('button', { name: 'Rétablir le texte par défaut de panier.titre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rétablir le texte par défaut ?' });
    expect(server.callsTo('DELETE /admin/traductions/en/panier.titre')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rétablir' }));
    await waitFor(() => expect(within(messageRow('panier.titre')).getByText('Par défaut')).toBeTruthy());
    expect(server.callsTo('DELETE /admin/traductions/en/panier.titre')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Traductions' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a server refusal and the schema’s under the field', async () => {
    const server = tradsServer();
    server.set('PUT /admin/traductions/en/entete.compte', {
      status: 400,
      body: {
        code: 400,
        message: 'Certains champs sont invalides.',
        errors: { valeur: ['Variable inconnue : {{x}}.'] },
      },
    });
    await renderApp('/fr/ad/trads', { basketServer: server });
    await screen.findByText('entete.compte', {}, { timeout: 5000 });
    const field = within(messageRow('entete.compte')).getByLabelText('Texte en Anglais de entete.compte');
    fireEvent.change(field, { target: { value: 'Account {{x}}' } });
    fireEvent.click(within(messageRow('entete.compte')).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(messageRow('entete.compte')).findByText('Variable inconnue : {{x}}.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: 'x'.repeat(2_001) } });
    expect(within(messageRow('entete.compte')).queryByText('Variable inconnue : {{x}}.')).toBeNull();
    fireEvent.click(within(messageRow('entete.compte')).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(messageRow('entete.compte')).findByText('Texte trop long.')).toBeTruthy();
    expect(server.callsTo('PUT /admin/traductions/en/entete.compte')).toHaveLength(1);
  });

  it('shows the catalogue grid and lists the records to translate or review with links to their editors', async () => {
    const server = tradsServer();
    await renderApp('/fr/ad/trads', { basketServer: server });
    fireEvent.click(await screen.findByRole('tab', { name: 'Catalogue' }, { timeout: 5000 }));
    const english = await screen.findByRole('button', { name: 'Conseils en Anglais : 100 % traduits, à revoir : 1' });
    expect(within(english).getByText('À revoir : 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Conseils en Allemand : 100 % traduits, à revoir : 0' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(english);
    const list = await screen.findByRole('region', { name: 'Conseils à traduire ou revoir en Anglais' });
    const link = await within(list).findByRole('link', { name: 'Appliquer matin et soir' });
    expect(link.getAttribute('href')).toBe('/fr/ad/conseils/3');
    expect(within(list).getByText(/français modifié depuis : texte/u)).toBeTruthy();
    expect(server.callsTo('GET /admin/traductions/catalogue/conseils')[0]!.path).toBe(
      '/admin/traductions/catalogue/conseils?locale=en',
    );
    // Entities without texts say so rather than 100 %.
    expect(screen.getAllByText('Aucun texte').length).toBeGreaterThan(0);
  });
});
