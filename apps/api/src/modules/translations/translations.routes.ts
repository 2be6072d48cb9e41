import { isLocale, LOCALES, type Locale } from '@boutique/domain';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/errors.ts';
import { prebuildJson, sendPrebuilt } from '../../lib/prebuilt-response.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

/** The interface texts shipped with the shop, per language (staff overrides come later). */
const MESSAGES: Record<Locale, object> = { fr, en, es, de };

export const translationsRoutes: FastifyPluginAsync = async (app) => {
  const prebuilt = new Map(LOCALES.map((locale) => [locale, prebuildJson(MESSAGES[locale])]));

  app.get<{ Params: { file: string } }>('/translations/:file', { compress: false }, async (request, reply) => {
    const locale = request.params.file.replace(/\.json$/u, '');
    const messages = isLocale(locale) && request.params.file.endsWith('.json') ? prebuilt.get(locale) : undefined;
    if (!messages) throw notFound('Langue non disponible.');
    return sendPrebuilt(request, reply, messages);
  });
};
