import { IMAGE_KINDS, IMAGE_SIZES, type ImageFormat, type ImageSize } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { MediaService } from './media.service.ts';

const ParamsSchema = z.object({
  kind: z.enum(IMAGE_KINDS),
  id: z.coerce.number().int().min(0).max(2_147_483_647),
  file: z
    .string()
    .regex(/^\d{2,4}\.(webp|jpg)$/u, 'Fichier attendu : {taille}.webp ou {taille}.jpg.')
    .transform((file) => {
      const [size, format] = file.split('.');
      return { size: Number(size), format: format as ImageFormat };
    })
    .refine(({ size }) => (IMAGE_SIZES as readonly number[]).includes(size), {
      message: `Tailles disponibles : ${IMAGE_SIZES.join(', ')}.`,
    }),
});

const YEAR = 31_536_000;

/**
 * Pictures are streamed through this route whichever storage holds them, rather than redirected
 * to the bucket: the URLs stay the shop's own (pages, caches and CDNs keep working), the bucket
 * can stay private, and every answer keeps the shop's headers (`nosniff`, the CSP, the cache
 * policy below) that a bucket would not send.
 */

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get('/media/:kind/:id/:file', { schema: { params: ParamsSchema }, compress: false }, async (request, reply) => {
    const { kind, id, file } = request.params;
    const rendition = await media.getRendition(kind, id, file.size as ImageSize, file.format);
    if (!rendition) throw notFound('Image introuvable.', 'image_not_found');
    // A visual never changes under its id; a product's or article's main picture may.
    const cacheControl = kind === 'visuel' ? `public, max-age=${YEAR}, immutable` : 'public, max-age=86400';
    if (rendition.size !== undefined) reply.header('content-length', rendition.size);
    return reply
      .header('content-type', rendition.contentType)
      .header('cache-control', cacheControl)
      .send(rendition.body);
  });
};
