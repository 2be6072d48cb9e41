import { z } from 'zod';

/** How a job's run ended: 'en_cours' (still running), 'reussie', or 'echouee' (retried with backoff). */
export const JOB_RUN_STATES = ['en_cours', 'reussie', 'echouee'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/** A job's name: lower-case words joined by dashes (e.g. outbox-dispatch). */
export const JobNameSchema = z.string().regex(/^[a-z][a-z0-9-]{0,62}$/u);

export const JobRunSchema = z.object({
  debut: z.string(),
  fin: z.string().nullable(),
  duree_ms: z.number().int().nullable(),
  etat: z.enum(JOB_RUN_STATES),
  /** The error of a failed run, as the job threw it. */
  erreur: z.string().nullable(),
});
export type JobRun = z.infer<typeof JobRunSchema>;

/** One periodic job as the back office's ad/taches shows it; counts cover the last 24 hours. */
export const JobStatusSchema = z.object({
  nom: JobNameSchema,
  periode_secondes: z.number().int(),
  derniere_execution: JobRunSchema.nullable(),
  prochaine_execution: z.string(),
  executions_24h: z.number().int(),
  echecs_24h: z.number().int(),
});
export type JobStatus = z.infer<typeof JobStatusSchema>;

export const JobsAnswerSchema = z.object({ code: z.literal(200), datas: z.array(JobStatusSchema) });
export type JobsAnswer = z.infer<typeof JobsAnswerSchema>;

export const JobNameParamsSchema = z.object({ nom: JobNameSchema });
