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
  /** A generic HTTP SMS API (providers/sms/http-sms-transport.ts): its send endpoint and bearer token. */
  SMS_API_URL: optionalString,
  SMS_API_TOKEN: optionalString,
  /** The sender name shown on the phone: letters and digits, at most 11 (the operators' rule). */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9]{1,11}$/u, 'letters and digits, at most 11')
    .default('Orcaviar'),
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
  /** DeepL machine translation of the back office's suggestions (a key ending in `:fx` is a free account). */
  DEEPL_API_KEY: optionalString,
  /** Another DeepL address (a local stand-in in tests); by default the free or pro endpoint of the key. */
  DEEPL_API_URL: optionalString,
  /** A DeepL glossary (French → target) of the account, e.g. brand and INCI names kept as they are. */
  DEEPL_GLOSSARY_ID: optionalString,
  /** A LibreTranslate instance, used when no DeepL key is set. */
  LIBRETRANSLATE_URL: optionalString,
  LIBRETRANSLATE_API_KEY: optionalString,
  /**
   * Media in an S3-compatible bucket instead of `DATA_DIR/media` (providers/storage): all of
   * endpoint, bucket, region and keys, or none. Path style for most self-hosted servers (MinIO…).
   */
  S3_ENDPOINT: optionalString,
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Where `npm run backup` writes, one dated folder per run (operations/backup.ts). */
  BACKUP_DIR: z.string().default('./backups'),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  MAIL_FROM: z.string().default('Maison Orcaviar <contact@orcaviar.example>'),
  PUBLIC_URL: optionalString,
  SEED: z.enum(['demo', 'demo-large', 'none']).default('demo'),
  /** Orders SEED=demo-large writes (one customer for every four). */
  SEED_LARGE_ORDERS: z.coerce.number().int().min(1).max(2_000_000).default(100_000),
  /** Minutes the stock of an order stays held while its customer pays. */
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** A staff order's link is mailed: the customer may open it hours later, so its hold lasts longer. */
  STAFF_ORDER_HOLD_HOURS: z.coerce.number().int().min(1).max(336).default(48),
  /** Newsletter campaign mails leave at most this many a minute (the mail provider's and inboxes' patience). */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Payment starts one customer may make in 10 minutes (each holds stock). */
  PAYMENT_STARTS_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Baskets untouched for this many days are deleted. */
  BASKET_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The audience measurement's budget: batches every visitor together may send a minute (shared by
   * every process through Redis, else per process), so a flood never slows the shop. 1,200 a minute
   * is at most 2,000 events a second (100 a batch).
   */
  ANALYTICS_BATCHES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(1_200),
  /** Batches one client (IP address) may send a minute: a household or an office shares one. */
  ANALYTICS_CLIENT_BATCHES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(120),
  /** A header a trusted proxy sets to the visitor's country (e.g. cf-ipcountry), read by the audience measurement. */
  ANALYTICS_COUNTRY_HEADER: optionalString,
  APP_ENV: z
    .string()
    .regex(/^\w{1,32}$/u)
    .default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * `GET /metrics` (Prometheus) on the shop's port answers only a bearer of this token (at least
   * 24 characters); without it, only the internal listener below serves the metrics.
   */
  METRICS_TOKEN: z.string().trim().min(24, 'at least 24 characters').optional(),
  /** A second listener serving `/metrics` alone, on an address the public cannot reach (e.g. 9464). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /**
   * The reverse proxies in front (addresses or CIDR ranges, comma-separated, e.g. `127.0.0.1` or
   * `10.0.0.0/8`), whose `X-Forwarded-For` and `X-Request-ID` are believed: rate limits then count
   * each visitor's address instead of the proxy's. Unset: no proxy is trusted.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*$/u, 'IP addresses or CIDR ranges, comma-separated')
    .optional(),
  /**
   * Whether this process runs the queued jobs: `in-process` (the default), or `off` when a worker
   * (`npm run worker`) runs them for every API process.
   */
  JOBS: z.enum(['in-process', 'off']).default('in-process'),
  /** This process runs the jobs and serves no HTTP: what `npm run worker` sets. */
  WORKER_ONLY: z.enum(['true', 'false']).default('false'),
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
  // Half an SMS set-up would queue texts that never leave while the screens say they do.
  if (Boolean(config.SMS_API_URL) !== Boolean(config.SMS_API_TOKEN)) {
    throw new Error(
      'Invalid configuration:\n  SMS_API_URL, SMS_API_TOKEN: set both to send text messages, or neither.',
    );
  }
  if (config.SMS_API_URL && !URL.canParse(config.SMS_API_URL)) {
    throw new Error('Invalid configuration:\n  SMS_API_URL: not an address.');
  }
  // Half a bucket set-up would store pictures on one machine's disk while the others look in the bucket.
  const s3Names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingS3 = s3Names.filter((name) => !config[name]);
  if (missingS3.length > 0 && missingS3.length < s3Names.length) {
    throw new Error(
      `Invalid configuration:\n  ${missingS3.join(', ')}: required to store media in a bucket ` +
        `(set all of ${s3Names.join(', ')}, or none for the local disk).`,
    );
  }
  for (const name of ['DEEPL_API_URL', 'LIBRETRANSLATE_URL', 'S3_ENDPOINT'] as const) {
    const url = config[name];
    if (url && !URL.canParse(url)) throw new Error(`Invalid configuration:\n  ${name}: not an address.`);
  }
  return {
    ...config,
    DATA_DIR: path.resolve(config.DATA_DIR),
    WEB_DIST: config.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url)),
    PUBLIC_URL: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/u, ''),
  };
}
