import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so `./data` means the same folder whichever workspace runs the server. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanish = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  UPLOADS_DIR: z.string().default(path.join(repoRoot, 'data', 'uploads')),
  SEED_DEMO: booleanish.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Good Food Jobs <hello@goodfoodjobs.local>'),
  JWT_SECRET: z.string().min(32).optional(),
  ENABLE_TEST_PAYMENTS: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanish.default(false),
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
});

export type Env = z.infer<typeof envSchema>;

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
  logLevel: Env['LOG_LEVEL'];
  trustProxy: boolean;
  /** How long a job search answer may be reused while no listing changed; 0 turns the cache off. */
  searchCacheSeconds: number;
  /** How long a guest's server-rendered page is served again to other guests; 0 turns it off. */
  pageCacheSeconds: number;
}

export class ConfigError extends Error {}

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
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mode,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    uploadsDir: env.UPLOADS_DIR,
    seedDemo: env.SEED_DEMO ?? mode === 'local',
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jwtSecret: env.JWT_SECRET ?? 'local-development-secret-not-for-production-use',
    testPayments: mode === 'local' ? true : env.ENABLE_TEST_PAYMENTS,
    logLevel: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    searchCacheSeconds: env.SEARCH_CACHE_SECONDS,
    pageCacheSeconds: env.PAGE_CACHE_SECONDS,
  };
  return { ...config, ...overrides };
}
