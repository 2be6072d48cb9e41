import { z } from 'zod';
import { version } from './fields.ts';
import { defineAdminResource, querySearch } from './resource.ts';

const key = z
  .string()
  .trim()
  .regex(/^[a-z0-9_.-]{1,80}$/u, 'Minuscules, chiffres, « . », « _ » ou « - ».');

/** Shop settings as key/value pairs (company identity, thresholds, rates...), keyed by `cle`. */
export const configurationsResource = defineAdminResource({
  model: 'configurations',
  key: 'cle',
  keySchema: key,
  row: z.object({ cle: z.string(), valeur: z.string(), version }),
  input: z.object({ cle: key, valeur: z.string().max(5_000) }),
  filters: z.object({ q: querySearch.optional() }),
  sortable: ['cle'],
  labels: { singular: 'Réglage', plural: 'Réglages', fields: { cle: 'Clé', valeur: 'Valeur' } },
});
