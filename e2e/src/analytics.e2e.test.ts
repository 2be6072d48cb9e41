import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signInAdmin, storeSession } from './admin-session.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type StartedServer } from './start-server.ts';

/** The tracker's quiet delay (ANALYTICS_LIMITS.quietMs): a held batch leaves by fetch after it. */
const QUIET_MS = 10_000;

/** The tracker's chunk, loaded on the page's first event, and where each page got it from. */
const TRACKER_SCRIPT = /\/assets\/runtime-[\w-]+\.js$/u;
const trackerScripts = new WeakMap<Page, string>();

interface Sent {
  url: URL;
  events: { type: string; chemin: string; source?: string }[];
}

/**
 * Issue 14: the audience measurement in a real browser. Anonymous page views leave under the CNIL
 * exemption (no cookie without consent); a visitor who refused analytics and staff are never
 * measured, not even when leaving the page.
 */
describe('audience measurement in the browser', () => {
  let server: StartedServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer(() => ({ ADMIN_EMAIL, ADMIN_PASSWORD }));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /**
   * A page whose measurement requests are collected: those sent by fetch from the network, those
   * sent by beacon (whose body the network events do not show) from the page itself.
   */
  async function visit(prepare: (context: BrowserContext) => Promise<void> = async () => {}) {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'fr-FR' });
    // The page's clock runs in real time, and a test can jump it past the tracker's quiet delay.
    await context.clock.install();
    await prepare(context);
    await context.addInitScript(() => {
      const scope = globalThis as unknown as {
        navigator: { sendBeacon: (url: string, body: Blob) => boolean };
        beacons: Promise<{ url: string; body: string }>[];
      };
      scope.beacons = [];
      const original = scope.navigator.sendBeacon.bind(scope.navigator);
      scope.navigator.sendBeacon = (url, body) => {
        scope.beacons.push(body.text().then((text) => ({ url, body: text })));
        return original(url, body);
      };
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (TRACKER_SCRIPT.test(response.url())) trackerScripts.set(page, response.url());
    });
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/od_')) fetched.push(request.url());
    });
    const beacons = async (): Promise<Sent[]> => {
      const sent = await page.evaluate(() =>
        Promise.all((globalThis as unknown as { beacons: Promise<{ url: string; body: string }>[] }).beacons),
      );
      return sent.map(({ url, body }) => ({
        url: new URL(url, server.baseURL),
        events: JSON.parse(body) as Sent['events'],
      }));
    };
    return { context, page, fetched, beacons };
  }

  /** What a tab switch or leaving does: the page becomes hidden. */
  const hide = (page: Page) =>
    page.evaluate(() => {
      const doc = (globalThis as unknown as { document: EventTarget }).document;
      Object.defineProperty(doc, 'visibilityState', { value: 'hidden', configurable: true });
      doc.dispatchEvent(new Event('visibilitychange'));
    });

  /** Hides the page until the tracker, loaded after the first screen, answers with a beacon. */
  const leaveOnceLoaded = (page: Page, beacons: () => Promise<Sent[]>) =>
    expect
      .poll(
        async () => {
          await hide(page);
          return (await beacons()).length;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);

  /**
   * Jumps the page's clock past the tracker's quiet delay (10 s), once the page view has reached
   * the tracker's module (which loads on the first event, after the first screen): a batch the
   * tracker holds would leave by fetch now.
   */
  const passQuietDelay = async (page: Page) => {
    await expect.poll(() => trackerScripts.get(page), { timeout: 20_000 }).toBeTruthy();
    const url = trackerScripts.get(page)!;
    // Importing the module again settles once it has run, and the page view's own import with it.
    // As text: the test runner would rewrite a dynamic import written in this file.
    await page.evaluate(`import(${JSON.stringify(url)}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
    await page.clock.fastForward(QUIET_MS + 1000);
  };

  const open = async (page: Page, path: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  };

  const decide = (context: BrowserContext, analytic: boolean) =>
    context.addCookies(
      [
        ['od', String(Date.now())],
        ['od_analytic', analytic ? '1' : '0'],
        ['od_marketing', '0'],
      ].map(([name, value]) => ({ name: name!, value: value!, url: server.baseURL })),
    );

  it('sends anonymous page views by beacon on leaving, to this environment’s stream, without a cookie', async () => {
    const { context, page, beacons } = await visit();
    await open(page, '/fr/accueil?utm_source=lettre-novembre');
    await leaveOnceLoaded(page, beacons);
    const [batch] = await beacons();
    expect(batch!.url.pathname).toMatch(/^\/od_production\/[A-Za-z0-9_-]{16,64}$/u);
    expect(batch!.url.searchParams.get('lot')).toMatch(/^[A-Za-z0-9_-]{8,36}$/u);
    expect(batch!.events.map((event) => event.type)).toEqual(['page', 'fin']);
    expect(batch!.events[0]).toMatchObject({ chemin: '/fr/accueil', source: 'lettre-novembre' });
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('od_session');
    await context.close();
  });

  it('sends by fetch after 10 s without a new event', async () => {
    const { context, page, fetched } = await visit();
    await open(page, '/fr/faq');
    await passQuietDelay(page);
    await expect.poll(() => fetched.length).toBe(1);
    expect(new URL(fetched[0]!).pathname).toMatch(/^\/od_production\//u);
    await context.close();
  });

  it('keeps the visit in a cookie only with analytics consent', async () => {
    const { context, page, beacons } = await visit((context) => decide(context, true));
    await open(page, '/fr/accueil');
    await leaveOnceLoaded(page, beacons);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'od_session');
    expect(cookie?.value).toBeTruthy();
    expect((await beacons())[0]!.url.pathname).toBe(`/od_production/${cookie!.value}`);
    await context.close();
  });

  it('measures nothing for a visitor who refused analytics, nor for staff', async () => {
    const refused = await visit((context) => decide(context, false));
    const token = await signInAdmin(server.baseURL);
    const staff = await visit((context) => storeSession(context, token));
    // A measured visitor alongside: once its batch has left by fetch, the others' would have too.
    const measured = await visit();
    for (const { page } of [refused, staff, measured]) {
      await open(page, '/fr/accueil');
      await passQuietDelay(page);
    }
    await expect.poll(() => measured.fetched.length).toBe(1);
    for (const { page } of [refused, staff]) await hide(page);
    for (const visitor of [refused, staff]) {
      expect(visitor.fetched).toEqual([]);
      expect(await visitor.beacons()).toEqual([]);
      await visitor.context.close();
    }
    await measured.context.close();
  });
});
