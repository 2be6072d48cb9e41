import { SCOPES, SettingsAnswerSchema, SettingsTopicSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFreshSecondFactor, requireScope } from '../../plugins/authentication.ts';
import type { SettingsService } from './settings.service.ts';
import { answerData } from '../../lib/answers.ts';

const ParamsSchema = z.object({ topic: SettingsTopicSchema });

/**
 * The back office's settings by topic (`ad/configurations`): company identity, delivery,
 * ambassadors, home page. The body is checked against its topic's schema in the service, since
 * which schema applies depends on the address.
 */
export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  const adminOnly = requireScope(SCOPES.admin);

  app.get(
    '/admin/reglages/:topic',
    { onRequest: adminOnly, schema: { params: ParamsSchema, response: { 200: SettingsAnswerSchema } } },
    async (request) => answerData(await settings.read(request.params.topic)),
  );

  app.put(
    '/admin/reglages/:topic',
    {
      onRequest: adminOnly,
      schema: {
        params: ParamsSchema,
        body: z.record(z.string(), z.unknown()),
        response: { 200: SettingsAnswerSchema },
      },
    },
    async (request) => {
      // Whether staff need a second factor is itself guarded by one.
      if (request.params.topic === 'securite') requireFreshSecondFactor(request);
      return answerData(await settings.write(request.user!.id, request.params.topic, request.body));
    },
  );
};
