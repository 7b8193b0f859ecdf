import { isIP } from 'node:net';
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Settings every service reads; a service extends this with its own. */
export const baseConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
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

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const DEV_DEFAULTS = ['SESSION_SECRET', 'INTERNAL_TOKEN'] as const;

/**
 * Turns the environment into a typed config once, at boot. A missing or bad variable stops the
 * start with a message naming each one. In production the development secrets are refused.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data as Record<string, unknown>;
  if (config['NODE_ENV'] === 'production') {
    const unset = DEV_DEFAULTS.filter((key) => !env[key]);
    if (unset.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${unset.map((k) => `  ${k}: must be set in production`).join('\n')}`,
      );
    }
  }
  return result.data;
}

/** A port variable with a default. */
export const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
