import { randomUUID } from 'node:crypto';
import { insertBuyer } from './buyers.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from './pg-scratch.ts';
import { startServer, type StartedServer } from './start-server.ts';

const BUYERS = 200;
const STOCK = 10;
// `npm test` races 3 times; `npm run test:quality` runs the bar's full 20.
const RUNS = Number(process.env.CHECKOUT_RACE_RUNS ?? 3);
/**
 * Runs whose holds are then paid: the test-mode card form takes 30 payments a minute per address
 * and process, and the 20 runs take well under a minute, so three runs of 10 payments (15 per
 * process). The race itself, where overselling would happen, is in every run.
 */
const isPaidRun = (run: number) => run === 1 || run % 10 === 0 || run === RUNS;

interface Buyer {
  userId: number;
  token: string;
}

/**
 * The quality bar's oversell test: two server processes on one PostgreSQL database, 200 buyers
 * racing for the last 10 units of a variant. Every run must give exactly 10 holds (then 10 paid
 * orders), a clear 409 for the 190 others, and a stock that ends at 0, never below.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('checkout under contention, two processes, PostgreSQL', () => {
  let database: ScratchDatabase;
  let servers: StartedServer[] = [];
  let variantId: number;
  const buyers: Buyer[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    // The same 200 buyers start a payment in every run: far more than a shopper's 10 in 10 minutes.
    const env = { DATABASE_URL: database.url, LOG_LEVEL: 'error', PAYMENT_STARTS_PER_10_MINUTES: '1000' };
    // The first process migrates and seeds; the second starts on the ready database.
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    const { sql } = database;
    const [variant] = await sql<{ id: number }[]>`
      select id from declinaisons where stock is not null order by id limit 1`;
    variantId = variant!.id;
    for (let index = 0; index < BUYERS; index += 1) {
      buyers.push(await insertBuyer(sql, `acheteur.${index}@exemple.fr`, `N${index}`));
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await database?.drop();
  });

  /** A fresh basket per buyer with one unit of the variant, terms accepted. */
  const fillBaskets = async () => {
    const { sql } = database;
    const hashes: string[] = [];
    for (const buyer of buyers) {
      const hash = randomUUID();
      const [basket] = await sql<{ id: number }[]>`
        insert into paniers (hash, user_id) values (${hash}, ${buyer.userId}) returning id`;
      await sql`insert into paniers_declinaisons (panier_id, declinaison_id, qtt) values (${basket!.id}, ${variantId}, 1)`;
      await sql`insert into paniers_checkout (panier_id, cgv) values (${basket!.id}, now())`;
      hashes.push(hash);
    }
    return hashes;
  };
  const stock = async () =>
    (await database.sql<{ stock: number }[]>`select stock from declinaisons where id = ${variantId}`)[0]!.stock;

  it(`sells exactly the stock, ${RUNS} runs out of ${RUNS}`, async () => {
    let paidSoFar = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      const hashes = await fillBaskets();
      // Last run's holds lapse (stock is reset next), so no buyer reaches the per-customer hold cap.
      await database.sql`update commandes set statut = 'expiree' where statut = 'reservee'`;
      await database.sql`update declinaisons set stock = ${STOCK} where id = ${variantId}`;
      const answers = await Promise.all(
        hashes.map(async (hash, index) => {
          const server = servers[index % servers.length]!;
          const response = await fetch(`${server.baseURL}/api/paniers/stripeintent/${hash}`, {
            headers: { authorization: `Bearer ${buyers[index]!.token}` },
          });
          return { server, status: response.status, body: (await response.json()) as Record<string, unknown> };
        }),
      );
      const held = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(held, `run ${run}`).toHaveLength(STOCK);
      expect(refused, `run ${run}`).toHaveLength(BUYERS - STOCK);
      expect(refused.every((answer) => String(answer.body.message).startsWith('Stock insuffisant'))).toBe(true);
      expect(await stock(), `run ${run}`).toBe(0);

      if (isPaidRun(run)) {
        const payments = await Promise.all(
          held.map(({ server, body }) =>
            fetch(`${server.baseURL}/api/payments/simulated/confirm`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ client_secret: body.client_secret, card: '4242 4242 4242 4242' }),
            }),
          ),
        );
        expect(payments.map((payment) => payment.status)).toEqual(held.map(() => 200));
        paidSoFar += STOCK;
        const [paid] = await database.sql<{ count: number }[]>`
          select count(*)::int as count from commandes where statut = 'payee'`;
        expect(paid!.count, `run ${run}`).toBe(paidSoFar);
        expect(await stock()).toBe(0);
      }
    }
    const [numbers] = await database.sql<{ count: number; distinct: number }[]>`
      select count(*)::int as count, count(distinct numero)::int as distinct from commandes where statut = 'payee'`;
    expect(numbers).toEqual({ count: paidSoFar, distinct: paidSoFar });
  }, 600_000);
});
