import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { HomeResponseSchema, ProduitListSchema, type HomeResponse, type Locale, type Produit } from '@boutique/domain';
import { z } from 'zod';
import type { PrebuiltResponse } from '../../lib/prebuilt-response.ts';
import { serializeJsonForScript } from './html-escape.ts';
import { encodePath } from './seo.service.ts';

/** The pages whose first screen the server draws (the others keep an empty #root). */
export type FirstScreenPage = 'home' | 'product';

/** What the web build's server renderer (apps/web/src/app/server-entry.tsx) takes and gives. */
export interface FirstScreenInput {
  path: string;
  search: string;
  locale: Locale;
  messages: Partial<Record<Locale, Record<string, unknown>>>;
  produits: Produit[];
  accueil: HomeResponse | null;
}
export type RenderFirstScreen = (input: FirstScreenInput) => Promise<{ html: string; state: unknown }>;

/** Where the web build puts its server renderer (`vite build --ssr`, never served: a dot folder). */
export const SERVER_RENDERER_FILE = path.join('.server', 'entry.js');

const RendererModuleSchema = z.object({
  renderFirstScreen: z.custom<RenderFirstScreen>((v) => typeof v === 'function'),
});

/** Loads the server renderer of a web build; null when the build has none (the pages stay client-drawn). */
export async function loadServerRenderer(distDir: string): Promise<RenderFirstScreen | null> {
  const file = path.join(distDir, SERVER_RENDERER_FILE);
  if (!existsSync(file)) return null;
  return RendererModuleSchema.parse(await import(pathToFileURL(file).href)).renderFirstScreen;
}

/** Where the first screen's data comes from: the very answers the browser would otherwise fetch. */
export interface FirstScreenSources {
  messages(locale: Locale): Promise<PrebuiltResponse>;
  catalogue(locale: Locale): Promise<PrebuiltResponse>;
  home(): Promise<Omit<HomeResponse, 'code'>>;
  /** Called when the catalogue or the shop's configuration changes (the home's hero with it). */
  onInvalidate(listener: () => void): void;
}

const MessagesSchema = z.record(z.string(), z.unknown());
const parseJson = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));

interface Drawn {
  version: string;
  body: Promise<string>;
}

/**
 * The server-drawn content of #root for a page, with the state the browser hydrates from (a JSON
 * block, not executed). Drawing costs tens of milliseconds, so each page's drawing is kept with
 * the version of what it was drawn from (the ETags of its messages and catalogue, and the home's
 * configuration): a repeated visit costs a few Map lookups; an edit draws it again once.
 */
export function createFirstScreens(render: RenderFirstScreen, sources: FirstScreenSources) {
  const drawn = new Map<string, Drawn>();
  let homeGeneration = 0;
  let home: Promise<HomeResponse> | null = null;
  sources.onInvalidate(() => {
    homeGeneration += 1;
    home = null;
    drawn.clear();
  });
  const readHome = () => {
    if (!home) {
      const pending = sources.home().then((value) => HomeResponseSchema.parse({ code: 200, ...value }));
      home = pending;
      pending.catch(() => {
        if (home === pending) home = null;
      });
    }
    return home;
  };

  return async function firstScreen(locale: Locale, page: FirstScreenPage, pagePath: string): Promise<string> {
    const [catalogue, messages, fallbackMessages] = await Promise.all([
      sources.catalogue(locale),
      sources.messages(locale),
      locale === 'fr' ? null : sources.messages('fr'),
    ]);
    const isHome = page === 'home';
    const version = [catalogue.etag, messages.etag, fallbackMessages?.etag, isHome ? homeGeneration : ''].join('|');
    const key = `${locale}/${pagePath}`;
    const known = drawn.get(key);
    if (known?.version === version) return known.body;

    const body = (async () => {
      const input: FirstScreenInput = {
        // As the browser's location.pathname has it, so both sides route the same string.
        path: encodePath(`/${locale}/${pagePath}`),
        search: '',
        locale,
        messages: {
          [locale]: MessagesSchema.parse(parseJson(messages.identity)),
          ...(fallbackMessages ? { fr: MessagesSchema.parse(parseJson(fallbackMessages.identity)) } : {}),
        },
        produits: ProduitListSchema.parse(parseJson(catalogue.identity)).datas,
        accueil: isHome ? await readHome() : null,
      };
      const { html, state } = await render(input);
      return `<div id="root">${html}</div>\n    <script type="application/json" id="first-screen-state">${serializeJsonForScript(state)}</script>`;
    })();
    drawn.set(key, { version, body });
    // A failed drawing is not kept: the next visit tries again.
    body.catch(() => {
      if (drawn.get(key)?.body === body) drawn.delete(key);
    });
    return body;
  };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;
