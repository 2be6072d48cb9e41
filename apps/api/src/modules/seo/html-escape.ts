const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a double- or single-quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => HTML_ESCAPES[char] ?? char);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Serialises JSON for a <script type="application/ld+json"> block. The HTML parser ends a script
 * at "</script" and treats "<!--" specially whatever the JSON means, so <, > and & become \u
 * escapes (still the same JSON); U+2028/2029 are escaped for old JavaScript parsers.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/gu, (char) => JSON_ESCAPES[char] ?? char);
}

/** Escapes text for XML element content and attribute values (the sitemap). */
export const escapeXml = escapeHtml;
