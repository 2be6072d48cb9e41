import type { TranslateTarget } from '@boutique/domain';
import { protect, providerFailure, unprotect, unreachable, type TranslationProvider } from './translation-provider.ts';

export interface DeeplOptions {
  apiKey: string;
  /** The API's base address; by default the free endpoint for a key ending in `:fx`, else the pro one. */
  apiUrl?: string;
  /** A DeepL glossary (fr → target) kept in the account, e.g. brand and INCI names. */
  glossaryId?: string;
  timeoutMs?: number;
}

export const deeplBaseUrl = (apiKey: string) =>
  apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';

/** DeepL's target codes; English as written in the United Kingdom, like the shop's en-GB. */
const TARGETS: Record<TranslateTarget, string> = { en: 'EN-GB', es: 'ES', de: 'DE' };
/** Languages where DeepL knows a formal register (English has none). */
const FORMAL: ReadonlySet<TranslateTarget> = new Set(['es', 'de']);
const KEEP_TAG = 'keep';

/**
 * DeepL's `POST /v2/translate`: key in `Authorization: DeepL-Auth-Key`, the formal register where
 * the language has one, XML tag handling with `<keep>` as an ignored tag around placeholders and
 * the names never translated (brand, INCI), and the account's glossary when one is configured.
 */
export function createDeeplProvider({
  apiKey,
  apiUrl,
  glossaryId,
  timeoutMs = 15_000,
}: DeeplOptions): TranslationProvider {
  const endpoint = `${(apiUrl ?? deeplBaseUrl(apiKey)).replace(/\/+$/u, '')}/v2/translate`;
  return {
    name: 'deepl',
    async translate({ texts, target, keep }) {
      const body = {
        text: texts.map((text) => protect(text, keep, `<${KEEP_TAG}>`, `</${KEEP_TAG}>`)),
        source_lang: 'FR',
        target_lang: TARGETS[target],
        tag_handling: 'xml',
        ignore_tags: [KEEP_TAG],
        ...(FORMAL.has(target) ? { formality: 'more' } : {}),
        ...(glossaryId ? { glossary_id: glossaryId } : {}),
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `DeepL-Auth-Key ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        throw unreachable();
      }
      if (!response.ok) throw providerFailure(response.status);
      const answer = (await response.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null;
      const out = answer?.translations;
      if (!Array.isArray(out) || out.length !== texts.length || out.some((item) => typeof item.text !== 'string')) {
        throw providerFailure(502);
      }
      return out.map((item) => unprotect(item.text as string, /<\/?keep>/gu));
    },
  };
}
