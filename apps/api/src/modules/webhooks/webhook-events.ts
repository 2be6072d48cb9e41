import type { WebhookEvent } from '@boutique/domain';
import type { Transaction } from '../../db/client.ts';
import { queueDeliveries } from './webhooks.queries.ts';

/**
 * Queues an event for every endpoint listening to it, in the caller's transaction: it is delivered
 * only if what it tells of committed, and once per `key` (an order paid is `order.paid` for that
 * order, however often its payment is reported). The body is fixed here, so each retry and each
 * redelivery sends (and signs) the same bytes.
 */
export function emitWebhookEvent(tx: Transaction, event: WebhookEvent, key: string | number, data: object) {
  const id = `${event}:${key}`;
  const body = JSON.stringify({ id, type: event, created: new Date().toISOString(), data });
  return queueDeliveries(tx, event, id, body);
}
