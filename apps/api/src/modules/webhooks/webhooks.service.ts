import { randomBytes } from 'node:crypto';
import {
  WebhookInputSchema,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookInput,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  deleteWebhook,
  insertWebhook,
  requeueDelivery,
  selectDeliveries,
  selectWebhooks,
  type WebhookRow,
} from './webhooks.queries.ts';
import { isoOrNull } from '../../lib/iso-date.ts';

export { emitWebhookEvent } from './webhook-events.ts';

const present = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  evenements: row.evenements,
  created: row.created.toISOString(),
});
const missing = () => notFound('Ce webhook n’existe pas.', 'webhook_not_found');

/** ad/webhooks: the endpoints, their signing secrets (shown once), the delivery log and redeliveries, audited. */
export function createWebhooksService(db: Database) {
  return {
    list: async () => (await selectWebhooks(db)).map(present),

    async create(userId: number, input: WebhookInput): Promise<WebhookCreated> {
      const { url, evenements } = WebhookInputSchema.parse(input);
      const secret = `whsec_${randomBytes(24).toString('base64url')}`;
      const row = await db.transaction(async (tx) => {
        const created = await insertWebhook(tx, { url, evenements, secret });
        await recordAudit(tx, {
          userId,
          resource: 'webhooks',
          recordId: created.id,
          before: null,
          after: { url, evenements },
        });
        return created;
      });
      return { data: present(row), secret };
    },

    async remove(userId: number, id: number) {
      await db.transaction(async (tx) => {
        const removed = await deleteWebhook(tx, id);
        if (!removed) throw missing();
        const { url, evenements } = removed;
        await recordAudit(tx, { userId, resource: 'webhooks', recordId: id, before: { url, evenements }, after: null });
      });
    },

    /** The latest 100 deliveries, newest first. */
    async deliveries(): Promise<WebhookDelivery[]> {
      return (await selectDeliveries(db, 100)).map(({ delivery, url }) => ({
        id: delivery.id,
        webhook_id: delivery.webhook_id,
        url,
        evenement: delivery.evenement,
        statut: delivery.statut,
        tentatives: delivery.tentatives,
        code_reponse: delivery.code_reponse,
        reponse: delivery.reponse,
        created: delivery.created.toISOString(),
        derniere_tentative: isoOrNull(delivery.derniere_tentative),
        prochaine_tentative: isoOrNull(delivery.prochaine_tentative),
      }));
    },

    /** "Relivrer": the same body, signed anew, at the next turn of the job. */
    async redeliver(userId: number, id: number) {
      await db.transaction(async (tx) => {
        const row = await requeueDelivery(tx, id);
        if (!row) throw missing();
        await recordAudit(tx, {
          userId,
          resource: 'webhooks-livraisons',
          recordId: id,
          before: null,
          after: { relivraison: true },
        });
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
