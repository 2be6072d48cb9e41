import { ImportQuerySchema, ImportReportSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptCsvBodies, CSV_BODY_LIMIT, csvBody, CsvFileSchema, sendCsv } from '../../lib/csv-http.ts';
import { shopDay } from '../../lib/shop-time.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { StockImport } from './stock-import.service.ts';

const staffOnly = requireScope(['admin']);

/** ad/import-export: the units per warehouse and lot as CSV, and a stock count read back. */
export const stockCsvRoutes: FastifyPluginAsyncZod<{
  exportCsv: () => AsyncGenerator<string>;
  imports: StockImport;
}> = async (app, { exportCsv, imports }) => {
  acceptCsvBodies(app);

  app.get(
    '/admin/stocks.csv',
    { onRequest: staffOnly, schema: { response: { 200: CsvFileSchema } } },
    (_request, reply) => sendCsv(reply, `stocks-${shopDay(new Date())}.csv`, exportCsv()),
  );

  app.post(
    '/admin/stocks/import',
    {
      onRequest: staffOnly,
      bodyLimit: CSV_BODY_LIMIT,
      schema: { querystring: ImportQuerySchema, response: { 200: ImportReportSchema } },
    },
    (request) => imports.run(requireUser(request).id, csvBody(request.body), request.query.mode),
  );
};
