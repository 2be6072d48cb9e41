import { axeOn } from './axe-check.ts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { navigateInApp, screenReady } from './in-app-navigation.ts';
import { recordConsoleErrors } from './console-errors.ts';
import { payAnOrder, shopApi } from './shop-api.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** The back office's navigation, found hidden too (a role query skips a folded menu). */
const NAV = 'nav[aria-label="Navigation du back-office"]';

/** A phone held upright, as the back office's review measured it. */
const PHONE = { width: 390, height: 844 };

/** The page's layout, typed here (this package compiles without the DOM library). */
interface Box {
  tagName: string;
  id: string;
  className: unknown;
  tabIndex: number;
  scrollWidth: number;
  clientWidth: number;
  getAttribute: (name: string) => string | null;
}
interface LayoutGlobal {
  innerWidth: number;
  document: { documentElement: { scrollWidth: number }; querySelectorAll: (selector: string) => Iterable<Box> };
  getComputedStyle: (element: Box) => { overflowX: string };
}

/** axe's rules on what this test is about: scrolling boxes, the menu button, the search's ARIA. */
const AXE_RULES = [
  'scrollable-region-focusable',
  'button-name',
  'aria-required-children',
  'aria-required-parent',
  'aria-valid-attr-value',
  'aria-allowed-attr',
];

async function axeViolations(page: Page) {
  const results = await axeOn(page).withRules(AXE_RULES).analyze();
  return results.violations.flatMap(({ id, nodes }) => nodes.map(({ target }) => `${id} at ${target.join(' ')}`));
}

/**
 * How the page holds at the phone's width: the document's width (never over the window's), and
 * each box that scrolls sideways inside the page without the focus or a name (a keyboard could
 * not scroll it, a screen reader not name it: axe's scrollable-region-focusable).
 */
function phoneLayout(page: Page) {
  return page.evaluate(() => {
    const view = globalThis as unknown as LayoutGlobal;
    const unreachable = [...view.document.querySelectorAll('body *')]
      .filter((element) => ['auto', 'scroll'].includes(view.getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => element.tabIndex < 0 || !element.getAttribute('aria-label'))
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`);
    return { width: view.document.documentElement.scrollWidth, window: view.innerWidth, unreachable };
  });
}

/**
 * Issue: the back office on a phone. At 390×844 every page of the menu opens with the menu
 * folded (the page first), nothing scrolls the page sideways, and a table wider than the screen
 * scrolls in its own named, focusable region. The header's search finds an order by its number.
 */
describe('back office on a phone', () => {
  let server: StartedServer;
  let browser: Browser;
  let admin: Page;
  let order: { hash: string; numero: string };

  beforeAll(async () => {
    server = await startServer(() => ({ ADMIN_EMAIL, ADMIN_PASSWORD }));
    browser = await launchBrowser();
    const token = await signInAdmin(server.baseURL);
    order = await payAnOrder(shopApi(server.baseURL, token));
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR', viewport: PHONE });
    await storeSession(context, token);
    admin = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('folds the menu behind a button, and opens it on demand', async () => {
    await admin.goto('/fr/ad/dash');
    const menu = admin.getByRole('button', { name: 'Menu' });
    const nav = admin.locator(NAV);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await menu.click();
    await nav.getByRole('link', { name: 'Commandes' }).click();
    await admin.waitForURL('**/fr/ad/commandes');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
  });

  it('shows every page of the menu without sideways scrolling', async () => {
    await admin.goto('/fr/ad/dash');
    // The menu follows the staff member's role, read after the page is drawn.
    await admin.locator(`${NAV} a`).nth(30).waitFor({ state: 'attached' });
    const paths = await admin
      .locator(`${NAV} a`)
      .evaluateAll((links) => links.map((link) => (link as unknown as { pathname: string }).pathname));
    expect(paths.length).toBeGreaterThan(30);
    const problems: string[] = [];
    const consoleErrors = recordConsoleErrors(admin);
    for (const path of paths) {
      await navigateInApp(admin, path);
      await screenReady(admin);
      const layout = await phoneLayout(admin);
      if (layout.width > layout.window) problems.push(`${path}: ${layout.width}px wide in ${layout.window}px`);
      for (const box of layout.unreachable) problems.push(`${path}: ${box} scrolls without focus or name`);
      for (const violation of await axeViolations(admin)) problems.push(`${path}: ${violation}`);
      if (await admin.locator(NAV).isVisible()) problems.push(`${path}: menu open`);
    }
    problems.push(...consoleErrors.take());
    expect(problems).toEqual([]);
  }, 240_000);

  it('finds an order by its sequence number from the header’s search and opens it', async () => {
    await admin.goto('/fr/ad/dash');
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    await admin.keyboard.press('/');
    const box = admin.getByRole('combobox', { name: /Rechercher une commande/u });
    expect(
      await box.evaluate(
        (element) =>
          element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement,
      ),
    ).toBe(true);
    await admin.keyboard.type(order.numero.slice(-6));
    await admin
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(order.numero, 'u') })
      .waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.keyboard.press('ArrowDown');
    await admin.keyboard.press('Enter');
    await admin.waitForURL(`**/fr/ad/commandes/${order.hash}`);
    await admin.getByRole('heading', { level: 1, name: `Commande ${order.numero}` }).waitFor();
  });
});
