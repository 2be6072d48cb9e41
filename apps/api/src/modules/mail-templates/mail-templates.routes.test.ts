import { and, asc, eq } from 'drizzle-orm';
import type { MailTemplateEntry } from '@boutique/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audits, outbox } from '../../db/schema/index.ts';
import { bearer } from '../../security/security-fixtures.ts';
import { insertPaidOrder, signUpCustomer } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { queuedUnder } from '../../test/outbox.ts';

const EDITED_CONFIRMATION = {
  sujet: 'Thank you, {{prenom}}: order {{numero}}',
  html: '<p style="color:#8a6d3b">Dear {{prenom}}, your order {{numero}} ({{total}}) is in good hands.</p>\n{{{articles}}}\n{{{retractation}}}',
  texte: 'Dear {{prenom}}, your order {{numero}} ({{total}}) is in good hands.\n\n{{{articles}}}\n\n{{{retractation}}}',
};

describe('mail templates (ad/mails)', () => {
  let ctx: TestContext;
  let admin: { id: number; mail: string; token: string };

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false });
    admin = await signUpCustomer(ctx, ['user', 'admin']);
  }, 60_000);
  afterAll(() => ctx?.close());

  const put = (path: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: `/api/admin/mails/${path}`, headers: bearer(admin.token), payload });

  it('lists every editable mail in the four languages, with the shipped text', async () => {
    const answer = await ctx.app.inject({ url: '/api/admin/mails', headers: bearer(admin.token) });
    expect(answer.statusCode).toBe(200);
    const entries = answer.json<{ datas: MailTemplateEntry[] }>().datas;
    expect(entries).toHaveLength(18 * 4);
    const english = entries.find((entry) => entry.cle === 'confirmation_commande' && entry.langue === 'en');
    expect(english).toMatchObject({ modifie: false, maj: null, sujet: 'Your order {{numero}} is confirmed' });
  });

  it('refuses a template whose placeholders do not check, saying which and where', async () => {
    const answer = await put('confirmation_commande/en', {
      ...EDITED_CONFIRMATION,
      html: '<p>{{prenom}} {{code_promo}}</p>{{articles}}',
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json<{ reason: string; errors: Record<string, string[]> }>();
    expect(body.reason).toBe('mail_template_invalid');
    expect(body.errors.html).toEqual([
      '« code_promo » n’est pas un espace réservé de ce mail.',
      'Le bloc « articles » s’écrit entre triples accolades : {{{articles}}}.',
      '« retractation » doit figurer dans ce mail.',
    ]);
    const unclosed = await put('remboursement/fr', {
      sujet: 'x',
      html: '{{#montant}} {{montant}}',
      texte: '{{montant}}',
    });
    expect(unclosed.json<{ errors: Record<string, string[]> }>().errors.html?.[0]).toMatch(/^Modèle illisible/u);
  });

  it('sends an English customer the confirmation as staff rewrote it in English, the French one untouched', async () => {
    const saved = await put('confirmation_commande/en', EDITED_CONFIRMATION);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: MailTemplateEntry }>().data).toMatchObject({ modifie: true, langue: 'en' });

    const english = await signUpCustomer(ctx);
    const { order } = await insertPaidOrder(ctx, english.id, 21_000, 'en');
    const [mail] = await queuedUnder(ctx, `commande-confirmation:${order.id}`);
    expect(mail?.destinataire).toBe(english.mail);
    expect(mail?.sujet).toBe(`Thank you, Inès: order ${order.numero}`);
    expect(mail?.texte).toContain(`Dear Inès, your order ${order.numero} (€210.00) is in good hands.`);
    expect(mail?.texte).toContain('Withdraw from contract here:');
    expect(mail?.html).toContain('<p style="color:#8a6d3b">Dear Inès');
    expect(mail?.html).toContain('<html lang="en">');

    const french = await signUpCustomer(ctx);
    const { order: frenchOrder } = await insertPaidOrder(ctx, french.id);
    const [frenchMail] = await queuedUnder(ctx, `commande-confirmation:${frenchOrder.id}`);
    expect(frenchMail?.sujet).toBe(`Votre commande ${frenchOrder.numero} est confirmée`);
  });

  it('previews a draft with a sample order, and mails a test to the staff member’s own address', async () => {
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/mails/confirmation_commande/en/apercu',
      headers: bearer(admin.token),
      payload: EDITED_CONFIRMATION,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const drawn = preview.json<{ data: { sujet: string; html: string; texte: string } }>().data;
    expect(drawn.sujet).toBe('Thank you, Camille: order OC-2026-000042');
    expect(drawn.html).toContain('Crème riche au caviar, Pot 50 ml × 2');
    expect(drawn.texte).toContain('Withdraw from contract here: http');

    const test = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/mails/confirmation_commande/en/essai',
      headers: bearer(admin.token),
      payload: EDITED_CONFIRMATION,
    });
    expect(test.json()).toEqual({ code: 200, to: admin.mail });
    const [sent] = await ctx.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.sujet, '[ESSAI] Thank you, Camille: order OC-2026-000042'));
    expect(sent?.destinataire).toBe(admin.mail);
  });

  it('restores the shipped text, and keeps every change in the activity log', async () => {
    const restored = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/mails/confirmation_commande/en',
      headers: bearer(admin.token),
    });
    expect(restored.json<{ data: MailTemplateEntry }>().data).toMatchObject({
      modifie: false,
      sujet: 'Your order {{numero}} is confirmed',
    });
    const entries = await ctx.database.db
      .select()
      .from(audits)
      .where(and(eq(audits.resource, 'modeles-courriels'), eq(audits.record_id, 'confirmation_commande:en')))
      .orderBy(asc(audits.id));
    // Saved, a test sent, restored.
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'create', 'delete']);
  });

  it('serves the preview frame’s page under a policy of its own: inline styles, no script but its own', async () => {
    const page = await ctx.app.inject({ url: '/api/apercu-courriel' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+=*'/u);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(page.body).toContain("parent.postMessage('apercu-pret','*')");
  });
});
