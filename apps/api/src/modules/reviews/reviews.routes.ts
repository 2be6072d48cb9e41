import {
  IdParamsSchema,
  OwnReviewAnswerSchema,
  ProductReviewsAnswerSchema,
  ProductReviewsQuerySchema,
  ReviewInputSchema,
  ReviewSubmittedSchema,
} from '@boutique/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { ReviewsService } from './reviews.service.ts';
import { answerData } from '../../lib/answers.ts';

/** Per customer, as other writes of the signed-in area: a handful of reviews an hour is plenty. */
const REVIEW_RATE_LIMIT = {
  max: 10,
  timeWindow: 3_600_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `avis:${request.user?.id ?? request.ip}`,
};

/**
 * Product reviews (`avis`): a customer who bought a product reviews it, the product page reads the
 * published ones. Staff moderate them through the generic resource `avis` (admin-resources).
 */
export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  const signedIn = requireScope('user');

  app.post(
    '/avis',
    {
      onRequest: signedIn,
      schema: { body: ReviewInputSchema, response: { 200: ReviewSubmittedSchema } },
      config: { rateLimit: REVIEW_RATE_LIMIT },
    },
    async (request) => ({
      code: 200 as const,
      message: 'Merci ! Votre avis sera publié après relecture.',
      data: await reviews.submit(requireUser(request).id, request.body, requestLocale(request)),
    }),
  );

  app.get(
    '/avis/produit/:id',
    {
      schema: {
        params: IdParamsSchema,
        querystring: ProductReviewsQuerySchema,
        response: { 200: ProductReviewsAnswerSchema },
      },
    },
    async (request) => ({
      code: 200 as const,
      ...(await reviews.productReviews(request.params.id, request.query.page, request.query.limit)),
    }),
  );

  app.get(
    '/avis/produit/:id/me',
    { onRequest: signedIn, schema: { params: IdParamsSchema, response: { 200: OwnReviewAnswerSchema } } },
    async (request) => answerData(await reviews.own(requireUser(request).id, request.params.id)),
  );
};
