import multipart from '@fastify/multipart';
import {
  AttachVisualBodySchema,
  IdParamsSchema,
  ProductVisualsAnswerSchema,
  RecordIdSchema,
  recordEnvelope,
  ReorderVisualsBodySchema,
  VISUEL_UPLOAD,
  visuelsResource,
} from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { spoolUpload, type SpooledUpload } from './upload-spool.ts';
import type { VisuelsService } from './visuels.service.ts';
import { answerList } from '../../lib/answers.ts';

const megabytes = VISUEL_UPLOAD.maxBytes / 1024 / 1024;
const tooLarge = () => new AppError(413, `Fichier trop volumineux : ${megabytes} Mo au plus.`, {}, 'image_too_large');
/** Room for the multipart framing and a short alt text around the file itself. */
const FRAMING_BYTES = 64 * 1024;

const ProductVisualParams = z.object({ id: RecordIdSchema, visuelId: RecordIdSchema });

/**
 * The image library's own calls (its list, detail, alt texts and deletion are the generated
 * `visuels` resource): the upload, and the pictures of a product. Admin only.
 */
export const visuelsRoutes: FastifyPluginAsyncZod<{ visuels: VisuelsService }> = async (app, { visuels }) => {
  const onRequest = requireScope('admin');
  // Registered here only: no other route reads multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: VISUEL_UPLOAD.maxBytes, files: 1, fields: 2, fieldSize: 2_000, parts: 3 },
  });

  app.post(
    '/visuels',
    { onRequest, schema: { response: { 201: recordEnvelope(visuelsResource.row, 201) } } },
    async (request, reply) => {
      // A declared length far beyond the limit is refused before a byte is read.
      if (Number(request.headers['content-length'] ?? 0) > VISUEL_UPLOAD.maxBytes + FRAMING_BYTES) throw tooLarge();
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'Envoyez l’image en multipart/form-data, dans le champ « fichier ».',
          {},
          'unsupported_media_type',
        );
      }
      const part = await request.file();
      if (!part || part.fieldname !== 'fichier') {
        throw badRequest('Aucune image reçue.', { fichier: ['Choisissez une image.'] }, 'image_missing');
      }
      let spooled: SpooledUpload;
      try {
        spooled = await spoolUpload(part.file);
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      }
      try {
        if (part.file.truncated) throw tooLarge();
        // Fields sent before the file (the browser keeps the order of the form data).
        const altField = part.fields.alt;
        const alt = altField && !Array.isArray(altField) && altField.type === 'field' ? String(altField.value) : '';
        const parsedAlt = visuelsResource.input.shape.alt.safeParse(alt);
        if (!parsedAlt.success)
          throw badRequest('Texte alternatif trop long.', { alt: ['500 caractères au plus.'] }, 'too_long');
        const data = await visuels.upload(spooled.path, parsedAlt.data, requireUser(request));
        return reply.code(201).send({ code: 201 as const, data });
      } finally {
        await spooled.discard();
      }
    },
  );

  app.get(
    '/produits/:id/visuels',
    { onRequest, schema: { params: IdParamsSchema, response: { 200: ProductVisualsAnswerSchema } } },
    async (request) => answerList(await visuels.productVisuals(request.params.id)),
  );
  app.post(
    '/produits/:id/visuels',
    {
      onRequest,
      schema: { params: IdParamsSchema, body: AttachVisualBodySchema, response: { 200: ProductVisualsAnswerSchema } },
    },
    async (request) =>
      answerList(await visuels.attach(request.params.id, request.body.visuel_id, requireUser(request))),
  );
  app.put(
    '/produits/:id/visuels',
    {
      onRequest,
      schema: { params: IdParamsSchema, body: ReorderVisualsBodySchema, response: { 200: ProductVisualsAnswerSchema } },
    },
    async (request) => answerList(await visuels.reorder(request.params.id, request.body.ids, requireUser(request))),
  );
  app.delete(
    '/produits/:id/visuels/:visuelId',
    { onRequest, schema: { params: ProductVisualParams, response: { 200: ProductVisualsAnswerSchema } } },
    async (request) =>
      answerList(await visuels.detach(request.params.id, request.params.visuelId, requireUser(request))),
  );
};
