import { gammesResource } from '@boutique/domain';
import { eq } from 'drizzle-orm';
import { gammes } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';

export const gammesDefinition = defineResource({
  descriptor: gammesResource,
  table: gammes,
  filters: { tag: (id) => eq(gammes.tag_id, id) },
  // A range's colour and order show on the storefront's product pages.
  affectsCatalogue: true,
  // The seeded tag 1 names each sample range: several ranges may share a tag.
  sample: () => ({ tag_id: 1, ordre: 900 + Math.floor(Math.random() * 99), couleur: '#2F5566' }),
  sampleChange: () => ({ ordre: Math.floor(Math.random() * 1000) + 1 }),
  sampleFilters: (row) => [{ tag: String(row.tag_id) }],
});
