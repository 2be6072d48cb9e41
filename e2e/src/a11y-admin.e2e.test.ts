import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminShop, type AdminShop } from './admin-shop.ts';
import { checkAccessibility } from './axe-check.ts';
import { navigateInApp, screenReady } from './in-app-navigation.ts';
import { payAnOrder, shopApi, type ShopApi } from './shop-api.ts';

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

describe('accessibility of the back office (axe: no serious or critical violation, no console error)', () => {
  let shop: AdminShop;
  let admin: Page;
  /** Addresses of the records made for the test, for screens no list links to. */
  let recordPaths: string[] = [];

  beforeAll(async () => {
    shop = await openAdminShop();
    recordPaths = await giveEveryDetailScreenARecord(shopApi(shop.server.baseURL, shop.admin));
    admin = await shop.newPage({ session: shop.admin });
  });
  afterAll(() => shop?.close());

  it('checks every screen of the router: each list, and each detail screen on a record of its own', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const violations: Record<string, string[]> = {};
    const seen = new Set<string>();
    // Screens without parameters first; the links they show lead to the others (a record, its steps).
    const pending = [...routes.filter((route) => !route.includes(':')).map((route) => `/fr/ad${route}`)];
    const withParams = routes.filter((route) => route.includes(':'));
    const reached = new Set<string>();
    for (const path of recordPaths) {
      const route = withParams.find((pattern) => !reached.has(pattern) && routePattern(pattern).test(path));
      if (route) reached.add(route);
      pending.push(path);
    }
    while (pending.length > 0) {
      const path = pending.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      // The first screen loads the app; staff then move between screens inside it, and so does the walk.
      if (seen.size === 1) await admin.goto(path);
      else await navigateInApp(admin, path);
      await screenReady(admin);
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
    expect(shop.takeConsoleErrors()).toEqual([]);
    // Detail screens are reached through links to records, and the shop holds one of each.
    expect(withParams.filter((route) => !reached.has(route))).toEqual([]);
  }, 900_000);
});

/**
 * The demo catalogue has no order, parcel, address, subscriber, ambassador nor workflow: the admin
 * buys an order (with an address), packs a parcel of it, signs a visitor up for the newsletter,
 * becomes an ambassador and starts a workflow, so every detail screen has a record to open. Answers
 * the workflow's own pages, which its tabs reach only once the page has loaded its record.
 */
async function giveEveryDetailScreenARecord(api: ShopApi): Promise<string[]> {
  const order = await payAnOrder(api);
  const detail = await api<{ data: { lignes: { declinaison_id: number }[] } }>(`/admin/commandes/${order.hash}`);
  const [line] = detail.data.lignes;
  await api('/colis', {
    method: 'POST',
    body: { commande_hash: order.hash, lignes: [{ declinaison_id: line!.declinaison_id, qtt: 1 }] },
  });
  // A return request staff record (a defect: no withdrawal period to wait for).
  await api('/retours', {
    method: 'POST',
    body: { numero: order.numero, type: 'defaut', lignes: [{ declinaison: line!.declinaison_id, qtt: 1 }] },
  });
  await api('/newsletters', {
    method: 'POST',
    body: { nom: 'Lumière', mail: 'a11y-abonnee@orcaviar.example', legal: true },
  });
  const me = await api<{ data: { id: number } }>('/users/me');
  await api('/clients/editall', { method: 'POST', body: { ids: [me.data.id], datas: { ambassadeur: true } } });
  const workflow = await api<{ data: { id: number } }>('/workflows', {
    method: 'POST',
    body: { label: 'Préparation soignée', actif: true },
  });
  return ['steps', 'users', 'users-steps'].map((page) => `/fr/ad/workflows/${workflow.data.id}/${page}`);
}
