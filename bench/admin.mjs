// The back office's paginators on a big order history: starts the built server on a fresh
// PostgreSQL database seeded with SEED=demo-large (100k orders by default), signs in as admin and
// prints the p95 of a first page, a filtered page, a deep page and a sorted page of
// GET /api/produits/paginator and GET /api/commandes/paginator; three runs, then their medians.
// Usage: BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:admin
//   (options: BENCH_ORDERS=100000 BENCH_REQUESTS=200 BENCH_CONCURRENCY=4 BENCH_RUNS=3)
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL server (a scratch database is created there).');
  process.exit(1);
}
const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const serverEntry = fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const base = 'http://127.0.0.1:3903';
const mail = 'bench.admin@exemple.fr';
const password = 'banc-d-essai-admin-2026';

async function waitFor(url, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet (the seed runs before the server listens)
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** The p95 of `requests` calls, `concurrency` at a time (after a few warm-up calls). */
async function p95(url, token) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i += 1) await call();
  const times = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        times.push(await call());
      }
    }),
  );
  times.sort((a, b) => a - b);
  return times[Math.ceil(times.length * 0.95) - 1];
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const CASES = [
  ['produits: first page', '/api/produits/paginator'],
  ['produits: filtered', '/api/produits/paginator?q=caviar&offline=false'],
  ['produits: sorted', '/api/produits/paginator?sort=prix_ht&order=desc'],
  ['commandes: first page', '/api/commandes/paginator'],
  ['commandes: filtered', '/api/commandes/paginator?statut=payee&du=2025-06-01&au=2025-12-31&montant_min=100'],
  ['commandes: customer', '/api/commandes/paginator?client=client42'],
  ['commandes: deep page', `/api/commandes/paginator?page=${Math.floor(orders / 25 / 2)}`],
  ['commandes: sorted', '/api/commandes/paginator?sort=total_ttc&order=desc&statut=ventes'],
];

const databaseName = `boutique_bench_admin_${process.pid}`;
const server = postgres(adminUrl, { max: 1, onnotice: () => {} });
await server.unsafe(`create database ${databaseName}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-bench-admin-'));
const started = performance.now();
const shop = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    PORT: '3903',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl.toString(),
    SEED: 'demo-large',
    SEED_LARGE_ORDERS: String(orders),
    ADMIN_EMAIL: mail,
    ADMIN_PASSWORD: password,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((_resolve, reject) =>
  shop.once('exit', (code) => reject(new Error(`the server stopped (exit code ${code})`))),
);
exited.catch(() => {});
try {
  await Promise.race([waitFor(`${base}/api/health`), exited]);
  console.info(`${orders} orders seeded and server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const signIn = await fetch(`${base}/api/sign/in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mail, password }),
  });
  const token = (await signIn.json()).token?.access_token;
  if (!token) throw new Error(`sign-in failed (${signIn.status})`);
  const results = new Map(CASES.map(([name]) => [name, []]));
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, url] of CASES) results.get(name).push(await p95(`${base}${url}`, token));
    console.info(`run ${run}: ${CASES.map(([name]) => `${name} ${results.get(name).at(-1).toFixed(1)}`).join(', ')}`);
  }
  console.info(`\np95 in ms, median of ${runs} runs (${requests} requests, ${concurrency} at a time):`);
  for (const [name, url] of CASES) {
    console.info(`${name.padEnd(24)} ${median(results.get(name)).toFixed(1).padStart(7)}   ${url}`);
  }
} finally {
  if (shop.exitCode === null && shop.signalCode === null) {
    shop.kill();
    await new Promise((resolve) => shop.once('exit', resolve));
  }
  await server.unsafe(`drop database if exists ${databaseName}`);
  await server.end();
  await rm(dataDir, { recursive: true, force: true });
}
