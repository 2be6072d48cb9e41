import { isLocale, ProduitListSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendPrebuilt } from '../../lib/prebuilt-response.ts';
import type { CatalogueService } from './catalogue.service.ts';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  // Prebuilt bytes are already compressed: the compression plugin stays out of the way. The
  // language may be in the address (`?lang=`, see catalogueAddress) so the first HTML can preload
  // the list; clients sending the Language header instead still get theirs. Read by hand rather
  // than through a validated schema, to keep this hot read at the cost of a Map lookup; an unknown
  // value counts as absent, like an unknown header.
  // The answer's schema documents it (prebuilt bytes are not serialised again).
  const schema = { response: { 200: ProduitListSchema } };
  app.get('/produits', { compress: false, schema }, async (request, reply) => {
    const { lang } = request.query as { lang?: string };
    return sendPrebuilt(request, reply, await catalogue.listProducts(isLocale(lang) ? lang : requestLocale(request)));
  });
};
