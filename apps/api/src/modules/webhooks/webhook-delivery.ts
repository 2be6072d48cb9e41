import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { leaseDueDeliveries, recordAttempt } from './webhooks.queries.ts';

/** Seconds before each retry: 30 s, 2 min, 10 min, 1 h, 6 h, 24 h; given up after the last. */
export const WEBHOOK_RETRY_DELAYS_S = [30, 120, 600, 3_600, 21_600, 86_400] as const;
const TIMEOUT_MS = 10_000;
/** An attempt's lease: longer than its timeout, so no other process posts it meanwhile. */
const LEASE_S = 60;
const ANSWER_KEPT = 1_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 over "t.body">`: the receiver checks both, as with payment providers. */
export function webhookSignature(secret: string, body: string, at = new Date()) {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/**
 * Posts the due deliveries (the `webhook-deliveries` job): each signed, a 2xx answer within 10 s
 * is delivered, anything else is retried with backoff and given up after the last delay; each
 * attempt's status and the start of the answer are kept for the delivery log.
 */
export function createWebhookDelivery({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  async function attempt(row: Awaited<ReturnType<typeof leaseDueDeliveries>>[number]) {
    const { delivery } = row;
    let status: number | null = null;
    let answer: string;
    try {
      const response = await fetch(row.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Boutique-Webhooks/1',
          'boutique-event': delivery.evenement,
          'boutique-delivery': String(delivery.id),
          'boutique-signature': webhookSignature(row.secret, delivery.corps),
        },
        body: delivery.corps,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      status = response.status;
      answer = (await response.text()).slice(0, ANSWER_KEPT);
    } catch (error) {
      answer = error instanceof Error ? error.message.slice(0, ANSWER_KEPT) : 'Échec de la connexion';
    }
    const delivered = status !== null && status >= 200 && status < 300;
    const delay = WEBHOOK_RETRY_DELAYS_S[delivery.tentatives];
    const retryAt = delivered || delay === undefined ? null : new Date(Date.now() + delay * 1000);
    if (!delivered)
      log.warn({ webhook: delivery.webhook_id, delivery: delivery.id, status }, 'webhook delivery failed');
    await recordAttempt(db, delivery.id, { delivered, status, answer, retryAt });
  }

  return {
    /** Posts what is due now, a batch at a time; answers how many were attempted. */
    async deliverDue(): Promise<number> {
      let attempted = 0;
      for (;;) {
        const batch = await leaseDueDeliveries(db, 20, LEASE_S);
        await Promise.all(batch.map(attempt));
        attempted += batch.length;
        if (batch.length < 20) return attempted;
      }
    },
  };
}

export type WebhookDelivery = ReturnType<typeof createWebhookDelivery>;
