import { z } from 'zod';
import { instant, label, longText, version } from './fields.ts';
import { defineAdminResource, querySearch, RecordIdSchema, translationsSchema } from './resource.ts';

const traductions = translationsSchema(['sujet', 'contenu']);
export type CampaignTranslations = z.infer<typeof traductions>;

/** Newsletter campaigns (admin `newsletters`): French text with translations; frozen once sent. */
export const campagnesResource = defineAdminResource({
  model: 'campagnes',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    titre: z.string(),
    sujet: z.string(),
    contenu: z.string(),
    traductions,
    envoyee: instant.nullable(),
    destinataires: z.number().int(),
    created: instant,
    version,
  }),
  input: z.object({
    titre: label,
    sujet: z.string().trim().min(1, 'Champ obligatoire.').max(200),
    contenu: longText.trim().min(1, 'Champ obligatoire.'),
    traductions: traductions.optional(),
  }),
  filters: z.object({ q: querySearch.optional(), envoyee: z.enum(['true', 'false']).optional() }),
  sortable: ['created', 'titre', 'id'],
  labels: {
    singular: 'Campagne',
    plural: 'Newsletters',
    fields: {
      titre: 'Titre interne',
      sujet: 'Objet',
      contenu: 'Texte',
      envoyee: 'Envoyée le',
      destinataires: 'Destinataires',
    },
  },
});

/** Where a sent campaign's mails stand (outbox). */
export const CampaignReportSchema = z.object({
  code: z.literal(200),
  destinataires: z.number().int(),
  envoyes: z.number().int(),
  en_attente: z.number().int(),
  echecs: z.number().int(),
});
export type CampaignReport = z.infer<typeof CampaignReportSchema>;
