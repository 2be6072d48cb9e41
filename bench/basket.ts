// Measures POST /api/paniers/qtt on the built server against PostgreSQL, beside the same two
// statements (the guarded upsert and the basket read) run straight through the driver with the
// same concurrency. Between the two, the same statements behind a bare node:http server
// (basket-floor-server.ts) show what any HTTP server reaches here: the budget is the shop's rate
// against that floor, side by side (target ≥ 0.9×); the ratio to the raw driver is printed too.
// The HTTP load comes from wrk (basket-load.lua), a generator written in C: it shares this
// machine's cores, which no real client does, and takes a fraction of the CPU per request that a
// generator in Node takes. Each side's CPU per update is counted too (cpu.ts), the generator's
// left out, to tell what the cores would sustain with the load coming from elsewhere.
//
// Every side is measured alike. It starts from the same tables (the baskets and dead rows the side
// before left are removed, dirty pages written out) and runs unmeasured for BENCH_WARMUP seconds
// first, so neither a cold JIT nor a bloated table weighs on one side only. The sides take turns
// over BENCH_ROUNDS rounds, each round in a different order, and each side's median is kept: this
// machine's speed drifts by tens of percent within minutes, which a single pass in a fixed order
// reads as a difference between the sides.
// Usage: npm run bench:basket (needs wrk: apt-get install wrk)
//   (BENCH_PG=postgres://user@host:5432/db BENCH_SECONDS=8 BENCH_WARMUP=3 BENCH_ROUNDS=3
//    BENCH_BACKGROUND_BASKETS=20000)
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
const backgroundBaskets = Number(process.env.BENCH_BACKGROUND_BASKETS ?? 20_000);
const pick = () => baskets[Math.floor(Math.random() * baskets.length)]!;
const execFileAsync = promisify(execFile);
const loadScript = fileURLToPath(new URL('./basket-load.lua', import.meta.url));

await execFileAsync('wrk', ['-v']).catch((error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') return; // wrk -v prints its version and exits with 1
  console.error('The basket bench sends its load with wrk: apt-get install wrk');
  process.exit(1);
});

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

/** What a side did for `duration` seconds: its updates, and the microseconds its load generator spent. */
interface Work {
  updates: number;
  generator: number;
}

/** One side's measured pass: its work and the CPU the machine spent on it. */
interface Pass extends Work {
  spent: CpuSpent;
}

/** Sends basket updates to a server for `duration` seconds; every one must be answered 2xx. */
async function load(port: number, declinaison: number, duration: number): Promise<Work> {
  const { stdout } = await execFileAsync('wrk', [
    ...['-t1', `-c${connections}`, `-d${duration}s`, '-s', loadScript, `http://127.0.0.1:${port}`],
    ...['--', String(declinaison), ...baskets],
  ]);
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    requests: number;
    failed: number;
    cpuSeconds: number;
  };
  if (report.failed > 0) throw new Error(`${report.failed} updates failed on port ${port}`);
  return { updates: report.requests, generator: report.cpuSeconds * 1e6 };
}

/** Runs the statements from as many callers as the servers have connections (this process is the driver). */
async function runRaw(declinaison: number, duration: number): Promise<Work> {
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
  return { updates, generator: 0 };
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
async function pass(work: (duration: number) => Promise<Work>, pid?: number): Promise<Pass> {
  await resetBaskets();
  await work(warmup);
  const [done, spent] = await measureCpu(() => work(seconds), pid);
  return { ...done, spent };
}

try {
  await Promise.all([shop.ready(), waitFor('http://127.0.0.1:3904/api/health', 120_000)]);
  // Endless stock, so every update is applied and every side does the same work.
  await client`update declinaisons set stock = 1000000000`;
  const [variant] = await client`select id from declinaisons order by id limit 1`;
  const declinaison = variant!.id as number;
  // A live shop's basket tables hold thousands of baskets. On near-empty ones PostgreSQL plans for
  // a table of one page (sequential scans, a whole index scanned inside a loop), each connection
  // keeps its plan, and as the bench's baskets grow during a pass some passes fell to tens of
  // updates a second, whichever side's connections happened to plan at the wrong moment.
  await client`
    with background as (
      insert into paniers (hash) select gen_random_uuid() from generate_series(1, ${backgroundBaskets}) returning id
    )
    insert into paniers_declinaisons (panier_id, declinaison_id, qtt) select id, ${declinaison}, 1 from background`;

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

  // Per side, the median of its rounds: the rate, and the CPU per update. Over HTTP, what the
  // machine spent apart from wrk and this (waiting) process served the updates; on the raw side
  // this process is the driver.
  const figures = sides.map((side, index) => {
    const of = (measure: (pass: Pass) => number) => median(passes[index]!.map(measure));
    const perUpdate = (micros: (pass: Pass) => number) => of((p) => micros(p) / p.updates);
    return {
      ...side,
      rates: passes[index]!.map((p) => p.updates / seconds),
      rate: of((p) => p.updates / seconds),
      served: perUpdate((p) => (side.overHttp ? p.spent.machine - p.spent.own - p.generator : p.spent.machine)),
      front: perUpdate((p) => (side.overHttp ? p.spent.server : p.spent.own)),
      generator: side.overHttp ? perUpdate((p) => p.generator) : undefined,
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
    `of the floor ${(boutique.rate / bare.rate).toFixed(2)}× (target ≥ 0.9×), by CPU ${(bare.served / boutique.served).toFixed(2)}×; ` +
      `against the raw driver ${(boutique.rate / raw.rate).toFixed(2)}×, floor ${(bare.rate / raw.rate).toFixed(2)}×;` +
      ` by CPU served, load generator excluded: ${(raw.served / boutique.served).toFixed(2)}×, floor ${(raw.served / bare.served).toFixed(2)}×`,
  );
} finally {
  floor.kill();
  await shop.close();
  await client.end();
  await database.drop();
}
