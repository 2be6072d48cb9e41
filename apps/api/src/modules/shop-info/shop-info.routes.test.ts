import { ShopInfoResponseSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurations } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('GET /api/boutique/infos', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the company identity and host read from the configuration', async () => {
    const response = await ctx.app.inject('/api/boutique/infos');
    expect(response.statusCode).toBe(200);
    const body = ShopInfoResponseSchema.parse(response.json());
    expect(body.datas).toMatchObject({
      nom: 'Maison Orcaviar SAS',
      adresse: '14 rue de Castellane',
      code_postal: '75008',
      ville: 'Paris',
      siret: '91248356700018',
      rcs: 'RCS Paris 912 483 567',
      tva: 'FR36912483567',
      directeur_publication: 'Hélène Castaing',
      hebergeur: expect.stringContaining('Hexacloud SAS'),
    });
  });

  it('exposes only the whitelisted keys, never another configuration value', async () => {
    await ctx.database.db.insert(configurations).values({ cle: 'stripe.secret', valeur: 'sk_live_secret' });
    const response = await ctx.app.inject('/api/boutique/infos');
    expect(Object.keys(response.json().datas).sort()).toEqual(
      [
        'adresse',
        'capital',
        'code_postal',
        'directeur_publication',
        'email',
        'hebergeur',
        'nom',
        'pays',
        'rcs',
        'siret',
        'telephone',
        'tva',
        'ville',
      ].sort(),
    );
    expect(response.body).not.toContain('sk_live_secret');
  });

  it('reflects a changed value at once and reads a missing key as empty', async () => {
    await ctx.database.db
      .update(configurations)
      .set({ valeur: 'Castaing & Fils' })
      .where(eq(configurations.cle, 'societe.directeur_publication'));
    await ctx.database.db.delete(configurations).where(eq(configurations.cle, 'societe.capital'));
    const body = ShopInfoResponseSchema.parse((await ctx.app.inject('/api/boutique/infos')).json());
    expect(body.datas.directeur_publication).toBe('Castaing & Fils');
    expect(body.datas.capital).toBe('');
  });

  it('is public content revalidated with an ETag (304 when unchanged)', async () => {
    const first = await ctx.app.inject('/api/boutique/infos');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toBeTruthy();
    const second = await ctx.app.inject({
      url: '/api/boutique/infos',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });
});
