import { z } from 'zod';
import { foreignId, longText } from './fields.ts';

/**
 * What an editorial page holds (a news article, an active ingredient), as its row reads it: its
 * address, title, teaser, text and picture. Spread into each resource's row and the shop's view.
 */
export const editorialRow = {
  slug: z.string(),
  label: z.string(),
  accroche: z.string(),
  texte: z.string(),
  visuel_id: z.number().int().nullable(),
};

/** The same page's optional parts as staff write them (the title and address each resource rules). */
export const editorialInput = {
  accroche: longText.optional(),
  texte: longText.optional(),
  visuel_id: foreignId.nullable().optional(),
};
