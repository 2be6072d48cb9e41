import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declinaisons, users, webhooksLivraisons } from '../../db/schema/index.ts';
import { signUpThroughMail } from '../../test/sign-up.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { createWebhookDelivery } from './webhook-delivery.ts';

interface Received {
  event: string;
  body: { id: string; type: string; data: { commande: { id: number; numero: string; statut: string } } };
  signatureValid: boolean;
}

/** An endpoint checking each delivery's signature, failing the first `failures` on purpose. */
async function startReceiver(failures: number) {
  const received: Received[] = [];
  let secret = '';
  let calls = 0;
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      const header = String(request.headers['boutique-signature'] ?? '');
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/u.exec(header) ?? [];
      const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');
      if (calls <= failures) {
        response.writeHead(503).end('indisponible');
        return;
      }
      received.push({
        event: String(request.headers['boutique-event']),
        body: JSON.parse(raw) as Received['body'],
        signatureValid: v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) < 300,
      });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/boutique`,
    received,
    calls: () => calls,
    useSecret: (value: string) => (secret = value),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhooks', () => {
  let ctx: TestContext;
  let admin = '';
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A customer's checkout paid with the simulated card, as the checkout page does it. */
  const sale = async () => {
    const { token, panier } = await signUpThroughMail(
      ctx,
      {
        prenom: 'Ines',
        nom: 'Webhook',
        mail: `ines.${randomUUID().slice(0, 8)}@exemple.fr`,
        password: 'caviar-et-perles-2026',
      },
      { remoteAddress: `10.77.0.${Math.floor(Math.random() * 250)}` },
    );
    const basket = panier ?? randomUUID();
    const [variant] = await ctx.database.db.select().from(declinaisons).where(gt(declinaisons.stock, 5)).limit(1);
    const as = auth(token.access_token);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/paniers/qtt',
      payload: { panier: basket, declinaison: variant!.id, qtt: 1 },
      headers: as,
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/adresses',
      payload: { prenom: 'Ines', nom: 'Webhook', ligne1: '1 rue de la Paix', code_postal: '75002', ville: 'Paris' },
      headers: as,
    });
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/paniers/checkout/${basket}`,
      payload: { cgv: true },
      headers: as,
    });
    const intent = await ctx.app.inject({ url: `/api/paniers/stripeintent/${basket}`, headers: as });
    const { client_secret } = intent.json() as { client_secret: string };
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: { client_secret, card: '4242424242424242' },
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const { token } = await signUpThroughMail(
      ctx,
      { prenom: 'Alix', nom: 'Admin', mail: 'alix.webhooks@exemple.fr', password: 'caviar-et-perles-2026' },
      { remoteAddress: '10.78.0.1' },
    );
    await ctx.database.db
      .update(users)
      .set({ scopes: ['user', 'admin'] })
      .where(eq(users.id, token.user.id));
    admin = token.access_token;
    receiver = await startReceiver(2);
  }, 60_000);
  afterAll(async () => {
    await receiver.close();
    await ctx.close();
  });

  it('delivers a signed order.paid once per order, retrying with backoff when the first attempts fail', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: auth(admin),
      payload: { url: receiver.url, evenements: ['order.paid'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { secret } = created.json() as { secret: string };
    expect(secret).toMatch(/^whsec_/u);
    receiver.useSecret(secret);
    expect(JSON.stringify((await ctx.app.inject({ url: '/api/webhooks', headers: auth(admin) })).json())).not.toContain(
      secret,
    );

    await sale();
    const delivery = createWebhookDelivery({ db: ctx.database.db, log: ctx.app.log });
    const due = () =>
      ctx.database.db.update(webhooksLivraisons).set({ prochaine_tentative: new Date(Date.now() - 1_000) });
    // Refused twice (503): each time due again later, not at once.
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await delivery.deliverDue()).toBe(1);
      expect(await delivery.deliverDue()).toBe(0);
      await due();
    }
    await delivery.deliverDue();
    expect(receiver.calls()).toBe(3);
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    expect(first!.event).toBe('order.paid');
    expect(first!.signatureValid).toBe(true);
    expect(first!.body.data.commande.statut).toBe('payee');

    const log = (await ctx.app.inject({ url: '/api/webhooks/livraisons', headers: auth(admin) })).json() as {
      datas: { id: number; statut: string; tentatives: number; code_reponse: number }[];
    };
    expect(log.datas[0]).toMatchObject({ statut: 'livree', tentatives: 3, code_reponse: 200 });

    // Redelivered by hand: the same body, signed anew.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/webhooks/livraisons/${log.datas[0]!.id}/relivraison`,
      headers: auth(admin),
    });
    expect(again.statusCode).toBe(200);
    await delivery.deliverDue();
    expect(receiver.received.at(-1)!.body).toEqual(first!.body);
    expect(receiver.received.at(-1)!.signatureValid).toBe(true);
  });

  it('refuses an address that is not HTTPS', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: auth(admin),
      payload: { url: 'http://exemple.fr/hook', evenements: ['order.paid'] },
    });
    expect(refused.statusCode).toBe(400);
  });
});
