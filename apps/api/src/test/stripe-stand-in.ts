import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Reads Stripe's form encoding (metadata[key]=value, nested[enabled]=true) into a flat map. */
const readForm = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString());
};

/**
 * A small stateful stand-in for Stripe's Payment Intents and Refunds APIs: it creates, returns and
 * cancels intents, refunds succeeded ones (in several refunds up to what was paid, listed by intent),
 * honours idempotency keys (and can forget them, as Stripe does after 24 hours), and can be told to
 * fail the next calls or to answer refunds 'pending', like the real service.
 */
export async function startStripeStandIn() {
  const intents = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds = new Map<string, Record<string, unknown>>();
  const refundByIdempotencyKey = new Map<string, string>();
  const state = {
    createCalls: 0,
    failNext: 0,
    refundsCreated: 0,
    refundLists: 0,
    /** The status new refunds take: 'pending' for those Stripe settles later (then refund.updated). */
    refundStatus: 'succeeded',
    /** Answers to refund calls lost on the way back (the refund is made, the caller sees a 500). */
    loseRefundAnswers: 0,
  };
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      response.end(JSON.stringify(body));
    };
    if (state.failNext > 0) {
      state.failNext -= 1;
      return send(500, { error: { type: 'api_error', message: 'Temporary failure' } });
    }
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      state.createCalls += 1;
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (known) return send(200, intents.get(known));
      const form = await readForm(request);
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/u.exec(name);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
      };
      intents.set(id, intent);
      if (typeof key === 'string') byIdempotencyKey.set(key, id);
      return send(200, intent);
    }
    const retrieve = /^\/v1\/payment_intents\/([\w]+)$/u.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(retrieve[1]);
      return intent
        ? send(200, intent)
        : send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
    }
    const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/u.exec(url.pathname);
    if (request.method === 'POST' && cancel?.[1]) {
      const intent = intents.get(cancel[1]);
      if (!intent || intent.status === 'succeeded' || intent.status === 'canceled') {
        return send(400, {
          error: { type: 'invalid_request_error', message: 'This PaymentIntent cannot be canceled' },
        });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }
    if (request.method === 'GET' && url.pathname === '/v1/refunds') {
      state.refundLists += 1;
      const intentId = url.searchParams.get('payment_intent');
      const data = [...refunds.values()].filter((refund) => refund.payment_intent === intentId).reverse();
      return send(200, { object: 'list', url: '/v1/refunds', has_more: false, data });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const form = await readForm(request);
      const answer = (status: number, body: unknown) => {
        if (status !== 200 || state.loseRefundAnswers <= 0) return send(status, body);
        state.loseRefundAnswers -= 1;
        return send(500, { error: { type: 'api_error', message: 'Connection lost' } });
      };
      // Read, checked and recorded without awaiting in between: concurrent calls see each other.
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? refundByIdempotencyKey.get(key) : undefined;
      if (known) return answer(200, refunds.get(known));
      const intent = intents.get(form.get('payment_intent') ?? '');
      const refused = (code: string, message: string) =>
        send(400, { error: { type: 'invalid_request_error', code, message } });
      if (!intent) return refused('resource_missing', 'No such payment_intent');
      if (intent.status !== 'succeeded') return refused('charge_not_captured', 'This PaymentIntent has no charge');
      const paid = Number(intent.amount);
      const refundedSoFar = Number(intent.amount_refunded ?? 0);
      if (intent.refunded || refundedSoFar >= paid) {
        return refused('charge_already_refunded', 'Charge has already been refunded.');
      }
      const amount = Number(form.get('amount') ?? paid - refundedSoFar);
      if (refundedSoFar + amount > paid)
        return refused('amount_too_large', 'Refund amount is greater than unrefunded amount');
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/u.exec(name);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const id = `re_${randomBytes(12).toString('hex')}`;
      const refund = {
        id,
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: state.refundStatus,
        metadata,
      };
      intent.amount_refunded = refundedSoFar + amount;
      intent.refunded = refundedSoFar + amount >= paid;
      refunds.set(id, refund);
      if (typeof key === 'string') refundByIdempotencyKey.set(key, id);
      state.refundsCreated += 1;
      return answer(200, refund);
    }
    send(404, { error: { type: 'invalid_request_error', message: 'Unknown route' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    state,
    /** Records at Stripe the intent that paid an order (status 'succeeded' unless told otherwise). */
    paid(intentId: string, order: { id: number; total_ttc: number }, status = 'succeeded') {
      intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount: order.total_ttc,
        currency: 'eur',
        status,
        client_secret: `${intentId}_secret_x`,
        metadata: { commande: String(order.id) },
      });
    },
    /** A pending refund fails (the bank sent the money back): its amount is refundable again. */
    failRefund(id: string) {
      const refund = refunds.get(id)!;
      const intent = intents.get(String(refund.payment_intent))!;
      refund.status = 'failed';
      intent.amount_refunded = Number(intent.amount_refunded ?? 0) - Number(refund.amount);
      intent.refunded = false;
    },
    /** Stripe forgets idempotency keys after 24 hours: the same key then asks anew. */
    forgetRefundIdempotencyKeys: () => refundByIdempotencyKey.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
