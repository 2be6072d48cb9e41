import { PaymentLinkIntentSchema, PaymentLinkSchema, PaymentLinksAnswerSchema } from '@boutique/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, paiementsRefuses, simulatedIntents, stripelinks, users } from '../../db/schema/index.ts';
import { insertSimulatedIntent } from '../../test/payment-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { answerOf } from '../../test/answer.ts';

describe('payment links', () => {
  let ctx: TestContext;
  let accounts = 0;
  const tokens = { admin: '', ambassador: '', other: '' };

  async function staff(scopes: string[]) {
    const mail = `equipe.${(accounts += 1)}@exemple.fr`;
    const { token } = await signUpThroughMail(
      ctx,
      { prenom: 'Équipe', nom: 'Boutique', mail, password: 'liens-de-paiement-2026' },
      { remoteAddress: `10.70.${accounts}.1` },
    );
    await ctx.database.db.update(users).set({ scopes }).where(eq(users.id, token.user.id));
    return token.access_token;
  }
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const create = async (token: string, body: object = {}) => {
    const response = await call('POST', '/api/stripelinks', token, {
      montant: 12_900,
      prenom: 'Camille',
      nom: 'Durand',
      mail: 'camille@exemple.fr',
      tel: '+33612345678',
      message: 'Votre coffret personnalisé',
      ...body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentLinkSchema.parse(response.json().data);
  };
  const open = async (hash: string) =>
    PaymentLinkIntentSchema.parse((await call('GET', `/api/stripelinks/intent/${hash}`)).json());
  let payers = 0;
  // Each click from its own client: the per-client rate limit is not what is tested here.
  const pay = (clientSecret: string, card = '4242 4242 4242 4242') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { client_secret: clientSecret, card },
      remoteAddress: `10.80.${Math.floor((payers += 1) / 250)}.${payers % 250}`,
    });

  beforeAll(async () => {
    ctx = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://boutique.example' } });
    tokens.admin = await staff(['user', 'admin']);
    tokens.ambassador = await staff(['user', 'ambassadeur']);
    tokens.other = await staff(['user', 'ambassadeur']);
  });
  afterAll(() => ctx.close());

  it('creates a link with an unguessable hash and an amount in cents', async () => {
    const link = await create(tokens.admin);
    expect(link).toMatchObject({ montant: 12_900, paye: null, intent: null });
    expect(Buffer.from(link.hash, 'base64url').length).toBeGreaterThanOrEqual(16);
    for (const montant of [0, -100, 12.5, '129']) {
      const response = await call('POST', '/api/stripelinks', tokens.admin, { montant });
      expect(response.statusCode, String(montant)).toBe(400);
      expect(response.json()).toMatchObject({ errors: { montant: expect.any(Array) } });
    }
  });

  it('lists links of a date range, all for admins and their own for ambassadors', async () => {
    const mine = await create(tokens.ambassador);
    const theirs = await create(tokens.other);
    const forAdmin = PaymentLinksAnswerSchema.parse((await call('GET', '/api/stripelinks/links', tokens.admin)).json());
    expect(forAdmin.links.map((link) => link.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(forAdmin.du.endsWith('-01')).toBe(true);
    const forAmbassador = PaymentLinksAnswerSchema.parse(
      (await call('GET', '/api/stripelinks/links', tokens.ambassador)).json(),
    );
    expect(forAmbassador.links.map((link) => link.id)).toEqual([mine.id]);
    expect((await call('PUT', `/api/stripelinks/${theirs.id}`, tokens.ambassador, { montant: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/stripelinks/${theirs.id}`, tokens.ambassador)).statusCode).toBe(404);
    const past = PaymentLinksAnswerSchema.parse(
      (await call('GET', '/api/stripelinks/links?du=2020-01-01&au=2020-01-31', tokens.admin)).json(),
    );
    expect(past.links).toEqual([]);
    expect((await call('GET', '/api/stripelinks/links?du=2026-02-01&au=2026-01-01', tokens.admin)).statusCode).toBe(
      400,
    );
    for (const query of ['du=2026-13-45', 'au=9999-99-99', 'du=0000-01-01', 'au=2026-02-30', 'du=2026-1-1']) {
      const response = await call('GET', `/api/stripelinks/links?${query}`, tokens.admin);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().errors), query).toEqual([query.slice(0, 2)]);
    }
  });

  it('opens the public page with only what it shows, never cached nor indexed, the same intent on each visit', async () => {
    const link = await create(tokens.admin);
    const response = await call('GET', `/api/stripelinks/intent/${link.hash}`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const body = response.json();
    expect(Object.keys(body.link).sort()).toEqual([
      'hash',
      'id',
      'langue',
      'mail',
      'message',
      'montant',
      'nom',
      'paye',
      'prenom',
      'tel',
    ]);
    expect(body).toMatchObject({ pi_status: 'requires_payment_method', client_secret: expect.stringMatching(/^pi_/u) });
    expect((await open(link.hash)).client_secret).toBe(body.client_secret);
  });

  it('answers the same 404 for an unknown and a deleted link', async () => {
    const link = await create(tokens.admin);
    expect((await call('DELETE', `/api/stripelinks/${link.id}`, tokens.admin)).json()).toEqual({
      code: 200,
      delete: true,
    });
    const deleted = await call('GET', `/api/stripelinks/intent/${link.hash}`);
    const unknown = await call('GET', `/api/stripelinks/intent/${'A'.repeat(22)}`);
    expect(deleted.statusCode).toBe(404);
    expect(answerOf(deleted)).toEqual(answerOf(unknown));
    expect(unknown.json()).toMatchObject({ reason: 'payment_link_not_found' });
  });

  it('answers a malformed hash with a 400 envelope, never a 500', async () => {
    for (const hash of ['abc', 'A'.repeat(65), `${'A'.repeat(20)}%00`, `${'A'.repeat(20)}'%20or%201=1`, '%E0%A4%A']) {
      const response = await call('GET', `/api/stripelinks/intent/${hash}`);
      expect([400, 404], `${hash}: ${response.body}`).toContain(response.statusCode);
      expect(response.json()).toMatchObject({ code: response.statusCode, message: expect.any(String) });
    }
  });

  it('is paid once with the test card, then can be neither paid, edited nor deleted again', async () => {
    const link = await create(tokens.admin);
    const { client_secret } = await open(link.hash);
    const clicks = await Promise.all(Array.from({ length: 50 }, () => pay(client_secret!)));
    expect(clicks.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(clicks.filter((response) => response.statusCode === 400)).toHaveLength(49);
    const paid = await open(link.hash);
    expect(paid).toMatchObject({ pi_status: 'succeeded', client_secret: null, link: { paye: expect.any(String) } });
    const [row] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link.id));
    expect(row).toMatchObject({ event: expect.stringMatching(/^evt_/u), intent: expect.stringMatching(/^pi_/u) });
    const paidRefusal = { code: 409, reason: 'payment_link_paid' };
    expect((await call('PUT', `/api/stripelinks/${link.id}`, tokens.admin, { montant: 100 })).json()).toMatchObject(
      paidRefusal,
    );
    expect((await call('DELETE', `/api/stripelinks/${link.id}`, tokens.admin)).json()).toMatchObject(paidRefusal);
    expect((await call('POST', `/api/stripelinks/notifier/${link.id}/mail`, tokens.admin)).json()).toMatchObject(
      paidRefusal,
    );
  });

  it('charges a link only its current amount, once: other successes are refunded', async () => {
    const link = await create(tokens.admin);
    const first = await open(link.hash);
    const [before] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link.id));
    expect((await call('PUT', `/api/stripelinks/${link.id}`, tokens.admin, { montant: 15_000 })).statusCode).toBe(200);
    const second = await open(link.hash);
    expect(second.client_secret).not.toBe(first.client_secret);
    // The intent of the old amount was cancelled: its page can no longer charge it.
    expect((await pay(first.client_secret!)).statusCode).toBe(400);
    // A success that raced the cancellation does not pay the link: it is refunded.
    await ctx.database.db
      .update(simulatedIntents)
      .set({ status: 'requires_payment_method' })
      .where(eq(simulatedIntents.id, before!.intent!));
    expect((await pay(first.client_secret!)).statusCode).toBe(200);
    expect((await open(link.hash)).link.paye).toBeNull();

    expect((await pay(second.client_secret!)).statusCode).toBe(200);
    const paid = await open(link.hash);
    expect(paid.link).toMatchObject({ montant: 15_000, paye: expect.any(String) });
    // A further success on the paid link (another intent of the same amount) is refunded too.
    const extra = await insertSimulatedIntent(ctx, { amount: 15_000, metadata: { stripelink: String(link.id) } });
    const [extraRow] = await ctx.database.db.select().from(simulatedIntents).where(eq(simulatedIntents.id, extra));
    expect((await pay(extraRow!.client_secret)).statusCode).toBe(200);

    await Promise.all([ctx.app.upkeep(), ctx.app.upkeep()]);
    await ctx.app.upkeep();
    const refused = await ctx.database.db
      .select()
      .from(paiementsRefuses)
      .where(inArray(paiementsRefuses.intent, [before!.intent!, extra]));
    expect(refused.map((row) => row.motif).sort()).toEqual([
      `Lien de paiement ${link.id} : lien déjà payé.`,
      `Lien de paiement ${link.id} : montant 12900 au lieu de 15000.`,
    ]);
    const intents = await ctx.database.db
      .select()
      .from(simulatedIntents)
      .where(inArray(simulatedIntents.id, [before!.intent!, extra]));
    for (const intent of intents) expect(intent.metadata.refund).toEqual(expect.stringMatching(/^re_sim_/u));
    const [row] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link.id));
    expect(row!.intent).not.toBe(extra);
  });

  it('keeps the same rules through the back office’s generic edit: a new amount cancels the old intent', async () => {
    const link = await create(tokens.admin);
    const first = await open(link.hash);
    const edited = await call('PUT', `/api/liens-paiement/${link.id}`, tokens.admin, { montant: 15_500, version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ montant: 15_500, version: 2 });
    expect((await pay(first.client_secret!)).statusCode).toBe(400);
    const second = await open(link.hash);
    expect(second.client_secret).not.toBe(first.client_secret);
    expect((await pay(second.client_secret!)).statusCode).toBe(200);
    const paid = await call('PUT', `/api/liens-paiement/${link.id}`, tokens.admin, { message: 'Merci', version: 2 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({
      message: 'Ce lien a déjà été payé : il ne peut plus être modifié.',
      reason: 'payment_link_paid',
    });
    // Deleted links are kept for the payment's trail, never listed.
    // An edit through the module's own route makes the back office's editor stale.
    const other = await create(tokens.admin);
    expect((await call('PUT', `/api/stripelinks/${other.id}`, tokens.admin, { montant: 2_000 })).statusCode).toBe(200);
    const stale = await call('PUT', `/api/liens-paiement/${other.id}`, tokens.admin, { montant: 3_000, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data).toMatchObject({ montant: 2_000, version: 2 });
    const doomed = await create(tokens.admin);
    await call('DELETE', `/api/stripelinks/${doomed.id}`, tokens.admin);
    expect((await call('GET', `/api/liens-paiement/${doomed.id}`, tokens.admin)).statusCode).toBe(404);
  });

  it('records a replayed payment event once', async () => {
    const link = await create(tokens.admin);
    const { client_secret } = await open(link.hash);
    await pay(client_secret!);
    const [before] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link.id));
    const { createPaymentEvents } = await import('../../providers/payments/payment-events.ts');
    const replay = createPaymentEvents(ctx.database.db);
    const intent = {
      id: before!.intent!,
      clientSecret: client_secret!,
      amount: 12_900,
      status: 'succeeded' as const,
      metadata: { stripelink: String(link.id) },
    };
    expect(await replay.succeeded({ eventId: before!.event!, intent })).toBe(false);
    const [after] = await ctx.database.db.select().from(stripelinks).where(eq(stripelinks.id, link.id));
    expect(after!.paye).toEqual(before!.paye);
  });

  it('refuses a declined card and walks the authentication step of the 3-D Secure test card', async () => {
    const link = await create(tokens.admin);
    const { client_secret } = await open(link.hash);
    const declined = await pay(client_secret!, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ message: 'Votre carte a été refusée.' });
    const realCard = await pay(client_secret!, '4970 1000 0000 0000');
    expect(realCard.statusCode).toBe(400);
    const challenge = await pay(client_secret!, '4000 0025 0000 3155');
    expect(challenge.json()).toEqual({ code: 200, status: 'requires_action' });
    expect((await open(link.hash)).link.paye).toBeNull();
    const approved = await call('POST', '/api/payments/simulated/authenticate', undefined, {
      client_secret,
      approve: true,
    });
    expect(approved.json()).toEqual({ code: 200, status: 'succeeded' });
    expect((await open(link.hash)).link.paye).not.toBeNull();
  });

  it('sends the link by mail and by SMS through the outbox, capping SMS per day', async () => {
    const link = await create(tokens.admin, { langue: 'en', mail: 'client.en@exemple.fr' });
    // No mail provider in this app: the mail waits in the outbox, and the answer says so.
    expect((await call('POST', `/api/stripelinks/notifier/${link.id}/mail`, tokens.admin)).json()).toEqual({
      code: 200,
      en_attente: true,
    });
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.canal, 'mail'), eq(outbox.destinataire, 'client.en@exemple.fr')));
    expect(mail!.texte).toContain(`https://boutique.example/en/paiement/${link.hash}`);
    expect(mail!.sujet).toBe('Your Maison Orcaviar payment link');
    const mailAnswers = [];
    for (let index = 0; index < 3; index += 1) {
      mailAnswers.push((await call('POST', `/api/stripelinks/notifier/${link.id}/mail`, tokens.admin)).json());
    }
    expect(mailAnswers.map((answer) => answer.code)).toEqual([200, 200, 429]);
    expect(mailAnswers[2]).toMatchObject({ reason: 'payment_link_mail_quota' });
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push((await call('POST', `/api/stripelinks/notifier/${link.id}/tel`, tokens.admin)).json());
    }
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200, 429]);
    expect(answers[3]).toMatchObject({ reason: 'payment_link_sms_quota' });
    const sms = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.canal, 'sms'), eq(outbox.destinataire, '+33612345678')));
    expect(sms).toHaveLength(3);
    const withoutMail = await create(tokens.admin, { mail: '' });
    const failed = await call('POST', `/api/stripelinks/notifier/${withoutMail.id}/mail`, tokens.admin);
    expect(failed.statusCode).toBe(400);
    expect(failed.json()).toMatchObject({
      message: 'Ce lien n’a pas d’adresse e-mail.',
      reason: 'payment_link_mail_missing',
    });
    const withoutPhone = await create(tokens.admin, { tel: '' });
    expect((await call('POST', `/api/stripelinks/notifier/${withoutPhone.id}/tel`, tokens.admin)).json()).toMatchObject(
      { code: 400, reason: 'payment_link_phone_missing' },
    );
  });
});
