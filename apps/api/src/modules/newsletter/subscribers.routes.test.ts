import { abonnementsResource } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters, users } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('the back office on newsletter subscribers', () => {
  let ctx: TestContext;
  let admin: string;
  let customer: { id: number; token: string; mail: string };

  const subscriberOf = async (mail: string) => {
    const [row] = await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, mail));
    return row!;
  };

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
    const account = await signUpStaff(ctx, ['user']);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    customer = { id: account.id, token: account.token, mail: row!.mail };
    await ctx.database.db.update(users).set({ newsletters: true }).where(eq(users.id, account.id));
    await ctx.database.db.insert(newsletters).values([
      { mail: customer.mail, nom: 'Client', user_id: account.id, confirme: new Date(), source: 'compte' },
      { mail: 'lien@exemple.fr', nom: 'Lien', user_id: account.id, confirme: new Date() },
      { mail: 'salon.1@exemple.fr', prenom: 'Inès', nom: '=HYPERLINK("x")', source: 'salon', confirme: new Date() },
      { mail: 'salon.2@exemple.fr', nom: 'Salon; "deux"', source: 'salon', langue: 'de' },
      {
        mail: 'ancien@exemple.fr',
        nom: 'Ancien',
        source: 'bandeau',
        consentement: new Date('2025-01-10T12:00:00Z'),
        desinscrit: new Date('2025-06-01T12:00:00Z'),
      },
    ]);
  });
  afterAll(() => ctx.close());

  describe('unsubscribe', () => {
    it('leaves the state the one-click link leaves, audited, and a second call changes nothing', async () => {
      const before = await subscriberOf(customer.mail);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/abonnements/${before.id}/desinscription`,
        headers: bearer(admin),
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = abonnementsResource.row.parse(response.json().data);
      expect(data.desinscrit).toBeInstanceOf(Date);
      expect(data.version).toBe(before.version + 1);
      // The capabilities of the links are not the back office's to read.
      expect(response.json().data).not.toHaveProperty('desinscription');
      expect(response.json().data).not.toHaveProperty('jeton');
      const [account] = await ctx.database.db.select().from(users).where(eq(users.id, customer.id));
      expect(account!.newsletters).toBe(false);

      // The link does the same on another row.
      const other = await subscriberOf('lien@exemple.fr');
      const link = await ctx.app.inject({
        method: 'POST',
        url: `/api/newsletters/desinscription/${other.desinscription}`,
      });
      expect(link.statusCode, link.body).toBe(200);
      const byLink = await subscriberOf('lien@exemple.fr');
      expect(byLink.desinscrit).toBeInstanceOf(Date);
      expect(byLink.confirme).toEqual(other.confirme);

      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/abonnements/${before.id}/desinscription`,
        headers: bearer(admin),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().data.desinscrit).toBe(response.json().data.desinscrit);

      const audit = await ctx.app.inject({
        method: 'GET',
        url: `/api/audits/abonnements/${before.id}`,
        headers: bearer(admin),
      });
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.json().datas.length).toBeGreaterThanOrEqual(1);
    });

    it('answers 404 for an unknown subscriber, 400 for a bad id, and only to an admin', async () => {
      const unknown = await ctx.app.inject({
        method: 'POST',
        url: '/api/abonnements/999999/desinscription',
        headers: bearer(admin),
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await ctx.app.inject({
        method: 'POST',
        url: '/api/abonnements/abc/desinscription',
        headers: bearer(admin),
      });
      expect(bad.statusCode).toBe(400);
      const row = await subscriberOf('salon.2@exemple.fr');
      const anonymous = await ctx.app.inject({ method: 'POST', url: `/api/abonnements/${row.id}/desinscription` });
      expect(anonymous.statusCode).toBe(401);
      const notAdmin = await ctx.app.inject({
        method: 'POST',
        url: `/api/abonnements/${row.id}/desinscription`,
        headers: bearer(customer.token),
      });
      expect(notAdmin.statusCode).toBe(403);
      expect((await subscriberOf('salon.2@exemple.fr')).desinscrit).toBeNull();
    });
  });

  describe('CSV export', () => {
    const csv = (query = '', token = admin) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/abonnements.csv${query}`, headers: bearer(token) });

    it('carries a BOM, the headers and every matching row, formulas defused', async () => {
      const response = await csv('?source=salon');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="abonnements.csv"');
      expect(response.body.startsWith('\uFEFF')).toBe(true);
      const lines = response.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe('Adresse;Prénom;Nom;Langue;Source;Consentement;Confirmé le;Désinscrit le');
      expect(lines).toHaveLength(3);
      const salon1 = lines.find((line) => line.startsWith('salon.1@'))!;
      expect(salon1).toContain(`;Inès;"'=HYPERLINK(""x"")";fr;salon;`);
      const salon2 = lines.find((line) => line.startsWith('salon.2@'))!;
      expect(salon2).toContain(';"Salon; ""deux""";de;salon;');
      expect(salon2.endsWith(';;')).toBe(true);
    });

    it('takes the list filters: unsubscribed, dates, address prefix', async () => {
      const gone = (await csv('?desinscrit=true')).body.trimEnd().split('\r\n').slice(1);
      expect(gone.map((line) => line.split(';')[0]).sort()).toEqual(
        [customer.mail, 'ancien@exemple.fr', 'lien@exemple.fr'].sort(),
      );
      const old = (await csv('?du=2025-01-10&au=2025-01-10')).body.trimEnd().split('\r\n');
      expect(old).toHaveLength(2);
      expect(old[1]).toContain(
        'ancien@exemple.fr;;Ancien;fr;bandeau;2025-01-10T12:00:00.000Z;;2025-06-01T12:00:00.000Z',
      );
      expect((await csv('?q=SALON.')).body.trimEnd().split('\r\n')).toHaveLength(3);
      expect((await csv('?q=%25')).body.trimEnd().split('\r\n')).toHaveLength(1);
    });

    it('refuses unknown parameters and anyone but an admin', async () => {
      expect((await csv('?inconnu=1')).statusCode).toBe(400);
      expect((await csv('?du=demain')).statusCode).toBe(400);
      expect((await csv('', customer.token)).statusCode).toBe(403);
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/admin/abonnements.csv' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
