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
  /** The whole <noscript> element, in the page's language (left out where index.html has none). */
  noscript: string;
}

/** The app's empty mount point, as index.html has it: pages the server does not draw keep it. */
export const EMPTY_ROOT = '<div id="root"></div>';

type Slot = keyof HeadParts | 'root';

/**
 * Cuts the built index.html once at start into fixed text and slots: the <html> lang value, the
 * <title>, the meta description, the end of <head>, the <noscript>, and the app's empty #root
 * (which a page drawn on the server fills; `root` is the whole element and what follows it).
 * Filling a page is then a concatenation of precomputed strings. A missing head element is
 * tolerated (its slot moves next to the others) and a missing <noscript> is left out, so a bare
 * index.html still works.
 */
export function compileHtmlTemplate(html: string): (parts: HeadParts, root?: string) => string {
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
  find(/<noscript>[\s\S]*?<\/noscript>/diu, 'noscript');
  const headEnd = /<\/head>/iu.exec(html);
  // Slots without an element in the template go where the rest goes, in a fixed order.
  const fallback = headEnd?.index ?? (hasTitle ? cuts.find((cut) => cut.slot === 'title')!.end : 0);
  if (!hasTitle) cuts.push({ start: fallback, end: fallback, slot: 'title' });
  if (!hasDescription) cuts.push({ start: fallback, end: fallback, slot: 'description' });
  cuts.push({ start: fallback, end: fallback, slot: 'rest' });
  const root = html.indexOf(EMPTY_ROOT);
  // Without an empty #root the page is always sent as it is.
  if (root >= 0) cuts.push({ start: root, end: root + EMPTY_ROOT.length, slot: 'root' });
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

  return (parts, root = EMPTY_ROOT) => {
    let out = '';
    for (let index = 0; index < slots.length; index += 1) {
      const slot = slots[index]!;
      out += fixed[index]! + (slot === 'root' ? root : parts[slot]);
    }
    return out + tail;
  };
}

/** The <title> element of a page. */
export const titleElement = (title: string) => `<title>${escapeHtml(title)}</title>`;

/** The <noscript> element of a page. */
export const noscriptElement = (text: string) => `<noscript>${escapeHtml(text)}</noscript>`;

/** The meta description element of a page. */
export const descriptionElement = (description: string) =>
  `<meta name="description" content="${escapeHtml(description)}" />`;
