import { randomBytes } from 'node:crypto';
import { visuelsResource } from '@boutique/domain';
import { ilike } from 'drizzle-orm';
import { visuels } from '../../db/schema/index.ts';
import { multipartBody, samplePicture } from './upload-fixtures.ts';
import { selectProductsShowing } from './visuels.queries.ts';
import { removeVisualFiles } from './visuels.service.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

export const visuelsDefinition = defineResource({
  descriptor: visuelsResource,
  table: visuels,
  filters: { q: (text) => ilike(visuels.alt, containing(text)) },
  // The storefront's product list carries the alt texts.
  affectsCatalogue: true,
  // A picture arrives by upload (`POST /api/visuels`, modules/visuels), never as a bare record.
  omit: ['create'],
  refuseDelete: async (tx, row) => {
    const products = await selectProductsShowing(tx, row.id as number);
    if (products.length === 0) return null;
    const names = products.map((product) => `« ${product.label} »`).join(', ');
    return products.length === 1
      ? `Ce visuel est attaché au produit ${names} : détachez-le d’abord de ce produit.`
      : `Ce visuel est attaché aux produits ${names} : détachez-le d’abord de ces produits.`;
  },
  afterDelete: async (row, { storage }) => {
    if (storage) await removeVisualFiles(storage, { id: row.id as number, fichier: row.fichier as string });
  },
  sample: () => ({ alt: `Flacon d’essai ${randomBytes(3).toString('hex')}` }),
  sampleCreate: async (inject, input) => {
    const { payload, headers } = multipartBody([
      { name: 'alt', value: input.alt },
      { name: 'fichier', filename: 'essai.png', type: 'image/png', data: await samplePicture('png', 40, 30) },
    ]);
    const response = await inject({ method: 'POST', url: '/api/visuels', payload, headers });
    if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
    return response.json().data;
  },
  sampleChange: () => ({ alt: `Pot renommé ${randomBytes(3).toString('hex')}` }),
  sampleFilters: (row) => [{ q: lastWord(row.alt as string) }],
});
