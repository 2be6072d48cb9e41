import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** Origins a configured provider needs, per directive (Stripe Elements, Google sign-in). */
export interface ThirdPartySources {
  script?: string[];
  style?: string[];
  frame?: string[];
  connect?: string[];
  img?: string[];
  /** Popups opened by the page may talk back to it (Google's sign-in window). */
  popups?: boolean;
}

/** Stripe.js and its frames (docs.stripe.com/security/guide#content-security-policy). */
export const STRIPE_SOURCES: ThirdPartySources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Google Identity Services: the button, One Tap and their frames. */
export const GOOGLE_SOURCES: ThirdPartySources = {
  script: ['https://accounts.google.com/gsi/client'],
  style: ['https://accounts.google.com/gsi/style'],
  frame: ['https://accounts.google.com/gsi/'],
  connect: ['https://accounts.google.com/gsi/'],
  popups: true,
};

/** The union of several providers' sources. */
export function mergeSources(...all: ThirdPartySources[]): ThirdPartySources {
  const lists = ['script', 'style', 'frame', 'connect', 'img'] as const;
  const merged = {
    script: [],
    style: [],
    frame: [],
    connect: [],
    img: [],
    popups: false,
  } as Required<ThirdPartySources>;
  for (const sources of all) {
    for (const key of lists) merged[key].push(...(sources[key] ?? []));
    merged.popups ||= sources.popups ?? false;
  }
  return merged;
}

/**
 * Strict headers on every answer: scripts, styles and everything else from our own origin only, no
 * plugins, no framing, no <base> tricks. Payment and identity providers are added only when
 * configured.
 */
function helmetOptions(isHttps: boolean, extra: ThirdPartySources): HelmetOptions {
  const self = (more: string[] = []) => ["'self'", ...new Set(more)];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': self(extra.script),
        'style-src': self(extra.style),
        'img-src': [...self(extra.img), 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': self(extra.connect),
        ...(extra.frame?.length ? { 'frame-src': self(extra.frame) } : {}),
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Cross-origin isolation would block the payment provider's frames later on.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: extra.popups ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The headers helmet would set, computed once. They do not depend on the request, and running
 * helmet's middleware on every call cost 15 % of the catalogue's throughput (bench/api.mjs).
 */
export function computeSecurityHeaders(isHttps: boolean, extra: ThirdPartySources = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(isHttps, extra))({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isHttps: boolean; thirdParty?: ThirdPartySources },
) {
  const headers = computeSecurityHeaders(options.isHttps, options.thirdParty);
  // A callback hook: an async one costs every answer a promise and a turn of the microtask queue.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
