import type { Page } from 'playwright-core';
import { showcaseProductPath } from './shop-api.ts';

/** A page the whole-page checks open (axe, HTML conformance), with what shows once it has its data. */
export interface CheckedPage {
  name: string;
  path: () => Promise<string> | string;
  ready: (page: Page) => Promise<unknown>;
}

/** The home page, ready once its product groups are drawn. */
export const HOME_PAGE: CheckedPage = {
  name: 'home',
  path: () => '/fr/accueil',
  ready: (page) => page.locator('#collection article h4 a').first().waitFor({ timeout: 20_000 }),
};

/** The page of a product that draws every block, ready once its sharing block is drawn. */
export const showcaseProductPage = (shop: { baseURL: string }): CheckedPage => ({
  name: 'product',
  path: () => showcaseProductPath(shop.baseURL),
  ready: (page) => page.getByRole('heading', { level: 2, name: 'Partager ce soin' }).waitFor({ timeout: 20_000 }),
});
