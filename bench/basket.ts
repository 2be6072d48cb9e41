// Measures POST /api/paniers/qtt on the built server against PostgreSQL, beside the same two
// statements (the guarded upsert and the basket read) run straight through the driver with the
// same concurrency, and prints the ratio (target ≥ 0.7×). Between the two, the same statements
// behind a bare node:http server (basket-floor-server.ts) show what any HTTP server reaches here.
// Each side's CPU per update is counted too (cpu.ts): the load generator shares this machine's
// cores, which no real client does, so the ratio of CPU spent serving an update tells what the
// cores would sustain with the load coming from elsewhere (PostgreSQL running on this machine).
//
// Every side is measured alike. It starts from the same tables (the baskets and dead rows the side
// before left are removed, dirty pages written out) and runs unmeasured for BENCH_WARMUP seconds
// first, so neither a cold JIT nor a bloated table weighs on one side only. The sides take turns
// over BENCH_ROUNDS rounds, each round in a different order, and each side's median is kept: this
// machine's speed drifts by tens of percent within minutes, which a single pass in a fixed order
// reads as a difference between the sides.
// Usage: npm run bench:basket
//   (BENCH_PG=postgres://user@host:5432/db BENCH_SECONDS=8 BENCH_WARMUP=3 BENCH_ROUNDS=3)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { POSTGRES_OPTIONS, type Database } from '../apps/api/src/db/client.ts';
import { addUnits, selectBasketLines } from '../apps/api/src/modules/basket/basket.queries.ts';
import { measureCpu, type CpuSpent } from './cpu.ts';
import { median, scratchDatabase, startBuiltServer, waitFor } from './lib.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const baskets = Array.from({ length: 500 }, () => randomUUID());
const pick = () => baskets[Math.floor(Math.random() * baskets.length)]!;

const database = await scratchDatabase(
  process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'boutique_bench',
);
const shop = await startBuiltServer({ port: 3903, env: { DATABASE_URL: database.url } });
const floor = spawn(
  process.execPath,
  ['--import', 'tsx', fileURLToPath(new URL('./basket-floor-server.ts', import.meta.url))],
  {
    env: { ...process.env, PORT: '3904', DATABASE_URL: database.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
// The raw side uses the server's own pool settings.
const client = postgres(database.url, POSTGRES_OPTIONS);
const db = drizzle({ client, schema }) as unknown as Database;

/** One side's measured pass: its updates and the CPU they took. */
interface Pass {
  updates: number;
  spent: CpuSpent;
}

/** Sends basket updates to a server for `duration` seconds; answers how many were answered 2xx. */
async function load(port: number, declinaison: number, duration: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/api/paniers/qtt`,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ panier: pick(), declinaison, qtt: 1 }) }),
      },
    ],
  });
  if (result.errors + result.non2xx > 0)
    throw new Error(`${result.errors + result.non2xx} updates failed on port ${port}`);
  return result.requests.total;
}

/** Runs the statements from as many callers as the servers have connections; answers the updates. */
async function runRaw(declinaison: number, duration: number) {
  let updates = 0;
  const deadline = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const hash = pick();
        await addUnits(db, hash, null, declinaison, 1);
        await selectBasketLines(db, hash, null);
        updates += 1;
      }
    }),
  );
  return updates;
}

/**
 * Removes the bench's baskets and the dead rows their updates left, and writes every dirty page
 * out, so each side starts from the same tables with no earlier side's disk writes pending.
 */
async function resetBaskets() {
  await client`delete from paniers where hash = any(${baskets})`;
  await client`vacuum paniers, paniers_declinaisons`;
  await client`checkpoint`;
}

/** Warms a side up from clean tables, then measures it (`pid`: the server's process). */
async function pass(run: (duration: number) => Promise<number>, pid?: number): Promise<Pass> {
  await resetBaskets();
  await run(warmup);
  const [updates, spent] = await measureCpu(() => run(seconds), pid);
  return { updates, spent };
}

try {
  await Promise.all([shop.ready(), waitFor('http://127.0.0.1:3904/api/health', 120_000)]);
  // Endless stock, so every update is applied and every side does the same work.
  await client`update declinaisons set stock = 1000000000`;
  const [variant] = await client`select id from declinaisons order by id limit 1`;
  const declinaison = variant!.id as number;

  const sides = [
    { label: 'boutique (HTTP)', overHttp: true, run: (d: number) => load(3903, declinaison, d), pid: shop.pid },
    { label: 'bare node:http floor', overHttp: true, run: (d: number) => load(3904, declinaison, d), pid: floor.pid },
    { label: 'same statements, raw', overHttp: false, run: (d: number) => runRaw(declinaison, d) },
  ];
  // The servers have just started and the database was just seeded: one unmeasured pass each
  // first, so the first round does not measure a cold JIT or the seed's autovacuum.
  await client`vacuum analyze`;
  for (const side of sides) await pass(side.run);
  const passes = sides.map((): Pass[] => []);
  for (let round = 0; round < rounds; round += 1) {
    for (let turn = 0; turn < sides.length; turn += 1) {
      const index = (round + turn) % sides.length;
      passes[index]!.push(await pass(sides[index]!.run, sides[index]!.pid));
    }
  }

  // Per side, the median of its rounds: the rate, and the CPU per update. The load generator runs
  // in this process, so over HTTP what the rest of the machine spent served the updates; on the
  // raw side this process is the driver.
  const figures = sides.map((side, index) => {
    const of = (measure: (pass: Pass) => number) => median(passes[index]!.map(measure));
    const perUpdate = (micros: (spent: CpuSpent) => number) => of((p) => micros(p.spent) / p.updates);
    return {
      ...side,
      rates: passes[index]!.map((p) => p.updates / seconds),
      rate: of((p) => p.updates / seconds),
      served: perUpdate((s) => (side.overHttp ? s.machine - s.own : s.machine)),
      front: perUpdate((s) => (side.overHttp ? s.server : s.own)),
      generator: side.overHttp ? perUpdate((s) => s.own) : undefined,
      busy: of((p) => (100 * p.spent.machine) / (p.spent.wall * cpus().length)),
    };
  });
  type Figures = (typeof figures)[number];
  const [boutique, bare, raw] = figures as [Figures, Figures, Figures];

  console.info(
    `POST /api/paniers/qtt on PostgreSQL, ${connections} connections, ${rounds} rounds of ${seconds} s per side after ${warmup} s of warm-up; medians`,
  );
  console.info(
    '                      updates/s  ratio  ---- CPU µs per update ---- generator  busy   rounds (updates/s)',
  );
  console.info('                                          served  process     rest   µs/upd');
  for (const side of figures) {
    console.info(
      [
        side.label.padEnd(22),
        side.rate.toFixed(0).padStart(7),
        `${(side.rate / raw.rate).toFixed(2)}×`.padStart(7),
        side.served.toFixed(0).padStart(8),
        side.front.toFixed(0).padStart(9),
        (side.served - side.front).toFixed(0).padStart(9),
        (side.generator?.toFixed(0) ?? '-').padStart(10),
        `${side.busy.toFixed(0)} %`.padStart(6),
        `   ${side.rates.map((rate) => rate.toFixed(0)).join(', ')}`,
      ].join(''),
    );
  }
  console.info(
    `ratio ${(boutique.rate / raw.rate).toFixed(2)}× (target ≥ 0.7×), floor ${(bare.rate / raw.rate).toFixed(2)}×;` +
      ` by CPU served, load generator excluded: ${(raw.served / boutique.served).toFixed(2)}×, floor ${(raw.served / bare.served).toFixed(2)}×`,
  );
} finally {
  floor.kill();
  await shop.close();
  await client.end();
  await database.drop();
}
