import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { IMAGE_FORMATS, IMAGE_SIZES, visuelsResource, type ProductVisual } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { renderRendition, renditionKey } from '../media/media.service.ts';
import { inspectImage, unreadableImage, type UploadFormat } from './image-inspection.ts';
import {
  appendProductVisual,
  deleteProductVisual,
  insertVisuel,
  lockProduct,
  productExists,
  selectProductVisuals,
  selectVisuel,
  setProductVisualOrder,
} from './visuels.queries.ts';

const EXTENSIONS: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const CONTENT_TYPES: Record<UploadFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface Caller {
  id: number;
}

export interface VisuelsServiceOptions {
  db: Database;
  storage: Storage;
  /** Drops the storefront's cached catalogue after a product's pictures change. */
  invalidateCatalogue: () => void;
}

/**
 * Removes a deleted picture's files: its original and every rendition. Best effort, after the
 * record is gone: a file left behind is unreachable and harmless, a delete refused for it is not.
 */
export async function removeVisualFiles(storage: Storage, visual: { id: number; fichier: string }) {
  const keys = [visual.fichier];
  for (const size of IMAGE_SIZES) for (const format of IMAGE_FORMATS) keys.push(renditionKey(visual.id, size, format));
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/**
 * The image library: uploads checked on their bytes and re-encoded into every size and format the
 * media route serves, and the pictures attached to each product, in order.
 */
export function createVisuelsService({ db, storage, invalidateCatalogue }: VisuelsServiceOptions) {
  const productNotFound = () => notFound('Produit introuvable.', 'product_not_found');

  async function productVisuals(produitId: number): Promise<ProductVisual[]> {
    if (!(await productExists(db, produitId))) throw productNotFound();
    return selectProductVisuals(db, produitId);
  }

  /** Runs a change of a product's picture list with the product locked, logs it, then refreshes the shop. */
  async function changeProductVisuals(
    produitId: number,
    caller: Caller,
    change: (tx: Transaction, current: ProductVisual[]) => Promise<void>,
  ) {
    const after = await db.transaction(async (tx) => {
      if (!(await lockProduct(tx, produitId))) throw productNotFound();
      const before = await selectProductVisuals(tx, produitId);
      await change(tx, before);
      const result = await selectProductVisuals(tx, produitId);
      await recordAudit(tx, {
        userId: caller.id,
        resource: 'produits',
        recordId: produitId,
        before: { visuels: before.map((visual) => visual.id) },
        after: { visuels: result.map((visual) => visual.id) },
      });
      return result;
    });
    invalidateCatalogue();
    return after;
  }

  return {
    /**
     * Stores an uploaded picture, spooled to a file by the route: refused on its bytes before
     * anything is decoded, then every rendition is made before the record exists, so a new visual
     * is complete once listed. The original streams from the file to storage; only the renditions
     * (small, re-encoded) are held in memory until the record gives them their keys.
     */
    async upload(file: string, alt: string, caller: Caller) {
      const image = await inspectImage(file);
      const renditions: { size: (typeof IMAGE_SIZES)[number]; format: (typeof IMAGE_FORMATS)[number]; data: Buffer }[] =
        [];
      try {
        for (const size of IMAGE_SIZES) {
          for (const format of IMAGE_FORMATS) {
            renditions.push({ size, format, data: await renderRendition(file, image.width, size, format) });
          }
        }
      } catch {
        throw unreadableImage();
      }
      const fichier = `originals/uploads/${randomUUID()}.${EXTENSIONS[image.format]}`;
      await storage.write(fichier, createReadStream(file), CONTENT_TYPES[image.format]);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertVisuel(tx, { fichier, alt, largeur: image.width, hauteur: image.height });
        await recordAudit(tx, {
          userId: caller.id,
          resource: 'visuels',
          recordId: inserted.id,
          before: null,
          after: inserted,
        });
        return inserted;
      });
      for (const { size, format, data } of renditions) await storage.write(renditionKey(row.id, size, format), data);
      // Not shown anywhere yet, but the catalogue rule stays simple: every library write refreshes it.
      invalidateCatalogue();
      return visuelsResource.row.parse(row);
    },

    productVisuals,

    attach(produitId: number, visuelId: number, caller: Caller) {
      return changeProductVisuals(produitId, caller, async (tx, current) => {
        if (!(await selectVisuel(tx, visuelId)))
          throw notFound('Visuel introuvable : il a peut-être été supprimé.', 'visual_not_found');
        if (current.some((visual) => visual.id === visuelId)) {
          throw new AppError(409, 'Ce visuel est déjà attaché à ce produit.', {}, 'visual_already_attached');
        }
        await appendProductVisual(tx, produitId, visuelId);
      });
    },

    detach(produitId: number, visuelId: number, caller: Caller) {
      return changeProductVisuals(produitId, caller, async (tx) => {
        if (!(await deleteProductVisual(tx, produitId, visuelId))) {
          throw notFound('Ce visuel n’est pas attaché à ce produit.', 'visual_not_attached');
        }
      });
    },

    /** The new order must name exactly the attached pictures: a list edited elsewhere meanwhile is refused. */
    reorder(produitId: number, ids: readonly number[], caller: Caller) {
      return changeProductVisuals(produitId, caller, async (tx, current) => {
        const attached = new Set(current.map((visual) => visual.id));
        if (ids.length !== attached.size || ids.some((id) => !attached.has(id))) {
          throw new AppError(
            409,
            'Les visuels de ce produit ont changé entre-temps : rechargez la liste.',
            {},
            'stale_version',
          );
        }
        await setProductVisualOrder(tx, produitId, ids);
      });
    },
  };
}

export type VisuelsService = ReturnType<typeof createVisuelsService>;
