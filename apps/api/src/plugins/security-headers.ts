import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict headers on every answer: scripts, styles and everything else from our own origin only, no
 * plugins, no framing, no <base> tricks. Payment and identity providers are added where used.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { isHttps: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(options.isHttps ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Cross-origin isolation would block the payment provider's frames later on.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
