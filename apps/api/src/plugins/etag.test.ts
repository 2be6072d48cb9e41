import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEtags } from './etag.ts';

const app = Fastify();
registerEtags(app);
app.get('/produit', async () => ({ label: 'Mousse Nettoyante' }));
app.post('/produit', async () => ({ label: 'Mousse Nettoyante' }));
app.get('/prebuilt', async (_request, reply) => reply.header('etag', '"v42"').send({ label: 'prebuilt' }));

beforeAll(() => app.ready());
afterAll(() => app.close());

const get = (url: string, ifNoneMatch?: string) =>
  app.inject({ method: 'GET', url, headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {} });

describe('ETags', () => {
  it('tags a GET answer and answers 304 without a body to a client holding it', async () => {
    const first = await get('/produit');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9+/=]+"$/u);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/produit', ifNoneMatch);
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
    }
    const stale = await get('/produit', '"other"');
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual({ label: 'Mousse Nettoyante' });
  });

  it('keeps the ETag a route set itself', async () => {
    expect((await get('/prebuilt')).headers.etag).toBe('"v42"');
    expect((await get('/prebuilt', '"v42"')).statusCode).toBe(304);
  });

  it('does not hash answers to other methods, which no client revalidates', async () => {
    const etag = (await get('/produit')).headers.etag as string;
    const posted = await app.inject({ method: 'POST', url: '/produit', headers: { 'if-none-match': etag } });
    expect(posted.statusCode).toBe(200);
    expect(posted.headers.etag).toBeUndefined();
  });
});
