import { HOME_KEYS, HomeResponseSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurations } from '../../db/schema/index.ts';
import { demoCatalogue } from '../../demo/demo-catalogue.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { layoutHero } from '../../demo/artwork/artwork-hero-layout.ts';

const setValue = (ctx: TestContext, cle: string, valeur: string) =>
  ctx.database.db.update(configurations).set({ valeur }).where(eq(configurations.cle, cle));

describe('GET /api/accueil', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers the seeded hero: its picture and the zones of products 3, 7, 6, 4, 5, left to right', async () => {
    const response = await ctx.app.inject('/api/accueil');
    expect(response.statusCode).toBe(200);
    const body = HomeResponseSchema.parse(response.json());
    expect(body.hero.visuel_id).toEqual(expect.any(Number));
    expect(body.hero.zones.map((zone) => zone.produit_id)).toEqual([3, 7, 6, 4, 5]);
    const xs = body.hero.zones.map((zone) => zone.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(body.video).toEqual({ poster_visuel_id: expect.any(Number), src: null });
  });

  it('stores the zones of the layout the picture was drawn with', async () => {
    const body = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    const shapes = [3, 7, 6, 4, 5].map(
      (id) => demoCatalogue.produits.find((produit) => produit.id === id)!.artworks[0]!.shape,
    );
    expect(body.hero.zones.map(({ produit_id: _id, ...zone }) => zone)).toEqual(
      layoutHero(shapes).map(({ zone }) => zone),
    );
  });

  it('serves the hero as a 16:9 picture at the widths pages ask for', async () => {
    const { hero } = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    const picture = await ctx.app.inject(`/media/visuel/${hero.visuel_id}/640.webp`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });

  it('is public content revalidated with an ETag (304 when unchanged)', async () => {
    const first = await ctx.app.inject('/api/accueil');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.etag).toBeTruthy();
    const second = await ctx.app.inject({
      url: '/api/accueil',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('answers the rituals’ products: the defaults, then those staff chose', async () => {
    const before = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    expect(before.rituels).toEqual([
      { cle: 'mousses', produit_ids: [1, 2] },
      { cle: 'cremes', produit_ids: [3, 4] },
      { cle: 'serum', produit_ids: [5] },
      { cle: 'cheveux', produit_ids: [7, 6] },
    ]);
    await ctx.database.db
      .insert(configurations)
      .values({ cle: HOME_KEYS.rituels, valeur: JSON.stringify([{ cle: 'serum', produit_ids: [5, 8] }]) });
    const after = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    expect(after.rituels[2]).toEqual({ cle: 'serum', produit_ids: [5, 8] });
    expect(after.rituels[0]).toEqual({ cle: 'mousses', produit_ids: [1, 2] });
  });

  it('reads malformed settings as absent instead of failing the page', async () => {
    await setValue(ctx, HOME_KEYS.heroZones, '[{"produit_id": "trois"}');
    await ctx.database.db
      .insert(configurations)
      .values({ cle: HOME_KEYS.video, valeur: 'https://elsewhere.example/clip.mp4' });
    const body = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    expect(body.hero.zones).toEqual([]);
    expect(body.video.src).toBeNull();
  });

  it('offers a local clip once one is configured', async () => {
    await setValue(ctx, HOME_KEYS.video, '/media/clips/atelier.mp4');
    const body = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    expect(body.video.src).toBe('/media/clips/atelier.mp4');
  });

  it('answers no hero when no picture is configured', async () => {
    await ctx.database.db.delete(configurations).where(eq(configurations.cle, HOME_KEYS.heroVisuel));
    const body = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    expect(body.hero).toEqual({ visuel_id: null, zones: [] });
  });
});
