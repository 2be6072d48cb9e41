// The catalogue's CSV import at the size the shop is held to: starts the built server on a fresh
// PostgreSQL database (the demo catalogue), creates 10,000 variants from one file (dry run, then
// applied), then, BENCH_RUNS times, exports the catalogue, changes every one of those prices and
// reads the file back (dry run, then applied). Prints each step's time and the medians.
// Usage: BENCH_DATABASE_URL=postgres://user@host:5432/postgres npm run bench:import
//   (options: BENCH_ROWS=10000 BENCH_RUNS=3)
import { benchDatabaseUrl, median, scratchDatabase, signIn, startBuiltServer } from './lib.mjs';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const mail = 'bench.import@exemple.fr';
const password = 'banc-d-essai-import-2026';

/** A new catalogue: 2,500 products of four variants each, with an English name. */
function creationFile() {
  const lines = ['declinaison_id;produit;slug;accroche;declinaison;prix_ttc;contenance;unite;produit_en'];
  for (let index = 0; index < rows; index += 1) {
    const product = Math.floor(index / 4);
    lines.push(
      `;Soin d’essai ${product};soin-essai-${product};Une accroche;Format ${index % 4};${20 + (index % 50)},90;${30 + (index % 4) * 10};ml;Test care ${product}`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The exported file with every test variant's price moved by `cents`. */
function repriced(csv, cents) {
  const [header, ...lines] = csv
    .replace(/^\uFEFF/u, '')
    .trimEnd()
    .split('\r\n');
  const columns = header.split(';');
  const price = columns.indexOf('prix_ttc');
  const name = columns.indexOf('produit');
  const changed = lines.map((line) => {
    const cells = line.split(';');
    if (!cells[name]?.startsWith('Soin d’essai')) return line;
    const [euros, rest] = cells[price].split(',');
    cells[price] = `${euros},${String((Number(rest) + cents) % 100).padStart(2, '0')}`;
    return cells.join(';');
  });
  return `${[header, ...changed].join('\r\n')}\r\n`;
}

async function timed(label, run) {
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  console.info(`${label.padEnd(34)} ${seconds.toFixed(2).padStart(7)} s`);
  return { seconds, result };
}

const database = await scratchDatabase(benchDatabaseUrl(), 'boutique_bench_import');
const shop = await startBuiltServer({
  port: 3904,
  env: { DATABASE_URL: database.url, ADMIN_EMAIL: mail, ADMIN_PASSWORD: password },
});
try {
  await shop.ready();
  const token = await signIn(shop.base, mail, password);
  const send = async (body, mode) => {
    const answer = await fetch(`${shop.base}/api/admin/catalogue/import?mode=${mode}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body,
    });
    const report = await answer.json();
    if (!answer.ok || report.refus > 0)
      throw new Error(`import answered ${answer.status}: ${JSON.stringify(report).slice(0, 300)}`);
    return report;
  };
  const exportCsv = async () => {
    const answer = await fetch(`${shop.base}/api/admin/catalogue.csv`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return answer.text();
  };

  const creation = creationFile();
  await timed(`creation of ${rows} rows: dry run`, () => send(creation, 'essai'));
  await timed(`creation of ${rows} rows: applied`, () => send(creation, 'application'));
  const dryRuns = [];
  const applied = [];
  const exports = [];
  for (let run = 1; run <= runs; run += 1) {
    const exported = await timed(`run ${run}: export`, exportCsv);
    exports.push(exported.seconds);
    const file = repriced(exported.result, run);
    dryRuns.push((await timed(`run ${run}: ${rows} prices, dry run`, () => send(file, 'essai'))).seconds);
    const done = await timed(`run ${run}: ${rows} prices, applied`, () => send(file, 'application'));
    if (done.result.modifications !== rows) throw new Error(`${done.result.modifications} rows changed, not ${rows}`);
    applied.push(done.seconds);
  }
  console.info(`\nmedians of ${runs} runs, ${rows} changed rows:`);
  console.info(
    `export ${median(exports).toFixed(2)} s, dry run ${median(dryRuns).toFixed(2)} s, applied ${median(applied).toFixed(2)} s`,
  );
} finally {
  await shop.close();
  await database.drop();
}
