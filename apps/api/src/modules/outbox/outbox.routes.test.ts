import { OutboxPageSchema, PaymentLinkSchema } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { bearer, signUp, signUpStaff } from '../../security/security-fixtures.ts';
import { startSmsStandIn } from '../../test/sms-stand-in.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { MAX_ATTEMPTS } from './outbox.queries.ts';

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

async function createLink(ctx: TestContext, token: string, tel: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/stripelinks',
    headers: bearer(token),
    payload: { montant: 8_900, prenom: 'Inès', nom: 'Morel', mail: 'ines@exemple.fr', tel },
  });
  return PaymentLinkSchema.parse(response.json().data);
}

describe('outbox with an SMS provider', () => {
  let ctx: TestContext;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let admin: string;

  const list = async (query = '') => {
    const response = await ctx.app.inject({ url: `/api/outbox/paginator${query}`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    return OutboxPageSchema.parse(response.json());
  };
  const smsTo = (tel: string) => list(`?canal=sms&q=${encodeURIComponent(tel)}`);

  beforeAll(async () => {
    sms = await startSmsStandIn();
    ctx = await createTestApp({
      seed: false,
      env: { SMS_API_URL: sms.url, SMS_API_TOKEN: 'jeton-sms', PUBLIC_URL: 'https://boutique.example' },
    });
    admin = (await signUpStaff(ctx, ['user', 'admin'])).token;
  });
  afterAll(async () => {
    await ctx.close();
    await sms.close();
  });

  it('sends a payment link by SMS through the provider and lists it as sent', async () => {
    const link = await createLink(ctx, admin, '+33612340001');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/stripelinks/notifier/${link.id}/tel`,
      headers: bearer(admin),
    });
    expect(response.json()).toEqual({ code: 200, en_attente: false });

    const page = await waitFor(
      () => smsTo('+33612340001'),
      (answer) => answer.datas[0]?.statut === 'envoye',
    );
    expect(page.fournisseurs).toEqual({ mail: false, sms: true });
    expect(page.datas[0]).toMatchObject({ canal: 'sms', tentatives: 1, erreur: null });
    const received = sms.received.find((message) => message.body.to === '+33612340001');
    expect(received?.authorization).toBe('Bearer jeton-sms');
    expect(received?.body.from).toBe('Orcaviar');
    expect(received?.body.text).toContain(`https://boutique.example/fr/paiement/${link.hash}`);
  });

  it('keeps the provider’s refusal, gives up after the last attempt, and sends again when relaunched', async () => {
    sms.answer(500);
    const link = await createLink(ctx, admin, '+33612340002');
    await ctx.app.inject({ method: 'POST', url: `/api/stripelinks/notifier/${link.id}/tel`, headers: bearer(admin) });
    const failed = await waitFor(
      () => smsTo('+33612340002'),
      (answer) => (answer.datas[0]?.tentatives ?? 0) > 0,
    );
    const message = failed.datas[0]!;
    expect(message).toMatchObject({ statut: 'en_attente' });
    expect(message.erreur).toMatch(/^SMS provider answered 500: .*quota dépassé/u);

    await ctx.database.db.update(outbox).set({ tentatives: MAX_ATTEMPTS }).where(eq(outbox.id, message.id));
    expect((await list('?statut=echec')).datas.map((row) => row.id)).toContain(message.id);

    sms.answer(200);
    const relaunch = await ctx.app.inject({
      method: 'POST',
      url: `/api/outbox/${message.id}/relance`,
      headers: bearer(admin),
    });
    expect(relaunch.statusCode, relaunch.body).toBe(200);
    expect(relaunch.json().data).toMatchObject({ id: message.id, statut: 'en_attente', tentatives: 0 });
    await waitFor(
      () => smsTo('+33612340002'),
      (answer) => answer.datas[0]?.statut === 'envoye',
    );
    expect(sms.received.filter((received) => received.body.to === '+33612340002')).toHaveLength(1);

    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/outbox/${message.id}/relance`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ce message est déjà parti.');
  });

  it('filters by channel, status and recipient, and refuses what it does not know', async () => {
    const sent = await list('?statut=envoye&canal=sms');
    expect(sent.datas.every((row) => row.statut === 'envoye' && row.canal === 'sms')).toBe(true);
    expect(sent.total_exact).toBe(true);
    for (const query of ['?statut=parti', '?canal=pigeon', '?limit=500', '?page=0', '?q=']) {
      const response = await ctx.app.inject({ url: `/api/outbox/paginator${query}`, headers: bearer(admin) });
      expect(response.statusCode, query).toBe(400);
    }
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/outbox/999999/relance', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
  });

  it('is for the admin scope only', async () => {
    const customer = await signUp(ctx, { prenom: 'Léa', nom: 'Petit', mail: 'lea.petit@exemple.fr' });
    const response = await ctx.app.inject({ url: '/api/outbox/paginator', headers: bearer(customer.token) });
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/outbox/paginator' })).statusCode).toBe(401);
  });
});

describe('outbox without an SMS provider', () => {
  let ctx: TestContext;
  afterAll(() => ctx.close());

  it('says a text message only waits in the outbox', async () => {
    ctx = await createTestApp({ seed: false });
    const { token } = await signUpStaff(ctx, ['user', 'admin']);
    const link = await createLink(ctx, token, '+33612340003');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/stripelinks/notifier/${link.id}/tel`,
      headers: bearer(token),
    });
    expect(response.json()).toEqual({ code: 200, en_attente: true });
    const page = OutboxPageSchema.parse(
      (await ctx.app.inject({ url: '/api/outbox/paginator?canal=sms', headers: bearer(token) })).json(),
    );
    expect(page.fournisseurs.sms).toBe(false);
    expect(page.datas[0]).toMatchObject({ destinataire: '+33612340003', statut: 'en_attente', tentatives: 0 });
  });
});
