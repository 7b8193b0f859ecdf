import { z } from 'zod';
import { COMMON_SIGNUP_PASSWORDS, countCharacterClasses } from '@cookmark/kitchen';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Invalid email address' }));

/** Spec §5: sign-up and reset share these password rules. */
export const newPasswordSchema = z
  .string()
  .max(200, { message: 'Password must be at most 200 characters' })
  .min(10, { message: 'Password must be at least 10 characters' })
  .refine((p) => countCharacterClasses(p) >= 3, {
    message: 'Password must contain at least 3 of: uppercase, lowercase, numbers, symbols',
  })
  .refine((p) => !COMMON_SIGNUP_PASSWORDS.includes(p.toLowerCase()), {
    message: 'Password is too common, please choose a stronger password',
  });

const nameSchema = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(100, { message: `${label} must be at most 100 characters` });

export const signupRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ message: 'Password is required' })
    .min(1, { message: 'Password is required' })
    .max(200),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ message: 'Reset token is required' })
    .min(1, { message: 'Reset token is required' })
    .max(200),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const profileUpdateSchema = z.object({
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  /** Sent by the profile dialog; it must equal the current address (it cannot change). */
  email: emailSchema.optional(),
  profileImageUrl: z.string().trim().max(2000).nullable().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const UNITS = ['US', 'Metric'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

export const settingsUpdateSchema = z
  .object({
    units: z.enum(UNITS, { message: 'Units must be US or Metric' }),
    defaultServings: z
      .number({ message: 'Default servings must be a number' })
      .int({ message: 'Default servings must be a whole number' })
      .min(1, { message: 'Must be at least 1' })
      .max(20, { message: 'Cannot exceed 20' }),
    theme: z.enum(THEMES),
    emailNotifications: z.boolean(),
    recipeNotifications: z.boolean(),
    groceryNotifications: z.boolean(),
  })
  .partial();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const billingStatusSchema = z.object({
  plan: z.string(),
  status: z.string(),
  billingInterval: z.enum(['month', 'year']).nullable(),
  currentPeriodEnd: z.string().nullable(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  defaultServings: z.number(),
  units: z.enum(UNITS),
  theme: z.enum(THEMES),
  emailNotifications: z.boolean(),
  recipeNotifications: z.boolean(),
  groceryNotifications: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userWithBillingSchema = publicUserSchema.extend({
  isPremium: z.boolean(),
  billingStatus: billingStatusSchema,
});
export type UserWithBilling = z.infer<typeof userWithBillingSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const FREE_BILLING_STATUS: BillingStatus = {
  plan: 'free',
  status: 'active',
  billingInterval: null,
  currentPeriodEnd: null,
};

/**
 * The 429 of sign-in, sign-up, password reset and account deletion, saying the real wait: the time
 * left until the limiter's counter resets, in whole minutes rounded up ('1 minute', '47 minutes').
 */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}

/** Wording the server and the web app share (spec §8). */
export const AUTH_MESSAGES = {
  unauthorized: 'Unauthorized',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  resetLinkSent: "If that email exists, we've sent a password reset link.",
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordUpdated: 'Your password has been successfully reset. You can now sign in.',
  emailCannotChange: 'Email address cannot be changed',
  signedOut: 'Signed out',
} as const;
