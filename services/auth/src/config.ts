import { baseConfigSchema, loadConfig, mailConfigShape, port, serviceUrl } from '@cookmark/service-kit';
import { z } from 'zod';

export const authConfigSchema = baseConfigSchema.extend({
  AUTH_PORT: port(3001),
  APP_URL: z.url().default('http://localhost:3000'),
  /** SMTP_URL (default: the mail catcher) and ALLOW_MAIL_CATCHER_IN_PRODUCTION; see service-kit. */
  ...mailConfigShape,
  MAIL_FROM: z.string().default('Cookmark <no-reply@cookmark.local>'),
  /** Where the 'Contact support' form's messages go (the mail catcher's inbox under `npm start`). */
  SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@cookmark.local'),
  BILLING_URL: serviceUrl().optional(),
  /** Asked for the user's recipes and grocery lists when the user exports all their data. */
  RECIPES_URL: serviceUrl('http://127.0.0.1:3002'),
  GROCERY_URL: serviceUrl('http://127.0.0.1:3004'),
  /** Told to remove the user's collection imports when the account is deleted. */
  PARSER_URL: serviceUrl('http://127.0.0.1:3003'),
});

export type AuthConfig = z.infer<typeof authConfigSchema>;

export function loadAuthConfig(env: Record<string, string | undefined> = process.env): AuthConfig {
  return loadConfig(authConfigSchema, env);
}
