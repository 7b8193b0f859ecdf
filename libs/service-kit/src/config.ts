import { isIP } from 'node:net';
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Settings every service reads; a service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  /**
   * Where `/metrics` answers (Prometheus text), on HOST; unset: nowhere. 9464 in containers; never
   * a service's own port (the gateway must not be able to forward it).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .url({ message: 'must be a postgres:// URL' })
    .default('postgres://postgres@127.0.0.1:5432/cookmark'),
  /** In production with a password (`redis://:PASSWORD@host:6379`); loadConfig refuses one without. */
  REDIS_URL: z.url({ message: 'must be a redis:// URL' }).default('redis://127.0.0.1:6379'),
  SESSION_SECRET: z
    .string()
    .min(32, { message: 'must be at least 32 characters' })
    .default('dev-only-session-secret-change-me-0123456789'),
  INTERNAL_TOKEN: z
    .string()
    .min(16, { message: 'must be at least 16 characters' })
    .default('dev-only-internal-token-change-me'),
  /**
   * Whose X-Forwarded-For a service believes: the gateway's addresses or CIDRs, comma-separated
   * (loopback by default, where the gateway runs beside the services). A caller from anywhere else
   * is known by its own address, so per-address limits cannot be dodged with a header. Empty:
   * nobody. (The gateway itself faces clients and reads TRUST_PROXY instead.)
   */
  TRUSTED_PROXIES: z
    .string()
    .default('127.0.0.1,::1')
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .refine((list) => list.every(isAddressOrCidr), {
      message: 'must be IP addresses or CIDRs, comma-separated',
    }),
});

export type BaseConfig = z.infer<typeof baseConfigSchema>;

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const DEV_DEFAULTS = ['SESSION_SECRET', 'INTERNAL_TOKEN'] as const;

/**
 * Secret values anyone can read in this repository: the development defaults and the placeholders
 * docker-compose.yml used to fill in. Production refuses them by value, set or not.
 */
export const PUBLISHED_SECRETS: Readonly<Record<string, readonly string[]>> = {
  SESSION_SECRET: [
    'dev-only-session-secret-change-me-0123456789',
    'change-me-to-a-long-random-secret-of-32-chars',
  ],
  INTERNAL_TOKEN: ['dev-only-internal-token-change-me', 'change-me-internal-token'],
  STRIPE_SECRET_KEY: ['sk_test_cookmark_local'],
  STRIPE_WEBHOOK_SECRET: ['whsec_cookmark_local', 'whsec_local_development_secret'],
  // The photo store's key (recipes): docker-compose.yml's MinIO default.
  S3_SECRET_ACCESS_KEY: ['dev-only-minio-password'],
};
/** The database password docker-compose.yml published. */
const PUBLISHED_DATABASE_PASSWORDS = ['postgres'];
/**
 * The Redis password docker-compose.yml gives Redis when REDIS_PASSWORD is unset: good enough for
 * `npm start` against the development stores, refused in production.
 */
export const DEVELOPMENT_REDIS_PASSWORD = 'dev-only-redis-password';

/** Where the development mail catcher takes mail (infra/src/mail-catcher): `npm start`'s address. */
export const MAIL_CATCHER_SMTP_URL = 'smtp://127.0.0.1:2525';
/** The mail catcher's SMTP port, and its host in docker-compose.yml. */
const MAIL_CATCHER_PORT = '2525';
const MAIL_CATCHER_COMPOSE_HOST = 'mail';

/**
 * Auth's mail settings, here because production checks them: where e-mail goes, and the explicit
 * opt-in to the mail catcher in production (its inbox shows every message, password-reset links
 * included, to whoever reaches it).
 */
export const mailConfigShape = {
  SMTP_URL: z.url({ message: 'must be an smtp:// URL' }).default(MAIL_CATCHER_SMTP_URL),
  ALLOW_MAIL_CATCHER_IN_PRODUCTION: z.stringbool({ error: 'must be true or false' }).default(false),
};

/**
 * Whether an SMTP address is the development mail catcher: its port (2525) on a loopback address
 * (`npm start`) or on docker-compose.yml's `mail`. A relay on 2525 elsewhere (several providers
 * offer it) is not.
 */
export function isMailCatcherUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopback =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) === 4 && host.startsWith('127.')) ||
    host === '::1' ||
    host === '::ffff:127.0.0.1';
  return parsed.port === MAIL_CATCHER_PORT && (loopback || host === MAIL_CATCHER_COMPOSE_HOST);
}

/** What loadConfig checks beside the schema. */
export interface LoadConfigOptions {
  /**
   * False for a service that keeps nothing in Redis (the gateway): production then does not ask
   * its REDIS_URL for a password. Default true.
   */
  usesRedis?: boolean;
}

/**
 * The mark of every placeholder in the repository's example files (infra/k8s's
 * secrets.env.example says `replace-with-your-own-...`): refused in any secret or URL password.
 */
const PLACEHOLDER = /replace[-_]with/i;

function urlPassword(url: unknown): string {
  try {
    return decodeURIComponent(new URL(String(url)).password);
  } catch {
    return '';
  }
}

/** Lines naming each secret and address production must not start with. */
function productionProblems(
  config: Record<string, unknown>,
  env: Record<string, string | undefined>,
  options: LoadConfigOptions,
): string[] {
  const problems = DEV_DEFAULTS.filter((key) => !env[key]).map(
    (key) => `  ${key}: must be set in production`,
  );
  for (const [key, published] of Object.entries(PUBLISHED_SECRETS)) {
    const value = config[key];
    if (env[key] && typeof value === 'string' && (published.includes(value) || PLACEHOLDER.test(value))) {
      problems.push(`  ${key}: is a published placeholder; production needs a secret of its own`);
    }
  }
  const databasePasswordGiven = urlPassword(config['DATABASE_URL']);
  if (
    PUBLISHED_DATABASE_PASSWORDS.includes(databasePasswordGiven) ||
    PLACEHOLDER.test(databasePasswordGiven)
  ) {
    problems.push('  DATABASE_URL: its password is a published placeholder; production needs one of its own');
  }
  const redisPassword = urlPassword(config['REDIS_URL']);
  if (options.usesRedis === false) {
    // Nothing connects to it.
  } else if (redisPassword === '') {
    // Whoever reaches a Redis without a password can rewrite a session to be anyone.
    problems.push(
      '  REDIS_URL: has no password; production needs a Redis that requires one (requirepass, or ' +
        "your provider's AUTH) and the password in the URL: redis://:PASSWORD@host:6379",
    );
  } else if (redisPassword === DEVELOPMENT_REDIS_PASSWORD || PLACEHOLDER.test(redisPassword)) {
    problems.push('  REDIS_URL: its password is a published placeholder; production needs one of its own');
  }
  const smtpUrl = config['SMTP_URL'];
  if (
    typeof smtpUrl === 'string' &&
    isMailCatcherUrl(smtpUrl) &&
    config['ALLOW_MAIL_CATCHER_IN_PRODUCTION'] !== true
  ) {
    // The address as given, without the credentials it may carry (the message goes to the logs).
    const shown = smtpUrl.replace(/\/\/[^@/]*@/, '//');
    problems.push(
      `  SMTP_URL: ${shown} is the development mail catcher, whose inbox shows every message ` +
        '(password-reset links too) to whoever reaches it; production needs a real mail relay ' +
        '(ALLOW_MAIL_CATCHER_IN_PRODUCTION=true allows the catcher, for a trial on your own machine)',
    );
  }
  return problems;
}

/**
 * Turns the environment into a typed config once, at boot. A missing or bad variable stops the
 * start with a message naming each one. In production the development secrets, any secret this
 * repository publishes, a Redis without a password and the development mail catcher are refused.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): z.infer<S> {
  // An empty secret (`SESSION_SECRET=` in a compose file) is an unset one, not a too-short one.
  const unsetSecrets = Object.fromEntries(
    DEV_DEFAULTS.filter((key) => env[key] === '').map((key) => [key, undefined]),
  );
  const result = schema.safeParse({ ...env, ...unsetSecrets });
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data as Record<string, unknown>;
  if (config['NODE_ENV'] === 'production') {
    const problems = productionProblems(config, env, options);
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** A port variable with a default. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);

/**
 * The copies of another service: one http(s) base address, or several separated by commas
 * (`http://10.0.0.5:3002,http://10.0.0.6:3002`); callers spread requests over them and try another
 * copy when one cannot be reached. Kept as the string given; `serviceUrls` splits it.
 */
export function serviceUrl(fallback?: string) {
  const schema = z.string().refine((value) => serviceUrls(value).length > 0, {
    message: 'must be an http(s) URL, or several separated by commas',
  });
  return fallback === undefined ? schema : schema.default(fallback);
}

/** The addresses of a `serviceUrl` value; [] when any part is not an http(s) URL. */
export function serviceUrls(value: string): string[] {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const valid = parts.every((part) => {
    try {
      const url = new URL(part);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  });
  return valid ? parts : [];
}
