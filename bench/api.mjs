// Measures GET /api/produits on the built server beside a bare node:http server sending the same
// bytes. The machine's speed drifts within a run, so both sides are measured in rounds, each round
// in the other order, and each side's median is kept. Also prints the shop's start-to-ready time
// and both sides' resident memory after the load (the bare side's is the floor of a Node server).
// Usage: npm run bench   (options: BENCH_SECONDS=10 BENCH_CONNECTIONS=50 BENCH_ROUNDS=4
//   BENCH_DATABASE_URL=postgres://… to run the shop on PostgreSQL, in a scratch database)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, scratchDatabase, serverEntry, waitFor } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const bareEntry = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const SHOP = 'http://127.0.0.1:3901';
const BARE = 'http://127.0.0.1:3902';

// The shop runs as `npm start` runs it (its young-generation size: package.json).
const SHOP_FLAGS = ['--max-semi-space-size=4'];

const start = (entry, env, flags = []) =>
  spawn(process.execPath, [...flags, entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

async function measure(url, duration = seconds) {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The process's resident memory now and at its peak, in MB (Linux). */
async function residentMemory(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const megabytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'mu').exec(status)?.[1] ?? 0) / 1024;
  return { now: megabytes('VmRSS'), peak: megabytes('VmHWM') };
}

const pg = process.env.BENCH_DATABASE_URL ? await scratchDatabase(process.env.BENCH_DATABASE_URL, 'bench_api') : null;
const dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-bench-'));
try {
  // Migrated and seeded by a first start, so the timed start is the one every restart pays.
  const first = start(serverEntry, { PORT: '3901', DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '', LOG_LEVEL: 'warn' });
  await waitFor(`${SHOP}/api/ready`, 120_000);
  await new Promise((resolve) => first.once('exit', resolve).kill());

  const startedAt = performance.now();
  const shop = start(
    serverEntry,
    { PORT: '3901', DATA_DIR: dataDir, DATABASE_URL: pg?.url ?? '', LOG_LEVEL: 'warn' },
    SHOP_FLAGS,
  );
  try {
    await waitFor(`${SHOP}/api/ready`, 60_000);
    const readyMs = performance.now() - startedAt;
    const bytes = Buffer.from(await (await fetch(`${SHOP}/api/produits`)).arrayBuffer());
    const bare = start(bareEntry, { PORT: '3902', BODY_BASE64: bytes.toString('base64') });
    try {
      await waitFor(`${BARE}/`, 10_000);
      await measure(`${SHOP}/api/produits`, 2); // warm-up
      await measure(`${BARE}/`, 2);
      const sides = { shop: [], bare: [] };
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? ['shop', 'bare'] : ['bare', 'shop'];
        for (const side of order)
          sides[side].push(await measure(side === 'shop' ? `${SHOP}/api/produits` : `${BARE}/`));
      }
      const memory = await residentMemory(shop.pid);
      const bareMemory = await residentMemory(bare.pid);
      const summary = (results) => ({
        rps: median(results.map((result) => result.rps)),
        p50: median(results.map((result) => result.p50)),
        p99: median(results.map((result) => result.p99)),
        errors: results.reduce((sum, result) => sum + result.errors, 0),
      });
      const row = (name, r) =>
        `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(3)} ms   errors ${r.errors}`;
      const [shopSummary, bareSummary] = [summary(sides.shop), summary(sides.bare)];
      console.info(
        `GET /api/produits on ${pg ? 'PostgreSQL' : 'PGlite'}, ${(bytes.length / 1024).toFixed(1)} KB, ${connections} connections, ${rounds} rounds of ${seconds} s per side (alternating order); medians`,
      );
      console.info(row('boutique (fastify)', shopSummary));
      console.info(row('bare node:http', bareSummary));
      const ratios = sides.shop.map((result, index) => (result.rps / sides.bare[index].rps).toFixed(2));
      console.info(
        `ratio ${(shopSummary.rps / bareSummary.rps).toFixed(2)}× (target ≥ 0.85×; per round ${ratios.join(', ')})`,
      );
      console.info(`start to ready ${(readyMs / 1000).toFixed(2)} s (target ≤ 3 s on PostgreSQL)`);
      console.info(
        `shop resident memory after the load ${memory.now.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB (target ≤ 150 MB); ` +
          `bare node:http ${bareMemory.now.toFixed(0)} MB, peak ${bareMemory.peak.toFixed(0)} MB`,
      );
    } finally {
      bare.kill();
    }
  } finally {
    shop.kill();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await pg?.drop();
}
