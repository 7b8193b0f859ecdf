import { z } from 'zod';
import { emailSchema } from './auth.ts';

/** Issue #32: households. Limits the auth service keeps and the web app shows. */
export const HOUSEHOLD_LIMITS = {
  /** Members of one household, the owner included (one Premium covers them). */
  members: 6,
  nameLength: 60,
  /** Invites waiting (not used, not expired) per household at once. */
  pendingInvites: 10,
  inviteDays: 7,
} as const;

/** Wording of households, shared by the auth service and the web app. */
export const HOUSEHOLD_MESSAGES = {
  notFound: 'Household not found',
  memberNotFound: 'Member not found',
  inviteNotFound: 'Invitation not found',
  nameRequired: 'Give your household a name',
  nameTooLong: `The household's name can be at most ${HOUSEHOLD_LIMITS.nameLength} characters`,
  ownerOnly: "Only the household's owner can do this.",
  alreadyInHousehold: 'You are already in a household. Leave it before creating or joining another.',
  full: `This household is full (at most ${HOUSEHOLD_LIMITS.members} members).`,
  tooManyInvites: `This household already has ${HOUSEHOLD_LIMITS.pendingInvites} invitations waiting. Revoke one before sending another.`,
  alreadyMember: 'That person is already in this household.',
  ownerCannotLeave: 'Hand the household over to another member, or delete it, before you leave.',
  cannotRemoveSelf: 'You cannot remove yourself. Hand the household over first, or delete it.',
  alreadyOwner: 'That member already owns the household.',
  inviteInvalid: 'This invitation link is not valid. Ask for a new invitation.',
  inviteUsed: 'This invitation has already been used. Ask for a new invitation.',
  inviteExpired: 'This invitation has expired. Ask for a new invitation.',
  inviteOtherEmail:
    'This invitation was sent to another e-mail address. Sign in with the account of that address to accept it.',
  inviteSent: 'Invitation sent.',
  left: 'You have left the household.',
  removed: 'The member has been removed.',
  deleted: 'The household has been deleted.',
  revoked: 'The invitation has been revoked.',
  tooManyInvitesSent: 'You have sent many invitations in the last hour. Please wait before sending another.',
} as const;

export const householdNameSchema = z
  .string({ message: HOUSEHOLD_MESSAGES.nameRequired })
  .trim()
  .min(1, { message: HOUSEHOLD_MESSAGES.nameRequired })
  .max(HOUSEHOLD_LIMITS.nameLength, { message: HOUSEHOLD_MESSAGES.nameTooLong });

/** `POST /api/household` and `PATCH /api/household/:id`. */
export const householdNameRequestSchema = z.object({ name: householdNameSchema });
export type HouseholdNameRequest = z.infer<typeof householdNameRequestSchema>;

/** `POST /api/household/:id/invites`. */
export const householdInviteRequestSchema = z.object({
  email: z
    .string({ message: 'Invalid email address' })
    .max(320, { message: 'Invalid email address' })
    .pipe(emailSchema),
});
export type HouseholdInviteRequest = z.infer<typeof householdInviteRequestSchema>;

/** The token of an e-mailed link: 32 random bytes in base64url (43 characters). */
export const householdInviteTokenSchema = z.object({
  token: z
    .string({ message: HOUSEHOLD_MESSAGES.inviteInvalid })
    .max(200, { message: HOUSEHOLD_MESSAGES.inviteInvalid }),
});
export type HouseholdInviteToken = z.infer<typeof householdInviteTokenSchema>;

/** `POST /api/household/:id/owner`: hand the household over to another member. */
export const householdOwnerRequestSchema = z.object({
  userId: z
    .string({ message: HOUSEHOLD_MESSAGES.memberNotFound })
    .max(64, { message: HOUSEHOLD_MESSAGES.memberNotFound }),
});
export type HouseholdOwnerRequest = z.infer<typeof householdOwnerRequestSchema>;

export const householdMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'member']),
  joinedAt: z.string(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

export const householdInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type HouseholdInvite = z.infer<typeof householdInviteSchema>;

export const householdSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  createdAt: z.string(),
  /** Oldest member first: the owner's default successor is the first member after the owner. */
  members: z.array(householdMemberSchema),
  /** Invitations waiting (not used, not expired). */
  invites: z.array(householdInviteSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** `GET /api/household` (null when the person is in none), and the answer of every change. */
export const householdResponseSchema = z.object({ household: householdSchema.nullable() });
export type HouseholdResponse = z.infer<typeof householdResponseSchema>;

/** `POST /api/household/invites/preview`: what the accept page shows before joining. */
export const householdInvitePreviewSchema = z.object({
  householdName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type HouseholdInvitePreview = z.infer<typeof householdInvitePreviewSchema>;

/**
 * `GET /internal/users/:userId/household` (auth, for other services): the household of a person and
 * its members' ids, oldest first, owner included; null when the person is in none.
 */
export const householdMembershipSchema = z.object({
  household: z.object({ id: z.string(), ownerId: z.string(), memberIds: z.array(z.string()) }).nullable(),
});
export type HouseholdMembership = z.infer<typeof householdMembershipSchema>;

/** What happens to a household when its owner deletes the account. */
export const HOUSEHOLD_ON_OWNER_DELETION = ['hand-over', 'delete'] as const;
export type HouseholdOnOwnerDeletion = (typeof HOUSEHOLD_ON_OWNER_DELETION)[number];
