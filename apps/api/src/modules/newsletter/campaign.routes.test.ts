import { CampaignReportSchema, campagnesResource, type Locale } from '@boutique/domain';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters, outbox } from '../../db/schema/index.ts';
import { bearer, signUpStaff } from '../../security/security-fixtures.ts';
import { startSmtpStandIn } from '../../test/smtp-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { queuedUnder } from '../../test/outbox.ts';

const LANGUAGES: Locale[] = ['fr', 'en', 'es', 'de'];

describe('newsletter campaigns', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let admin: string;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: bearer(admin) });
  const createCampaign = async (titre: string) => {
    const response = await call('POST', '/api/campagnes', {
      titre,
      sujet: 'Le soin du mois',
      contenu: 'Découvrez notre sérum au caviar.',
      traductions: { en: { sujet: 'Care of the month', contenu: 'Discover our caviar serum.' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return campagnesResource.row.parse(response.json().data);
  };
  const campaignMails = (id: number) => queuedUnder(ctx, `campagne:${id}:%`);

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    // 60 a minute: the first mail is due at once, the next one a second later, and so on.
    ctx = await createTestApp({
      seed: false,
      env: { SMTP_URL: smtp.url, NEWSLETTER_MAILS_PER_MINUTE: '60', PUBLIC_URL: 'https://boutique.example' },
    });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
    // 500 confirmed subscribers in four languages, 20 who never confirmed, 30 who left.
    const confirmed = Array.from({ length: 500 }, (_, index) => ({
      mail: `abonne.${index}@exemple.fr`,
      nom: 'Abonné',
      langue: LANGUAGES[index % 4]!,
      confirme: new Date(),
    }));
    const pending = Array.from({ length: 20 }, (_, index) => ({ mail: `attente.${index}@exemple.fr`, nom: 'Attente' }));
    const gone = Array.from({ length: 30 }, (_, index) => ({
      mail: `parti.${index}@exemple.fr`,
      nom: 'Parti',
      confirme: new Date(),
      desinscrit: new Date(),
    }));
    await ctx.database.db.insert(newsletters).values([...confirmed, ...pending, ...gone]);
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('queues one mail per consenting subscriber, once, in their language, at a bounded rate', async () => {
    const campaign = await createCampaign('Novembre');
    // Two clicks at once: one sends, the other is told it already left.
    const [first, second] = await Promise.all([
      call('POST', `/api/campagnes/${campaign.id}/envoi`),
      call('POST', `/api/campagnes/${campaign.id}/envoi`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const sent = first.statusCode === 200 ? first : second;
    expect(CampaignReportSchema.parse(sent.json())).toMatchObject({ destinataires: 500, echecs: 0 });

    const mails = await campaignMails(campaign.id);
    expect(mails).toHaveLength(500);
    expect(new Set(mails.map((mail) => mail.destinataire)).size).toBe(500);
    expect(mails.every((mail) => mail.destinataire.startsWith('abonne.'))).toBe(true);
    const english = mails.find((mail) => mail.destinataire === 'abonne.1@exemple.fr')!;
    expect(english.sujet).toBe('Care of the month');
    expect(english.texte).toMatch(
      /^Discover our caviar serum\.[\s\S]*Unsubscribe in one click: https:\/\/boutique\.example\/en\/newsletter\/desinscription\/[0-9a-f-]{36}$/u,
    );
    // Spanish has no translation: the whole mail, footer included, is French.
    const spanish = mails.find((mail) => mail.destinataire === 'abonne.2@exemple.fr')!;
    expect(spanish.sujet).toBe('Le soin du mois');
    expect(spanish.texte).toContain(
      'Se désinscrire en un clic : https://boutique.example/fr/newsletter/desinscription/',
    );
    expect(english.entetes).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    // 500 mails at 60 a minute: spread over about 8 minutes.
    const due = mails.map((mail) => mail.apres.getTime());
    expect(Math.max(...due) - Math.min(...due)).toBeGreaterThanOrEqual(498_000);

    const received = await smtp.waitFor('abonne.0@exemple.fr');
    // Long headers arrive folded over two lines.
    const headers = received.raw.replace(/\r\n[ \t]+/gu, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <https:\/\/boutique\.example\/api\/newsletters\/desinscription\/[0-9a-f-]{36}>/mu,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/mu);
    const readReport = async () =>
      CampaignReportSchema.parse((await call('GET', `/api/campagnes/${campaign.id}/bilan`)).json());
    // The server receives the mail a moment before the outbox marks it sent.
    await expect.poll(async () => (await readReport()).envoyes).toBeGreaterThanOrEqual(1);
    const report = await readReport();
    expect(report.destinataires).toBe(500);
    expect(report.envoyes).toBeLessThan(20);
    expect(report.envoyes + report.en_attente).toBe(500);

    // Sent is final: the text subscribers received is what the back office keeps.
    const { titre, contenu } = campaign;
    const edit = await call('PUT', `/api/campagnes/${campaign.id}`, { titre, contenu, sujet: 'Autre', version: 2 });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().message).toBe('Cette campagne est partie : elle ne peut plus être modifiée.');
    await ctx.database.db.delete(outbox).where(like(outbox.cle, `campagne:${campaign.id}:%`));
  });

  it('unsubscribes in one click, from the mail client or the page, and the next campaign skips them', async () => {
    const [subscriber] = await ctx.database.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.mail, 'abonne.7@exemple.fr'));
    const url = `/api/newsletters/desinscription/${subscriber!.desinscription}`;
    // RFC 8058: the mail client posts a form.
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'pas-un-jeton']) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/newsletters/desinscription/${bad}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Ce lien de désinscription n’est pas valide.');
    }

    const campaign = await createCampaign('Décembre');
    const sent = await call('POST', `/api/campagnes/${campaign.id}/envoi`);
    expect(sent.json().destinataires).toBe(499);
    const toThem = await ctx.database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(like(outbox.cle, `campagne:${campaign.id}:%`), inArray(outbox.destinataire, ['abonne.7@exemple.fr'])));
    expect(toThem).toHaveLength(0);
  });

  it('refuses what cannot be sent, and is for the admin scope only', async () => {
    expect((await call('POST', '/api/campagnes/999999/envoi')).statusCode).toBe(404);
    expect((await call('POST', '/api/campagnes/abc/envoi')).statusCode).toBe(400);
    await ctx.database.db.update(newsletters).set({ desinscrit: sql`now()` });
    const empty = await createCampaign('Sans abonnés');
    const refused = await call('POST', `/api/campagnes/${empty.id}/envoi`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Aucun abonné confirmé : rien à envoyer.');
    const customer = await signUpStaff(ctx, ['user']);
    const forbidden = await ctx.app.inject({
      method: 'POST',
      url: `/api/campagnes/${empty.id}/envoi`,
      headers: bearer(customer.token),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
