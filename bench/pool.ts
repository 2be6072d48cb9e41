// Sustained load on the server's PostgreSQL pool: 20 callers running `select 1` on its 10
// connections for 25 s, printing each 5 s's rate. The rate should hold while the load does; without
// the driver patch in patches/ it fell from 33,000 to 10,500 statements/s over these 25 s.
// Usage: npm run bench:pool   (BENCH_PG=postgres://user@host:5432/db)
import postgres from 'postgres';
import { POSTGRES_OPTIONS } from '../apps/api/src/db/client.ts';

const sql = postgres(process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres', POSTGRES_OPTIONS);
const callers = 20;
const windows = 5;
const rates: number[] = [];
let done = 0;
const deadline = Date.now() + windows * 5000;
const timer = setInterval(() => {
  rates.push(Math.round(done / 5));
  done = 0;
}, 5000);
await Promise.all(
  Array.from({ length: callers }, async () => {
    while (Date.now() < deadline) {
      await sql`select 1`;
      done += 1;
    }
  }),
);
clearInterval(timer);
if (rates.length < windows) rates.push(Math.round(done / 5));
await sql.end();
console.info(`select 1 through the pool, ${callers} callers: ${rates.join(', ')} statements/s per 5 s`);
