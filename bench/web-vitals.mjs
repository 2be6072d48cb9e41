// Measures the shopper's first screen with Lighthouse (mobile, simulated throttling) on the built
// shop: performance score, LCP and CLS of the home page and of a product page, median of 3 runs
// each, beside the LCP of a static copy of the same rendered page (its HTML, CSS, fonts and
// pictures, no JavaScript) served by a bare node:http server. It prints figures; it never fails.
// Usage: npm run bench:web   (options: WEB_VITALS_RUNS=3 CHROMIUM_PATH=/usr/bin/chromium)
/* global document -- page.evaluate runs in the browser */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median, serverEntry, waitFor } from './lib.mjs';

const runs = Number(process.env.WEB_VITALS_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Another build may be measured side by side (before and after a change) by naming its files
// (BENCH_SERVER, read in lib.mjs, and BENCH_WEB_DIST).
const webDist = process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const BUDGET = { score: 98, cls: 0.01, lcpRatio: 1.5 };
/** Lighthouse's default mobile screen (Moto G Power), so the static copy loads the same picture sizes. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The first product page listed in the sitemap. */
async function productPath(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const loc = /<loc>[^<]*?(\/fr\/cosmetique\/[^<]+)<\/loc>/u.exec(sitemap)?.[1];
  if (!loc) throw new Error('no product in the sitemap');
  return loc;
}

const TYPES = {
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/**
 * Renders the page in the browser, then keeps its DOM without scripts, and every stylesheet, font
 * and picture it uses (all srcset candidates included), fetched once from the shop.
 */
async function snapshot(browser, base, pagePath) {
  const page = await browser.newPage();
  await page.emulate({ viewport: MOBILE, userAgent: await browser.userAgent() });
  await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle0' });
  const { html, resources } = await page.evaluate(() => {
    document.querySelectorAll('script, link[rel="modulepreload"]').forEach((element) => element.remove());
    return {
      html: `<!doctype html>\n${document.documentElement.outerHTML}`,
      resources: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    };
  });
  await page.close();
  const referenced = [...html.matchAll(/\/(?:media|assets|icons)\/[^\s"',)]+/gu)].map((match) => match[0]);
  const files = new Map();
  for (const file of new Set([...resources, ...referenced])) {
    const type = TYPES[path.extname(file)];
    if (!type || file.startsWith('/api/')) continue;
    const response = await fetch(`${base}${file}`);
    if (response.ok) files.set(file, { type, body: Buffer.from(await response.arrayBuffer()) });
  }
  return { html, files };
}

/** A bare node:http server sending the saved page at / and its files, text gzipped like the shop's. */
async function serveStatic({ html, files }) {
  const page = { type: 'text/html; charset=utf-8', body: Buffer.from(html) };
  const server = createServer((request, response) => {
    const file = request.url === '/' ? page : files.get(new URL(request.url, 'http://x').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const isText = /text|svg/u.test(file.type);
    const gzip = isText && /gzip/u.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': file.type,
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? gzipSync(file.body) : file.body);
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One Lighthouse run, or null when it could not measure (its reason is printed). */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const { audits, categories, runtimeError } = result?.lhr ?? {};
  const lcp = audits?.['largest-contentful-paint']?.numericValue;
  const cls = audits?.['cumulative-layout-shift']?.numericValue;
  if (runtimeError || lcp === undefined || cls === undefined) {
    console.info(`  (a run of ${url} measured nothing: ${runtimeError?.code ?? 'no metrics'})`);
    return null;
  }
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp,
    cls,
    tbt: audits['total-blocking-time'].numericValue,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector ?? '?',
  };
}

/** The median of `runs` successful runs (a few failed ones are tried again). */
async function measure(url, port) {
  const results = [];
  for (let attempt = 0; results.length < runs && attempt < runs * 2; attempt += 1) {
    const result = await audit(url, port);
    if (result) results.push(result);
  }
  if (results.length === 0) throw new Error(`no Lighthouse run of ${url} succeeded`);
  const middle = (key) => median(results.map((result) => result[key]));
  return {
    score: middle('score'),
    lcp: middle('lcp'),
    cls: middle('cls'),
    tbt: middle('tbt'),
    lcpElement: results.at(-1).lcpElement,
  };
}

const mark = (isMet) => (isMet ? 'ok' : 'MISSED');

// chrome-launcher reports a missing browser as an unhandled event, which would leave the shop
// running: check first.
if (!existsSync(chromePath)) {
  console.error(`web vitals not measured: no Chromium at ${chromePath} (set CHROMIUM_PATH)`);
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-web-vitals-'));
// The shop serves its own copy of the build, so a build started meanwhile cannot change it mid-run.
const webCopy = path.join(dataDir, 'web');
await cp(webDist, webCopy, { recursive: true });
const shopPort = await freePort();
const base = `http://127.0.0.1:${shopPort}`;
const shop = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    WEB_DIST: webCopy,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome;
try {
  await waitFor(`${base}/api/health`, 90_000);
  chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const pages = [
    ['home', '/fr/accueil'],
    ['product', await productPath(base)],
  ];
  console.info(
    `Lighthouse ${runs}× per page, mobile (simulated throttling), median; Chromium ${await browser.version()}`,
  );
  for (const [name, pagePath] of pages) {
    // Taking the copy loads the page once, unmeasured: the server's caches (page heads, resized
    // pictures) are then warm, as in production.
    const copy = await serveStatic(await snapshot(browser, base, pagePath));
    let app;
    let bare;
    try {
      app = await measure(`${base}${pagePath}`, chrome.port);
      bare = await measure(copy.url, chrome.port);
    } finally {
      await copy.close();
    }
    const ratio = app.lcp / bare.lcp;
    console.info(`\n${name} ${pagePath}`);
    console.info(
      `  score        ${String(app.score).padStart(6)}      (budget ≥ ${BUDGET.score}) ${mark(app.score >= BUDGET.score)}   static copy ${bare.score}`,
    );
    console.info(`  LCP          ${app.lcp.toFixed(0).padStart(6)} ms   element ${app.lcpElement}`);
    console.info(`  LCP static   ${bare.lcp.toFixed(0).padStart(6)} ms   element ${bare.lcpElement}`);
    console.info(
      `  LCP ratio    ${ratio.toFixed(2).padStart(6)}×     (budget ≤ ${BUDGET.lcpRatio}×) ${mark(ratio <= BUDGET.lcpRatio)}`,
    );
    console.info(
      `  CLS          ${app.cls.toFixed(3).padStart(6)}      (budget ≤ ${BUDGET.cls}) ${mark(app.cls <= BUDGET.cls)}`,
    );
    console.info(`  TBT          ${app.tbt.toFixed(0).padStart(6)} ms   static copy ${bare.tbt.toFixed(0)} ms`);
  }
  await browser.disconnect();
} catch (error) {
  console.error(`web vitals not measured: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  chrome?.kill();
  shop.kill();
  await rm(dataDir, { recursive: true, force: true });
}
