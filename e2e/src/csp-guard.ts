import type { BrowserContext } from 'playwright-core';

/** One `securitypolicyviolation` event seen by a page, as the browser reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
  line: number;
}

// A blocked `new Function` caught by the page never reaches the console, but the browser still
// fires this event (and sends a CSP report): listening for it is the only reliable witness.
const BINDING = '__e2eReportCspViolation';

const collected: CspViolation[] = [];
const watched = new Set<BrowserContext>();

/** The few browser types the listener needs (this package is typed for Node, without the DOM). */
interface ViolationEvent {
  effectiveDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
}
interface PageGlobal {
  document: {
    addEventListener(
      type: 'securitypolicyviolation',
      listener: (event: ViolationEvent) => void,
      capture: boolean,
    ): void;
  };
  location: { href: string };
}
type Report = (violation: CspViolation) => unknown;

/** Runs in every page and frame before its own scripts. Serialised by Playwright: no closures. */
function listenForViolations(binding: string): void {
  const page = globalThis as unknown as PageGlobal;
  page.document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (globalThis as unknown as Record<string, Report | undefined>)[binding];
      void report?.({
        page: page.location.href,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
      });
    },
    true,
  );
}

/** Records every CSP violation raised by the pages of this context. */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    collected.push(violation);
  });
  await context.addInitScript(listenForViolations, BINDING);
  watched.add(context);
  context.on('close', () => watched.delete(context));
}

/** The violations recorded since the last call, after a round trip to every open page. */
export async function takeCspViolations(): Promise<CspViolation[]> {
  // Binding calls travel on the same channel as evaluations: once an evaluation has answered,
  // every report the page sent before it has been recorded.
  const pages = [...watched].flatMap((context) => context.pages());
  await Promise.all(pages.map((page) => page.evaluate(() => undefined).catch(() => undefined)));
  return collected.splice(0);
}
