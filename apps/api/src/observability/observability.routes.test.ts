import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { serveInternalMetrics } from '../plugins/metrics.ts';
import { insertReservedOrder, signUpCustomer } from '../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

const TOKEN = 'metrics-token-of-the-test-0123456789';

/** The line of a metric in Prometheus's text format, its labels given in order. */
const sample = (text: string, name: string, labels = '') =>
  text.split('\n').find((line) => line.startsWith(`${name}${labels ? `{${labels}` : ' '}`));

describe('metrics, readiness and request ids', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  const scrape = async () => {
    const response = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('serves the metrics to the token’s bearer only', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const refused = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ reason: 'metrics_token_required' });
    }
    const bare = await createTestApp({ seed: false });
    expect((await bare.app.inject('/metrics')).statusCode).toBe(404);
    await bare.close();
  });

  it('times answers by route pattern and status, and reports the process and the stores', async () => {
    await ctx.app.inject('/api/produits');
    await ctx.app.inject('/api/produits/42');
    const text = await scrape();
    expect(
      sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/api/produits",status_code="200"'),
    ).toMatch(/ 1$/u);
    // One series for every product id.
    expect(text).toContain('route="/api/produits/:id"');
    expect(text).not.toContain('/api/produits/42');
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
    expect(sample(text, 'process_resident_memory_bytes')).toBeDefined();
    expect(sample(text, 'boutique_outbox_backlog')).toMatch(/ \d+$/u);
    if (ctx.database.kind === 'postgres') {
      expect(text).toMatch(/^boutique_db_connections\{state="active"\} [1-9]/mu);
    }
  });

  it('counts each job run by outcome and times it', async () => {
    await ctx.app.upkeep();
    const text = await scrape();
    expect(sample(text, 'boutique_job_runs_total', 'job="release-expired-holds",outcome="succeeded"')).toMatch(/ 1$/u);
    expect(sample(text, 'boutique_job_duration_seconds_count', 'job="release-expired-holds"')).toMatch(/ 1$/u);
  });

  it('counts a sale and its payment event once, a replay not again', async () => {
    const customer = await signUpCustomer(ctx);
    const { clientSecret } = await insertReservedOrder(ctx, customer.id, { total: 9_900 });
    const confirm = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payments/simulated/confirm',
        payload: { client_secret: clientSecret, card: '4242 4242 4242 4242' },
      });
    expect((await confirm()).statusCode).toBe(200);
    await confirm();
    const text = await scrape();
    expect(sample(text, 'boutique_orders_paid_total')).toBe('boutique_orders_paid_total 1');
    expect(sample(text, 'boutique_payment_events_total', 'event="succeeded"')).toMatch(/ 1$/u);
  });

  it('serves the metrics without a token on the internal listener, and nothing else there', async () => {
    const server = await serveInternalMetrics(ctx.app.metrics, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    try {
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/api/produits`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('is ready when the database answers with every migration, and names what is not', async () => {
    const ready = await ctx.app.inject('/api/ready');
    expect(ready.json()).toEqual({ code: 200, status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    const app = await buildApp({
      config: { ...ctx.config, REDIS_URL: 'redis://127.0.0.1:1' },
      storage: ctx.storage,
      database: ctx.database,
    });
    const notReady = await app.inject('/api/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({
      reason: 'not_ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'failing' },
    });
    await app.close();
  });

  it('names each request in its answer, with an id of its own when no proxy is trusted', async () => {
    const fresh = await ctx.app.inject('/api/nope');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/u);
    expect(fresh.json()).toMatchObject({ reason: 'not_found', requestId: fresh.headers['x-request-id'] });
    const forwarded = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'nginx-7f3a9c2e41' } });
    expect(forwarded.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/u);
  });
});
