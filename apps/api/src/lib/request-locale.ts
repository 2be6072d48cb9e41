import { DEFAULT_LOCALE, isLocale, type Locale } from '@boutique/domain';
import type { FastifyRequest } from 'fastify';

/** The language of an API call: the `Language` header the web app sends, else French. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers.language;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
