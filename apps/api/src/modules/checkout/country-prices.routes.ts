import { CountryPricesQuerySchema, CountryPricesSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { countryPrices } from './country-prices.ts';

/** GET /api/prix-pays?pays=DE: public, read only; the prices follow the settings and `pays`. */
export const countryPricesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  catalogue: Pick<CatalogueService, 'getProducts'>;
}> = async (app, { db, catalogue }) => {
  app.get(
    '/prix-pays',
    { schema: { querystring: CountryPricesQuerySchema, response: { 200: CountryPricesSchema } } },
    async (request, reply) => {
      // Short: a change of settings or of a country's rate shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return countryPrices(db, catalogue, request.query.pays);
    },
  );
};
