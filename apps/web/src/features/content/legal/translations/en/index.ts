import type { LegalTranslation } from '../../legal-types.ts';
import { confidentialite } from './confidentialite.ts';
import { cookies } from './cookies.ts';
import { generalesUtilisations } from './generales-utilisations.ts';
import { generalesVente } from './generales-vente.ts';
import { mentionsLegales } from './mentions-legales.ts';
import { retours } from './retours.ts';

/** The legal texts in English; the French version prevails. */
export const legalTexts: LegalTranslation = {
  'mentions-legales': mentionsLegales,
  'generales-vente': generalesVente,
  retours,
  'generales-utilisations': generalesUtilisations,
  confidentialite,
  cookies,
};
