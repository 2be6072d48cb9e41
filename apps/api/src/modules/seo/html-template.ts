import type { Locale } from '@boutique/domain';
import { escapeHtml } from './html-escape.ts';

/** What a page puts into the app's index.html; every value is already escaped HTML. */
export interface HeadParts {
  lang: Locale;
  /** The whole <title> element. */
  title: string;
  /** The whole <meta name="description"> element. */
  description: string;
  /** Everything else (canonical, alternates, OpenGraph, JSON-LD), inserted before </head>. */
  rest: string;
}

type Slot = keyof HeadParts;

/**
 * Cuts the built index.html once at start into fixed text and slots: the <html> lang value, the
 * <title>, the meta description, and the end of <head>. Filling a page is then a concatenation of
 * precomputed strings. A missing element is tolerated (its slot moves next to the others), so a
 * bare index.html still works.
 */
export function compileHtmlTemplate(html: string): (parts: HeadParts) => string {
  const cuts: { start: number; end: number; slot: Slot }[] = [];
  const find = (pattern: RegExp, slot: Slot, group = 0) => {
    const span = pattern.exec(html)?.indices?.[group];
    if (!span) return false;
    cuts.push({ start: span[0], end: span[1], slot });
    return true;
  };
  find(/<html\b[^>]*?\slang="([^"]*)"/diu, 'lang', 1);
  const hasTitle = find(/<title>[\s\S]*?<\/title>/diu, 'title');
  const hasDescription = find(/<meta\s+name="description"[^>]*>/diu, 'description');
  const headEnd = /<\/head>/iu.exec(html);
  // Slots without an element in the template go where the rest goes, in a fixed order.
  const fallback = headEnd?.index ?? (hasTitle ? cuts.find((cut) => cut.slot === 'title')!.end : 0);
  if (!hasTitle) cuts.push({ start: fallback, end: fallback, slot: 'title' });
  if (!hasDescription) cuts.push({ start: fallback, end: fallback, slot: 'description' });
  cuts.push({ start: fallback, end: fallback, slot: 'rest' });
  cuts.sort((a, b) => a.start - b.start);

  const fixed: string[] = [];
  const slots: Slot[] = [];
  let position = 0;
  for (const cut of cuts) {
    fixed.push(html.slice(position, cut.start));
    slots.push(cut.slot);
    position = cut.end;
  }
  const tail = html.slice(position);

  return (parts) => {
    let out = '';
    for (let index = 0; index < slots.length; index += 1) {
      out += fixed[index]! + parts[slots[index]!];
    }
    return out + tail;
  };
}

/** The <title> element of a page. */
export const titleElement = (title: string) => `<title>${escapeHtml(title)}</title>`;

/** The meta description element of a page. */
export const descriptionElement = (description: string) =>
  `<meta name="description" content="${escapeHtml(description)}" />`;
