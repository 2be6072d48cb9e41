import type { Page } from 'playwright-core';

/** A small phone held upright. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/** The page's layout, typed here (this package compiles without the DOM library). */
interface Box {
  tagName: string;
  className: unknown;
  textContent: string | null;
  children: { length: number };
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect: () => { right: number };
}
interface LayoutGlobal {
  innerWidth: number;
  document: {
    documentElement: { scrollWidth: number };
    querySelectorAll: (selector: string) => Iterable<Box>;
    createRange: () => { selectNodeContents: (node: Box) => void; getClientRects: () => Iterable<{ top: number }> };
  };
  getComputedStyle: (element: Box) => { overflowX: string };
}

/**
 * What scrolls sideways on the page, empty when nothing does: the document (wider than the
 * window), or a box whose content is wider than it (a table whose last columns hide past the
 * screen's edge). Each entry names the element, so a failure says what to fix.
 */
export function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const view = globalThis as unknown as LayoutGlobal;
    const name = (element: Box) => `${element.tagName.toLowerCase()}.${String(element.className)}`;
    const problems: string[] = [];
    const { scrollWidth } = view.document.documentElement;
    if (scrollWidth > view.innerWidth) {
      const outside = [...view.document.querySelectorAll('body *')]
        .filter((element) => element.children.length === 0)
        .filter((element) => element.getBoundingClientRect().right > view.innerWidth + 0.5)
        .slice(0, 5)
        .map(name);
      problems.push(`document ${scrollWidth}px wide in a ${view.innerWidth}px window: ${outside.join(', ')}`);
    }
    for (const element of view.document.querySelectorAll('body *')) {
      const { overflowX } = view.getComputedStyle(element);
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${name(element)} scrolls: ${element.scrollWidth}px of content in ${element.clientWidth}px`);
      }
    }
    return problems;
  });
}

/** The texts under `selector` that a lack of room broke over several lines. */
export function wrappedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((root) => {
    const view = globalThis as unknown as LayoutGlobal;
    return [...view.document.querySelectorAll(`${root} *`)]
      .filter((element) => element.children.length === 0 && (element.textContent ?? '').trim() !== '')
      .filter((element) => {
        const range = view.document.createRange();
        range.selectNodeContents(element);
        const lineTops = new Set([...range.getClientRects()].map(({ top }) => Math.round(top)));
        return lineTops.size > 1;
      })
      .map((element) => (element.textContent ?? '').trim());
  }, selector);
}
