import {
  CatalogueGridSchema,
  GridEntityParamsSchema,
  GridRecordsQuerySchema,
  GridRecordsSchema,
  isLocale,
  MessageListSchema,
  MessageOverrideAnswerSchema,
  MessageOverrideInputSchema,
  SCOPES,
  TradsLocaleSchema,
  TranslateAnswerSchema,
  TranslateInputSchema,
  TRANSLATE_MAX_BODY_BYTES,
  TRANSLATE_RATE_PER_MINUTE,
} from '@boutique/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { sendPrebuilt } from '../../lib/prebuilt-response.ts';
import { requireScope } from '../../plugins/authentication.ts';
import type { CatalogueGridService } from './catalogue-grid.service.ts';
import type { MachineTranslationService } from './machine-translation.service.ts';
import type { TranslationsService } from './translations.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

const MessageParamsSchema = z.object({
  locale: TradsLocaleSchema,
  cle: z
    .string()
    .max(200)
    .regex(/^[\w.]+$/u, 'Clé de message invalide.'),
});

/**
 * Each suggestion spends the provider's paid quota: counted per translator (after the session is
 * read, so the key is the account), in Redis when the app has one, like the other limits.
 */
const TRANSLATE_RATE_LIMIT = {
  max: TRANSLATE_RATE_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `traduction:${request.user?.id ?? request.ip}`,
};

export interface TranslationsRoutesOptions {
  translations: TranslationsService;
  grid: CatalogueGridService;
  machine: MachineTranslationService;
}

/**
 * Interface messages (shipped defaults overlaid with staff overrides), the back office's editor
 * of them (`ad/trads`), the completeness grid of the catalogue's translations, and machine
 * translation suggestions.
 */
export const translationsRoutes: FastifyPluginAsyncZod<TranslationsRoutesOptions> = async (
  app,
  { translations, grid, machine },
) => {
  const adminOnly = requireScope(SCOPES.admin);

  app.get<{ Params: { file: string } }>('/translations/:file', { compress: false }, async (request, reply) => {
    const locale = request.params.file.replace(/\.json$/u, '');
    if (!isLocale(locale) || !request.params.file.endsWith('.json'))
      throw notFound('Langue non disponible.', 'locale_unavailable');
    return sendPrebuilt(request, reply, await translations.served(locale));
  });

  app.get('/admin/traductions', { onRequest: adminOnly, schema: { response: { 200: MessageListSchema } } }, async () =>
    answerList(await translations.list()),
  );

  app.put(
    '/admin/traductions/:locale/:cle',
    {
      onRequest: adminOnly,
      schema: {
        params: MessageParamsSchema,
        body: MessageOverrideInputSchema,
        response: { 200: MessageOverrideAnswerSchema },
      },
    },
    async (request) => ({
      code: 200 as const,
      data: await translations.override(
        request.user!.id,
        request.params.locale,
        request.params.cle,
        request.body.valeur,
      ),
    }),
  );

  app.delete(
    '/admin/traductions/:locale/:cle',
    { onRequest: adminOnly, schema: { params: MessageParamsSchema, response: { 200: MessageOverrideAnswerSchema } } },
    async (request) =>
      answerData(await translations.reset(request.user!.id, request.params.locale, request.params.cle)),
  );

  app.get(
    '/admin/traductions/catalogue',
    { onRequest: adminOnly, schema: { response: { 200: CatalogueGridSchema } } },
    async () => answerList(await grid.grid()),
  );

  app.get(
    '/admin/traductions/catalogue/:entite',
    {
      onRequest: adminOnly,
      schema: {
        params: GridEntityParamsSchema,
        querystring: GridRecordsQuerySchema,
        response: { 200: GridRecordsSchema },
      },
    },
    async (request) => answerList(await grid.records(request.params.entite, request.query.locale)),
  );

  app.post(
    '/admin/translate',
    {
      onRequest: adminOnly,
      // Larger bodies answer 413 before they are parsed; the provider never sees them.
      bodyLimit: TRANSLATE_MAX_BODY_BYTES,
      schema: { body: TranslateInputSchema, response: { 200: TranslateAnswerSchema } },
      config: { rateLimit: TRANSLATE_RATE_LIMIT },
    },
    async (request) => ({ code: 200 as const, ...(await machine.translate(request.body)) }),
  );
};
