import { randomBytes } from 'node:crypto';
import { campagnesResource } from '@boutique/domain';
import { ilike, isNotNull, isNull, or } from 'drizzle-orm';
import { campagnes } from '../../db/schema/index.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

/** Newsletter campaigns; sending is the newsletter module's (POST /api/campagnes/{id}/envoi). */
export const campagnesDefinition = defineResource({
  descriptor: campagnesResource,
  table: campagnes,
  filters: {
    q: (text) => or(ilike(campagnes.titre, containing(text)), ilike(campagnes.sujet, containing(text))),
    envoyee: (sent) => (sent === 'true' ? isNotNull(campagnes.envoyee) : isNull(campagnes.envoyee)),
  },
  // What subscribers received is what the history shows: a sent campaign no longer changes.
  frozen: (row) => (row.envoyee ? 'Cette campagne est partie : elle ne peut plus être modifiée.' : null),
  sample: () => ({
    titre: `Campagne ${randomBytes(3).toString('hex')}`,
    sujet: 'Le soin du mois',
    contenu: 'Découvrez notre nouveau sérum au caviar.',
  }),
  sampleChange: () => ({ sujet: `Nouveautés ${randomBytes(2).toString('hex')}` }),
  sampleFilters: (row) => [{ q: lastWord(String(row.titre)) }, { q: lastWord(String(row.titre)), envoyee: 'false' }],
});
