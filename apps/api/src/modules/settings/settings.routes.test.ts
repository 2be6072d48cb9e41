import { HomeResponseSchema, SettingsAnswerSchema } from '@boutique/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, configurations } from '../../db/schema/index.ts';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('settings by topic', () => {
  let ctx: TestContext;
  let admin: string;
  let adminId: number;
  let customer: string;

  const get = (topic: string, token = admin) =>
    ctx.app.inject({ url: `/api/admin/reglages/${topic}`, headers: bearer(token) });
  const put = (topic: string, payload: Record<string, unknown>, token = admin) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/reglages/${topic}`, payload, headers: bearer(token) });
  const stored = async (cle: string) =>
    (await ctx.database.db.select().from(configurations).where(eq(configurations.cle, cle)))[0]?.valeur;

  beforeAll(async () => {
    ctx = await createTestApp();
    const staff = await signUpStaff(ctx, ['user', 'admin']);
    admin = staff.token;
    adminId = staff.id;
    customer = (await signUp(ctx, { prenom: 'Léa', nom: 'Martin', mail: 'lea.reglages@exemple.fr' })).token;
  }, 60_000);
  afterAll(() => ctx.close());

  it('reads the delivery topic in cents and writes it whole, with an audit entry', async () => {
    const read = await get('livraison');
    expect(read.statusCode, read.body).toBe(200);
    expect(SettingsAnswerSchema.parse(read.json()).data).toEqual({ franco_cents: 9000 });

    const saved = await put('livraison', { franco_cents: 7550 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ franco_cents: 7550 });
    expect(await stored('livraison.franco_cents')).toBe('7550');

    const entries = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.resource, 'reglages'), eq(audits.record_id, 'livraison')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_id: adminId,
      action: 'update',
      diff: { 'livraison.franco_cents': { before: '9000', after: '7550' } },
    });
  });

  it('reads the VAT topic as French VAT and the same TTC until set, then writes it', async () => {
    expect((await get('tva')).json().data).toEqual({ oss_seuil_depasse: false, mode_prix: 'ttc' });
    const saved = await put('tva', { oss_seuil_depasse: true, mode_prix: 'ht' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ oss_seuil_depasse: true, mode_prix: 'ht' });
    expect(await stored('tva.oss_seuil_depasse')).toBe('true');
    expect(await stored('tva.mode_prix')).toBe('ht');
    const refused = await put('tva', { oss_seuil_depasse: 'oui', mode_prix: 'brut' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['mode_prix', 'oss_seuil_depasse']);
  });

  it('reads the after-sale topic as the law’s 14 days and a 90-day lot window until set, then writes it', async () => {
    expect((await get('apres_vente')).json().data).toEqual({ retractation_jours: 14, lots_alerte_jours: 90 });
    const saved = await put('apres_vente', { retractation_jours: 30, lots_alerte_jours: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored('retractation.jours')).toBe('30');
    expect(await stored('stock.lots_alerte_jours')).toBe('45');
    const refused = await put('apres_vente', { retractation_jours: 13, lots_alerte_jours: 0 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['lots_alerte_jours', 'retractation_jours']);
    expect((await put('apres_vente', { retractation_jours: 14, lots_alerte_jours: 90 })).statusCode).toBe(200);
  });

  it('refuses bad values with an error on each field, and changes nothing', async () => {
    const refused = await put('ambassadeurs', { commission_bps: 10_001, remise_bps: 12.5 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['commission_bps', 'remise_bps']);
    const missing = await put('societe', { nom: 'Maison Orcaviar' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('email');
    expect(await stored('ambassadeur.commission_bps')).toBe('1000');
  });

  it('refuses internal keys and keys of another topic', async () => {
    const refused = await put('livraison', {
      franco_cents: 9000,
      'seed.demo': 'x',
      'secret.signature': 'y',
      pays: 'FR',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'seed.demo': ['Cette clé est réservée au serveur.'],
      'secret.signature': ['Cette clé est réservée au serveur.'],
      pays: ['Ce champ ne fait pas partie de ce réglage.'],
    });
    expect((await get('seed')).statusCode).toBe(400);
    expect(await stored('seed.demo')).not.toBe('x');
  });

  it('writes the home page’s products, refusing products that do not exist, and serves them', async () => {
    const current = SettingsAnswerSchema.parse((await get('accueil')).json()).data as {
      rituels: { cle: string; produit_ids: number[] }[];
      hero_zones: { produit_id: number }[];
    };
    expect(current.hero_zones.map((zone) => zone.produit_id)).toEqual([3, 7, 6, 4, 5]);
    const rituels = current.rituels.map((rituel) =>
      rituel.cle === 'serum' ? { ...rituel, produit_ids: [5, 1] } : rituel,
    );
    const unknown = await put('accueil', {
      ...current,
      rituels: [{ ...rituels[0], produit_ids: [999_999] }, ...rituels.slice(1)],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'rituels.0.produit_ids': ['Produit introuvable.'] });

    const saved = await put('accueil', { ...current, rituels });
    expect(saved.statusCode, saved.body).toBe(200);
    const home = HomeResponseSchema.parse((await ctx.app.inject('/api/accueil')).json());
    expect(home.rituels.find((rituel) => rituel.cle === 'serum')?.produit_ids).toEqual([5, 1]);
    expect(home.hero.zones.map((zone) => zone.produit_id)).toEqual([3, 7, 6, 4, 5]);
  });

  it('opens the company identity even when a stored value breaks the rules, which saving then applies', async () => {
    await ctx.database.db.delete(configurations).where(eq(configurations.cle, 'societe.code_postal'));
    await ctx.database.db
      .update(configurations)
      .set({ valeur: 'pas un mail' })
      .where(eq(configurations.cle, 'societe.email'));
    const read = await get('societe');
    expect(read.statusCode, read.body).toBe(200);
    const values = read.json().data as Record<string, string>;
    expect(values).toMatchObject({ code_postal: '', email: 'pas un mail' });
    expect(values.nom).not.toBe('');
    const refused = await put('societe', values);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['code_postal', 'email']);
  });

  it('is for the admin scope only', async () => {
    expect((await get('livraison', customer)).statusCode).toBe(403);
    expect((await put('livraison', { franco_cents: 1 }, customer)).statusCode).toBe(403);
    expect((await ctx.app.inject('/api/admin/reglages/livraison')).statusCode).toBe(401);
  });

  it('keeps the seed’s markers out of the generic configurations list', async () => {
    const list = await ctx.app.inject({ url: '/api/configurations/paginator?limit=100', headers: bearer(admin) });
    expect(list.statusCode, list.body).toBe(200);
    const keys = (list.json().datas as { cle: string }[]).map((row) => row.cle);
    expect(keys).toContain('livraison.franco_cents');
    expect(keys.filter((key) => key.startsWith('seed.') || key.startsWith('secret.'))).toEqual([]);
  });
});
