/**
 * The web app's lazy route a page opens with (apps/web/src/app/router.tsx); the home page is in the
 * entry chunk, so it has none.
 */
export type AppRoute = 'product' | 'ingredient' | 'faq' | 'conditions' | 'legal' | 'article' | 'contact' | 'error';

/**
 * The source module of each route's lazy chunk, as Vite names it in its manifest (the path from
 * apps/web). Keep in step with the router's lazy imports; the back office is never listed.
 */
export const ROUTE_MODULES: Readonly<Record<AppRoute, string>> = {
  product: 'src/app/pages/product-route.tsx',
  ingredient: 'src/app/pages/ingredient-route.tsx',
  faq: 'src/features/content/pages/faq-page.tsx',
  conditions: 'src/features/content/pages/conditions-page.tsx',
  legal: 'src/features/content/pages/legal-page.tsx',
  article: 'src/features/content/pages/article-page.tsx',
  contact: 'src/features/contact/pages/contact-page.tsx',
  error: 'src/features/errors/pages/error-page.tsx',
};

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), the fields read here. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks this one imports statically. */
  imports?: string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

const BACK_OFFICE = 'src/admin/';

/**
 * The script files a page needs before it can draw, for `<link rel="modulepreload">` in its first
 * HTML: the entry's own imports, then the page's route chunk and everything it imports statically.
 * Without them the browser finds each file only once the one before it has run. Entry chunks are
 * left out (the page's <script> already loads them), and so is the back office. Computed once per
 * route at start.
 */
export function createRouteChunks(manifest: BuildManifest): (route: AppRoute | null) => readonly string[] {
  const closure = (keys: readonly string[]) => {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key) || chunk.src?.startsWith(BACK_OFFICE)) return;
      seen.add(key);
      if (!chunk.isEntry) files.push(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return files;
  };
  const entryImports = Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.imports ?? []) : []));
  const shared = closure(entryImports);
  const byRoute = new Map<AppRoute | null, readonly string[]>([[null, shared]]);
  for (const [route, module] of Object.entries(ROUTE_MODULES) as [AppRoute, string][]) {
    const files = manifest[module] ? closure([...entryImports, module]) : shared;
    byRoute.set(route, files);
  }
  return (route) => byRoute.get(route) ?? shared;
}

/** For a bare index.html without a manifest: nothing to announce. */
export const noRouteChunks = (): readonly string[] => [];
