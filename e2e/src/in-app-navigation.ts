import type { Page } from 'playwright-core';

interface BrowserHistory {
  history: { pushState: (state: null, unused: string, url: string) => void };
  requestAnimationFrame: (callback: () => void) => void;
}

/**
 * Moves the app to `path` as one of its links does, without reloading the page: the router follows
 * `history.pushState`. Resolves once the new address is drawn (its screen, or the fallback while
 * the screen's code arrives): two frames after the change, so the old screen is gone by then.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (address) => {
    const view = globalThis as unknown as BrowserHistory;
    view.history.pushState(null, '', address);
    await new Promise<void>((resolve) => view.requestAnimationFrame(() => view.requestAnimationFrame(resolve)));
  }, path);
}

/** The screen has its heading and no part still loading (lists and forms draw their rows once the API has answered). */
export async function screenReady(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor({ timeout: 20_000 });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
}
