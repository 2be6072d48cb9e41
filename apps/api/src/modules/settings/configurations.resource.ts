import { randomBytes } from 'node:crypto';
import { configurationErrorsOf, configurationsResource, INTERNAL_CONFIGURATION_PREFIXES } from '@boutique/domain';
import { and, ilike, not } from 'drizzle-orm';
import { configurations } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { startingWith } from '../admin-resources/search.ts';

export const configurationsDefinition = defineResource({
  descriptor: configurationsResource,
  table: configurations,
  filters: { q: (text) => ilike(configurations.cle, startingWith(text)) },
  // The signing key of download links and the seed's markers live here too; staff never see them.
  rows: and(...INTERNAL_CONFIGURATION_PREFIXES.map((prefix) => not(ilike(configurations.cle, startingWith(prefix)))))!,
  // The company identity feeds the legal pages and the page heads built with the catalogue.
  affectsCatalogue: true,
  // A known key holds a value of its type; an unknown one stays free text (packages/domain).
  check: (row) => configurationErrorsOf(String(row.cle), String(row.valeur)),
  sample: () => ({ cle: `essai.${randomBytes(3).toString('hex')}`, valeur: '49' }),
  // Never the sample's 49, so the change always shows in the history.
  sampleChange: () => ({ valeur: String(100 + Math.floor(Math.random() * 900)) }),
  sampleFilters: (row) => [{ q: String(row.cle) }],
});
