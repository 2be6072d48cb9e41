import { z } from 'zod';
import { querySearch } from '../admin/resource.ts';

export const OUTBOX_CHANNELS = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/**
 * Where a message stands: 'en_attente' (queued, or failed and still retried), 'envoye', or
 * 'echec' (every attempt failed; staff may relaunch it).
 */
export const OUTBOX_STATUSES = ['en_attente', 'envoye', 'echec'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The back office's outbox list: newest first, by channel, status or recipient. */
export const OutboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  canal: z.enum(OUTBOX_CHANNELS).optional(),
  statut: z.enum(OUTBOX_STATUSES).optional(),
  q: querySearch.optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  canal: z.enum(OUTBOX_CHANNELS),
  destinataire: z.string(),
  sujet: z.string(),
  texte: z.string(),
  created: z.string(),
  envoye: z.string().nullable(),
  tentatives: z.number().int(),
  erreur: z.string().nullable(),
  statut: z.enum(OUTBOX_STATUSES),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** Which channels have a provider: without one, messages wait in the outbox. */
export const OutboxProvidersSchema = z.object({ mail: z.boolean(), sms: z.boolean() });
export type OutboxProviders = z.infer<typeof OutboxProvidersSchema>;

export const OutboxPageSchema = z.object({
  code: z.literal(200),
  datas: z.array(OutboxMessageSchema),
  total: z.number().int(),
  total_exact: z.boolean(),
  page: z.number().int(),
  limit: z.number().int(),
  fournisseurs: OutboxProvidersSchema,
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
