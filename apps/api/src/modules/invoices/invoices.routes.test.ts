import { InvoiceLinkAnswerSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configurations, outbox } from '../../db/schema/index.ts';
import type { OutgoingMail } from '../../providers/mail/mail-transport.ts';
import { createSmtpTransport } from '../../providers/mail/smtp-transport.ts';
import { startSmtpStandIn } from '../../test/smtp-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { dispatchPendingMails, enqueueMail } from '../outbox/outbox.service.ts';
import { signInvoiceLink } from './invoice-link.ts';
import { createInvoicesService } from './invoices.service.ts';
import { insertPaidOrder, signUpCustomer } from './order-fixtures.ts';
import { drawnText } from './pdf-text.ts';
import { SIGNING_KEY_CONFIGURATION } from './signing-key.ts';

const PUBLIC_URL = 'https://boutique.example';

describe('invoices: signed download links and the confirmation attachment', () => {
  let ctx: TestContext;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const askLink = (hash: string, token?: string) =>
    ctx.app.inject({ url: `/api/commandes/${hash}/facture`, headers: token ? auth(token) : {} });
  /** The link's path and query, to call it on the test app. */
  const download = (url: string) => ctx.app.inject(url.replace(PUBLIC_URL, ''));
  const linkOf = async (hash: string, token: string) => {
    const response = await askLink(hash, token);
    expect(response.statusCode, response.body).toBe(200);
    return new URL(InvoiceLinkAnswerSchema.parse(response.json()).url);
  };
  const storedKey = async () =>
    (await ctx.database.db.select().from(configurations).where(eq(configurations.cle, SIGNING_KEY_CONFIGURATION)))[0]
      ?.valeur;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => ctx.close());

  it('gives the customer a five-minute link that downloads the invoice PDF', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    const before = Math.floor(Date.now() / 1000);
    const link = await linkOf(order.hash, customer.token);
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/api/factures/${order.hash}.pdf`);
    const expires = Number(link.searchParams.get('expires'));
    expect(expires - before).toBeGreaterThanOrEqual(299);
    expect(expires - before).toBeLessThanOrEqual(301);
    expect(link.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/u);

    const response = await download(link.href);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="facture-${order.facture_numero}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a link whose order, expiry or signature was changed, or is missing (403)', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    const other = await insertPaidOrder(ctx.database.db, customer.userId);
    const link = await linkOf(order.hash, customer.token);
    const expires = link.searchParams.get('expires')!;
    const signature = link.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`;
    const attempts = [
      `/api/factures/${other.hash}.pdf?expires=${expires}&signature=${signature}`,
      `/api/factures/${order.hash}.pdf?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/api/factures/${order.hash}.pdf?expires=${expires}&signature=${flipped}`,
      `/api/factures/${order.hash}.pdf?expires=${expires}&signature=${signature.slice(0, 40)}`,
      `/api/factures/${order.hash}.pdf?expires=${expires}`,
      `/api/factures/${order.hash}.pdf`,
    ];
    for (const url of attempts) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 403, message: 'Lien expiré ou invalide.' });
    }
    expect((await ctx.app.inject(`/api/factures/${order.hash}.txt`)).statusCode).toBe(400);
  });

  it('refuses an expired link, signed with the key every process shares (403)', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId);
    await linkOf(order.hash, customer.token);
    const key = await storedKey();
    expect(key).toMatch(/^[0-9a-f]{64}$/u);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = await ctx.app.inject(
      `/api/factures/${order.hash}.pdf?expires=${past}&signature=${signInvoiceLink(key!, order.hash, past)}`,
    );
    expect(expired.statusCode).toBe(403);
    // The same key with a future expiry works: another process reading it signs alike.
    const future = past + 120;
    const valid = await ctx.app.inject(
      `/api/factures/${order.hash}.pdf?expires=${future}&signature=${signInvoiceLink(key!, order.hash, future)}`,
    );
    expect(valid.statusCode).toBe(200);
  });

  it('never shows the signing key in the shop’s public information', async () => {
    const key = await storedKey();
    expect(key).toBeTruthy();
    const infos = await ctx.app.inject('/api/boutique/infos');
    expect(infos.body).not.toContain(key!);
  });

  it('answers 404 for another customer’s order and 401 without a session', async () => {
    const owner = await signUpCustomer(ctx);
    const stranger = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, owner.userId);
    const response = await askLink(order.hash, stranger.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, message: 'Commande introuvable.' });
    expect((await askLink(crypto.randomUUID(), owner.token)).statusCode).toBe(404);
    expect((await askLink(order.hash)).statusCode).toBe(401);
  });

  it('answers 409 while the order has no invoice yet', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId, {
      statut: 'reservee',
      numero: null,
      facture_numero: null,
      payee: null,
    });
    const response = await askLink(order.hash, customer.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 409,
      message: 'La facture sera disponible une fois la commande payée.',
    });
  });

  it('attaches the invoice to the order confirmation when the mail leaves, and to no other mail', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { langue: 'en' });
    const { db } = ctx.database;
    await db.delete(outbox);
    await enqueueMail(db, {
      to: customer.mail,
      subject: 'Confirmation',
      text: 'Merci',
      key: `commande-confirmation:${order.id}`,
    });
    await enqueueMail(db, { to: customer.mail, subject: 'Autre', text: 'Bonjour', key: `autre:${order.id}` });
    const sent: OutgoingMail[] = [];
    const transport = { send: async (mail: OutgoingMail) => void sent.push(mail), close: async () => {} };
    const invoices = createInvoicesService({ db, publicUrl: PUBLIC_URL, signingSecret: 'secret-de-test' });
    expect(await dispatchPendingMails(db, transport, invoices.mailAttachments)).toBe(2);

    const confirmation = sent.find((mail) => mail.subject === 'Confirmation')!;
    expect(confirmation.attachments).toHaveLength(1);
    const [attachment] = confirmation.attachments!;
    expect(attachment).toMatchObject({
      filename: `facture-${order.facture_numero}.pdf`,
      contentType: 'application/pdf',
    });
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sent.find((mail) => mail.subject === 'Autre')!.attachments).toEqual([]);

    // Through SMTP, the PDF travels as a named attachment.
    const smtp = await startSmtpStandIn();
    const smtpTransport = createSmtpTransport(smtp.url, 'Maison Orcaviar <contact@orcaviar.example>');
    try {
      await smtpTransport.send(confirmation);
      const received = await smtp.waitFor(customer.mail);
      expect(received.raw).toMatch(/Content-Type: application\/pdf/u);
      expect(received.raw).toContain(`facture-${order.facture_numero}.pdf`);
    } finally {
      await smtpTransport.close();
      await smtp.close();
    }
  });

  it('renders the invoice in the order’s language', async () => {
    const customer = await signUpCustomer(ctx);
    const order = await insertPaidOrder(ctx.database.db, customer.userId, { langue: 'es' });
    const link = await linkOf(order.hash, customer.token);
    const pdf = (await download(link.href)).rawPayload;
    // Compressed pages: the document title, in clear, names the invoice in Spanish.
    expect(pdf.toString('latin1')).toContain(`Factura ${order.facture_numero}`);
    expect(drawnText(pdf)).toEqual([]);
  });
});
