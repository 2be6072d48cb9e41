import { confidentialite } from './confidentialite.ts';
import { cookies } from './cookies.ts';
import { generalesUtilisations } from './generales-utilisations.ts';
import { generalesVente } from './generales-vente.ts';
import type { LegalDocument, LegalSlug } from './legal-types.ts';
import { mentionsLegales } from './mentions-legales.ts';
import { retours } from './retours.ts';

/** The legal pages in the order of the index and the side navigation. */
export const LEGAL_DOCUMENTS: Record<LegalSlug, LegalDocument> = {
  'mentions-legales': mentionsLegales,
  'generales-vente': generalesVente,
  retours,
  'generales-utilisations': generalesUtilisations,
  confidentialite,
  cookies,
};
