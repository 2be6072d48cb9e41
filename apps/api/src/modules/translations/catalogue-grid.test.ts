import { CATALOGUE_ENTITIES, CatalogueGridSchema, GridRecordsSchema, type CatalogueEntity } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('catalogue translations grid', () => {
  let ctx: TestContext;
  let admin: string;

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url, payload, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const cell = async (entite: CatalogueEntity, locale: string) => {
    const grid = CatalogueGridSchema.parse(await call('GET', '/api/admin/traductions/catalogue'));
    return grid.datas.find((row) => row.entite === entite)!.cellules.find((item) => item.locale === locale)!;
  };
  const records = async (entite: CatalogueEntity, locale: string) =>
    GridRecordsSchema.parse(await call('GET', `/api/admin/traductions/catalogue/${entite}?locale=${locale}`)).datas;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('counts texts, translations and outdated ones per entity and language, and flags a French edit', async () => {
    const created = await call('POST', '/api/conseils', {
      label: 'Appliquer matin et soir',
      texte: 'Sur une peau propre et sèche.',
      traductions: {
        en: { label: 'Apply morning and evening', texte: 'On clean, dry skin.' },
        de: { label: 'Morgens und abends auftragen' },
      },
    });
    const advice = created.data as { id: number; version: number; traductions: object };
    expect(await cell('conseils', 'en')).toEqual({ locale: 'en', textes: 2, faits: 2, obsoletes: 0 });
    expect(await cell('conseils', 'es')).toEqual({ locale: 'es', textes: 2, faits: 0, obsoletes: 0 });
    expect(await cell('conseils', 'de')).toEqual({ locale: 'de', textes: 2, faits: 1, obsoletes: 0 });
    expect(await records('conseils', 'en')).toEqual([]);
    expect(await records('conseils', 'de')).toEqual([
      {
        id: advice.id,
        label: 'Appliquer matin et soir',
        lien: `conseils/${advice.id}`,
        manquants: ['texte'],
        obsoletes: [],
      },
    ]);

    // The French text changes: its English translation is now older than its source.
    const edited = await call('PUT', `/api/conseils/${advice.id}`, {
      label: 'Appliquer matin et soir',
      texte: 'Sur une peau propre, en massant doucement.',
      traductions: advice.traductions,
      version: advice.version,
    });
    expect(await cell('conseils', 'en')).toEqual({ locale: 'en', textes: 2, faits: 2, obsoletes: 1 });
    expect(await records('conseils', 'en')).toEqual([
      {
        id: advice.id,
        label: 'Appliquer matin et soir',
        lien: `conseils/${advice.id}`,
        manquants: [],
        obsoletes: ['texte'],
      },
    ]);
    // The label did not change: its German translation is still current.
    expect((await cell('conseils', 'de')).obsoletes).toBe(0);

    // Saving the English text again, from the new French, clears the flag.
    await call('PUT', `/api/conseils/${advice.id}`, {
      label: 'Appliquer matin et soir',
      texte: 'Sur une peau propre, en massant doucement.',
      traductions: {
        ...advice.traductions,
        en: { label: 'Apply morning and evening', texte: 'On clean skin, massaging gently.' },
      },
      version: edited.data.version,
    });
    expect((await cell('conseils', 'en')).obsoletes).toBe(0);
  });

  it('counts a range by the tag that names it, and only tags naming a range', async () => {
    const tag = (await call('POST', '/api/tags', { label: 'Caviar Impérial', type: 'gamme' })).data as { id: number };
    await call('POST', '/api/tags', { label: 'Nouveauté', type: 'tag' });
    await call('POST', '/api/gammes', { tag_id: tag.id });
    expect(await cell('gammes', 'es')).toEqual({ locale: 'es', textes: 1, faits: 0, obsoletes: 0 });
    expect(await records('gammes', 'es')).toEqual([
      { id: tag.id, label: 'Caviar Impérial', lien: `tags/${tag.id}`, manquants: ['label'], obsoletes: [] },
    ]);
    const grid = CatalogueGridSchema.parse(await call('GET', '/api/admin/traductions/catalogue'));
    // A row for every translated entity, in the order the contract lists them.
    expect(grid.datas.map((row) => row.entite)).toEqual(CATALOGUE_ENTITIES);
  });

  it('is for admins only and refuses an unknown entity or language', async () => {
    const customer = await signUp(ctx, { prenom: 'Léa', nom: 'Martin', mail: 'lea.grille@exemple.fr' });
    expect((await ctx.app.inject('/api/admin/traductions/catalogue')).statusCode).toBe(401);
    const refused = await ctx.app.inject({ url: '/api/admin/traductions/catalogue', headers: bearer(customer.token) });
    expect(refused.statusCode).toBe(403);
    const get = (url: string) => ctx.app.inject({ url, headers: bearer(admin) });
    expect((await get('/api/admin/traductions/catalogue/commandes?locale=en')).statusCode).toBe(400);
    expect((await get('/api/admin/traductions/catalogue/faqs?locale=fr')).statusCode).toBe(400);
  });
});

describe('catalogue translations grid on the demo catalogue', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('shows the demo’s English tagline written from an earlier French text as one to review', async () => {
    const get = async (url: string) => (await ctx.app.inject({ url, headers: bearer(admin) })).json();
    const grid = CatalogueGridSchema.parse(await get('/api/admin/traductions/catalogue'));
    for (const row of grid.datas) {
      for (const cell of row.cellules) {
        expect(cell.faits, `${row.entite} ${cell.locale}`).toBeLessThanOrEqual(cell.textes);
      }
    }
    const products = grid.datas.find((row) => row.entite === 'produits')!;
    expect(products.cellules.find((cell) => cell.locale === 'en')!.obsoletes).toBe(1);
    expect(products.cellules.find((cell) => cell.locale === 'de')!.obsoletes).toBe(0);
    const records = GridRecordsSchema.parse(await get('/api/admin/traductions/catalogue/produits?locale=en')).datas;
    expect(records.filter((record) => record.obsoletes.length > 0)).toEqual([
      expect.objectContaining({ obsoletes: ['accroche'], lien: expect.stringMatching(/^produits\/\d+$/u) }),
    ]);
  });
});
