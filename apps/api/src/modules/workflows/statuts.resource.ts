import { randomBytes } from 'node:crypto';
import { statutsResource } from '@boutique/domain';
import { eq, ilike, or } from 'drizzle-orm';
import { statuts } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing } from '../admin-resources/search.ts';

/** The test rows' colour; a sample change always picks another, so the change shows in the history. */
const SAMPLE_COLOUR = '#374151';
const OTHER_COLOURS = ['#2f855a', '#1d4ed8', '#7c3aed', '#b45309', '#9f1239'];

/**
 * Order statuses as the back office names and colours them (one row per code of the order's life,
 * written by the migration): edited, never created nor deleted here.
 */
export const statutsDefinition = defineResource({
  descriptor: statutsResource,
  table: statuts,
  omit: ['create', 'delete'],
  filters: {
    q: (text) => or(ilike(statuts.label, containing(text)), ilike(statuts.code, containing(text))),
    mail_client: (mail) => eq(statuts.mail_client, mail),
  },
  sample: () => ({ label: 'Statut d’essai', couleur: SAMPLE_COLOUR }),
  sampleChange: () => ({
    couleur: OTHER_COLOURS[Math.floor(Math.random() * OTHER_COLOURS.length)]!,
    label: `Libellé ${randomBytes(3).toString('hex')}`,
  }),
  sampleFilters: (row) => [{ q: String(row.code) }, { q: String(row.code), mail_client: String(row.mail_client) }],
});
