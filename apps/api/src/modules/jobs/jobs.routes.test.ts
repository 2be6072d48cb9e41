import { JobsAnswerSchema } from '@boutique/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits } from '../../db/schema/index.ts';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { answerOf } from '../../test/answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('ad/taches', () => {
  let ctx: TestContext;
  let admin: { id: number; token: string };

  const list = async () => {
    const response = await ctx.app.inject({ url: '/api/taches', headers: bearer(admin.token) });
    expect(response.statusCode, response.body).toBe(200);
    return JobsAnswerSchema.parse(response.json()).datas;
  };
  const relaunch = (name: string, token = admin.token) =>
    ctx.app.inject({ method: 'POST', url: `/api/taches/${name}/relance`, headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = await signUpStaff(ctx, ['user', 'admin']);
  });
  afterAll(() => ctx.close());

  it('lists every periodic job, none run before the queue starts', async () => {
    const jobs = await list();
    expect(jobs.map((job) => job.nom)).toEqual(ctx.app.jobQueue.jobs.map((job) => job.name));
    expect(jobs.find((job) => job.nom === 'outbox-dispatch')).toMatchObject({
      periode_secondes: 30,
      derniere_execution: null,
      executions_24h: 0,
      echecs_24h: 0,
    });
  });

  it('runs a job once more on demand, audited, and shows the run', async () => {
    expect((await relaunch('basket-purge')).statusCode).toBe(200);
    const [entry] = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.resource, 'taches'), eq(audits.record_id, 'basket-purge')));
    expect(entry).toMatchObject({ user_id: admin.id, action: 'create' });
    await ctx.app.jobQueue.start({ works: true });
    await expect
      .poll(async () => (await list()).find((job) => job.nom === 'basket-purge')?.derniere_execution?.etat, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe('reussie');
  });

  it('refuses an unknown job, a malformed name and a customer', async () => {
    const unknown = await relaunch('no-such-job');
    expect(unknown.statusCode).toBe(404);
    expect(answerOf(unknown)).toMatchObject({ reason: 'not_found' });
    expect((await relaunch('Basket%20Purge')).statusCode).toBe(400);
    const customer = await signUp(ctx, { prenom: 'Léa', nom: 'Roux', mail: 'lea.roux@exemple.fr' });
    expect((await relaunch('basket-purge', customer.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/taches', headers: bearer(customer.token) })).statusCode).toBe(403);
  });
});
