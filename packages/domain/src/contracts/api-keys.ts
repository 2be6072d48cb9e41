import { z } from 'zod';
import { CustomRoleInputSchema } from '../permissions.ts';

/** What starts every API key, so the API tells one from a session's token. */
export const API_KEY_PREFIX = 'cle_';

/** POST /api/cles-api: a key's name and permissions (never more than its creator's). */
export const ApiKeyInputSchema = CustomRoleInputSchema.extend({
  permissions: CustomRoleInputSchema.shape.permissions.refine(
    (list) => list.length > 0,
    'Choisissez au moins une permission.',
  ),
});
export type ApiKeyInput = z.input<typeof ApiKeyInputSchema>;

const instant = z.string();

/** A key as ad/cles-api lists it: never the key itself, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prefixe: z.string(),
  permissions: z.array(z.string()),
  cree_par: z.object({ id: z.number().int(), prenom: z.string(), nom: z.string(), mail: z.string() }).nullable(),
  created: instant,
  derniere_utilisation: instant.nullable(),
  revoquee: instant.nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to a new key: the key in full, shown this once. */
export const ApiKeyCreatedSchema = z.object({ data: ApiKeySchema, cle: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;
