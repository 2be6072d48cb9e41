import { IdParamsSchema, PickListSchema, SCOPES, SlipSelectionQuerySchema } from '@boutique/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PdfFileSchema } from '../../lib/pdf/pdf-file-schema.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { requireScope } from '../../plugins/authentication.ts';
import type { PackingService } from './packing.service.ts';

/** A document for the warehouse's printer: downloaded, never cached (it changes as parcels do). */
function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * What the warehouse prints, for the staff who handle parcels: packing slips (one parcel, or a
 * selection in one file) and the pick list of the paid orders waiting (JSON for the screen, PDF).
 */
export const packingRoutes: FastifyPluginAsyncZod<{ packing: PackingService }> = async (app, { packing }) => {
  const parcelStaff = requireScope(SCOPES.admin);

  app.get(
    '/colis/:id/bordereau.pdf',
    { onRequest: parcelStaff, schema: { params: IdParamsSchema } },
    async (request, reply) =>
      sendPdf(reply, `bordereau-${request.params.id}.pdf`, await packing.slips([request.params.id])),
  );

  app.get(
    '/colis/bordereaux.pdf',
    { onRequest: parcelStaff, schema: { querystring: SlipSelectionQuerySchema } },
    async (request, reply) => sendPdf(reply, 'bordereaux.pdf', await packing.slips(request.query.ids)),
  );

  app.get('/preparation/liste', { onRequest: parcelStaff, schema: { response: { 200: PickListSchema } } }, async () =>
    packing.pickList(),
  );

  app.get(
    '/preparation/liste.pdf',
    { onRequest: parcelStaff, schema: { response: { 200: PdfFileSchema } } },
    async (request, reply) =>
      sendPdf(reply, 'liste-preparation.pdf', await packing.pickListPdf(requestLocale(request))),
  );
};
