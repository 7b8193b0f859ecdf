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

/** Issue #32: a household, its members (one household per person) and its invites by e-mail. */
export interface AuthHouseholdsTable {
  id: Generated<string>;
  name: string;
  ownerId: string;
  createdAt: Timestamp;
}

export interface AuthHouseholdMembersTable {
  userId: string;
  householdId: string;
  joinedAt: Timestamp;
}

export interface AuthHouseholdInvitesTable {
  id: Generated<string>;
  householdId: string;
  email: string;
  tokenHash: string;
  invitedBy: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  usedBy: string | null;
}

export interface AuthTables {
  'auth.users': AuthUsersTable;
  'auth.passwordResetTokens': AuthPasswordResetTokensTable;
  'auth.households': AuthHouseholdsTable;
  'auth.householdMembers': AuthHouseholdMembersTable;
  'auth.householdInvites': AuthHouseholdInvitesTable;
}
