import { JobNameParamsSchema, JobsAnswerSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { notFound } from '../../lib/errors.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { readJobStatuses } from './job-statuses.ts';
import { answerList } from '../../lib/answers.ts';

const staffOnly = requireScope(['admin']);

/** The back office's ad/taches: each periodic job's runs, and one more run on demand. */
export const jobsRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; queue: JobQueue }> = async (
  app,
  { database, queue },
) => {
  app.get('/taches', { onRequest: staffOnly, schema: { response: { 200: JobsAnswerSchema } } }, async () =>
    answerList(await readJobStatuses(database, queue.jobs)),
  );

  app.post(
    '/taches/:nom/relance',
    {
      onRequest: staffOnly,
      schema: { params: JobNameParamsSchema, response: { 200: z.object({ code: z.literal(200) }) } },
    },
    async (request) => {
      const { nom } = request.params;
      if (!(await queue.runNow(nom))) throw notFound('Cette tâche n’existe pas.', 'not_found');
      const userId = requireUser(request).id;
      await database.db.transaction((tx) =>
        recordAudit(tx, { userId, resource: 'taches', recordId: nom, before: null, after: { relance: true } }),
      );
      return { code: 200 as const };
    },
  );
};
