import { ActivityLogChoicesSchema, ActivityLogPageSchema, addDays, calculateShopDay } from '@boutique/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, users } from '../../db/schema/index.ts';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('the activity log (ad/journal)', () => {
  let ctx: TestContext;
  let first: { id: number; token: string };
  let second: { id: number; token: string };
  let customer: string;

  const journal = (query = '', token = first.token) =>
    ctx.app.inject({ url: `/api/journal?${query}`, headers: bearer(token) });
  const page = async (query = '') => {
    const answer = await journal(query);
    expect(answer.statusCode, answer.body).toBe(200);
    return ActivityLogPageSchema.parse(answer.json());
  };
  const setFranco = (franco_cents: number, token: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/reglages/livraison',
      payload: { franco_cents },
      headers: bearer(token),
    });
  const mailOf = async (id: number) => (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!.mail;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    first = await signUpStaff(ctx, ['user', 'admin']);
    second = await signUpStaff(ctx, ['user', 'admin']);
    customer = (await signUp(ctx, { prenom: 'Léa', nom: 'Martin', mail: 'lea.journal@exemple.fr' })).token;
    expect((await setFranco(7_000, first.token)).statusCode).toBe(200);
    expect((await setFranco(8_000, second.token)).statusCode).toBe(200);
  }, 60_000);
  afterAll(() => ctx.close());

  it('lists every audited write, the last first, with its author, record and each field before → after', async () => {
    const { datas, total } = await page('ressource=reglages');
    expect(total).toBe(2);
    expect(datas.map((entry) => [entry.user_mail, entry.record_id, entry.action, entry.diff])).toEqual([
      [await mailOf(second.id), 'livraison', 'update', { 'livraison.franco_cents': { before: '7000', after: '8000' } }],
      [await mailOf(first.id), 'livraison', 'update', { 'livraison.franco_cents': { before: null, after: '7000' } }],
    ]);
  });

  it('narrows by author, resource, record and period of Paris days, and pages', async () => {
    expect((await page(`auteur=${second.id}`)).datas.map((entry) => entry.user_id)).toEqual([second.id]);
    expect((await page('ressource=reglages&enregistrement=societe')).total).toBe(0);
    const today = calculateShopDay(new Date());
    expect((await page(`ressource=reglages&du=${today}&au=${today}`)).total).toBe(2);
    expect((await page(`ressource=reglages&au=${addDays(today, -1)}`)).total).toBe(0);
    const paged = await page('ressource=reglages&limit=1&page=2');
    expect(paged.datas.map((entry) => entry.user_id)).toEqual([first.id]);
    const reversed = await journal(`du=${today}&au=${addDays(today, -1)}`);
    expect(reversed.statusCode).toBe(400);
  });

  it('offers the staff who wrote and the resources written as filter choices', async () => {
    const answer = await ctx.app.inject({ url: '/api/journal/choix', headers: bearer(first.token) });
    const choices = ActivityLogChoicesSchema.parse(answer.json());
    expect(choices.auteurs.map((author) => author.id).sort()).toEqual([first.id, second.id].sort());
    expect(choices.ressources).toContain('reglages');
  });

  it('exports the whole log under the filters as CSV, a line per changed field, a batch at a time', async () => {
    await ctx.database.db.insert(audits).values(
      Array.from({ length: 1_203 }, (_, index) => ({
        user_id: first.id,
        resource: 'export-test',
        record_id: String(index),
        action: 'update' as const,
        diff: { nom: { before: `=HYPERLINK("x")`, after: `Nom ${index}` } },
      })),
    );
    const answer = await ctx.app.inject({
      url: '/api/journal.csv?ressource=export-test',
      headers: bearer(first.token),
    });
    expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="journal-\d{4}-\d{2}-\d{2}\.csv"$/u);
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('\uFEFFN°;Date (heure de Paris);Auteur;Ressource;Enregistrement;Action;Champ;Avant;Après');
    expect(lines).toHaveLength(1 + 1_203);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[4])).size).toBe(1_203);
    // The last written first; a formula-looking value is only text to a spreadsheet.
    expect(lines[1]).toMatch(/;export-test;1202;modification;nom;"'=HYPERLINK\(""x""\)";Nom 1202$/u);
    expect(lines[1]!.split(';')[2]).toBe(await mailOf(first.id));
    expect(lines[1]!.split(';')[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/u);
  });

  it('is for admins only', async () => {
    expect((await journal('', customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/journal.csv', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/journal' })).statusCode).toBe(401);
  });

  it('cannot be changed nor emptied by anyone, while an author’s deleted account only leaves their id blank', async () => {
    const [entry] = await ctx.database.db.select().from(audits).where(eq(audits.user_id, second.id));
    // What the database answers (the driver's error, under the query builder's).
    const refusal = (query: PromiseLike<unknown>) =>
      Promise.resolve(query).then(
        () => 'done',
        (error: Error) => (error.cause instanceof Error ? error.cause : error).message,
      );
    expect(await refusal(ctx.database.db.update(audits).set({ diff: {} }).where(eq(audits.id, entry!.id)))).toBe(
      'audits are append-only: UPDATE refused',
    );
    expect(await refusal(ctx.database.db.delete(audits).where(eq(audits.id, entry!.id)))).toBe(
      'audits are append-only: DELETE refused',
    );
    expect(await refusal(ctx.database.db.execute(sql`truncate table audits`))).toBe(
      'audits are append-only: TRUNCATE refused',
    );

    await ctx.database.db.delete(users).where(eq(users.id, second.id));
    const [kept] = await ctx.database.db.select().from(audits).where(eq(audits.id, entry!.id));
    expect(kept).toEqual({ ...entry, user_id: null });
    const { datas } = await page(`ressource=reglages&enregistrement=livraison`);
    expect(datas[0]).toMatchObject({ user_id: null, user_mail: null });
  });
});
