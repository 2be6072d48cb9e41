import { LOCALES, MAIL_TEMPLATE_KEYS, type MailTemplateEntry } from '@boutique/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeAdminSession } from '../../test/admin-session.ts';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { renderApp } from '../../test/render-app.tsx';

const shipped = (cle: MailTemplateEntry['cle'], langue: MailTemplateEntry['langue']): MailTemplateEntry => ({
  cle,
  langue,
  sujet: 'Remboursement de votre commande {{numero}}',
  html: '<p>Nous venons de vous rembourser {{montant}}.</p>',
  texte: 'Nous venons de vous rembourser {{montant}}.',
  modifie: false,
  maj: null,
});
const ENTRIES = MAIL_TEMPLATE_KEYS.flatMap((cle) => LOCALES.map((langue) => shipped(cle, langue)));
const PREVIEW = {
  code: 200,
  data: { sujet: 'Remboursement de votre commande OC-2026-000042', html: '<p>69,00 €</p>', texte: '69,00 €' },
};

describe('mail templates', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('checks the placeholders as staff type, then saves, sends a test and restores the shipped text', async () => {
    const edited = {
      sujet: 'Votre remboursement ({{numero}})',
      html: '<p>{{montant}} rendus.</p>',
      texte: '{{montant}} rendus.',
    };
    const server = makeApiStandIn({
      'GET /admin/mails': { body: { code: 200, datas: ENTRIES } },
      'POST /admin/mails/remboursement/en/apercu': { body: PREVIEW },
      'PUT /admin/mails/remboursement/en': {
        body: {
          code: 200,
          data: { ...shipped('remboursement', 'en'), ...edited, modifie: true, maj: '2026-11-29T10:00:00.000Z' },
        },
      },
      'POST /admin/mails/remboursement/en/essai': { body: { code: 200, to: 'alix@maison.fr' } },
    });
    await renderApp('/fr/ad/mails?cle=remboursement&langue=en', { basketServer: server });
    const form = await screen.findByRole('form', { name: 'Modèle du mail' }, { timeout: 5000 });
    expect(await screen.findByText('Remboursement de votre commande OC-2026-000042')).toBeTruthy();
    expect(screen.getByTitle('Aperçu du mail').getAttribute('sandbox')).toBe('allow-scripts');

    const html = within(form).getByLabelText(/^HTML/u);
    fireEvent.change(html, { target: { value: '<p>{{remise}} {{{montant}}}</p>' } });
    expect(within(form).getByText(/« remise » n’est pas un espace réservé de ce mail/u)).toBeTruthy();
    expect(within(form).getByText(/« montant » s’écrit \{\{montant\}\}/u)).toBeTruthy();
    expect(html.getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText(/^Sujet/u), { target: { value: edited.sujet } });
    fireEvent.change(html, { target: { value: edited.html } });
    fireEvent.change(within(form).getByLabelText(/^Texte/u), { target: { value: edited.texte } });
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Modèle enregistré : il sert dès le prochain envoi.');
    expect(server.callsTo('PUT /admin/mails/remboursement/en')[0]!.body).toEqual(edited);

    fireEvent.click(within(form).getByRole('button', { name: 'M’envoyer un essai' }));
    await screen.findByText('Essai envoyé à alix@maison.fr.');
  });

  it('asks before restoring the shipped text of a mail staff changed', async () => {
    const changed = {
      ...shipped('alerte_stock', 'fr'),
      sujet: '{{produit}} revient',
      modifie: true,
      maj: '2026-11-28T09:00:00.000Z',
    };
    const server = makeApiStandIn({
      'GET /admin/mails': {
        body: {
          code: 200,
          datas: ENTRIES.map((entry) => (entry.cle === 'alerte_stock' && entry.langue === 'fr' ? changed : entry)),
        },
      },
      'POST /admin/mails/alerte_stock/fr/apercu': { body: PREVIEW },
      'DELETE /admin/mails/alerte_stock/fr': { body: { code: 200, data: shipped('alerte_stock', 'fr') } },
    });
    await renderApp('/fr/ad/mails?cle=alerte_stock&langue=fr', { basketServer: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Rétablir le texte d’origine' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rétablir le texte d’origine' }));
    await screen.findByText('Texte d’origine rétabli.');
    expect(server.callsTo('DELETE /admin/mails/alerte_stock/fr')).toHaveLength(1);
  });
});
