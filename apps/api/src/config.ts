import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Another Stripe API base, for a local stand-in in tests. */
  STRIPE_API_BASE: optionalString,
  /** Google sign-in (button and One Tap) when set. */
  GOOGLE_CLIENT_ID: optionalString,
  /** Key of the signed download links (invoices); generated once and kept in the database when unset. */
  SIGNING_SECRET: optionalString,
  /** Another address for Google's signing keys, for a local stand-in in tests. */
  GOOGLE_JWKS_URL: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  MAIL_FROM: z.string().default('Maison Orcaviar <contact@orcaviar.example>'),
  PUBLIC_URL: optionalString,
  SEED: z.enum(['demo', 'demo-large', 'none']).default('demo'),
  /** Orders SEED=demo-large writes (one customer for every four). */
  SEED_LARGE_ORDERS: z.coerce.number().int().min(1).max(2_000_000).default(100_000),
  /** Baskets untouched for this many days are deleted. */
  /** Minutes the stock of an order stays held while its customer pays. */
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Payment starts one customer may make in 10 minutes (each holds stock). */
  PAYMENT_STARTS_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
  BASKET_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  APP_ENV: z
    .string()
    .regex(/^\w{1,32}$/u)
    .default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; the API alone runs without it. */
  WEB_DIST: optionalString,
  /** Lets a public production site run without Stripe keys (simulated payments): a deliberate choice. */
  ALLOW_SIMULATED_PAYMENTS: z.enum(['true', 'false']).default('false'),
});

// Both src/config.ts and the bundled dist/server.js sit one level under apps/api.
export type Config = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

/** Reads the configuration from environment variables; throws one readable message when invalid. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  // A public production site (https) without Stripe keys would take orders nobody pays for.
  const isPublicProduction = config.APP_ENV === 'production' && config.PUBLIC_URL?.startsWith('https:');
  const hasStripe = config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET;
  if (isPublicProduction && !hasStripe && config.ALLOW_SIMULATED_PAYMENTS !== 'true') {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: required in production on a public address ' +
        '(payments would only be simulated); set ALLOW_SIMULATED_PAYMENTS=true to run a demonstration shop anyway.',
    );
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST: config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/u, ''),
  };
}
