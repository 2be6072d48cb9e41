import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { ANALYTICS_LIMITS } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin } from './admin-session.ts';
import { hasNginx, startBalancer, type Balancer } from './balancer.ts';
import { insertBuyer } from './buyers.ts';
import { createScratchDatabase, type ScratchDatabase } from './pg-scratch.ts';
import { BROWSER, pageEvent } from '../../apps/api/src/modules/analytics/analytics-fixtures.ts';
import { startS3TestServer, type S3TestServer } from '../../apps/api/src/test/s3-test-server.ts';
import { shopApi, type ShopApi } from './shop-api.ts';
import { hasRedisServer, killRedis, startRedis } from './redis-server.ts';
import { findFreePort, startServer, type StartedServer } from './start-server.ts';

const PROCESSES = 3;
const BUYERS = 200;
const STOCK = 10;
const METRICS_TOKEN = randomBytes(24).toString('base64url');
/** The shop's periodic jobs with the simulated payment provider (jobs/shop-jobs.ts). */
const SCHEDULED_JOBS = 13;

interface Catalogue {
  datas: { declinaisons: { id: number; stock: { total: number } | null }[] }[];
}

/** How many health checks a process has answered, from its own metrics. */
async function healthChecksAnswered(shop: StartedServer): Promise<number> {
  const text = await (
    await fetch(`${shop.baseURL}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count') && line.includes('route="/api/health"'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** How many job runs a process has made, from its own metrics (a worker serves them without a token). */
async function jobRuns(shop: StartedServer): Promise<number> {
  const text = await (
    await fetch(`${shop.baseURL}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('boutique_job_runs_total{'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** Polls `read` until `isMet` holds of its value, for at most `timeoutMs`; answers the time it took. */
async function within<T>(timeoutMs: number, read: () => Promise<T>, isMet: (value: T) => boolean) {
  const startedAt = performance.now();
  for (;;) {
    if (isMet(await read())) return performance.now() - startedAt;
    if (performance.now() - startedAt > timeoutMs) throw new Error(`Not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The shop as the deployment recipe runs it on more than one machine: three API processes behind
 * nginx (Debian's package, round-robin) on one PostgreSQL database, Redis and an S3-compatible
 * bucket (s3rver). What one process changes, every process shows; limits hold across them; the
 * oversell test holds through the balancer; a process killed under load loses no paid order.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !hasNginx() || !hasRedisServer())(
  'several API processes behind nginx',
  () => {
    let database: ScratchDatabase;
    let s3: S3TestServer;
    let balancer: Balancer;
    let redis: ChildProcess;
    const processes: StartedServer[] = [];
    let worker: StartedServer;
    let env: Record<string, string>;
    let staff: ShopApi;

    beforeAll(async () => {
      database = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      s3 = await startS3TestServer();
      const redisPort = await findFreePort();
      redis = await startRedis(redisPort);
      env = {
        DATABASE_URL: database.url,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        ...s3.env(),
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        // The balancer is the client the processes see; the shopper's address comes in its header.
        TRUST_PROXY: '127.0.0.1',
        PAYMENT_STARTS_PER_10_MINUTES: '1000',
        METRICS_TOKEN,
        LOG_LEVEL: 'error',
        // The API processes only offer the jobs' runs; the worker runs them.
        JOBS: 'off',
      };
      for (let index = 0; index < PROCESSES; index += 1) processes.push(await startServer(env));
      worker = await startServer(env, undefined, 'worker');
      balancer = await startBalancer(processes.map((shop) => shop.port));
      staff = shopApi(balancer.baseURL, await signInAdmin(balancer.baseURL));
    });

    afterAll(async () => {
      await balancer?.stop();
      await Promise.all([...processes, worker].filter(Boolean).map((shop) => shop.stop()));
      await s3?.close();
      if (redis) await killRedis(redis);
      await database?.drop();
    });

    it('shows a stock change and a message override made through one process on every process within a second', async () => {
      const { datas } = await staff<Catalogue>('/produits');
      const variant = datas.flatMap((product) => product.declinaisons).find((entry) => (entry.stock?.total ?? 0) > 0)!;
      const { datas: warehouses } = await staff<{ datas: { id: number }[] }>('/entrepots');
      // Every process has read the catalogue before the change, so each holds a copy to drop.
      for (const shop of processes) await fetch(`${shop.baseURL}/api/produits`);
      await staff(`/stocks/${variant.id}/ajustement`, {
        method: 'POST',
        body: { entrepot_id: warehouses[0]!.id, operation: 'ajouter', quantite: 7, motif: 'receipt' },
      });
      const expected = variant.stock!.total + 7;
      for (const shop of processes) {
        await within(
          1_000,
          async () =>
            ((await (await fetch(`${shop.baseURL}/api/produits`)).json()) as Catalogue).datas
              .flatMap((product) => product.declinaisons)
              .find((entry) => entry.id === variant.id)?.stock?.total,
          (total) => total === expected,
        );
      }

      const words = `Langue de la boutique ${randomUUID().slice(0, 8)}`;
      for (const shop of processes) await fetch(`${shop.baseURL}/api/translations/fr.json`);
      await staff('/admin/traductions/fr/langue', { method: 'PUT', body: { valeur: words } });
      for (const shop of processes) {
        await within(
          1_000,
          async () =>
            ((await (await fetch(`${shop.baseURL}/api/translations/fr.json`)).json()) as { langue?: string }).langue,
          (langue) => langue === words,
        );
      }
    });

    it('shows a setting changed through one process in every process’s pages within a second', async () => {
      type Company = { data: Record<string, string> };
      const { data: company } = await staff<Company>('/admin/reglages/societe');
      const legalName = `Maison Orcaviar SAS ${randomUUID().slice(0, 8)}`;
      // Every process has built its pages before the change: each holds the old company to drop.
      for (const shop of processes) await fetch(`${shop.baseURL}/fr/accueil`);
      await staff('/admin/reglages/societe', { method: 'PUT', body: { ...company, nom: legalName } });
      for (const shop of processes) {
        await within(
          1_000,
          async () => (await fetch(`${shop.baseURL}/fr/accueil`)).text(),
          (html) => html.includes(`"legalName":"${legalName}"`),
        );
      }
    });

    it('holds a visit’s measurement limit across processes', async () => {
      const visit = `visite-${randomUUID()}`;
      const statuses: number[] = [];
      // One visit's batches, each through the next process and from a client of its own (the
      // per-client limit stays out of the way): the per-visit limit counts them all together.
      for (let batch = 0; batch < ANALYTICS_LIMITS.visitBatchesPerMinute + 2; batch += 1) {
        const shop = processes[batch % PROCESSES]!;
        const answer = await fetch(`${shop.baseURL}/od_production/${visit}?lot=lot-${String(batch).padStart(6, '0')}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': BROWSER,
            'x-forwarded-for': `10.9.${batch}.1`,
          },
          body: JSON.stringify([pageEvent()]),
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, ANALYTICS_LIMITS.visitBatchesPerMinute).every((status) => status === 204)).toBe(true);
      expect(statuses.slice(ANALYTICS_LIMITS.visitBatchesPerMinute)).toEqual([429, 429]);
    });

    it('runs each scheduled job once per period, in the worker alone', async () => {
      const { sql } = database;
      // Every process offered every job its period's run at start; the worker runs them.
      await within(
        30_000,
        async () =>
          (
            await sql<{ count: number }[]>`
            select count(distinct name)::int as count from pgboss.job where started_on is not null`
          )[0]!.count,
        (count) => count === SCHEDULED_JOBS,
      );
      // Four processes offered each period's run: one was kept.
      const periodsQueuedTwice = await sql`
        select name, singleton_on from pgboss.job where singleton_on is not null group by 1, 2 having count(*) > 1`;
      expect(periodsQueuedTwice).toEqual([]);
      for (const shop of processes) expect(await jobRuns(shop)).toBe(0);
      expect(await jobRuns(worker)).toBeGreaterThanOrEqual(SCHEDULED_JOBS);
    });

    it('holds the sign-in limit across processes', async () => {
      const mail = `limite.${randomUUID().slice(0, 8)}@exemple.fr`;
      const statuses: number[] = [];
      // Wrong passwords, each through the next process in turn.
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const shop = processes[attempt % PROCESSES]!;
        const answer = await fetch(`${shop.baseURL}/api/sign/in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: shop.baseURL },
          body: JSON.stringify({ mail, password: 'pas le bon mot de passe' }),
        });
        statuses.push(answer.status);
      }
      // Five failures in all pause the address, whichever processes saw them.
      expect(statuses.slice(0, 4).every((status) => status === 401 || status === 400)).toBe(true);
      expect(statuses.slice(5)).toEqual([429, 429, 429]);
    });

    it('serves a picture uploaded through one process from every process', async () => {
      const picture = await sharp({
        create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 60, b: 90 } },
      })
        .jpeg()
        .toBuffer();
      const form = new FormData();
      form.append('alt', 'Pot de crème');
      form.append('fichier', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'pot.jpg');
      const token = (await signInAdmin(processes[0]!.baseURL)).access_token;
      const uploaded = await fetch(`${processes[0]!.baseURL}/api/visuels`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: processes[0]!.baseURL },
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const { data } = (await uploaded.json()) as { data: { id: number } };
      for (const shop of processes) {
        const served = await fetch(`${shop.baseURL}/media/visuel/${data.id}/320.webp`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
      }
    });

    /** Buyers with an address, a session and a basket of one unit of `variantId`, terms accepted. */
    const makeBuyers = async (count: number, variantId: number, prefix: string) => {
      const { sql } = database;
      const buyers: { token: string; basket: string }[] = [];
      for (let index = 0; index < count; index += 1) {
        const { userId, token } = await insertBuyer(sql, `${prefix}.${index}@exemple.fr`, `N${index}`);
        const basket = randomUUID();
        const [row] = await sql<{ id: number }[]>`
        insert into paniers (hash, user_id) values (${basket}, ${userId}) returning id`;
        await sql`insert into paniers_declinaisons (panier_id, declinaison_id, qtt) values (${row!.id}, ${variantId}, 1)`;
        await sql`insert into paniers_checkout (panier_id, cgv) values (${row!.id}, now())`;
        buyers.push({ token, basket });
      }
      return buyers;
    };

    /**
     * A checkout through the balancer, from the shopper's own address (nginx passes it on): the
     * test-mode card form limits payments per address. Answers the payment's status, 0 when a call
     * got no answer.
     */
    const checkout = async ({ token, basket }: { token: string; basket: string }, address: string) => {
      const intent = await fetch(`${balancer.baseURL}/api/paniers/stripeintent/${basket}`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
      }).catch(() => null);
      if (!intent?.ok) return intent?.status ?? 0;
      const { client_secret } = (await intent.json()) as { client_secret: string };
      const paid = await fetch(`${balancer.baseURL}/api/payments/simulated/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ client_secret, card: '4242 4242 4242 4242' }),
      }).catch(() => null);
      return paid?.status ?? 0;
    };

    it(`sells exactly ${STOCK} units to ${BUYERS} buyers through the balancer`, async () => {
      const { sql } = database;
      const [variant] = await sql<{ id: number }[]>`
      select id from declinaisons where stock is not null order by id desc limit 1`;
      await sql`update declinaisons set stock = ${STOCK} where id = ${variant!.id}`;
      const buyers = await makeBuyers(BUYERS, variant!.id, 'balance');
      const answers = await Promise.all(
        buyers.map(async ({ token, basket }) => {
          const response = await fetch(`${balancer.baseURL}/api/paniers/stripeintent/${basket}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          return {
            status: response.status,
            body: (await response.json()) as { client_secret?: string; reason?: string },
          };
        }),
      );
      const held = answers.filter((answer) => answer.status === 200);
      expect(held).toHaveLength(STOCK);
      expect(answers.filter((answer) => answer.status === 409 && answer.body.reason)).toHaveLength(BUYERS - STOCK);
      const payments = await Promise.all(
        held.map((answer, index) =>
          fetch(`${balancer.baseURL}/api/payments/simulated/confirm`, {
            method: 'POST',
            // Each buyer from their own address: the test-mode card form limits payments per address.
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.3.0.${index + 1}` },
            body: JSON.stringify({ client_secret: answer.body.client_secret, card: '4242 4242 4242 4242' }),
          }),
        ),
      );
      expect(payments.map((payment) => payment.status)).toEqual(held.map(() => 200));
      const [sold] = await sql<{ count: number }[]>`
      select count(*)::int as count from commandes c join commandes_declinaisons l on l.commande_id = c.id
      where l.declinaison_id = ${variant!.id} and c.statut = 'payee'`;
      expect(sold!.count).toBe(STOCK);
      const [left] = await sql<{ stock: number }[]>`select stock from declinaisons where id = ${variant!.id}`;
      expect(left!.stock).toBe(0);
    });

    it('loses no paid order when a process is killed under load, routes around it, and takes it back', async () => {
      const { sql } = database;
      const [variant] = await sql<{ id: number }[]>`
      select id from declinaisons where stock is not null order by id limit 1`;
      await sql`update declinaisons set stock = 100000 where id = ${variant!.id}`;
      const buyers = await makeBuyers(50, variant!.id, 'panne');
      // Spread over three quarters of a second; the kill lands among them.
      const underLoad = Promise.all(
        buyers.slice(0, 40).map(async (buyer, index) => {
          await new Promise((resolve) => setTimeout(resolve, index * 20));
          return checkout(buyer, `10.1.0.${index + 1}`);
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const victim = processes[1]!;
      await victim.crash();
      const outcomes = await underLoad;
      // Only calls in flight on the killed process can have failed.
      expect(outcomes.filter((status) => status === 200).length).toBeGreaterThan(30);
      // Afterwards the balancer sends everything to the processes left: every checkout goes through.
      const after = await Promise.all(buyers.slice(40).map((buyer, index) => checkout(buyer, `10.2.0.${index + 1}`)));
      expect(after).toEqual(buyers.slice(40).map(() => 200));

      // The process comes back on its port, and the balancer sends it work again.
      const restarted = await startServer(env, victim.port);
      processes.push(restarted);
      await within(
        10_000,
        async () => {
          await Promise.all(processes.map(() => fetch(`${balancer.baseURL}/api/health`)));
          return healthChecksAnswered(restarted);
        },
        (answered) => answered > 0,
      );

      // A payment the killed process confirmed but had not turned into an order yet is delivered by
      // the restarted process's first upkeep, as after any crash (checkout-crash.e2e.test.ts).
      const paidWithoutOneOrder = async () =>
        (
          await sql`
          select intent.id from simulated_intents intent where intent.status = 'succeeded'
          and (select count(*) from commandes c where c.intent = intent.id and c.statut in ('payee', 'a_verifier')) <> 1`
        ).length;
      await within(30_000, paidWithoutOneOrder, (count) => count === 0);
      const doubleCharges = await sql`
      select metadata->>'commande' from simulated_intents where status = 'succeeded' group by 1 having count(*) > 1`;
      expect(doubleCharges).toHaveLength(0);
    });
  },
);
