import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { storeAdminSession } from '../../../test/admin-session.ts';
import { loadBackOffice } from '../../../test/load-back-office.ts';

const product = {
  id: 5,
  slug: 'creme-nuit',
  label: 'Crème de nuit',
  accroche: 'Régénère.',
  description: 'Une crème riche.',
  genre: 1,
  prix_ht: 5_000,
  poids: 50,
  associe: true,
  seuil: 3,
  offline: false,
  meta_description: '',
  meta_keywords: '',
  gamme_id: 2,
  default_declinaison_id: 11,
  reassort_date: null,
  reassort_mouvement: null,
  ordre: 1,
  traductions: {},
  tag_ids: [7],
  associe_ids: [],
  principe_ids: [],
  version: 6,
};
const variant = {
  id: 11,
  produit_id: 5,
  conteneur: 'Pot',
  label: '50 ml',
  prix_ht: 5_000,
  prix_ttc: 6_000,
  prix_initial_ht: null,
  prix_initial_ttc: null,
  stock: 12,
  reassort_date: null,
  reassort_mouvement: null,
  delais: [2, 4],
  visuel_id: null,
  contenance: 50,
  unite: 'ml',
  ordre: 0,
  traductions: {},
  version: 2,
};
const list = (datas: unknown[]) => ({ body: { code: 200, datas } });
const page = (datas: unknown[]) => ({
  body: { code: 200, datas, total: datas.length, total_exact: true, page: 1, limit: 200 },
});

function productServer() {
  return makeApiStandIn({
    'GET /produits/5': { body: { code: 200, data: product } },
    'PUT /produits/5': ({ body }) => ({ body: { code: 200, data: { ...product, ...(body as object), version: 7 } } }),
    'GET /produits/paginator': page([product, { ...product, id: 6, label: 'Sérum éclat' }]),
    'GET /variantes': list([variant]),
    'PUT /variantes/11': ({ body }) => ({ body: { code: 200, data: { ...variant, ...(body as object), version: 3 } } }),
    'POST /variantes': ({ body }) => ({
      status: 201,
      body: { code: 201, data: { ...(body as object), id: 12, version: 1 } },
    }),
    'GET /gammes': list([{ id: 2, tag_id: 30, ordre: 1, couleur: '#000000', version: 1 }]),
    'GET /tags': list([
      { id: 7, label: 'Hydratant', type: 'tag', traductions: {}, version: 1 },
      { id: 30, label: 'Perle de caviar', type: 'gamme', traductions: {}, version: 1 },
    ]),
    'GET /principes-actifs': list([{ id: 4, label: 'Extrait de caviar', version: 1 }]),
    'GET /faqs/paginator': page([{ id: 40, question: 'Comment l’appliquer ?', type: 'utilisation', version: 1 }]),
    'GET /conseils': list([]),
    'GET /entrepots': list([
      { id: 1, label: 'Entrepôt principal', adresse: '', ordre: 0, version: 1 },
      { id: 2, label: 'Réserve Bordeaux', adresse: '', ordre: 1, version: 1 },
    ]),
  });
}

/** The offline product 5 on its page, once its variant is shown: its "Hors ligne" box. */
async function openOfflineProduct(server: ReturnType<typeof productServer>) {
  server.set('GET /produits/5', { body: { code: 200, data: { ...product, offline: true } } });
  await renderApp('/fr/ad/produits/5', { basketServer: server });
  const offline = (await screen.findByRole(
    'checkbox',
    { name: /^Hors ligne/u },
    { timeout: 5000 },
  )) as HTMLInputElement;
  await screen.findByRole('form', { name: 'Pot · 50 ml' });
  return offline;
}
describe('the product editor', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('edits the product’s sections and links in one save, naming ranges by their tag', async () => {
    const server = productServer();
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    await screen.findByRole('heading', { name: 'Crème de nuit', level: 1 }, { timeout: 5000 });
    const range = (await screen.findByRole('option', { name: 'Perle de caviar' })) as HTMLOptionElement;
    expect(range.value).toBe('2');
    expect((screen.getByRole('checkbox', { name: 'Hydratant' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sérum éclat' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Extrait de caviar' }));
    // The product itself is not offered as its own cross-sell.
    expect(screen.queryByRole('checkbox', { name: 'Crème de nuit' })).toBeNull();
    const form = screen.getByRole('button', { name: 'Enregistrer' }).closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /produits/5')).toHaveLength(1));
    expect(server.callsTo('PUT /produits/5')[0]?.body).toMatchObject({
      version: 6,
      gamme_id: 2,
      tag_ids: [7],
      associe_ids: [6],
      principe_ids: [4],
    });
  });

  it('stays on the product once saved, and says so', async () => {
    const server = productServer();
    const view = await renderApp('/fr/ad/produits/5', { basketServer: server });
    const [name] = await screen.findAllByLabelText(/^Nom/u, {}, { timeout: 5000 });
    if (!name) throw new Error('no name field');
    fireEvent.change(name, { target: { value: 'Crème de nuit intense' } });
    const form = name.closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('« Crème de nuit intense » est enregistré.')).toBeTruthy();
    expect(view.currentPath()).toBe('/fr/ad/produits/5');
    expect(screen.getByRole('heading', { name: 'Crème de nuit intense', level: 1 })).toBeTruthy();
    // The next save carries the version the first one answered.
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /produits/5')).toHaveLength(2));
    expect(server.callsTo('PUT /produits/5')[1]?.body).toMatchObject({ version: 7 });
  });

  it('asks before putting online a product none of whose variants can be bought, and saves if told to', async () => {
    const server = productServer();
    server.set('GET /variantes', list([{ ...variant, stock: 0 }]));
    const offline = await openOfflineProduct(server);
    fireEvent.click(offline);
    const form = offline.closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    const question = await screen.findByRole('dialog', { name: 'Mettre en ligne sans stock ?' });
    expect(question.textContent).toContain('Aucune déclinaison de ce produit ne peut être achetée');
    expect(server.callsTo('PUT /produits/5')).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /produits/5')).toHaveLength(1));
    expect(server.callsTo('PUT /produits/5')[0]?.body).toMatchObject({ offline: false });
  });

  it('puts online without a question a product with a variant in stock', async () => {
    const server = productServer();
    const offline = await openOfflineProduct(server);
    fireEvent.click(offline);
    fireEvent.click(within(offline.closest('form')!).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('PUT /produits/5')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes a new product’s address from its name, and says the rule when the address is wrong', async () => {
    const server = productServer();
    await renderApp('/fr/ad/produits/nouveau', { basketServer: server });
    const [name] = await screen.findAllByLabelText(/^Nom/u, {}, { timeout: 5000 });
    if (!name) throw new Error('no name field');
    const slug = screen.getByLabelText(/^Adresse \(slug\)/u) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Crème Riche au Caviar' } });
    await waitFor(() => expect(slug.value).toBe('creme-riche-au-caviar'));
    fireEvent.change(name, { target: { value: 'Crème Riche' } });
    await waitFor(() => expect(slug.value).toBe('creme-riche'));
    // An address written by hand is kept.
    fireEvent.change(slug, { target: { value: 'riche' } });
    fireEvent.change(name, { target: { value: 'Crème Riche de Nuit' } });
    expect(slug.value).toBe('riche');
    fireEvent.change(slug, { target: { value: 'Riche !' } });
    fireEvent.click(within(name.closest('form')!).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'Adresse requise : lettres minuscules sans accents, chiffres et tirets (par exemple creme-de-nuit), sans tiret au début ni à la fin.',
      ),
    ).toBeTruthy();
    expect(server.callsTo('POST /produits')).toHaveLength(0);
  });

  it('narrows a long list of tags by what is typed (accents aside), keeping the chosen ones in sight', async () => {
    const server = productServer();
    const names = [
      'Éclat',
      'Anti-âge',
      'Peau sèche',
      'Peau mixte',
      'Nuit',
      'Jour',
      'Vegan',
      'Sans parfum',
      'Bio',
      'Rides',
      'Pores',
      'Contour des yeux',
      'Lèvres',
    ];
    server.set(
      'GET /tags',
      list([
        { id: 7, label: 'Hydratant', type: 'tag', traductions: {}, version: 1 },
        ...names.map((label, index) => ({ id: 100 + index, label, type: 'tag', traductions: {}, version: 1 })),
      ]),
    );
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const tags = (await screen.findByRole('checkbox', { name: 'Hydratant' }, { timeout: 5000 }))
      .closest('fieldset')!
      .parentElement!.closest('fieldset')!;
    expect(within(tags).getByText('— 1 choisi')).toBeTruthy();
    fireEvent.change(within(tags).getByRole('searchbox', { name: 'Filtrer les choix' }), { target: { value: 'peau' } });
    const shown = within(tags)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')!.textContent!.trim());
    expect(shown).toEqual(['Hydratant', 'Peau mixte', 'Peau sèche']);
    fireEvent.change(within(tags).getByRole('searchbox', { name: 'Filtrer les choix' }), {
      target: { value: 'ECLAT' },
    });
    fireEvent.click(within(tags).getByRole('checkbox', { name: 'Éclat' }));
    expect(within(tags).getByText('— 2 choisis')).toBeTruthy();
  });

  it('edits a variant inline, computing TTC from HT and HT from TTC, saved with its own version', async () => {
    const server = productServer();
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const variantForm = within(await screen.findByRole('form', { name: 'Pot · 50 ml' }, { timeout: 5000 }));
    expect(variantForm.getByText('Stock : 12')).toBeTruthy();
    const ht = variantForm.getByLabelText(/^Prix HT/u) as HTMLInputElement;
    const ttc = variantForm.getByLabelText(/^Prix TTC/u) as HTMLInputElement;
    expect([ht.value, ttc.value]).toEqual(['50,00', '60,00']);
    fireEvent.change(ttc, { target: { value: '49' } });
    expect(ht.value).toBe('40,83');
    fireEvent.change(ht, { target: { value: '41,58' } });
    expect(ttc.value).toBe('49,90');
    fireEvent.click(variantForm.getByRole('button', { name: 'Enregistrer la déclinaison' }));
    await waitFor(() => expect(server.callsTo('PUT /variantes/11')).toHaveLength(1));
    expect(server.callsTo('PUT /variantes/11')[0]?.body).toMatchObject({
      version: 2,
      produit_id: 5,
      prix_ht: 4_158,
      prix_ttc: 4_990,
      delais: [2, 4],
    });
    expect(await variantForm.findByText('Déclinaison enregistrée.')).toBeTruthy();
    // The product's own form is untouched by a variant save.
    expect(server.callsTo('PUT /produits/5')).toEqual([]);
  });

  it('adds a new variant to the product, its TTC computed and its initial price left empty', async () => {
    const server = productServer();
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const added = within(await screen.findByRole('form', { name: 'Nouvelle déclinaison' }, { timeout: 5000 }));
    fireEvent.change(added.getByLabelText(/^Nom/u), { target: { value: '100 ml' } });
    fireEvent.change(added.getByLabelText(/^Prix HT/u), { target: { value: '80' } });
    expect((added.getByLabelText(/^Prix TTC/u) as HTMLInputElement).value).toBe('96,00');
    fireEvent.change(added.getByLabelText(/^De/u), { target: { value: '3' } });
    fireEvent.click(added.getByRole('button', { name: 'Ajouter la déclinaison' }));
    await waitFor(() => expect(server.callsTo('POST /variantes')).toHaveLength(1));
    expect(server.callsTo('POST /variantes')[0]?.body).toMatchObject({
      produit_id: 5,
      label: '100 ml',
      prix_ht: 8_000,
      prix_ttc: 9_600,
      prix_initial_ht: null,
      prix_initial_ttc: null,
      delais: [3],
    });
  });

  it('declares a new variant’s net content, refusing a quantity without its unit', async () => {
    const server = productServer();
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const added = within(await screen.findByRole('form', { name: 'Nouvelle déclinaison' }, { timeout: 5000 }));
    fireEvent.change(added.getByLabelText(/^Nom/u), { target: { value: '200 g' } });
    fireEvent.change(added.getByLabelText(/^Prix HT/u), { target: { value: '20' } });
    fireEvent.change(added.getByLabelText(/^Contenance/u), { target: { value: '200' } });
    fireEvent.click(added.getByRole('button', { name: 'Ajouter la déclinaison' }));
    expect(await added.findByText('Indiquez l’unité de la contenance (ml ou g).')).toBeTruthy();
    expect(server.callsTo('POST /variantes')).toEqual([]);
    fireEvent.change(added.getByLabelText(/^Unité de contenance/u), { target: { value: 'g' } });
    fireEvent.click(added.getByRole('button', { name: 'Ajouter la déclinaison' }));
    await waitFor(() => expect(server.callsTo('POST /variantes')).toHaveLength(1));
    expect(server.callsTo('POST /variantes')[0]?.body).toMatchObject({ contenance: 200, unite: 'g' });
    // The saved variant keeps its declared content in the form.
    const existing = within(screen.getByRole('form', { name: 'Pot · 50 ml' }));
    expect((existing.getByLabelText(/^Contenance/u) as HTMLInputElement).value).toBe('50');
  });

  it('creates a variant with its opening stock in the chosen warehouse, and edits no stock afterwards', async () => {
    const server = productServer();
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const added = within(await screen.findByRole('form', { name: 'Nouvelle déclinaison' }, { timeout: 5000 }));
    fireEvent.change(added.getByLabelText(/^Nom/u), { target: { value: 'Recharge' } });
    fireEvent.change(added.getByLabelText(/^Prix HT/u), { target: { value: '40' } });
    const opening = added.getByLabelText(/^Stock initial/u) as HTMLInputElement;
    expect(opening.value).toBe('0');
    fireEvent.change(opening, { target: { value: '24' } });
    await added.findByRole('option', { name: 'Réserve Bordeaux' });
    fireEvent.change(added.getByLabelText(/^Entrepôt du stock initial/u), { target: { value: '2' } });
    fireEvent.click(added.getByRole('button', { name: 'Ajouter la déclinaison' }));
    await waitFor(() => expect(server.callsTo('POST /variantes')).toHaveLength(1));
    expect(server.callsTo('POST /variantes')[0]?.body).toMatchObject({ stock_initial: 24, entrepot_id: 2 });
    // An existing variant shows its stock and offers no opening stock to change.
    const existing = within(screen.getByRole('form', { name: 'Pot · 50 ml' }));
    expect(existing.queryByLabelText(/^Stock initial/u)).toBeNull();
    fireEvent.click(existing.getByRole('button', { name: 'Enregistrer la déclinaison' }));
    await waitFor(() => expect(server.callsTo('PUT /variantes/11')).toHaveLength(1));
    expect(server.callsTo('PUT /variantes/11')[0]?.body).not.toHaveProperty('stock_initial');
  });

  it('lists the product page’s FAQ sections with a way to add to each', async () => {
    const server = productServer();
    await renderApp('/fr/ad/produits/5', { basketServer: server });
    const sections = within(
      await screen.findByRole('region', { name: 'Sections de la fiche produit' }, { timeout: 5000 }),
    );
    expect(await sections.findByRole('link', { name: 'Comment l’appliquer ?' })).toBeTruthy();
    const add = sections.getByRole('link', { name: "Ajouter à « Conseils d'utilisation »" });
    expect(add.getAttribute('href')).toBe('/fr/ad/faqs/nouveau?produit=5&type=utilisation');
  });

  it('opens a new FAQ entry ready for the product’s section it was added from', async () => {
    const server = makeApiStandIn({
      'GET /faqs-categories': list([]),
      'POST /faqs': ({ body }) => ({
        status: 201,
        body: { code: 201, data: { ...(body as object), id: 41, version: 1 } },
      }),
      'GET /faqs/41': { body: { code: 200, data: { id: 41, question: 'Q', reponse: 'R', version: 1 } } },
    });
    await renderApp('/fr/ad/faqs/nouveau?produit=5&type=utilisation', { basketServer: server });
    fireEvent.change(await screen.findByLabelText(/^Question/u, {}, { timeout: 5000 }), {
      target: { value: 'Combien de fois par jour ?' },
    });
    fireEvent.change(screen.getByLabelText(/^Réponse/u), { target: { value: 'Matin et soir.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(server.callsTo('POST /faqs')).toHaveLength(1));
    expect(server.callsTo('POST /faqs')[0]?.body).toMatchObject({ produit_id: 5, type: 'utilisation' });
  });
});
