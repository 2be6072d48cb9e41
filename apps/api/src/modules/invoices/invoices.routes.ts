import {
  AccountingDocumentLinkSchema,
  AccountingDocumentsPageSchema,
  AccountingDocumentsQuerySchema,
  AccountingPeriodSchema,
  InvoiceLinkAnswerSchema,
  OssQuarterSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { INVOICE_FILE_PATTERN } from './invoice-link.ts';
import type { InvoicesService } from './invoices.service.ts';
import { sendCsv } from '../../lib/csv-http.ts';

const FileParamsSchema = z.object({
  file: z
    .string()
    .regex(INVOICE_FILE_PATTERN, 'Fichier attendu : {commande}.pdf.')
    .transform((file) => file.slice(0, -'.pdf'.length)),
});
// Checked by the service, so that a missing or malformed value is refused like a wrong one (403).
const LinkQuerySchema = z.object({
  expires: z.string().max(40).optional(),
  signature: z.string().max(200).optional(),
  /** Which of the order's credit notes (its number), part of what the signature covers. */
  avoir: z.string().max(40).optional(),
});

/**
 * Invoice downloads. The customer asks for a link with their session; the link itself, signed and
 * valid five minutes, is what the browser opens, so no long-lived token ever sits in an URL.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (app, { invoices }) => {
  app.get(
    '/commandes/:hash/facture',
    {
      onRequest: requireScope('user'),
      schema: { params: z.object({ hash: z.uuid() }), response: { 200: InvoiceLinkAnswerSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return { code: 200 as const, url: await invoices.linkFor(user.id, request.params.hash) };
    },
  );

  for (const kind of ['facture', 'avoir'] as const) {
    app.get(
      kind === 'facture' ? '/factures/:file' : '/avoirs/:file',
      { schema: { params: FileParamsSchema, querystring: LinkQuerySchema } },
      async (request, reply) => {
        const { filename, pdf } = await invoices.download({ hash: request.params.file, ...request.query }, kind);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .header('referrer-policy', 'no-referrer')
          .send(pdf);
      },
    );
  }

  // The accountant's documents (back office `factures`): invoices and credit notes of a period.
  app.get(
    '/admin/factures',
    {
      onRequest: requireScope('admin'),
      schema: { querystring: AccountingDocumentsQuerySchema, response: { 200: AccountingDocumentsPageSchema } },
    },
    async (request) => {
      return invoices.documents(request.query);
    },
  );

  app.get(
    '/admin/factures.csv',
    { onRequest: requireScope('admin'), schema: { querystring: AccountingPeriodSchema } },
    async (request, reply) => {
      const { filename, csv } = await invoices.documentsCsv(request.query);
      return sendCsv(reply, filename, csv);
    },
  );

  // The quarterly return of the EU one-stop shop (read only: nothing to audit).
  app.get(
    '/admin/factures/oss.csv',
    { onRequest: requireScope('admin'), schema: { querystring: OssQuarterSchema } },
    async (request, reply) => {
      const { filename, csv } = await invoices.ossCsv(request.query.trimestre);
      return sendCsv(reply, filename, csv);
    },
  );

  app.get(
    '/admin/factures/:numero/lien',
    {
      onRequest: requireScope('admin'),
      schema: {
        params: z.object({
          numero: z.string().regex(/^(F|AV)-\d{4}-\d{6}$/u, 'Numéro attendu : F-2026-000001 ou AV-2026-000001.'),
        }),
        response: { 200: AccountingDocumentLinkSchema },
      },
    },
    async (request) => ({ code: 200 as const, url: await invoices.staffLink(request.params.numero) }),
  );
};
