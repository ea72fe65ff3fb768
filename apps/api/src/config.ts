import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createRandomSecret, readOrCreateInstallSecret } from './security/install-secret.ts';

/** The repository root, so `./data` means the same folder whichever workspace runs the server. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  UPLOADS_DIR: z.string().default(path.join(repoRoot, 'data', 'uploads')),
  SEED_DEMO: booleanish.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Good Food Jobs <hello@goodfoodjobs.local>'),
  JWT_SECRET: z.string().min(32).optional(),
  ENABLE_TEST_PAYMENTS: booleanish.default(false),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().optional(),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  SUGGESTIONS_REFRESH_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  WEB_CONCURRENCY: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((value) => (value === 'auto' ? os.availableParallelism() : value)),
  CONTACT_EMAIL: z.email().default('hello@goodfoodjobs.local'),
  PRESS_FIXED_FIGURE: z.coerce.number().int().min(0).default(547),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.url({
          protocol: /^https?$/,
          error: 'CORS_ORIGINS: each origin is a URL such as https://admin.example.org',
        }),
      ),
    ),
  CORS_CREDENTIALS: booleanish.default(false),
  METRICS_TOKEN: z.string().min(16).optional(),
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Local mode without JWT_SECRET: the install's own random secret, kept in DATA_DIR (decision 018).
 * Tests get a random one per process, so they never write into the repository's `./data`.
 */
function localSecret(env: Env): string {
  return env.NODE_ENV === 'test' ? createRandomSecret() : readOrCreateInstallSecret(env.DATA_DIR);
}

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  /** `local`: embedded database, dev mailbox, test payments. `production`: DATABASE_URL + SMTP_URL. */
  mode: 'local' | 'production';
  database: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  uploadsDir: string;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  testPayments: boolean;
  /** Stripe, when all three STRIPE_* keys are set; otherwise the TEST MODE provider (if allowed). */
  stripe: StripeConfig | undefined;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Which proxies' `X-Forwarded-*` headers are believed (Fastify's trustProxy): none, the nearest
   * `n` hops, or the named addresses and CIDR ranges. Never every client.
   */
  trustProxy: false | number | string[];
  /** How long a job search answer may be reused while no listing changed; 0 turns the cache off. */
  searchCacheSeconds: number;
  /** How long a guest's server-rendered page is served again to other guests; 0 turns it off. */
  pageCacheSeconds: number;
  /** How often the autocomplete suggestions are rebuilt (by one process). */
  suggestionsRefreshSeconds: number;
  /** Server processes `npm start` runs (node:cluster, one port); `auto` in the environment is the cores. */
  webConcurrency: number;
  /** The staff mailbox: contact messages, refund requests and testimonials go there; shown to visitors. */
  contactEmail: string;
  /** The press page's fixed figure beside the database counts (content 2: 547). */
  pressFixedFigure: number;
  /** Origins allowed to call /api from a browser (none by default), and whether cookies may cross. */
  cors: { origins: string[]; credentials: boolean };
  /** Lets a scraper off this machine read /metrics (`Authorization: Bearer …`). */
  metricsToken: string | undefined;
  /** Error reporting to a Sentry-compatible receiver; undefined (off) without SENTRY_DSN. */
  errorReporting: ErrorReportingConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /**
   * Tests only (never read from the environment): where the Stripe SDK sends its requests instead
   * of https://api.stripe.com, e.g. `http://127.0.0.1:4567`, a local stand-in that records them.
   */
  apiBase?: string;
}

export interface ErrorReportingConfig {
  dsn: string;
  environment: string;
  release: string;
}

/** The release events are tagged with when SENTRY_RELEASE is not given. */
export const DEFAULT_RELEASE = 'good-food-jobs@development';

export class ConfigError extends Error {}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset/false/0 trusts no proxy; a whole number n trusts the nearest n hops; a list
 * of addresses, CIDR ranges or range names trusts those proxies. `true` would believe any client's
 * X-Forwarded-For (rate limits and last_ip spoofable), so it is refused with the two forms to use.
 */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0' || text === 'no') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === 'yes') {
    throw new ConfigError(
      "TRUST_PROXY=true would trust any client's X-Forwarded-For. Give the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16).",
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const prefixOk =
      prefix === undefined ||
      (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (isIP(address) === 6 ? 128 : 32));
    if (PROXY_RANGE_NAMES.has(entry) || (isIP(address) !== 0 && prefixOk && rest.length === 0)) continue;
    throw new ConfigError(
      `TRUST_PROXY: "${entry}" is not a hop count, an IP address, a CIDR range or loopback/linklocal/uniquelocal.`,
    );
  }
  return entries;
}

/** Whether `host` (HOST) listens on the loopback interface only. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** What the server should warn about when it starts with this configuration. */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.mode === 'local' && !isLoopbackHost(config.host)) {
    warnings.push(
      `Local mode is listening on ${config.host} (HOST): other machines can reach this server. The /dev tools and mailbox still answer only this machine; set DATABASE_URL, SMTP_URL and JWT_SECRET for a public server.`,
    );
  }
  return warnings;
}

/** The only place that reads process.env (conventions 16). */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const mode = env.DATABASE_URL ? 'production' : 'local';
  if (mode === 'production' && !env.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL is required when DATABASE_URL is set (production mode has no dev mailbox).',
    );
  }
  if (mode === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET (32+ characters) is required when DATABASE_URL is set.');
  }
  const config: Config = {
    env: env.NODE_ENV,
    port: env.PORT,
    // Local mode serves only this machine unless HOST says otherwise (a warning is logged then).
    host: env.HOST ?? (mode === 'local' ? '127.0.0.1' : '0.0.0.0'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mode,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    uploadsDir: env.UPLOADS_DIR,
    seedDemo: env.SEED_DEMO ?? mode === 'local',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET ?? localSecret(env),
    testPayments: mode === 'local' ? true : env.ENABLE_TEST_PAYMENTS,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    logLevel: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    searchCacheSeconds: env.SEARCH_CACHE_SECONDS,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
    suggestionsRefreshSeconds: env.SUGGESTIONS_REFRESH_SECONDS,
    webConcurrency: env.WEB_CONCURRENCY,
    contactEmail: env.CONTACT_EMAIL,
    pressFixedFigure: env.PRESS_FIXED_FIGURE,
    cors: { origins: env.CORS_ORIGINS, credentials: env.CORS_CREDENTIALS },
    metricsToken: env.METRICS_TOKEN,
    errorReporting: env.SENTRY_DSN
      ? {
          dsn: env.SENTRY_DSN,
          environment: env.SENTRY_ENVIRONMENT ?? (mode === 'production' ? 'production' : 'local'),
          release: env.SENTRY_RELEASE ?? DEFAULT_RELEASE,
        }
      : undefined,
  };
  return { ...config, ...overrides };
}
