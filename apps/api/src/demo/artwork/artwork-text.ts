/**
 * Text layout for the artwork: SVG has no automatic line breaking, so titles and labels are
 * wrapped here on an estimated glyph advance, balanced, and sized to fit their box.
 */

/**
 * Words of a text for wrapping. French puts a space before : ; ! ? » and after «, which must never
 * become a line break, so those spaces are glued (no-break space) to their neighbour.
 */
function words(text: string): string[] {
  return text
    .trim()
    .replace(/\s+([:;!?»])/g, '\u00a0$1')
    .replace(/«\s+/g, '«\u00a0')
    .split(/[ \t\r\n]+/);
}

/**
 * Greedy word wrap on an estimated advance of `em` × font size per character. Callers pass an
 * advance close to DejaVu Serif's (≈ 0.56–0.59 em), the broadest face the font stack can fall back
 * to, so lines do not overflow their panel whichever serif is installed.
 */
export function wrapText(text: string, maxWidth: number, fontSize: number, em = 0.56): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * em)));
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Largest font size (stepping down from `max`) at which the text wraps into at most `maxLines`. */
function largestFit(text: string, maxWidth: number, max: number, min: number, maxLines: number, em: number) {
  for (let size = max; size > min; size -= 2) {
    const lines = wrapText(text, maxWidth, size, em);
    const longest = Math.max(...lines.map((l) => l.length));
    if (lines.length <= maxLines && longest * size * em <= maxWidth) return { size, lines };
  }
  return null;
}

/**
 * Sets text in a box: as few lines as possible as long as the type stays within 75 % of the
 * largest size that fits, with lines balanced and no line ending on a weak word ("la", "de")
 * when up to 15 % smaller type avoids it.
 */
export function fitText(
  text: string,
  maxWidth: number,
  max: number,
  min: number,
  maxLines: number,
  em = 0.56,
): { size: number; lines: string[] } {
  const fits = Array.from({ length: maxLines }, (_, i) => largestFit(text, maxWidth, max, min, i + 1, em));
  const top = Math.max(0, ...fits.map((f) => f?.size ?? 0));
  if (!top) return squeeze(text, maxWidth, min, maxLines, em);
  const usable = fits.filter((f): f is { size: number; lines: string[] } => !!f && f.size >= top * 0.75);
  for (const fit of usable) {
    for (let size = fit.size; size >= Math.max(min, fit.size * 0.85); size -= 2) {
      const lines = wrapText(text, maxWidth, size, em);
      if (lines.length > fit.lines.length) break;
      const balanced = balance(lines, Math.floor(maxWidth / (size * em)));
      if (!weakBreaks(balanced)) return { size, lines: balanced };
    }
  }
  const fallback = usable[0] ?? { size: top, lines: wrapText(text, maxWidth, top, em) };
  return { size: fallback.size, lines: balance(fallback.lines, Math.floor(maxWidth / (fallback.size * em))) };
}

/** Text too long for the box even at `min`: go smaller rather than overflow, and cut with an ellipsis as a last resort. */
function squeeze(text: string, maxWidth: number, min: number, maxLines: number, em: number) {
  for (let size = min; size >= 8; size--) {
    const lines = wrapText(text, maxWidth, size, em);
    if (lines.length <= maxLines && Math.max(...lines.map((l) => l.length)) * size * em <= maxWidth)
      return { size, lines };
  }
  const perLine = Math.floor(maxWidth / (8 * em));
  const lines = wrapText(text, maxWidth, 8, em)
    .slice(0, maxLines)
    .map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
  return { size: 8, lines };
}

function weakBreaks(lines: string[]): boolean {
  return lines.slice(0, -1).some((l) => WEAK_ENDINGS.test(l));
}

/** Short words a line should not end on (articles, prepositions, conjunctions). */
const WEAK_ENDINGS = /(^|\s)(à|au|aux|de|des|du|en|et|la|le|les|ou|un|une|sur|par|pour|the|of|and)$/i;

/**
 * Redistributes words over the same number of lines for a calmer rag: short longest line, no
 * line ending on a weak word, breaks after punctuation preferred. Never exceeds `maxChars`.
 */
function balance(lines: string[], maxChars: number): string[] {
  const list = lines.join(' ').split(' ');
  if (lines.length < 2 || list.length > 14) return lines;
  const score = (candidate: string[]) =>
    Math.max(...candidate.map((l) => l.length)) +
    candidate.slice(0, -1).reduce((sum, l) => sum + (WEAK_ENDINGS.test(l) ? 5 : 0) - (/[:;,.]$/.test(l) ? 3 : 0), 0);
  let best = lines;
  let bestScore = score(lines);
  const split = (from: number, left: number, acc: string[]): void => {
    if (left === 1) {
      const candidate = [...acc, list.slice(from).join(' ')];
      const value = score(candidate);
      if (value < bestScore && candidate.every((l) => l.length <= maxChars)) [best, bestScore] = [candidate, value];
      return;
    }
    for (let end = from + 1; end <= list.length - left + 1; end++) {
      split(end, left - 1, [...acc, list.slice(from, end).join(' ')]);
    }
  };
  split(0, lines.length, []);
  return best;
}
