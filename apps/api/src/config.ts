import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(3000, 0).refine((p) => p <= 65535, 'must be a port number'),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  DATABASE_POOL_MAX: int(10, 1),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits, _ : . - only')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SEED_DEMO: bool.optional(),
  TRUST_PROXY: bool.default(false),
  TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  GEOCODER_URL: z.url().optional(),
  HASH_CONCURRENCY: int(4, 1),
  IMAGE_CONCURRENCY: int(2, 1),
  RATE_LIMIT_LOGIN_IP: int(30, 1),
  RATE_LIMIT_LOGIN_ACCOUNT: int(10, 1),
  RATE_LIMIT_REGISTER_IP: int(10, 1),
  RATE_LIMIT_FORGOT_IP: int(10, 1),
  RATE_LIMIT_FORGOT_EMAIL: int(3, 1),
  RATE_LIMIT_WINDOW_SECONDS: int(900, 1),
  RATE_LIMIT_MESSAGES_PER_MINUTE: int(60, 1),
  RATE_LIMIT_CONTACT_PER_HOUR: int(5, 1),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 100),
  PAGE_CACHE_MS: int(1000, 0),
  JOBS_CONCURRENCY: int(5, 1),
  JOBS_POLL_INTERVAL_MS: int(1000, 10),
  // A chat message is mailed to someone away after this long, when still unread (docs/product.md 'Notifications').
  NOTIFY_MESSAGE_EMAIL_DELAY_SECONDS: int(600, 0),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, hostname: /./, error: 'must be smtp://user:pass@host:port or smtps://…' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      "must be an address, e.g. 'OtoUsta <bildirim@example.com>'",
    )
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'JWT_SECRET' | 'SEED_DEMO' | 'UPLOAD_DIR' | 'MAIL_FROM'> {
  JWT_SECRET: string;
  MAIL_FROM: string;
  SEED_DEMO: boolean;
  UPLOAD_DIR: string;
  /** Test runs on PostgreSQL put each app in its own schema. */
  DATABASE_SCHEMA?: string;
}

export class ConfigError extends Error {}

/** Parses the environment once; the only place in the API that reads process.env. */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  // An empty variable means unset, as shells and CI files often write them.
  const source = Object.fromEntries(
    Object.entries({ ...process.env, ...overrides }).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const env = parsed.data;
  // ':memory:' keeps the embedded database in memory (tests).
  const dataDir = env.DATA_DIR === ':memory:' ? env.DATA_DIR : resolve(env.DATA_DIR);
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid environment variable JWT_SECRET: required in production');
  }
  return {
    ...env,
    DATA_DIR: dataDir,
    UPLOAD_DIR: resolve(env.UPLOAD_DIR ?? join(dataDir === ':memory:' ? 'data' : dataDir, 'uploads')),
    JWT_SECRET: env.JWT_SECRET ?? localSecret(dataDir, env.NODE_ENV),
    // Demo data only on the embedded database of a non-production run (docs/decisions/019-one-machine-by-default.md,
    // issue 8).
    SEED_DEMO: env.SEED_DEMO ?? (!env.DATABASE_URL && env.NODE_ENV === 'development'),
    DATABASE_SCHEMA: source.DATABASE_SCHEMA,
    MAIL_FROM: env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_URL),
  };
}

/** Mail comes from 'bildirim@' the site's own domain; an address without a domain name gets the brand's. */
function defaultMailFrom(publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname.replace(/^www\./, '') : '';
  const domain = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[') ? host : 'otousta.com.tr';
  return `OtoUsta <bildirim@${domain}>`;
}

/** A laptop run keeps one random signing secret in its data folder so sessions survive a restart. */
function localSecret(dataDir: string, nodeEnv: Env['NODE_ENV']): string {
  if (nodeEnv === 'test') return randomBytes(32).toString('hex');
  const file = join(dataDir, '.jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('hex');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
