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
