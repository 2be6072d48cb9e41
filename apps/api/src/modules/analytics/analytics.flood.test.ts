import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

/**
 * One anonymous client floods the measurement stream from another thread (its own event loop, as
 * a real client would be), 16 requests in flight, fresh visit and batch ids every time, 100 events
 * a batch, until told to stop, 5,000 requests or 15 s, whichever comes first. Only 127.0.0.1.
 * It says when 150 answers came back (past the client's limit of 120 a minute).
 */
const FLOODER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const event = JSON.stringify({ type: 'page', ts: Date.now(), chemin: '/fr/accueil', langue: 'fr', theme: 'clair',
  version: '0.1.0', installe: false, affichage: 'browser' });
const body = '[' + Array(100).fill(event).join(',') + ']';
const deadline = Date.now() + 15000;
const statuses = {};
let sent = 0, done = 0, stop = false;
parentPort.on('message', () => { stop = true; });
const one = () => new Promise((resolve) => {
  const n = sent++;
  const request = http.request({ host: '127.0.0.1', port: workerData.port, method: 'POST', agent,
    path: '/od_production/inondation' + String(n).padStart(10, '0') + '?lot=lot' + String(n).padStart(10, '0'),
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body),
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' } },
    (response) => { response.resume(); response.on('end', () => { statuses[response.statusCode] = (statuses[response.statusCode] || 0) + 1; resolve(); }); });
  request.on('error', () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
  request.end(body);
});
async function loop() {
  while (!stop && sent < 5000 && Date.now() < deadline) {
    await one();
    done += 1;
    if (done === 150) parentPort.postMessage({ flooding: true });
  }
}
Promise.all(Array.from({ length: 16 }, loop)).then(() => { agent.destroy(); parentPort.postMessage({ sent, statuses }); });
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('a flood of the measurement stream', () => {
  let ctx: TestContext;
  let base: string;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { APP_ENV: 'production' } });
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx.close());

  /** The median time of `count` product lists asked one after the other. */
  async function productListMedian(count: number) {
    const times: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const started = performance.now();
      const response = await fetch(`${base}/api/produits`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      times.push(performance.now() - started);
    }
    return median(times);
  }

  it('is refused past the client’s limit, stores a bounded number of events, and leaves the shop’s answers as quick', async () => {
    await productListMedian(10); // warm-up: caches, JIT, connections
    const calm = await productListMedian(30);

    const port = (ctx.app.server.address() as AddressInfo).port;
    const flooder = new Worker(FLOODER, { eval: true, workerData: { port } });
    type Report = { flooding?: true; sent?: number; statuses?: Record<string, number> };
    const next = () =>
      new Promise<Report>((resolve, reject) => {
        flooder.once('message', resolve);
        flooder.once('error', reject);
      });
    const started = await next();
    expect(started.flooding).toBe(true);
    const flooded = await productListMedian(30);
    const ended = next();
    flooder.postMessage('stop');
    const summary = await ended;
    await flooder.terminate();

    // The flood really ran; past its client's limit it was answered 429 and nothing more was stored.
    const limit = ctx.config.ANALYTICS_CLIENT_BATCHES_PER_MINUTE;
    expect(summary.sent).toBeGreaterThanOrEqual(150);
    expect(summary.statuses).toEqual({ 204: limit, 429: summary.sent! - limit });
    const stored = async () =>
      rowsOf<{ stored: number }>(await ctx.database.db.execute(sql`select count(*)::int as stored from evenements`))[0]!
        .stored;
    await vi.waitFor(async () => expect(await stored()).toBe(limit * 100), { timeout: 10_000, interval: 200 });

    // A generous bound on a busy 2-core machine: unthrottled, the median rose to 100–200 ms.
    expect(flooded, `calm ${calm.toFixed(1)} ms, flooded ${flooded.toFixed(1)} ms`).toBeLessThan(
      Math.max(3 * calm, calm + 40),
    );
  }, 60_000);
});
