import { ImportQuerySchema, ImportReportSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptCsvBodies, CSV_BODY_LIMIT, csvBody, CsvFileSchema, sendCsv } from '../../lib/csv-http.ts';
import { shopDay } from '../../lib/shop-time.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { CatalogueImport } from './catalogue-import.service.ts';

const staffOnly = requireScope(['admin']);

/** ad/import-export: the catalogue's CSV, streamed out, and read back (a dry run, then all or nothing). */
export const catalogueCsvRoutes: FastifyPluginAsyncZod<{
  exportCsv: () => AsyncGenerator<string>;
  imports: CatalogueImport;
}> = async (app, { exportCsv, imports }) => {
  acceptCsvBodies(app);

  app.get(
    '/admin/catalogue.csv',
    { onRequest: staffOnly, schema: { response: { 200: CsvFileSchema } } },
    (_request, reply) => sendCsv(reply, `catalogue-${shopDay(new Date())}.csv`, exportCsv()),
  );

  app.post(
    '/admin/catalogue/import',
    {
      onRequest: staffOnly,
      bodyLimit: CSV_BODY_LIMIT,
      schema: { querystring: ImportQuerySchema, response: { 200: ImportReportSchema } },
    },
    (request) => imports.run(requireUser(request).id, csvBody(request.body), request.query.mode),
  );
};
