import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendPrebuilt } from '../../lib/prebuilt-response.ts';
import type { CatalogueService } from './catalogue.service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  // Prebuilt bytes are already compressed: the compression plugin stays out of the way.
  app.get('/produits', { compress: false }, async (request, reply) =>
    sendPrebuilt(request, reply, await catalogue.listProducts(requestLocale(request))),
  );
};
