/**
 * Password strength (spec §5 and §9): one checker shared by the sign-up form, the reset form and the server.
 */

export const PASSWORD_MIN_LENGTH = 10;

/** The passwords spec §5 names for the sign-up and reset validation messages. */
export const COMMON_SIGNUP_PASSWORDS: readonly string[] = [
  'password',
  '123456',
  '123456789',
  '12345678',
  'password123',
];

/** About 33 well-known passwords the strength checker refuses, compared case-insensitively. */
export const COMMON_PASSWORDS: readonly string[] = [
  ...COMMON_SIGNUP_PASSWORDS,
  '12345',
  '1234567',
  '1234567890',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'password1',
  'passw0rd',
  '111111',
  '123123',
  '000000',
  'admin',
  'letmein',
  'welcome',
  'welcome123',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'iloveyou',
  '1q2w3e4r',
  'sunshine',
  'princess',
  'master',
  'login',
  'starwars',
  'trustno1',
];

export const PASSWORD_HINTS = {
  length: 'Use at least 10 characters',
  lowercase: 'Add lowercase letters (a-z)',
  uppercase: 'Add uppercase letters (A-Z)',
  digit: 'Add numbers (0-9)',
  symbol: 'Add symbols (!@#$%^&*)',
  common: 'Avoid common passwords',
  personal: "Don't use your email or username",
  mix: 'Mix different character types',
} as const;

export const RESET_PASSWORD_RULES_MESSAGE =
  'Password must have at least 3 of: uppercase, lowercase, numbers, symbols. Avoid common passwords and personal info.';

export type StrengthLevel = 'very weak' | 'weak' | 'fair' | 'strong' | 'excellent';

export interface CharacterClasses {
  lowercase: boolean;
  uppercase: boolean;
  digit: boolean;
  symbol: boolean;
}

export interface PasswordChecks extends CharacterClasses {
  length: boolean;
  notCommon: boolean;
  notPersonal: boolean;
}

export interface PasswordStrength {
  /** 0 to 4 in half steps. */
  score: number;
  level: StrengthLevel;
  /** At most 3, in the order of importance. */
  hints: string[];
  checks: PasswordChecks;
  classCount: number;
  valid: boolean;
}

export interface PersonalInfo {
  email?: string | null;
  username?: string | null;
}

export function characterClasses(password: string): CharacterClasses {
  return {
    lowercase: /\p{Ll}/u.test(password),
    uppercase: /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    symbol: /[^\p{L}\p{Nd}\s]/u.test(password),
  };
}

export function countCharacterClasses(password: string): number {
  return Object.values(characterClasses(password)).filter(Boolean).length;
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.includes(password.trim().toLowerCase());
}

/** True when the password contains the e-mail's local part or the username (3 characters or more). */
export function containsPersonalInfo(password: string, info: PersonalInfo = {}): boolean {
  const lower = password.toLowerCase();
  const parts = [info.email?.split('@')[0], info.username]
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= 3);
  return parts.some((part) => lower.includes(part));
}

export function strengthLevel(score: number): StrengthLevel {
  if (score < 1.5) return 'very weak';
  if (score < 2.5) return 'weak';
  if (score < 3) return 'fair';
  if (score < 3.5) return 'strong';
  return 'excellent';
}

export function checkPasswordStrength(password: string, info: PersonalInfo = {}): PasswordStrength {
  const classes = characterClasses(password);
  const classCount = Object.values(classes).filter(Boolean).length;
  const checks: PasswordChecks = {
    ...classes,
    length: password.length >= PASSWORD_MIN_LENGTH,
    notCommon: !isCommonPassword(password),
    notPersonal: !containsPersonalInfo(password, info),
  };

  let score = 0;
  if (checks.length) score += 1;
  if (password.length >= 14) score += 0.5;
  score += classCount * 0.5;
  if (classCount >= 3) score += 0.5;
  if (!checks.notCommon) score = Math.min(score, 0.5);
  if (!checks.notPersonal) score = Math.min(score, 1);
  const valid = checks.length && classCount >= 3 && checks.notCommon && checks.notPersonal;
  if (!valid) score = Math.min(score, 2.5);
  score = Math.max(0, Math.min(4, Math.round(score * 2) / 2));

  const hints: string[] = [];
  if (!checks.notCommon) hints.push(PASSWORD_HINTS.common);
  if (!checks.notPersonal) hints.push(PASSWORD_HINTS.personal);
  if (!checks.length) hints.push(PASSWORD_HINTS.length);
  if (classCount < 3) {
    if (!classes.lowercase) hints.push(PASSWORD_HINTS.lowercase);
    if (!classes.uppercase) hints.push(PASSWORD_HINTS.uppercase);
    if (!classes.digit) hints.push(PASSWORD_HINTS.digit);
    if (!classes.symbol) hints.push(PASSWORD_HINTS.symbol);
    hints.push(PASSWORD_HINTS.mix);
  }

  return { score, level: strengthLevel(score), hints: hints.slice(0, 3), checks, classCount, valid };
}
