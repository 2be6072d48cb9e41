import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, newsletters } from '../../db/schema/index.ts';
import { startSmtpStandIn } from '../../test/smtp-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { queuedFor } from '../../test/outbox.ts';

describe('contact and newsletter forms', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  let client = 0;
  const post = (url: string, payload: Record<string, unknown>, ip = `10.20.${(client += 1)}.1`) =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const message = {
    nom: 'Léa Martin',
    mail: 'Lea.Martin@Exemple.fr',
    message: 'Bonjour, je souhaite devenir revendeuse.',
  };

  beforeAll(async () => {
    smtp = await startSmtpStandIn();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('stores a contact message and mails it to the shop', async () => {
    const response = await post('/api/contact', { ...message, sujet: 'partenaire', commande: 'CMD-2026-0042' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, message: expect.stringContaining('Merci') });
    const [row] = await ctx.database.db.select().from(contacts).where(eq(contacts.mail, 'lea.martin@exemple.fr'));
    expect(row).toMatchObject({ sujet: 'partenaire', commande: 'CMD-2026-0042' });
    const mail = await smtp.waitFor('contact@orcaviar.example');
    expect(mail.text).toContain('je souhaite devenir revendeuse');
    expect(mail.text).toContain('CMD-2026-0042');
  });

  it('keeps what a visitor types out of the mail headers', async () => {
    const before = smtp.received.length;
    await post('/api/contact', { ...message, nom: 'Eve\r\nBcc: victime@exemple.fr', mail: 'eve@exemple.fr' });
    const mail = await smtp.waitFor('contact@orcaviar.example', before);
    const headers = mail.raw.split(/\r?\n\r?\n/u)[0] ?? '';
    expect(headers).not.toMatch(/victime/u);
    expect(mail.to).toEqual(['contact@orcaviar.example']);
  });

  it('explains missing or invalid fields', async () => {
    const response = await post('/api/contact', { nom: '', mail: 'x', message: 'court', commande: 'a b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      errors: {
        nom: ['Nom requis.'],
        mail: ['Adresse e-mail invalide.'],
        message: ['Votre message doit contenir au moins 10 caractères.'],
        commande: ['Référence de commande invalide.'],
      },
    });
  });

  it('thanks a robot that filled the hidden field, and keeps nothing', async () => {
    const response = await post('/api/contact', {
      ...message,
      mail: 'robot@exemple.fr',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(contacts).where(eq(contacts.mail, 'robot@exemple.fr'))).toEqual([]);
  });

  it('takes at most 5 messages an hour from one client', async () => {
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await post('/api/contact', message, '10.30.0.1')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('subscribes to the newsletter with the consent date and source, once per address', async () => {
    const subscription = { prenom: 'Léa', nom: 'Martin', mail: 'lea@exemple.fr', legal: true, source: 'bandeau' };
    const first = await post('/api/newsletters', subscription);
    const again = await post('/api/newsletters', { ...subscription, mail: 'LEA@exemple.fr' });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, 'lea@exemple.fr'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'bandeau', prenom: 'Léa', confirme: null });
    expect(rows[0]!.consentement).toBeInstanceOf(Date);
  });

  it('counts the consent only once the address’s owner opens the link mailed to them', async () => {
    const mail = 'double.optin@exemple.fr';
    const answer = await post('/api/newsletters', { nom: 'Optin', mail, legal: true });
    expect(answer.json().message).toContain('Confirmez');
    // Asked again within the hour: the same answer, and no second mail to flood the inbox.
    expect((await post('/api/newsletters', { nom: 'Optin', mail, legal: true })).json()).toEqual(answer.json());
    const sent = await queuedFor(ctx, mail);
    expect(sent).toHaveLength(1);
    const jeton = /\/fr\/newsletter\/confirmation\/([\w-]+)/u.exec(sent[0]!.texte)![1]!;
    const [pending] = await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, mail));
    expect(pending).toMatchObject({ confirme: null });
    expect(pending!.jeton).not.toBe(jeton);

    const wrong = await post('/api/newsletters/confirmation', { jeton: 'A'.repeat(22) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.jeton[0]).toContain('plus valide');
    expect((await post('/api/newsletters/confirmation', { jeton })).statusCode).toBe(200);
    const [confirmed] = await ctx.database.db.select().from(newsletters).where(eq(newsletters.mail, mail));
    expect(confirmed!.confirme).toBeInstanceOf(Date);
    // The link works once; a confirmed address is not mailed again.
    expect((await post('/api/newsletters/confirmation', { jeton })).statusCode).toBe(400);
    await post('/api/newsletters', { nom: 'Optin', mail, legal: true });
    expect(await queuedFor(ctx, mail)).toHaveLength(1);
  });

  it('requires the consent and a name', async () => {
    const response = await post('/api/newsletters', { mail: 'sans@exemple.fr', legal: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { nom: ['Nom requis.'], legal: [expect.stringContaining('consentement')] },
    });
  });
});
