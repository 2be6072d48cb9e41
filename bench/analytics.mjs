// The audience measurement at scale, on a scratch PostgreSQL database (created, then dropped):
// 1. ingest: the built server (one process) takes batches of 20–50 mixed events, first from
//    BENCH_CLIENTS clients as fast as they can (events/s), then at a steady BENCH_RATE events/s
//    (latency p50/p99), BENCH_SECONDS each; every accepted event is then counted in `evenements`.
// 2. stats: 10 M events spread over 25 months generated in PostgreSQL (monthly partitions created
//    the way the module does), daily rollups built with the module's SQL, then the p95 of 30 calls
//    of GET /api/admin/stats for a day, 7 days, 30 days, 12 months and 25 months.
// Exits non-zero when a budget is missed (≥ 2,000 events/s with p99 < 20 ms; stats p95 < 200 ms).
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:analytics
//   (options: BENCH_SECONDS=20 BENCH_CLIENTS=8 BENCH_RATE=2000 BENCH_EVENTS=10000000 BENCH_CALLS=30 BENCH_SKIP=stats|ingest)
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { benchDatabaseUrl, percentile, scratchDatabase, signIn, startBuiltServer, timedGet } from './lib.mjs';

const adminUrl = benchDatabaseUrl();
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 8);
const rate = Number(process.env.BENCH_RATE ?? 2_000);
const totalEvents = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const calls = Number(process.env.BENCH_CALLS ?? 30);
const skip = process.env.BENCH_SKIP ?? '';
const port = 3904;
const base = `http://127.0.0.1:${port}`;
const mail = 'bench.stats@exemple.fr';
const password = 'banc-d-essai-stats-2026';
const BUDGET = { eventsPerSecond: 2_000, ingestP99: 20, statsP95: 200 };
const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
];
const LANGUAGES = ['fr-FR,fr;q=0.9', 'fr-BE,fr;q=0.9', 'en-GB,en;q=0.8', 'de-DE,de;q=0.8', 'es-ES,es;q=0.8'];
const PAGES = ['/fr/accueil', '/fr/cosmetique', '/fr/faq', '/fr/ingredients', '/fr/panier', '/fr/compte', '/en/home'];

const pick = (values) => values[Math.floor(Math.random() * values.length)];
const id = (bytes) => randomBytes(bytes).toString('base64url');

/** One visit's batch as the tracker sends it: a first page with its source, then pages, products, basket, checkout. */
function batch() {
  const now = Date.now();
  const langue = pick(['fr', 'fr', 'fr', 'en', 'es', 'de']);
  const size = 20 + Math.floor(Math.random() * 31);
  const events = [];
  for (let i = 0; i < size; i += 1) {
    const roll = Math.random();
    const produit = 1 + Math.floor(40 * Math.random() ** 2);
    const event = {
      type: 'page',
      ts: now - (size - i) * 1_500,
      chemin: pick(PAGES),
      langue,
      theme: 'clair',
      version: '2026.11.26',
      installe: false,
      affichage: 'browser',
    };
    if (i === 0) event.source = pick(['google.com', 'instagram.com', 'newsletter', 'bing.com']);
    else if (roll < 0.25) Object.assign(event, { type: 'produit', chemin: `/fr/cosmetique/${produit}-creme`, produit });
    else if (roll < 0.33)
      Object.assign(event, { type: 'panier', produit, quantite: 1 + Math.floor(Math.random() * 3) });
    else if (roll < 0.38) Object.assign(event, { type: 'etape', chemin: '/fr/commande', etape: 1 + (i % 3) });
    else if (roll < 0.39) Object.assign(event, { type: 'achat', chemin: '/fr/commande/merci' });
    if (i === size - 1) event.type = event.type === 'page' ? 'fin' : event.type;
    events.push(event);
  }
  return events;
}

/** The server as in production, with the admin who reads the stats; no demo data. */
const startServer = (databaseUrl) =>
  startBuiltServer({
    port,
    env: {
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      APP_ENV: 'production',
      ADMIN_EMAIL: mail,
      ADMIN_PASSWORD: password,
      // The bench measures the storage's capacity from one client, far past a visitor's limits.
      ANALYTICS_BATCHES_PER_MINUTE: '10000000',
      ANALYTICS_CLIENT_BATCHES_PER_MINUTE: '10000000',
    },
  });

/** Waits until `evenements` holds `expected` rows or stops growing (the buffer writes every second; 60 s at most). */
async function settle(sql, expected) {
  let stored = 0;
  const started = performance.now();
  for (let previous = -1; performance.now() - started < 60_000; previous = stored) {
    [{ stored }] = await sql`select count(*)::int as stored from evenements`;
    if (stored === expected || stored === previous) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return stored;
}

/**
 * Two runs of `seconds` on an emptied table, each checked row for row in the database: `clients`
 * loops sending as fast as they can (the process's capacity), then batches started at a steady
 * `rate` events/s whatever the answers (the latency a visitor's beacon meets at that traffic).
 */
async function ingest(sql) {
  const bodies = Array.from({ length: 500 }, () => {
    const events = batch();
    return { json: JSON.stringify(events), count: events.length };
  });
  const meanBatch = bodies.reduce((sum, body) => sum + body.count, 0) / bodies.length;
  const send = async (body) => {
    const started = performance.now();
    const response = await fetch(`${base}/od_production/${id(16)}?lot=${id(9)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': pick(USER_AGENTS),
        'accept-language': pick(LANGUAGES),
      },
      body: body.json,
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 204 };
  };
  const measure = async (drive) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await sql`truncate evenements`;
    const times = [];
    let accepted = 0;
    let failed = 0;
    const one = async () => {
      const body = pick(bodies);
      const result = await send(body);
      times.push(result.ms);
      if (result.ok) accepted += body.count;
      else failed += 1;
    };
    const started = performance.now();
    await drive(one, started + seconds * 1_000);
    const elapsed = (performance.now() - started) / 1_000;
    const stored = await settle(sql, accepted);
    times.sort((a, b) => a - b);
    return {
      eventsPerSecond: accepted / elapsed,
      requests: times.length,
      failed,
      accepted,
      stored,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
    };
  };
  const closedLoop = (one, until) =>
    Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < until) await one();
      }),
    );
  const steady = async (one, until) => {
    const every = (meanBatch / rate) * 1_000;
    const pending = new Set();
    for (let at = performance.now(); at < until; at += every) {
      const wait = at - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const call = one().finally(() => pending.delete(call));
      pending.add(call);
    }
    await Promise.all(pending);
  };
  // Warm-up (2 s).
  const warmUntil = performance.now() + 2_000;
  await closedLoop(() => send(pick(bodies)), warmUntil);
  return { capacity: await measure(closedLoop), steady: await measure(steady) };
}

const monthStart = (year, month) => new Date(Date.UTC(year, month, 1)).toISOString();
const monthName = (date) => `evenements_${date.getUTCFullYear()}_${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
const shiftDay = (jour, days) => new Date(Date.parse(jour) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * 10 M events over the 25 months before today, month by month (two at a time): visits of 2–14
 * events, each visit with one device, language, country and source; pages, products (a few sell
 * most), basket adds and checkout steps in funnel proportions. Then the module's rollups per day.
 */
async function generate(sql, today) {
  const first = new Date(Date.parse(today));
  first.setUTCMonth(first.getUTCMonth() - 25);
  const months = [];
  for (let offset = 0; offset <= 26; offset += 1) {
    const start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + offset, 1));
    // As createMonthPartitions does (analytics.queries.ts).
    await sql.unsafe(
      `create table if not exists ${monthName(start)} partition of evenements for values from ('${monthStart(start.getUTCFullYear(), start.getUTCMonth())}') to ('${monthStart(start.getUTCFullYear(), start.getUTCMonth() + 1)}')`,
    );
    if (offset < 26) months.push(start);
  }
  const from = first.getTime();
  const to = Date.parse(today);
  const perSession = 8; // 2 + (s % 13): 8 on average
  let session = 0;
  const chunks = months.map((start, index) => {
    const chunkStart = Math.max(start.getTime(), from);
    const chunkEnd = Math.min(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1), to);
    // Traffic grows over the 25 months (×2 from first to last month).
    const weight = Math.max(0, chunkEnd - chunkStart) * (1 + index / 25);
    return { chunkStart, chunkEnd, weight };
  });
  const totalWeight = chunks.reduce((sum, chunk) => sum + chunk.weight, 0);
  const jobs = chunks
    .filter((chunk) => chunk.weight > 0)
    .map((chunk) => {
      const sessions = Math.round(((totalEvents / perSession) * chunk.weight) / totalWeight);
      const job = { ...chunk, firstSession: session + 1, lastSession: session + sessions };
      session += sessions;
      return job;
    });
  const run = (job) => sql`
    insert into evenements (ts, session_id, type, chemin, langue, theme, version, installe, affichage, source,
                            produit_id, quantite, etape, appareil, navigateur, systeme, pays)
    select v.debut + k * interval '45 seconds', 'v' || lpad(v.s::text, 15, '0'), ev.type,
           case ev.type when 'produit' then '/' || v.langue || '/cosmetique/' || ev.produit || '-soin'
                        when 'etape' then '/' || v.langue || '/commande'
                        when 'achat' then '/' || v.langue || '/commande/merci'
                        else '/' || v.langue || (array['/accueil', '/cosmetique', '/ingredients', '/faq', '/journal',
                             '/panier', '/compte', '/conditions', '/cosmetique/1-creme-caviar', '/cosmetique/2-serum',
                             '/journal/rituel-du-soir', '/ingredients/caviar'])[1 + floor(12 * r.p ^ 2)::int] end,
           v.langue, case when v.r4 < 0.3 then 'sombre' else 'clair' end, '2026.11.' || (1 + v.s % 20),
           v.r4 > 0.95, case when v.r4 > 0.95 then 'standalone' else 'browser' end,
           case when k = 0 then (array[null, null, 'google.com', 'google.com', 'google.com', 'instagram.com',
                'facebook.com', 'newsletter', 'bing.com', 'pinterest.com', 'vogue.fr', 'duckduckgo.com'])[1 + floor(12 * v.r2)::int] end,
           case when ev.type in ('produit', 'panier') then ev.produit end,
           case when ev.type = 'panier' then 1 + floor(3 * r.q)::int end,
           case when ev.type = 'etape' then ev.etape end,
           v.appareil, v.navigateur, v.systeme, v.pays
    from (
      select s, r2, r4, langue, appareil, pays,
             ${new Date(job.chunkStart).toISOString()}::timestamptz
               + (random() * ${(job.chunkEnd - job.chunkStart) / 1000 - 700}) * interval '1 second' as debut,
             case appareil when 'ordinateur' then (array['Chrome', 'Safari', 'Firefox', 'Microsoft Edge'])[1 + floor(4 * r3 ^ 2)::int]
                           else (array['Safari', 'Chrome', 'Samsung Internet'])[1 + floor(3 * r3 ^ 2)::int] end as navigateur,
             case appareil when 'ordinateur' then (array['Windows', 'macOS', 'Linux'])[1 + floor(3 * r3 ^ 2)::int]
                           else (array['iOS', 'Android'])[1 + floor(2 * r3)::int] end as systeme
      from (
        select s, r2, r3, r4,
               case when r1 < 0.62 then 'fr' when r1 < 0.82 then 'en' when r1 < 0.92 then 'de' else 'es' end as langue,
               case when r3 < 0.58 then 'mobile' when r3 < 0.93 then 'ordinateur' when r3 < 0.99 then 'tablette' else 'autre' end as appareil,
               case when r1 < 0.55 then 'FR' when r1 < 0.62 then 'BE' when r1 < 0.7 then 'GB' when r1 < 0.76 then 'US'
                    when r1 < 0.82 then 'CH' when r1 < 0.92 then 'DE' when r1 < 0.98 then 'ES' else 'JP' end as pays
        from (select s, random() as r1, random() as r2, random() as r3, random() as r4
              from generate_series(${job.firstSession}::bigint, ${job.lastSession}::bigint) as s) as raw
      ) as drawn
    ) as v
    cross join lateral generate_series(0, 1 + v.s % 13) as k
    cross join lateral (select random() + 0 * k as t, random() + 0 * k as p, random() + 0 * k as q,
                               1 + floor(40 * random() ^ 3)::int + 0 * k as produit) as r
    cross join lateral (select case
        when k = 0 then 'page'
        when k = 1 + v.s % 13 then 'fin'
        when r.t < 0.55 then 'page'
        when r.t < 0.80 then 'produit'
        when r.t < 0.90 then 'panier'
        when r.t < 0.97 then 'etape'
        when r.t < 0.985 then 'achat'
        else 'page' end as type, r.produit, 1 + floor(3 * r.q)::int as etape) as ev`;
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < jobs.length) await run(jobs[next++]);
    }),
  );
  await sql`analyze evenements`;
  return from;
}

/**
 * The rollups of every day, month by month (two at a time): the same statements as
 * replaceDayRollups and selectDayProductEvents (stats.queries.ts), grouped by Paris day.
 */
async function rollups(sql, fromMs, today) {
  const firstDay = new Date(fromMs).toISOString().slice(0, 10);
  const ranges = [];
  for (let day = firstDay; day < today;) {
    const end = new Date(Date.parse(day));
    end.setUTCMonth(end.getUTCMonth() + 1, 1);
    const until = end.toISOString().slice(0, 10) < today ? end.toISOString().slice(0, 10) : today;
    ranges.push([day, until]);
    day = until;
  }
  const bounds = (du, au) => sql`
    e.ts >= (${du}::date)::timestamp at time zone 'Europe/Paris' and e.ts < (${au}::date)::timestamp at time zone 'Europe/Paris'`;
  const run = async ([du, au]) => {
    const jour = sql`(e.ts at time zone 'Europe/Paris')::date`;
    await sql`
      insert into stats_jours (jour, dimension, valeur, visites, vues)
      select ${jour}, facet.dimension, facet.valeur, count(distinct e.session_id)::int,
             (count(*) filter (where e.type = 'page'))::int
      from evenements e
      cross join lateral (values
        ('visites', ''), ('appareil', e.appareil), ('navigateur', e.navigateur), ('langue', e.langue),
        ('pays', coalesce(e.pays, '')), ('page', case when e.type = 'page' then e.chemin end), ('source', e.source)
      ) as facet(dimension, valeur)
      where ${bounds(du, au)} and facet.valeur is not null
      group by 1, facet.dimension, facet.valeur`;
    await sql`
      insert into stats_jours (jour, dimension, valeur, visites, vues)
      select jour, 'tunnel', stage, count(distinct session_id)::int, 0
      from (
        select ${jour} as jour, e.session_id, case
          when e.type = 'produit' then 'produit'
          when e.type = 'panier' then 'panier'
          when e.type = 'etape' and e.etape = 3 then 'paiement'
          when e.type = 'etape' then 'commande'
          when e.type = 'achat' then 'achat'
        end as stage
        from evenements e where ${bounds(du, au)}
      ) as steps
      where stage is not null
      group by jour, stage`;
    await sql`
      insert into stats_produits_jours (jour, produit_id, vues, ajouts)
      select ${jour}, e.produit_id, (count(*) filter (where e.type = 'produit'))::int,
             coalesce(sum(e.quantite) filter (where e.type = 'panier'), 0)::int
      from evenements e
      where ${bounds(du, au)} and e.produit_id is not null
      group by 1, e.produit_id`;
  };
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < ranges.length) await run(ranges[next++]);
    }),
  );
  await sql`vacuum analyze stats_jours`;
  await sql`vacuum analyze stats_produits_jours`;
  const [{ days }] = await sql`select count(distinct jour)::int as days from stats_jours`;
  return days;
}

/** The p95 of `calls` sequential calls of GET /api/admin/stats (after 3 warm-up calls). */
async function statsP95(token, du, au) {
  const url = `${base}/api/admin/stats?du=${du}&au=${au}`;
  const call = () => timedGet(url, token);
  for (let i = 0; i < 3; i += 1) await call();
  const times = [];
  for (let i = 0; i < calls; i += 1) times.push(await call());
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

const database = await scratchDatabase(adminUrl, 'boutique_bench_analytics');
const sql = postgres(database.url, { max: 2, onnotice: () => {} });
const missed = [];
let server;
try {
  server = await startServer(database.url);
  await server.ready();
  if (!skip.includes('ingest')) {
    const { capacity, steady } = await ingest(sql);
    const line = (result) =>
      `${result.eventsPerSecond.toFixed(0)} events/s accepted (${result.requests} batches), p50 ${result.p50.toFixed(1)} ms, ` +
      `p99 ${result.p99.toFixed(1)} ms; ${result.stored} of ${result.accepted} events stored, ${result.failed} failed`;
    console.info(`ingest, ${clients} clients as fast as they can, ${seconds} s: ${line(capacity)}`);
    console.info(`ingest, steady ${rate} events/s, ${seconds} s: ${line(steady)}`);
    if (capacity.eventsPerSecond < BUDGET.eventsPerSecond) missed.push('ingest events/s');
    if (steady.p99 >= BUDGET.ingestP99) missed.push('ingest p99');
    for (const result of [capacity, steady])
      if (result.stored !== result.accepted || result.failed > 0) missed.push('ingest: events lost');
  }
  if (!skip.includes('stats')) {
    // The server's upkeep drops raw partitions past 13 months: generate and roll up while it is stopped.
    await server.close();
    await sql`truncate evenements, stats_jours, stats_produits_jours`;
    const [{ today }] = await sql`select to_char((now() at time zone 'Europe/Paris')::date, 'YYYY-MM-DD') as today`;
    let started = performance.now();
    const from = await generate(sql, today);
    const [{ count }] = await sql`select count(*)::int as count from evenements`;
    console.info(`stats: ${count} events generated in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    started = performance.now();
    const days = await rollups(sql, from, today);
    console.info(`stats: rollups of ${days} days built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    server = await startServer(database.url);
    await server.ready();
    const token = await signIn(base, mail, password);
    const au = shiftDay(today, -1);
    const periods = [
      ['a day', au],
      ['7 days', shiftDay(au, -6)],
      ['30 days', shiftDay(au, -29)],
      ['12 months', shiftDay(au, -364)],
      ['25 months', shiftDay(au, -760)],
    ];
    console.info(`GET /api/admin/stats, ${calls} calls each (ms):`);
    for (const [name, du] of periods) {
      const { p50, p95 } = await statsP95(token, du, au);
      console.info(
        `${name.padEnd(10)} p50 ${p50.toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)}   ?du=${du}&au=${au}`,
      );
      if (p95 >= BUDGET.statsP95) missed.push(`stats ${name}`);
    }
  }
} finally {
  await server?.close();
  await sql.end();
  await database.drop();
}
if (missed.length > 0) {
  console.error(`budget missed: ${missed.join(', ')}`);
  process.exitCode = 1;
}
