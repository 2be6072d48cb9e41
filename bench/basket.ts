// Measures POST /api/paniers/qtt on the built server against PostgreSQL, beside the same two
// statements (the guarded upsert and the basket read) run straight through the driver with the
// same concurrency, and prints the ratio (target ≥ 0.7×). Between the two, the same statements
// behind a bare node:http server (basket-floor-server.ts) show what any HTTP server reaches here.
// Each side's CPU per update is counted too (cpu.ts): the load generator shares this machine's
// cores, which no real client does, so the ratio of CPU spent serving an update tells what the
// cores would sustain with the load coming from elsewhere (PostgreSQL running on this machine).
// Usage: npm run bench:basket   (BENCH_PG=postgres://user@host:5432/db BENCH_SECONDS=8)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { POSTGRES_OPTIONS, type Database } from '../apps/api/src/db/client.ts';
import { addUnits, selectBasketLines } from '../apps/api/src/modules/basket/basket.queries.ts';
import { measureCpu, type CpuSpent } from './cpu.ts';
import { waitFor } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const serverUrl = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// Another build may be measured side by side (before and after a change) by naming its server.
const serverEntry = process.env.BENCH_SERVER ?? fileURLToPath(new URL('../apps/api/dist/server.js', import.meta.url));
const baskets = Array.from({ length: 500 }, () => randomUUID());
const pick = () => baskets[Math.floor(Math.random() * baskets.length)]!;

const name = `boutique_bench_${process.pid}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-bench-'));
const shop = spawn(process.execPath, [serverEntry], {
  env: { ...process.env, PORT: '3903', DATA_DIR: dataDir, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
// The raw side uses the server's own pool settings.
const client = postgres(url.toString(), POSTGRES_OPTIONS);

/** Sends basket updates to a server for the bench's duration. */
const load = (port: number, declinaison: number) =>
  autocannon({
    url: `http://127.0.0.1:${port}/api/paniers/qtt`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ panier: pick(), declinaison, qtt: 1 }) }),
      },
    ],
  });

let floor: ChildProcess | undefined;
try {
  await waitFor('http://127.0.0.1:3903/api/health', 120_000);
  // Endless stock, so every update is applied and every side does the same work.
  await client`update declinaisons set stock = 1000000000`;
  const [variant] = await client`select id from declinaisons order by id limit 1`;
  const declinaison = variant!.id as number;

  const [http, httpCpu] = await measureCpu(() => load(3903, declinaison), shop.pid);
  shop.kill();
  floor = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./basket-floor-server.ts', import.meta.url))],
    {
      env: { ...process.env, PORT: '3904', DATABASE_URL: url.toString() },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitFor('http://127.0.0.1:3904/api/health', 120_000);
  const [bare, bareCpu] = await measureCpu(() => load(3904, declinaison), floor.pid);
  floor.kill();

  const db = drizzle({ client, schema }) as unknown as Database;
  let done = 0;
  const deadline = Date.now() + seconds * 1000;
  const [, rawCpu] = await measureCpu(() =>
    Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < deadline) {
          const hash = pick();
          await addUnits(db, hash, null, declinaison, 1);
          await selectBasketLines(db, hash, null);
          done += 1;
        }
      }),
    ),
  );
  const raw = done / seconds;

  // Each side's CPU per update. The load generator runs in this process, so over HTTP what the rest
  // of the machine spent served the updates; on the raw side this process is the driver.
  const row = (label: string, rate: number, updates: number, spent: CpuSpent, overHttp: boolean) => {
    const perUpdate = (micros: number) => micros / updates;
    const served = perUpdate(overHttp ? spent.machine - spent.own : spent.machine);
    const front = perUpdate(overHttp ? spent.server : spent.own);
    const busy = (100 * spent.machine) / (spent.wall * cpus().length);
    console.info(
      [
        label.padEnd(22),
        rate.toFixed(0).padStart(7),
        `${(rate / raw).toFixed(2)}×`.padStart(7),
        served.toFixed(0).padStart(8),
        front.toFixed(0).padStart(9),
        (served - front).toFixed(0).padStart(9),
        (overHttp ? perUpdate(spent.own).toFixed(0) : '-').padStart(10),
        `${busy.toFixed(0)} %`.padStart(6),
      ].join(''),
    );
    return served;
  };
  console.info(`POST /api/paniers/qtt on PostgreSQL, ${connections} connections, ${seconds} s each`);
  console.info('                      updates/s  ratio  ---- CPU µs per update ---- generator  busy');
  console.info('                                          served  process     rest   µs/upd');
  const shopCost = row('boutique (HTTP)', http.requests.average, http.requests.total, httpCpu, true);
  const floorCost = row('bare node:http floor', bare.requests.average, bare.requests.total, bareCpu, true);
  const rawCost = row('same statements, raw', raw, done, rawCpu, false);
  console.info(
    `boutique p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms; errors ${http.errors + http.non2xx} (floor ${bare.errors + bare.non2xx})`,
  );
  console.info(
    `ratio ${(http.requests.average / raw).toFixed(2)}× (target ≥ 0.7×), floor ${(bare.requests.average / raw).toFixed(2)}×;` +
      ` by CPU served, load generator excluded: ${(rawCost / shopCost).toFixed(2)}×, floor ${(rawCost / floorCost).toFixed(2)}×`,
  );
} finally {
  shop.kill();
  floor?.kill();
  await client.end();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
