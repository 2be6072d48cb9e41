import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminShop, type AdminShop } from './admin-shop.ts';
import { checkAccessibility } from './axe-check.ts';

/**
 * The back office's screens, read from the list its router is built from
 * (apps/web/src/admin/admin-screens.ts) rather than copied here, so a new screen is checked without anyone thinking of it: `/stats`, `/produits/:id`…
 */
function adminRoutes(): string[] {
  const source = readFileSync(new URL('../../apps/web/src/admin/admin-screens.ts', import.meta.url), 'utf8');
  return [...source.matchAll(/\bpath: '([^']+)'/gu)].map(([, path = '']) => path);
}

/** The screen's address pattern, a parameter standing for any one segment. */
const routePattern = (route: string) => new RegExp(`^/fr/ad${route.replaceAll(/:\w+/gu, '[^/?#]+')}$`, 'u');

/** Every back-office address the page links to. */
const adminLinks = (page: Page) =>
  page.locator('a[href^="/fr/ad/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('accessibility of the back office (axe: no serious or critical violation)', () => {
  let shop: AdminShop;
  let admin: Page;

  beforeAll(async () => {
    shop = await openAdminShop();
    admin = await shop.newPage({ session: shop.admin });
  });
  afterAll(() => shop?.close());

  it('checks every screen of the router: each list, and each detail screen through a link to it', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const violations: Record<string, string[]> = {};
    const seen = new Set<string>();
    // Screens without parameters first; the links they show lead to the others (a record, its steps).
    const pending = [...routes.filter((route) => !route.includes(':')).map((route) => `/fr/ad${route}`)];
    const withParams = routes.filter((route) => route.includes(':'));
    const reached = new Set<string>();
    while (pending.length > 0) {
      const path = pending.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      await admin.goto(path);
      await admin.locator('main h1').first().waitFor({ timeout: 20_000 });
      // Lists and forms draw their rows once the API has answered.
      await admin.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 20_000 });
      const found = await checkAccessibility(admin);
      if (found.length > 0) violations[path] = found;
      for (const href of await adminLinks(admin)) {
        const address = href.split(/[?#]/u)[0] ?? '';
        const route = withParams.find((pattern) => !reached.has(pattern) && routePattern(pattern).test(address));
        if (route) {
          reached.add(route);
          pending.push(address);
        }
      }
    }
    expect(violations).toEqual({});
    // Detail screens are reached through links to records: those of resources the test shop has
    // no record of (orders, addresses, parcels…) are not, so at least the others must have been.
    expect(reached.size).toBeGreaterThan(withParams.length / 2);
  }, 900_000);
});
