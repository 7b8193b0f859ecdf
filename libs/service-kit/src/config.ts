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
};
/** The database password docker-compose.yml published. */
const PUBLISHED_DATABASE_PASSWORDS = ['postgres'];

/**
 * The mark of every placeholder in the repository's example files (infra/k8s's
 * secrets.env.example says `replace-with-your-own-...`): refused in any secret or URL password.
 */
const PLACEHOLDER = /replace[-_]with/i;

function databasePassword(url: unknown): string {
  try {
    return decodeURIComponent(new URL(String(url)).password);
  } catch {
    return '';
  }
}

/** Lines naming each secret production must not start with. */
function productionSecretProblems(
  config: Record<string, unknown>,
  env: Record<string, string | undefined>,
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
  const databasePasswordGiven = databasePassword(config['DATABASE_URL']);
  if (
    PUBLISHED_DATABASE_PASSWORDS.includes(databasePasswordGiven) ||
    PLACEHOLDER.test(databasePasswordGiven)
  ) {
    problems.push('  DATABASE_URL: its password is a published placeholder; production needs one of its own');
  }
  if (PLACEHOLDER.test(databasePassword(config['REDIS_URL']))) {
    problems.push('  REDIS_URL: its password is a published placeholder; production needs one of its own');
  }
  return problems;
}

/**
 * Turns the environment into a typed config once, at boot. A missing or bad variable stops the
 * start with a message naming each one. In production the development secrets, and any secret
 * this repository publishes, are refused.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
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
    const problems = productionSecretProblems(config, env);
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
