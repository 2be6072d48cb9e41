import { createHash } from 'node:crypto';
import {
  listEnvelope,
  LOCALES,
  MailPreviewSchema,
  MailTemplateEntrySchema,
  MailTemplateKeySchema,
  MailTemplateSchema,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { MailTemplatesService } from './mail-templates.service.ts';
import { answerData, answerList } from '../../lib/answers.ts';

const staffOnly = requireScope(['admin']);
const TemplateParamsSchema = z.object({ cle: MailTemplateKeySchema, langue: z.enum(LOCALES) });

/**
 * The page the back office's preview frame loads: it waits for the drawn mail from the window that
 * framed it and writes it as its document. The mail keeps its inline styles (its own policy allows
 * them, unlike the back office's) but runs no script of its own: only this one, by its hash.
 */
const VIEWER_SCRIPT = `addEventListener('message',function(e){if(e.source!==parent||typeof e.data!=='string')return;document.open();document.write(e.data);document.close();},{once:true});parent.postMessage('apercu-pret','*');`;
const VIEWER_PAGE = `<!doctype html><html><head><meta charset="utf-8"><script>${VIEWER_SCRIPT}</script></head><body></body></html>`;
const VIEWER_POLICY = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(VIEWER_SCRIPT).digest('base64')}'`,
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** ad/mails: the editable mails per language, saved, restored, previewed and sent as a test. */
export const mailTemplatesRoutes: FastifyPluginAsyncZod<{ templates: MailTemplatesService }> = async (
  app,
  { templates },
) => {
  app.get(
    '/admin/mails',
    { onRequest: staffOnly, schema: { response: { 200: listEnvelope(MailTemplateEntrySchema) } } },
    async () => answerList(await templates.list()),
  );

  app.put(
    '/admin/mails/:cle/:langue',
    {
      onRequest: staffOnly,
      schema: {
        params: TemplateParamsSchema,
        body: MailTemplateSchema,
        response: { 200: z.object({ code: z.literal(200), data: MailTemplateEntrySchema }) },
      },
    },
    async (request) => {
      const { cle, langue } = request.params;
      return answerData(await templates.save(requireUser(request).id, cle, langue, request.body));
    },
  );

  app.delete(
    '/admin/mails/:cle/:langue',
    {
      onRequest: staffOnly,
      schema: {
        params: TemplateParamsSchema,
        response: { 200: z.object({ code: z.literal(200), data: MailTemplateEntrySchema }) },
      },
    },
    async (request) => {
      const { cle, langue } = request.params;
      return answerData(await templates.restore(requireUser(request).id, cle, langue));
    },
  );

  app.post(
    '/admin/mails/:cle/:langue/apercu',
    {
      onRequest: staffOnly,
      schema: {
        params: TemplateParamsSchema,
        body: MailTemplateSchema,
        response: { 200: z.object({ code: z.literal(200), data: MailPreviewSchema }) },
      },
    },
    async (request) => {
      const { cle, langue } = request.params;
      return answerData(templates.preview(cle, langue, request.body));
    },
  );

  app.post(
    '/admin/mails/:cle/:langue/essai',
    {
      onRequest: staffOnly,
      schema: {
        params: TemplateParamsSchema,
        body: MailTemplateSchema,
        response: { 200: z.object({ code: z.literal(200), to: z.string() }) },
      },
    },
    async (request) => {
      const { cle, langue } = request.params;
      const sent = await templates.sendTest(requireUser(request).id, cle, langue, request.body);
      return { code: 200 as const, ...sent };
    },
  );

  app.get('/apercu-courriel', { schema: { response: { 200: z.string() } } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', VIEWER_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'public, max-age=3600')
      .send(VIEWER_PAGE),
  );
};
