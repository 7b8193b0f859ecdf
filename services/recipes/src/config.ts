import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportConfigFields } from '@cookmark/export';
import { baseConfigSchema, loadConfig, port, serviceUrl } from '@cookmark/service-kit';
import { z } from 'zod';

export const recipesConfigSchema = baseConfigSchema.extend({
  RECIPES_PORT: port(3002),
  /** Cookmark's public address: the share links the API answers point there. */
  APP_URL: z.url().default('http://localhost:3000'),
  /** The billing service; without it every user is on the free plan. */
  BILLING_URL: serviceUrl().optional(),
  /** Auth, asked who is in a person's household (issue #32: plan and library shared); unset: nobody. */
  AUTH_URL: serviceUrl().optional(),
  /** How long a billing answer about a user's plan is reused. */
  ENTITLEMENTS_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * Spec §9 'Feature flags': the recipe scaler (a Premium tool). On unless set to false/0/no/off;
   * off, the scale call answers 503 and `GET /api/features` tells the web app to show the scaler as
   * temporarily disabled.
   */
  RECIPE_SCALING_ENABLED: z.stringbool({ error: 'must be true or false' }).default(true),
  /** The parser, which fetches an import's photo through its safe fetcher; without it, no photo is imported. */
  PARSER_URL: serviceUrl().optional(),
  /**
   * Where photos are kept: an S3-compatible bucket when S3_BUCKET is set (S3_ENDPOINT for MinIO),
   * else the folder PHOTO_DIR (`npm start` keeps them under .data/photos).
   */
  PHOTO_DIR: z.string().min(1).default(join(tmpdir(), 'cookmark-photos')),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ...exportConfigFields,
});

export type RecipesConfig = z.infer<typeof recipesConfigSchema>;

export function loadRecipesConfig(env: Record<string, string | undefined> = process.env): RecipesConfig {
  return loadConfig(recipesConfigSchema, env);
}
