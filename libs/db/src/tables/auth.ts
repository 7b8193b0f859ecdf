import type { Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

export interface AuthUsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  emailVerified: Generated<boolean>;
  verificationToken: string | null;
  defaultServings: Generated<number>;
  units: Generated<'US' | 'Metric'>;
  theme: Generated<'light' | 'dark' | 'system'>;
  emailNotifications: Generated<boolean>;
  recipeNotifications: Generated<boolean>;
  groceryNotifications: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AuthPasswordResetTokensTable {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: Timestamp;
}

export interface AuthTables {
  'auth.users': AuthUsersTable;
  'auth.passwordResetTokens': AuthPasswordResetTokensTable;
}
