import { protect, providerFailure, unprotect, unreachable, type TranslationProvider } from './translation-provider.ts';

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}

/**
 * LibreTranslate's `POST /translate` (self-hosted or a public instance): the texts as HTML, with
 * placeholders and kept names in `<span translate="no">`, and the key in the body when one is set.
 */
export function createLibreTranslateProvider({
  url,
  apiKey,
  timeoutMs = 30_000,
}: LibreTranslateOptions): TranslationProvider {
  const endpoint = `${url.replace(/\/+$/u, '')}/translate`;
  return {
    name: 'libretranslate',
    async translate({ texts, target, keep }) {
      const body = {
        q: texts.map((text) => protect(text, keep, '<span translate="no">', '</span>')),
        source: 'fr',
        target,
        format: 'html',
        ...(apiKey ? { api_key: apiKey } : {}),
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw unreachable();
      }
      if (!response.ok) throw providerFailure(response.status);
      const answer = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
      const out = answer?.translatedText;
      if (!Array.isArray(out) || out.length !== texts.length || out.some((text) => typeof text !== 'string')) {
        throw providerFailure(502);
      }
      return (out as string[]).map((text) => unprotect(text, /<span translate="no">|<\/span>/gu));
    },
  };
}
