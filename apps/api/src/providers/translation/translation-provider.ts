import type { TranslateTarget } from '@boutique/domain';

export interface TranslationRequest {
  texts: readonly string[];
  target: TranslateTarget;
  /** Words kept as they are (brand and INCI names), besides message placeholders. */
  keep: readonly string[];
}

/** A machine translation service: French texts in, suggestions out, in the same order. */
export interface TranslationProvider {
  name: 'deepl' | 'libretranslate';
  translate(request: TranslationRequest): Promise<string[]>;
}

/** A provider's refusal or failure, as the API answers it (502: its fault, 503: try later). */
export class TranslationProviderError extends Error {
  constructor(
    readonly status: 502 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'TranslationProviderError';
  }
}

/** Maps a provider's HTTP status to the shop's answer. */
export function providerFailure(status: number): TranslationProviderError {
  if (status === 456) return new TranslationProviderError(503, 'Le quota du service de traduction est épuisé.');
  if (status === 429)
    return new TranslationProviderError(503, 'Le service de traduction est saturé : réessayez dans un instant.');
  if (status === 401 || status === 403) {
    return new TranslationProviderError(502, 'Le service de traduction refuse la clé configurée.');
  }
  if (status >= 500)
    return new TranslationProviderError(503, 'Le service de traduction est indisponible : réessayez plus tard.');
  return new TranslationProviderError(502, `Le service de traduction a refusé la demande (${status}).`);
}

/** A request that never got an answer (network, timeout). */
export const unreachable = () => new TranslationProviderError(502, 'Le service de traduction ne répond pas.');

const escapeXml = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
const unescapeXml = (text: string) => text.replace(/&lt;/gu, '<').replace(/&gt;/gu, '>').replace(/&amp;/gu, '&');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

const PLACEHOLDERS = String.raw`\{\{[^}]*\}\}`;
/** INCI names as labels print them, in capitals (`ACIPENSER BAERII EGG EXTRACT`, `AQUA`). */
const INCI = String.raw`\b[A-Z]{3,}(?:[ -][A-Z0-9]{2,})*\b`;

/**
 * The text as markup where placeholders (`{{count}}`, `{name}`) and the kept words sit inside
 * `open…close` tags the provider leaves untouched; the rest is escaped.
 */
export function protect(text: string, keep: readonly string[], open: string, close: string): string {
  const words = [...keep]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const pattern = new RegExp([PLACEHOLDERS, String.raw`\{[\w.]+\}`, ...words, INCI].join('|'), 'gu');
  let markup = '';
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    markup += escapeXml(text.slice(last, match.index)) + open + escapeXml(match[0]) + close;
    last = match.index + match[0].length;
  }
  return markup + escapeXml(text.slice(last));
}

/** The provider's markup back to plain text, the protecting tags removed. */
export function unprotect(markup: string, tag: RegExp): string {
  return unescapeXml(markup.replace(tag, ''));
}
