import type { AdminPaymentLinkRow } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { readablePrice } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { storeAdminSession } from '../../test/admin-session.ts';

const qrcode = vi.hoisted(() => ({ toDataURL: vi.fn(async () => 'data:image/png;base64,UVI=') }));
vi.mock('qrcode', () => ({ default: qrcode }));

/** A link as the paginator sends it: dates as ISO text. */
type WireLink = Omit<AdminPaymentLinkRow, 'created' | 'paye'> & { created: string; paye: string | null };

const makeLink = (overrides: Partial<WireLink> = {}): WireLink => ({
  id: 1,
  hash: 'HashUnpaid0123456789ab',
  montant: 12550,
  message: 'Cure de printemps',
  prenom: 'Camille',
  nom: 'Durand',
  mail: 'camille.durand@example.fr',
  tel: '+33612345678',
  langue: 'fr',
  created: '2026-02-10T09:30:00.000Z',
  created_by: 1,
  paye: null,
  commande_id: null,
  version: 3,
  ...overrides,
});

const UNPAID = makeLink();
const PAID = makeLink({
  id: 2,
  hash: 'HashPaid0123456789abcd',
  montant: 8000,
  prenom: 'Léa',
  nom: 'Martin',
  mail: 'lea@example.fr',
  paye: '2026-02-12T15:00:00.000Z',
});

const PAGINATOR = 'GET /liens-paiement/paginator';
/** The first page of the current month, newest first. */
const THIS_MONTH = '/liens-paiement/paginator?page=1&limit=25&sort=created&order=desc&du=2026-02-01&au=2026-02-28';

/** The generic paginator over `links` (a live array: a test may add to it). */
function linksServer(links: WireLink[] = [UNPAID, PAID]) {
  return makeApiStandIn({
    [PAGINATOR]: () => ({
      body: { code: 200, datas: links, total: links.length, total_exact: true, page: 1, limit: 25 },
    }),
  });
}

const row = (text: string) => screen.getByText(text).closest('tr') as HTMLTableRowElement;
const paginatorCalls = (server: ReturnType<typeof makeApiStandIn>) =>
  server.callsTo(PAGINATOR).map((call) => call.path);
const buttonsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('button')
    .map((button) => button.textContent);

/** Renders the app on the page and waits for the back office's lazy chunk (slow on a cold run). */
async function renderPage(server = linksServer(), path = '/fr/ad/paiements') {
  const view = await renderApp(path, { basketServer: server });
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { ...view, server };
}

describe('payment-links admin page', () => {
  // The back office is a lazy chunk: loaded once here so the tests' waits measure the page.
  beforeAll(loadBackOffice, 60_000);

  beforeEach(() => {
    // "Today" is 14 February 2026 (only Date is mocked; timers stay real).
    vi.setSystemTime(new Date(2026, 1, 14, 12));
    storeAdminSession();
    qrcode.toDataURL.mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the current month by default, then lists paid and unpaid rows in words', async () => {
    const { server } = await renderPage();
    expect(await screen.findByText('Camille Durand')).toBeTruthy();
    expect(paginatorCalls(server)).toEqual([THIS_MONTH]);

    const unpaid = row('Camille Durand');
    expect(unpaid.dataset.tone).toBe('pending');
    expect(within(unpaid).getByText('En attente')).toBeTruthy();
    expect(readablePrice(unpaid.textContent ?? '')).toContain('125,50 €');
    expect(buttonsOf(unpaid)).toEqual(['Modifier', 'QR code', 'Envoyer par e-mail', 'Envoyer par SMS', 'Supprimer']);

    const paid = row('Léa Martin');
    expect(paid.dataset.tone).toBe('done');
    expect(within(paid).getByText('Payé le 12/02/2026')).toBeTruthy();
    expect(buttonsOf(paid)).toEqual(['Modifier']);
  });

  it('says it is loading until the list arrives', async () => {
    await renderPage(makeApiStandIn({ [PAGINATOR]: 'pending' }));
    expect(screen.getByText('Chargement ...')).toBeTruthy();
  });

  it('says when the range holds no link', async () => {
    await renderPage(linksServer([]));
    expect(await screen.findByText('Aucun lien de paiement ...')).toBeTruthy();
  });

  it('keeps the dates in order: min and max follow the other date, and a reversed range is refused', async () => {
    const { server } = await renderPage();
    await screen.findByText('Camille Durand');
    const du = screen.getByLabelText('Du') as HTMLInputElement;
    const au = screen.getByLabelText('Au') as HTMLInputElement;
    expect([du.value, du.max, au.value, au.min]).toEqual(['2026-02-01', '2026-02-28', '2026-02-28', '2026-02-01']);

    fireEvent.change(du, { target: { value: '2026-03-05' } });
    expect(screen.getByText('La date de début ne peut pas dépasser la date de fin.')).toBeTruthy();
    expect(du.getAttribute('aria-invalid')).toBe('true');
    expect(au.min).toBe('2026-03-05');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    expect(paginatorCalls(server)).toEqual([THIS_MONTH]);

    fireEvent.change(au, { target: { value: '2026-03-31' } });
    expect(screen.queryByText('La date de début ne peut pas dépasser la date de fin.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    await waitFor(() =>
      expect(paginatorCalls(server)).toEqual([
        THIS_MONTH,
        '/liens-paiement/paginator?page=1&limit=25&sort=created&order=desc&du=2026-03-05&au=2026-03-31',
      ]),
    );
  });

  it('filters by customer and state, and "clear" shows every link, not the month again', async () => {
    const { server, currentPath } = await renderPage();
    await screen.findByText('Camille Durand');
    fireEvent.change(screen.getByLabelText('Client (nom, e-mail, téléphone)'), { target: { value: 'durand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrer' }));
    fireEvent.change(screen.getByLabelText('Statut'), { target: { value: 'false' } });
    await waitFor(() => expect(paginatorCalls(server).at(-1)).toBe(`${THIS_MONTH}&q=durand&paye=false`));
    expect(currentPath()).toBe('/fr/ad/paiements?du=2026-02-01&au=2026-02-28&q=durand&paye=false');

    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() =>
      expect(paginatorCalls(server).at(-1)).toBe('/liens-paiement/paginator?page=1&limit=25&sort=created&order=desc'),
    );
    expect((screen.getByLabelText('Du') as HTMLInputElement).value).toBe('');
  });

  it('proposes the corrected domain of a mistyped address, with the names still guessed', async () => {
    await renderPage(linksServer());
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau lien' }));
    const form = (await screen.findByRole('button', { name: 'Créer le lien' })).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'jean.dupont@gmial.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'jean.dupont@gmail.com' }));
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('jean.dupont@gmail.com');
    expect((within(form).getByLabelText('Prénom') as HTMLInputElement).value).toBe('Jean');
    expect(within(form).queryByText(/Vouliez-vous dire/u)).toBeNull();
  });

  it('needs an amount to save, sends it in cents with the names guessed from the mail, lists the link first and opens its QR code', async () => {
    const created = makeLink({
      id: 9,
      hash: 'HashNew0123456789abcde',
      montant: 4990,
      prenom: 'Jean',
      nom: 'Dupont',
      langue: 'en',
      message: '',
    });
    const links = [UNPAID, PAID];
    const server = linksServer(links);
    server.set('POST /stripelinks', () => {
      links.unshift(makeLink({ ...created, version: 1 }));
      return { body: { code: 200, data: created } };
    });
    await renderPage(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau lien' }));
    const form = (await screen.findByRole('button', { name: 'Créer le lien' })).closest('form') as HTMLFormElement;
    const save = within(form).getByRole('button', { name: 'Créer le lien' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(form).getByLabelText(/^Montant/u), { target: { value: '49,9' } });
    expect(save.hasAttribute('disabled')).toBe(false);
    for (const typed of ['j', 'jean', 'jean.dup', 'Jean.Dupont@Example.fr']) {
      fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: typed } });
    }
    expect((within(form).getByLabelText('Prénom') as HTMLInputElement).value).toBe('Jean');
    expect((within(form).getByLabelText('Nom') as HTMLInputElement).value).toBe('Dupont');
    fireEvent.change(within(form).getByLabelText('Langue du client'), { target: { value: 'en' } });
    fireEvent.click(save);

    const dialog = await screen.findByRole('dialog', { name: 'QR code du lien' });
    expect(server.callsTo('POST /stripelinks')[0]?.body).toEqual({
      montant: 4990,
      message: '',
      prenom: 'Jean',
      nom: 'Dupont',
      mail: 'jean.dupont@example.fr',
      tel: '',
      langue: 'en',
    });
    const url = `${window.location.origin}/en/paiement/HashNew0123456789abcde`;
    await waitFor(() =>
      expect(qrcode.toDataURL).toHaveBeenCalledWith(url, { width: 300, margin: 1, errorCorrectionLevel: 'M' }),
    );
    const image = await within(dialog).findByRole('img');
    expect(image.getAttribute('src')).toBe('data:image/png;base64,UVI=');
    expect((within(dialog).getByLabelText('Adresse de la page de paiement') as HTMLInputElement).value).toBe(url);
    const download = within(dialog).getByRole('link', { name: 'Télécharger le PNG' });
    expect(download.getAttribute('href')).toBe('data:image/png;base64,UVI=');
    expect(download.getAttribute('download')).toBe('paiement-HashNew0123456789abcde.png');

    expect(screen.getByText('Lien créé.')).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Jean Dupont');
    expect(screen.queryByRole('button', { name: 'Créer le lien' })).toBeNull();
  });

  it('copies the public address from the QR dialog', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderPage();
    fireEvent.click(within(await waitFor(() => row('Camille Durand'))).getByRole('button', { name: 'QR code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code du lien' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
    expect(await within(dialog).findByText('Lien copié.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/fr/paiement/HashUnpaid0123456789ab`);
  });

  it('refuses an amount with more than two decimals', async () => {
    const server = linksServer();
    await renderPage(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau lien' }));
    const form = (await screen.findByRole('button', { name: 'Créer le lien' })).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText(/^Montant/u), { target: { value: '12,345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le lien' }));
    expect(
      await within(form).findByText('Montant invalide : un nombre positif avec deux décimales au plus.'),
    ).toBeTruthy();
    expect(server.callsTo('POST /stripelinks')).toEqual([]);
  });

  it('refuses a phone number that is not one, beside a refused amount, before sending', async () => {
    const server = linksServer();
    await renderPage(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau lien' }));
    const form = (await screen.findByRole('button', { name: 'Créer le lien' })).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText(/^Montant/u), { target: { value: 'douze' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Téléphone' }), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le lien' }));
    expect(await within(form).findByText('Numéro de téléphone invalide.')).toBeTruthy();
    expect(within(form).getByText('Montant invalide : un nombre positif avec deux décimales au plus.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Montant/u), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le lien' }));
    await waitFor(() =>
      expect(within(form).queryByText('Montant invalide : un nombre positif avec deux décimales au plus.')).toBeNull(),
    );
    expect(within(form).getByText('Numéro de téléphone invalide.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Téléphone' }).getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST /stripelinks')).toEqual([]);
  });

  it('checks the link with the shared schema before sending, and shows the server’s field errors on their fields', async () => {
    const server = linksServer();
    server.set('POST /stripelinks', {
      status: 400,
      body: { code: 400, message: 'Données invalides.', errors: { prenom: ['Prénom refusé.'] } },
    });
    await renderPage(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau lien' }));
    const form = (await screen.findByRole('button', { name: 'Créer le lien' })).closest('form') as HTMLFormElement;
    fireEvent.change(within(form).getByLabelText(/^Montant/u), { target: { value: '20' } });
    const mail = within(form).getByLabelText('E-mail');
    fireEvent.change(mail, { target: { value: 'pas-une-adresse' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le lien' }));
    expect(await within(form).findByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(mail));
    expect(server.callsTo('POST /stripelinks')).toEqual([]);

    fireEvent.change(mail, { target: { value: 'jean@example.fr' } });
    expect(within(form).queryByText('Adresse e-mail invalide.')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Créer le lien' }));
    expect(await within(form).findByText('Prénom refusé.')).toBeTruthy();
    const prenom = within(form).getByLabelText('Prénom');
    expect(prenom.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(prenom);
    expect(within(form).getByRole('alert').textContent).toBe('Erreur : Données invalides.');
    expect(server.callsTo('POST /stripelinks')).toHaveLength(1);
  });

  it('edits a link with the version it started from: the amount shows divided by 100, the saved fields replace the row', async () => {
    const links = [UNPAID, PAID];
    const server = linksServer(links);
    server.set('PUT /liens-paiement/1', (call) => {
      links[0] = { ...UNPAID, ...(call.body as object), version: UNPAID.version + 1 };
      return { body: { code: 200, data: links[0] } };
    });
    await renderPage(server);
    fireEvent.click(within(await waitFor(() => row('Camille Durand'))).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le lien' });
    // The link's history of changes, under the form.
    server.set('GET /audits/liens-paiement/1', {
      body: {
        code: 200,
        datas: [
          {
            id: 5,
            user_id: 1,
            user_mail: 'alix@orcaviar.example',
            created: '2026-02-11T10:30:00.000Z',
            action: 'update',
            diff: { montant: { before: 9900, after: 12550 } },
          },
        ],
      },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Historique' }));
    const history = within(await within(dialog).findByRole('region', { name: 'Historique' }));
    expect(readablePrice((await history.findByText('Montant')).closest('div')!.textContent ?? '')).toContain(
      '99,00 € → 125,50 €',
    );
    const amount = within(dialog).getByLabelText(/^Montant/u) as HTMLInputElement;
    expect(amount.value).toBe('125,50');
    fireEvent.change(amount, { target: { value: '130' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(readablePrice(row('Camille Durand').textContent ?? '')).toContain('130,00 €'));
    expect(server.callsTo('PUT /liens-paiement/1')[0]?.body).toMatchObject({
      montant: 13000,
      prenom: 'Camille',
      langue: 'fr',
      version: 3,
    });
    expect(screen.getByText('Lien modifié.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the refusal to edit a paid link (409) in the dialog', async () => {
    const server = linksServer();
    server.set('PUT /liens-paiement/2', {
      status: 409,
      body: { code: 409, message: 'Ce lien a déjà été payé : il ne peut plus être modifié.', errors: {} },
    });
    await renderPage(server);
    fireEvent.click(within(await waitFor(() => row('Léa Martin'))).getByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le lien' });
    expect((within(dialog).getByLabelText(/^Montant/u) as HTMLInputElement).value).toBe('80,00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText('Erreur : Ce lien a déjà été payé : il ne peut plus être modifié.'),
    ).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    const links = [UNPAID, PAID];
    const server = linksServer(links);
    server.set('DELETE /stripelinks/1', () => {
      links.splice(0, 1);
      return { body: { code: 200, delete: true } };
    });
    await renderPage(server);
    fireEvent.click(within(await waitFor(() => row('Camille Durand'))).getByRole('button', { name: 'Supprimer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer le lien' });
    expect(readablePrice(dialog.textContent ?? '')).toContain(
      'Supprimer le lien de paiement de 125,50 € pour Camille Durand ?',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('DELETE /stripelinks/1')).toEqual([]);

    fireEvent.click(within(row('Camille Durand')).getByRole('button', { name: 'Supprimer' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer le lien' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(screen.queryByText('Camille Durand')).toBeNull());
    expect(server.callsTo('DELETE /stripelinks/1')).toHaveLength(1);
    expect(await screen.findByText('Lien supprimé.')).toBeTruthy();
  });

  it('deletes selected links in bulk through the module, keeping and naming a paid one it refuses', async () => {
    const links = [UNPAID, PAID];
    const server = linksServer(links);
    server.set('DELETE /stripelinks/1', () => {
      links.splice(0, 1);
      return { body: { code: 200, delete: true } };
    });
    server.set('DELETE /stripelinks/2', {
      status: 409,
      body: { code: 409, message: 'Ce lien a déjà été payé : il ne peut pas être supprimé.', errors: {} },
    });
    await renderPage(server);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Tout sélectionner sur la page' }));
    const bulk = screen.getByRole('group', { name: 'Actions sur la sélection' });
    fireEvent.click(within(bulk).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));

    expect(
      await screen.findByText('N° 2 refusé : Ce lien a déjà été payé : il ne peut pas être supprimé.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Camille Durand')).toBeNull());
    expect(screen.getByText('Léa Martin')).toBeTruthy();
    expect(
      [server.callsTo('DELETE /stripelinks/1'), server.callsTo('DELETE /stripelinks/2')].map((c) => c.length),
    ).toEqual([1, 1]);
    expect(server.callsTo('DELETE /liens-paiement/deleteall')).toEqual([]);
  });

  it('sends by mail, says when a text only waits for want of an SMS provider, and shows a refused send as an alert "Erreur : …"', async () => {
    const server = linksServer();
    server.set('POST /stripelinks/notifier/1/mail', { body: { code: 200, en_attente: false } });
    server.set('POST /stripelinks/notifier/1/tel', { body: { code: 200, en_attente: true } });
    await renderPage(server);
    fireEvent.click(
      within(await waitFor(() => row('Camille Durand'))).getByRole('button', { name: 'Envoyer par e-mail' }),
    );
    expect(await screen.findByText('Lien envoyé par e-mail à camille.durand@example.fr.')).toBeTruthy();

    // No SMS provider: the page says the text waits, not that it left.
    fireEvent.click(within(row('Camille Durand')).getByRole('button', { name: 'Envoyer par SMS' }));
    expect(
      await screen.findByText(
        /^Aucun fournisseur SMS n’est configuré : le SMS pour le .* attend dans les messages envoyés\.$/u,
      ),
    ).toBeTruthy();

    server.set('POST /stripelinks/notifier/1/tel', {
      status: 429,
      body: { code: 429, message: 'Trop de SMS envoyés pour ce lien aujourd’hui.', errors: {} },
    });

    fireEvent.click(within(row('Camille Durand')).getByRole('button', { name: 'Envoyer par SMS' }));
    const alert = await screen.findByText('Erreur : Trop de SMS envoyés pour ce lien aujourd’hui.');
    expect(alert.getAttribute('role')).toBe('alert');
  });

  it('tells a customer the page is for the team when the API answers 403', async () => {
    storeAdminSession(['user']);
    const server = makeApiStandIn({
      [PAGINATOR]: { status: 403, body: { code: 403, message: 'Accès refusé.', errors: {} } },
    });
    await renderPage(server);
    const refusal = await screen.findByText("Accès réservé à l'équipe");
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('button', { name: 'Nouveau lien' })).toBeNull();
  });

  it('sends an anonymous visitor to sign-in, remembering the page', async () => {
    window.localStorage.clear();
    const { currentPath } = await renderApp('/fr/ad/paiements', { basketServer: linksServer() });
    await waitFor(() => expect(currentPath()).toBe('/fr/sign'), { timeout: 5000 });
    expect(window.sessionStorage.getItem('od_return_to')).toBe('/fr/ad/paiements');
  });

  it('frames the back office: a way back to the shop and a side navigation with Paiements', async () => {
    await renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Navigation du back-office' });
    expect(within(nav).getByRole('link', { name: 'Paiements' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Retour à la boutique' }).getAttribute('href')).toBe('/fr/accueil');
  });
});
