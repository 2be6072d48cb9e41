import { MessageListSchema } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import en from './messages/en.json' with { type: 'json' };

describe('interface message overrides', () => {
  let ctx: TestContext;
  let admin: string;
  let customer: string;

  const served = (locale: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url: `/api/translations/${locale}.json`, headers });
  const put = (locale: string, cle: string, valeur: string, token = admin) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/traductions/${locale}/${cle}`,
      payload: { valeur },
      headers: bearer(token),
    });
  const reset = (locale: string, cle: string, token = admin) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/admin/traductions/${locale}/${cle}`, headers: bearer(token) });

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
    customer = (await signUp(ctx, { prenom: 'Léa', nom: 'Martin', mail: 'lea.trads@exemple.fr' })).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('serves an English override at once, with a new ETag, and the shipped text again after a reset', async () => {
    const before = await served('en');
    expect(before.json().entete.compte).toBe(en.entete.compte);
    const etag = String(before.headers.etag);
    expect((await served('en', { 'if-none-match': etag })).statusCode).toBe(304);

    const saved = await put('en', 'entete.compte', 'Your account');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ cle: 'entete.compte', surcharges: { en: 'Your account' } });

    const after = await served('en', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers['cache-control']).toBe('public, no-cache');
    expect(after.json().entete.compte).toBe('Your account');
    // Other keys and languages keep their shipped texts.
    expect(after.json().entete.accueil).toBe(en.entete.accueil);
    expect((await served('fr')).json().entete.compte).toBe('Mon compte');

    const list = MessageListSchema.parse(
      (await ctx.app.inject({ url: '/api/admin/traductions', headers: bearer(admin) })).json(),
    );
    expect(list.datas.find((entry) => entry.cle === 'entete.compte')).toEqual({
      cle: 'entete.compte',
      defauts: { fr: 'Mon compte', en: en.entete.compte, es: expect.any(String), de: expect.any(String) },
      surcharges: { en: 'Your account' },
    });

    expect((await reset('en', 'entete.compte')).statusCode).toBe(200);
    const again = await served('en');
    expect(again.json().entete.compte).toBe(en.entete.compte);
    expect(again.headers.etag).toBe(etag);
    expect((await reset('en', 'entete.compte')).statusCode).toBe(404);
  });

  it('keeps the placeholders of the French default: refuses a missing or an unknown one', async () => {
    const missing = await put('de', 'entete.langue_actuelle', 'Sprache: {{langue}}');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 400, errors: { valeur: ['Variable manquante : {{code}}.'] } });
    const unknown = await put('de', 'entete.langue_actuelle', 'Sprache: {{langue}} ({{code}}) {{pays}}');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.valeur).toEqual(['Variable inconnue : {{pays}}.']);
    const reordered = await put('de', 'entete.langue_actuelle', '({{code}}) Sprache {{langue}}');
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await served('de')).json().entete.langue_actuelle).toBe('({{code}}) Sprache {{langue}}');
  });

  it('refuses unknown keys, languages and oversized or empty texts without a 500', async () => {
    expect((await put('en', 'entete.inexistant', 'x')).statusCode).toBe(404);
    expect((await put('it', 'entete.compte', 'x')).statusCode).toBe(400);
    expect((await put('en', 'entete', 'x')).statusCode).toBe(404);
    expect((await put('en', 'entete.compte', ' ')).statusCode).toBe(400);
    expect((await put('en', 'entete.compte', 'x'.repeat(2_001))).statusCode).toBe(400);
    expect((await put('en', 'entete%20compte', 'x')).statusCode).toBe(400);
  });

  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    expect((await ctx.app.inject('/api/admin/traductions')).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/admin/traductions', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await put('en', 'entete.compte', 'Hacked', customer)).statusCode).toBe(403);
    expect((await reset('en', 'entete.compte', customer)).statusCode).toBe(403);
    expect((await served('en')).json().entete.compte).toBe(en.entete.compte);
  });

  it('records each override and reset in the audit log', async () => {
    await put('es', 'entete.compte', 'Tu cuenta');
    await reset('es', 'entete.compte');
    const rows = await ctx.database.db.query.audits.findMany({
      where: (audit, { eq, and }) => and(eq(audit.resource, 'traductions'), eq(audit.record_id, 'es:entete.compte')),
    });
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });
});
