import {
  ActivityLogChoicesSchema,
  ActivityLogFiltersSchema,
  ActivityLogPageSchema,
  ActivityLogQuerySchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireScope } from '../../plugins/authentication.ts';
import { shopDay } from '../../lib/shop-time.ts';
import type { ActivityLog } from './activity-log.service.ts';
import { sendCsv } from '../../lib/csv-http.ts';

/** The activity log (`ad/journal`), for admins: read only, whole or a page at a time. */
export const activityLogRoutes: FastifyPluginAsyncZod<{ log: ActivityLog }> = async (app, { log }) => {
  app.get(
    '/journal',
    {
      onRequest: requireScope('admin'),
      schema: { querystring: ActivityLogQuerySchema, response: { 200: ActivityLogPageSchema } },
    },
    async (request) => {
      return log.page(request.query);
    },
  );

  app.get(
    '/journal/choix',
    { onRequest: requireScope('admin'), schema: { response: { 200: ActivityLogChoicesSchema } } },
    async () => log.choices(),
  );

  app.get(
    '/journal.csv',
    { onRequest: requireScope('admin'), schema: { querystring: ActivityLogFiltersSchema } },
    async (request, reply) => sendCsv(reply, `journal-${shopDay(new Date())}.csv`, log.csv(request.query)),
  );
};
