// The back office's paginators on a big order history: starts the built server on a fresh
// PostgreSQL database seeded with SEED=demo-large (100k orders by default), signs in as admin and
// prints the p95 of a first page, a filtered page, a deep page and a sorted page of
// GET /api/produits/paginator and GET /api/commandes/paginator; three runs, then their medians.
// Usage: BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:admin
//   (options: BENCH_ORDERS=100000 BENCH_REQUESTS=200 BENCH_CONCURRENCY=4 BENCH_RUNS=3)
import { benchDatabaseUrl, median, percentile, scratchDatabase, signIn, startBuiltServer, timedGet } from './lib.mjs';

const adminUrl = benchDatabaseUrl();
const orders = Number(process.env.BENCH_ORDERS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const mail = 'bench.admin@exemple.fr';
const password = 'banc-d-essai-admin-2026';

/** The p95 of `requests` calls, `concurrency` at a time (after a few warm-up calls). */
async function p95(url, token) {
  const call = () => timedGet(url, token);
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
  return percentile(times, 0.95);
}

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

const database = await scratchDatabase(adminUrl, 'boutique_bench_admin');
const started = performance.now();
// The seed runs before the server listens: 100k orders take minutes.
const shop = await startBuiltServer({
  port: 3903,
  readyTimeoutMs: 600_000,
  env: {
    DATABASE_URL: database.url,
    SEED: 'demo-large',
    SEED_LARGE_ORDERS: String(orders),
    ADMIN_EMAIL: mail,
    ADMIN_PASSWORD: password,
  },
});
const base = shop.base;
try {
  await shop.ready();
  console.info(`${orders} orders seeded and server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const token = await signIn(base, mail, password);
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
  await shop.close();
  await database.drop();
}
