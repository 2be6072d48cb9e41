import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visuels } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { multipartBody, samplePicture } from '../visuels/upload-fixtures.ts';
import { renditionKey } from './media.service.ts';

/** Pictures in an S3-compatible bucket (s3rver over HTTP): uploaded, served and refused as on disk. */
describe('media in an S3-compatible bucket', () => {
  let s3: S3TestServer;
  let ctx: TestContext;
  let admin: string;
  let origin: string;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    ctx = await createTestApp({ env: s3.env() });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
    // Served over a real socket, so the bucket's stream goes all the way to an HTTP client.
    origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  /** An upload over the socket, as a browser sends it: the route streams it to a file, then to the bucket. */
  const upload = async (data: Buffer, type = 'image/jpeg') => {
    const { payload, headers } = multipartBody([
      { name: 'alt', value: 'Flacon ambré' },
      { name: 'fichier', filename: 'photo', type, data },
    ]);
    const response = await fetch(`${origin}/api/visuels`, {
      method: 'POST',
      body: new Uint8Array(payload),
      headers: { ...headers, ...bearer(admin) },
    });
    return { status: response.status, body: (await response.json()) as { data: { id: number } } };
  };
  const originalOf = async (id: number) =>
    (await ctx.database.db.select().from(visuels).where(eq(visuels.id, id)))[0]!.fichier;

  it('stores an upload in the bucket and serves it at the shop’s own address with the shop’s headers', async () => {
    expect(ctx.storage.kind).toBe('s3');
    const picture = await samplePicture('jpeg', 800, 600);
    const response = await upload(picture);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const { id } = response.body.data;
    expect(await ctx.storage.size(await originalOf(id))).toBe(picture.length);

    const served = await fetch(`${origin}/media/visuel/${id}/320.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = Buffer.from(await served.arrayBuffer());
    expect(Number(served.headers.get('content-length'))).toBe(body.length);
    expect(body.equals((await ctx.storage.read(renditionKey(id, 320, 'webp')))!)).toBe(true);
    expect((await sharp(body).metadata()).width).toBe(320);
  });

  it('remakes a rendition missing from the bucket from the original kept there', async () => {
    const { id } = (await upload(await samplePicture('png', 500, 400), 'image/png')).body.data;
    await ctx.storage.remove(renditionKey(id, 160, 'jpg'));
    expect(await ctx.storage.size(renditionKey(id, 160, 'jpg'))).toBeNull();

    const served = await fetch(`${origin}/media/visuel/${id}/160.jpg`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await served.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(160);
    expect(await ctx.storage.size(renditionKey(id, 160, 'jpg'))).toBe(body.length);
  });

  it('streams a file larger than one part to the bucket as a multipart upload, whole', async () => {
    // Three 4 MB chunks, produced as the upload reads them: 12 MB is three 5 MB parts or so.
    const chunks = [randomBytes(4 * 1024 * 1024), randomBytes(4 * 1024 * 1024), randomBytes(4 * 1024 * 1024)];
    await ctx.storage.write('originals/uploads/large.png', Readable.from(chunks));
    expect(await ctx.storage.size('originals/uploads/large.png')).toBe(12 * 1024 * 1024);
    expect((await ctx.storage.read('originals/uploads/large.png'))!.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('answers a clear 503 envelope, never a stack, when the bucket refuses', async () => {
    const broken = await createTestApp({ seed: false, env: s3.env('no-such-bucket') });
    try {
      const staff = (await signUpStaff(broken, ['user', 'admin'])).token;
      const before = await broken.database.db.$count(visuels);
      const { payload, headers } = multipartBody([
        { name: 'fichier', filename: 'photo.jpg', type: 'image/jpeg', data: await samplePicture('jpeg', 300, 200) },
      ]);
      const refused = await broken.app.inject({
        method: 'POST',
        url: '/api/visuels',
        payload,
        headers: { ...headers, ...bearer(staff) },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({
        code: 503,
        message: 'Le stockage des images ne répond pas : réessayez dans un instant.',
        errors: {},
        reason: 'service_unavailable',
        fieldReasons: {},
        requestId: expect.any(String),
      });
      expect(refused.body).not.toMatch(/NoSuchBucket|at .*\.ts:\d+|node_modules/u);
      // Nothing half made: the record comes only after its original is stored.
      expect(await broken.database.db.$count(visuels)).toBe(before);

      // The placeholder picture, looked for in the same missing bucket.
      const read = await broken.app.inject('/media/default/0/320.webp');
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({ code: 503, reason: 'service_unavailable' });
      expect(read.headers['x-content-type-options']).toBe('nosniff');

      // The process is not ready for traffic while its bucket refuses.
      const ready = await broken.app.inject('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { database: 'ok', storage: 'failing' } });
    } finally {
      await broken.close();
    }
  });
});
