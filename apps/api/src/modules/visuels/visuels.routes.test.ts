import { randomBytes } from 'node:crypto';
import { IMAGE_FORMATS, IMAGE_SIZES, ProduitListSchema, VISUEL_UPLOAD } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visuels } from '../../db/schema/index.ts';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { renditionKey } from '../media/media.service.ts';
import { multipartBody, pixelBombPng, samplePicture } from './upload-fixtures.ts';

describe('the image library', () => {
  let ctx: TestContext;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
    customer = (
      await signUp(ctx, { prenom: 'Cliente', nom: 'Curieuse', mail: `c.${randomBytes(4).toString('hex')}@exemple.fr` })
    ).token;
  }, 60_000);
  afterAll(() => ctx.close());

  const upload = (
    file: { filename: string; type: string; data: Buffer },
    options: { alt?: string; as?: string } = {},
  ) => {
    const { payload, headers } = multipartBody([
      ...(options.alt === undefined ? [] : [{ name: 'alt', value: options.alt }]),
      { name: 'fichier', ...file },
    ]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/visuels',
      payload,
      headers: { ...headers, ...bearer(options.as ?? admin) },
    });
  };
  const uploaded = async (format: 'jpeg' | 'png' | 'webp' = 'jpeg', alt = 'Flacon ambré') => {
    const response = await upload(
      { filename: `photo.${format}`, type: `image/${format}`, data: await samplePicture(format, 400, 300) },
      { alt },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; alt: string };
  };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: bearer(admin) });
  const storefrontVisuals = async (productId: number) => {
    const list = ProduitListSchema.parse((await ctx.app.inject('/api/produits')).json());
    return list.datas.find((product) => product.id === productId)!.visuels.map((visual) => visual.id);
  };

  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts a %s and re-encodes it into every size and format',
    async (format) => {
      const response = await upload(
        { filename: `photo.${format}`, type: `image/${format}`, data: await samplePicture(format) },
        { alt: 'Pot de crème ouvert' },
      );
      expect(response.statusCode, response.body).toBe(201);
      const row = response.json().data;
      expect(row).toEqual({
        id: expect.any(Number),
        alt: 'Pot de crème ouvert',
        largeur: 1600,
        hauteur: 1200,
        traductions: {},
        version: 1,
      });
      for (const size of IMAGE_SIZES) {
        for (const imageFormat of IMAGE_FORMATS) {
          const stored = await ctx.storage.read(renditionKey(row.id, size, imageFormat));
          expect(stored, `${size}.${imageFormat}`).not.toBeNull();
          const metadata = await sharp(stored!).metadata();
          expect(metadata.format).toBe(imageFormat === 'jpg' ? 'jpeg' : 'webp');
          expect(metadata.width).toBe(size);
        }
      }
      const served = await ctx.app.inject(`/media/visuel/${row.id}/320.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    },
  );

  it('trusts the bytes, not the name: a real PNG named .jpg is a PNG', async () => {
    const response = await upload({
      filename: 'photo.jpg',
      type: 'image/jpeg',
      data: await samplePicture('png', 200, 100),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ largeur: 200, hauteur: 100, alt: '' });
  });

  it.each([
    [
      'an SVG',
      {
        filename: 'logo.svg',
        type: 'image/svg+xml',
        data: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      },
    ],
    [
      'a text file named .jpg',
      { filename: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('Ceci n’est pas une image.\n'.repeat(50)) },
    ],
    ['a text file', { filename: 'notes.txt', type: 'text/plain', data: Buffer.from('Liste de courses') }],
    [
      'a GIF',
      {
        filename: 'anim.gif',
        type: 'image/gif',
        data: Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;'),
      },
    ],
  ])('refuses %s with 415', async (_label, file) => {
    const response = await upload(file);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 415, message: expect.stringContaining('JPEG, PNG ou WebP') });
  });

  it('refuses a damaged picture with 400', async () => {
    const truncated = (await samplePicture('jpeg', 400, 300)).subarray(0, 40);
    const response = await upload({ filename: 'photo.jpg', type: 'image/jpeg', data: truncated });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, message: expect.stringContaining('Image illisible') });
  });

  it('refuses a file over 10 MB with 413, whether the declared length or the stream says so', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    for (const bytes of [VISUEL_UPLOAD.maxBytes + 1_024, VISUEL_UPLOAD.maxBytes + 1_000_000]) {
      const data = Buffer.concat([jpegStart, Buffer.alloc(bytes - jpegStart.length)]);
      const response = await upload({ filename: 'immense.jpg', type: 'image/jpeg', data });
      expect(response.statusCode, String(bytes)).toBe(413);
      expect(response.json()).toMatchObject({ code: 413, message: 'Fichier trop volumineux : 10 Mo au plus.' });
    }
  });

  it('refuses a pixel bomb from its header, at once', async () => {
    const bomb = pixelBombPng(50_000, 50_000);
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    const response = await upload({ filename: 'petite.png', type: 'image/png', data: bomb });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toContain('50000 × 50000 pixels');
  });

  it('refuses an upload without a file, or not in multipart, and refuses customers', async () => {
    const empty = multipartBody([{ name: 'alt', value: 'Sans fichier' }]);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/visuels',
      payload: empty.payload,
      headers: { ...empty.headers, ...bearer(admin) },
    });
    expect(none.statusCode).toBe(400);
    expect((await call('POST', '/api/visuels', { alt: 'json' })).statusCode).toBe(415);
    const png = { filename: 'a.png', type: 'image/png', data: await samplePicture('png', 20, 20) };
    expect((await upload(png, { as: customer })).statusCode).toBe(403);
  });

  it('attaches, reorders and detaches a product’s pictures; the storefront follows at once', async () => {
    const productId = 1;
    const initial = (await call('GET', `/api/produits/${productId}/visuels`))
      .json()
      .datas.map((visual: { id: number }) => visual.id);
    expect(initial.length).toBeGreaterThan(0);
    const [a, b] = [await uploaded('jpeg', 'Vue de face'), await uploaded('webp', 'Vue de dos')];

    const afterAttach = await call('POST', `/api/produits/${productId}/visuels`, { visuel_id: a.id });
    expect(afterAttach.statusCode, afterAttach.body).toBe(200);
    await call('POST', `/api/produits/${productId}/visuels`, { visuel_id: b.id });
    expect(await storefrontVisuals(productId)).toEqual([...initial, a.id, b.id]);
    expect((await call('POST', `/api/produits/${productId}/visuels`, { visuel_id: a.id })).statusCode).toBe(409);

    const order = [b.id, ...initial, a.id];
    const reordered = await call('PUT', `/api/produits/${productId}/visuels`, { ids: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().datas.map((visual: { id: number }) => visual.id)).toEqual(order);
    expect(await storefrontVisuals(productId)).toEqual(order);
    // The product's main picture is now the first one.
    const main = await ctx.app.inject(`/media/produit/${productId}/160.webp`);
    expect(main.rawPayload.equals((await ctx.storage.read(renditionKey(b.id, 160, 'webp')))!)).toBe(true);

    // An order naming other pictures than the attached ones was made on a stale list.
    const stale = await call('PUT', `/api/produits/${productId}/visuels`, { ids: [b.id, a.id] });
    expect(stale.statusCode).toBe(409);
    expect((await call('PUT', `/api/produits/${productId}/visuels`, { ids: [a.id, a.id] })).statusCode).toBe(400);

    // Deleting a picture a product shows is refused, naming the product, until it is detached.
    const refused = await call('DELETE', `/api/visuels/${b.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/attaché au produit « .+ » : détachez-le d’abord/u);
    const detached = await call('DELETE', `/api/produits/${productId}/visuels/${b.id}`);
    expect(detached.json().datas.map((visual: { id: number }) => visual.id)).toEqual([...initial, a.id]);
    expect(await storefrontVisuals(productId)).toEqual([...initial, a.id]);
    expect((await call('DELETE', `/api/produits/${productId}/visuels/${b.id}`)).statusCode).toBe(404);
    const [{ fichier } = { fichier: '' }] = await ctx.database.db.select().from(visuels).where(eq(visuels.id, b.id));
    expect(await ctx.storage.read(fichier)).not.toBeNull();
    expect((await call('DELETE', `/api/visuels/${b.id}`)).json()).toEqual({ code: 200, delete: true });
    expect((await ctx.app.inject(`/media/visuel/${b.id}/320.webp`)).statusCode).toBe(404);
    // Its files go with it: the original and every rendition.
    expect(await ctx.storage.read(fichier)).toBeNull();
    expect(await ctx.storage.read(renditionKey(b.id, 160, 'webp'))).toBeNull();
  });

  it('refuses a missing product or picture, and serialises simultaneous attaches', async () => {
    const visual = await uploaded();
    expect((await call('GET', '/api/produits/2000000000/visuels')).statusCode).toBe(404);
    expect((await call('POST', '/api/produits/2000000000/visuels', { visuel_id: visual.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/produits/2/visuels', { visuel_id: 2_000_000_000 })).statusCode).toBe(404);

    const [x, y] = [await uploaded(), await uploaded()];
    const answers = await Promise.all(
      [x, y].map((one) => call('POST', '/api/produits/2/visuels', { visuel_id: one.id })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const orders = (await call('GET', '/api/produits/2/visuels'))
      .json()
      .datas.map((one: { ordre: number }) => one.ordre);
    expect(new Set(orders).size).toBe(orders.length);
  });
});
