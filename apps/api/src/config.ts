import { createECDH, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

/**
 * The push services of the browsers people use (Chrome, Edge, Samsung Internet, Opera and other Chromium browsers
 * use Firebase; Firefox Mozilla's; Safari Apple's; old Edge Windows'): the only hosts a subscription may name, so the
 * server never posts to an address a client made up (docs/decisions/023-web-push.md).
 */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

const decodedLength = (base64url: string) =>
  /^[A-Za-z0-9_-]+$/.test(base64url) ? Buffer.from(base64url, 'base64url').length : -1;

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (def: number, min = 0) => z.coerce.number().int().min(min).default(def);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: int(3000, 0).refine((p) => p <= 65535, 'must be a port number'),
  // The one origin of every link the site sends out (mails, pushes, sitemap, canonical tags); never the request's Host.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the address users type, e.g. https://otousta.example' })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  // Media in an S3-compatible bucket when S3_BUCKET is set (docs/decisions/029-object-storage-and-write-limits.md).
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lowercase letters, digits, . -)')
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
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
  // Every write (POST/PUT/PATCH/DELETE) per IP, and content creation per user (decision 029).
  RATE_LIMIT_WRITES_PER_IP: int(600, 1),
  RATE_LIMIT_WRITES_WINDOW_SECONDS: int(60, 1),
  RATE_LIMIT_POSTS_PER_HOUR: int(20, 1),
  RATE_LIMIT_COMMENTS_PER_HOUR: int(120, 1),
  RATE_LIMIT_REVIEWS_PER_HOUR: int(10, 1),
  RATE_LIMIT_UPLOADS_PER_HOUR: int(60, 1),
  RATE_LIMIT_REPORTS_PER_HOUR: int(20, 1),
  RATE_LIMIT_QUOTES_PER_HOUR: int(30, 1),
  RATE_LIMIT_FAVORITES_PER_HOUR: int(300, 1),
  // A customer's appointment requests awaiting an answer: at one business, and on one day (docs/product.md).
  APPOINTMENT_OPEN_REQUESTS_PER_BUSINESS: int(3, 1),
  APPOINTMENT_OPEN_REQUESTS_PER_DAY: int(3, 1),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 100),
  PAGE_CACHE_MS: int(1000, 0),
  JOBS_CONCURRENCY: int(5, 1),
  JOBS_POLL_INTERVAL_MS: int(1000, 10),
  JOBS_LEASE_MS: int(60_000, 1000),
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
  // Web Push (docs/decisions/023-web-push.md): the VAPID key pair in base64url, as `npx web-push generate-vapid-keys`
  // prints it, and the contact push services may write to.
  VAPID_PUBLIC_KEY: z
    .string()
    .refine((key) => decodedLength(key) === 65 && key.startsWith('B'), 'must be a P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((key) => decodedLength(key) === 32, 'must be a P-256 private key in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be mailto:address or an https:// URL')
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(
      /^[a-z0-9.-]+(:\d{1,5})?(\s*,\s*[a-z0-9.-]+(:\d{1,5})?)*$/i,
      'must be host names (host:port for a port other than 443) separated by commas',
    )
    .default(DEFAULT_PUSH_SERVICE_HOSTS.join(','))
    .transform((hosts) => hosts.split(',').map((host) => host.trim().toLowerCase())),
});

export type Env = z.infer<typeof envSchema>;

export interface Config
  extends Omit<
    Env,
    'JWT_SECRET' | 'SEED_DEMO' | 'UPLOAD_DIR' | 'MAIL_FROM' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'PUBLIC_URL'
  > {
  /** The site's public origin, without a trailing slash: PUBLIC_URL, else http://localhost:$PORT on a laptop. */
  PUBLIC_URL: string;
  JWT_SECRET: string;
  MAIL_FROM: string;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  /** True when the VAPID keys came from the environment rather than from this node's data folder. */
  VAPID_FROM_ENV: boolean;
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
  // A link built from the request's Host would let anyone who sends a forged Host have reset links mailed to them.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid environment variable PUBLIC_URL: required in production (the address users type, e.g. https://otousta.example)',
    );
  }
  const mailFrom = env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_URL);
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    DATA_DIR: dataDir,
    UPLOAD_DIR: resolve(env.UPLOAD_DIR ?? join(dataDir === ':memory:' ? 'data' : dataDir, 'uploads')),
    JWT_SECRET: env.JWT_SECRET ?? localSecret(dataDir, env.NODE_ENV),
    // Demo data only on the embedded database of a non-production run (docs/decisions/019-one-machine-by-default.md,
    // issue 8).
    SEED_DEMO: env.SEED_DEMO ?? (!env.DATABASE_URL && env.NODE_ENV === 'development'),
    DATABASE_SCHEMA: source.DATABASE_SCHEMA,
    MAIL_FROM: mailFrom,
    ...vapidKeys(env, dataDir),
    // Push services write to this address when a sender misbehaves (RFC 8292); the mail sender's by default.
    VAPID_SUBJECT: env.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`,
  };
}

type VapidKeys = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_FROM_ENV'>;

/**
 * The VAPID key pair push services know this site by: from the environment (the same on every node), else kept in
 * the data folder like the JWT secret, so subscriptions stay valid across restarts. A new pair would make every
 * browser's subscription useless.
 */
function vapidKeys(env: Env, dataDir: string): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    if (ecdh.getPublicKey('base64url') !== publicKey) {
      throw new ConfigError('Invalid environment variable VAPID_PUBLIC_KEY: does not belong to VAPID_PRIVATE_KEY');
    }
    return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_FROM_ENV: true };
  }
  if (publicKey || privateKey) {
    const missing = publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(`Invalid environment variable ${missing}: set both VAPID keys or neither`);
  }
  // web-push pads the private key to 32 bytes; Node drops its leading zero bytes, one key in 256.
  const generate = (): VapidKeys => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey, VAPID_FROM_ENV: false };
  };
  if (env.NODE_ENV === 'test' || dataDir === ':memory:') return generate();
  const file = join(dataDir, '.vapid-keys.json');
  const read = (): VapidKeys => {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { VAPID_PUBLIC_KEY: stored.publicKey, VAPID_PRIVATE_KEY: stored.privateKey, VAPID_FROM_ENV: false };
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generate();
  mkdirSync(dataDir, { recursive: true });
  // Written whole under another name, then linked into place: nodes sharing the folder and starting together all
  // keep the pair the first one linked, and none reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, JSON.stringify({ publicKey: keys.VAPID_PUBLIC_KEY, privateKey: keys.VAPID_PRIVATE_KEY }), {
    mode: 0o600,
  });
  try {
    linkSync(draft, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read();
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
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
