import { CampaignReportSchema, FormDoneSchema, IdParamsSchema } from '@boutique/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { requireScope, requireUser } from '../../plugins/authentication.ts';
import type { CampaignService } from './campaign.service.ts';
import { isUnsubscribeToken } from './newsletter-links.ts';
import { doneSaying } from '../../lib/answers.ts';

const adminOnly = requireScope(['admin']);
const INVALID_LINK = 'Ce lien de désinscription n’est pas valide.';

/**
 * Sending a campaign and following it (staff), and the one-click unsubscribe of its mails
 * (public: the random token in the link is the authorisation).
 */
export const campaignRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignService }> = async (app, { campaigns }) => {
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); its content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );

  app.post(
    '/campagnes/:id/envoi',
    { onRequest: adminOnly, schema: { params: IdParamsSchema, response: { 200: CampaignReportSchema } } },
    async (request) => {
      const report = await campaigns.send(request.params.id, requireUser(request).id);
      request.log.info({ campagne: request.params.id, destinataires: report.destinataires }, 'campaign queued');
      return report;
    },
  );

  app.get(
    '/campagnes/:id/bilan',
    { onRequest: adminOnly, schema: { params: IdParamsSchema, response: { 200: CampaignReportSchema } } },
    async (request) => campaigns.report(request.params.id),
  );

  app.post(
    '/newsletters/desinscription/:jeton',
    {
      schema: { params: z.object({ jeton: z.string() }), response: { 200: FormDoneSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => {
      const { jeton } = request.params;
      if (!isUnsubscribeToken(jeton) || !(await campaigns.unsubscribe(jeton))) {
        throw badRequest(INVALID_LINK, { jeton: [INVALID_LINK] }, 'newsletter_link_invalid');
      }
      return doneSaying('Vous ne recevrez plus nos nouvelles.');
    },
  );
};
