import { z } from 'zod';

/** Field rules shared by the admin resources. */
export const label = z.string().trim().min(1, 'Champ obligatoire.').max(200);
export const longText = z.string().max(20_000);
export const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, 'Lettres minuscules, chiffres et tirets.')
  .max(200);
export const order = z.number().int().min(-1_000_000).max(1_000_000);
export const foreignId = z.number().int().min(1).max(2_147_483_647);
export const version = z.number().int();

/**
 * A timestamp column: a Date in the database row, an ISO string on the wire (the response
 * serializer encodes, a client parsing the row decodes).
 */
export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
