import { createHash, randomBytes } from 'node:crypto';
import {
  type Household,
  HOUSEHOLD_LIMITS,
  HOUSEHOLD_MESSAGES,
  type HouseholdInvitePreview,
  type HouseholdOnOwnerDeletion,
  sameEmail,
} from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import {
  AppError,
  BadRequest,
  Conflict,
  Forbidden,
  invalidateHouseholds,
  isUuid,
  NotFound,
} from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { householdInviteMail, type Mailer } from './mailer.ts';
import type { HouseholdRepository } from '../repositories/household.repository.ts';
import type { UserRepository } from '../repositories/user.repository.ts';

export const HOUSEHOLD_INVITE_TTL_MS = HOUSEHOLD_LIMITS.inviteDays * 24 * 60 * 60 * 1000;
export const INVITE_NOT_SENT = 'The invitation could not be sent right now. Please try again.';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

export interface HouseholdServiceDeps {
  db: Db;
  households: HouseholdRepository;
  users: UserRepository;
  mailer: Mailer;
  redis: Redis;
  appUrl: string;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Households (issue #32): a person is in at most one; the owner invites by e-mail, removes members,
 * hands the household over, renames and deletes it. Every change is checked against the household
 * the caller is in (another household's id is a 404), counted under the household's row lock, and
 * followed by dropping the cached household and entitlements of everyone it touched.
 */
export class HouseholdService {
  private readonly deps: HouseholdServiceDeps;

  constructor(deps: HouseholdServiceDeps) {
    this.deps = deps;
  }

  async mine(userId: string): Promise<Household | null> {
    const householdId = await this.deps.households.householdIdOf(userId);
    if (!householdId) return null;
    return (await this.deps.households.view(householdId, this.deps.now())) ?? null;
  }

  async create(userId: string, name: string): Promise<Household> {
    const { db, households } = this.deps;
    const householdId = await db
      .transaction()
      .execute(async (trx) => {
        if (await households.householdIdOf(userId, trx))
          throw new Conflict(HOUSEHOLD_MESSAGES.alreadyInHousehold);
        return households.create(userId, name, trx);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new Conflict(HOUSEHOLD_MESSAGES.alreadyInHousehold);
        throw error;
      });
    await this.forget([userId]);
    return this.viewOf(householdId);
  }

  async rename(userId: string, householdId: string, name: string): Promise<Household> {
    await this.asOwner(userId, householdId, async (trx) =>
      this.deps.households.rename(householdId, name, trx),
    );
    return this.viewOf(householdId);
  }

  async delete(userId: string, householdId: string): Promise<void> {
    await this.asOwner(userId, householdId, async (trx) => this.deps.households.delete(householdId, trx));
  }

  async invite(userId: string, householdId: string, email: string): Promise<Household> {
    const { households, users, now } = this.deps;
    const token = randomBytes(32).toString('base64url');
    const inviteId = await this.asOwner(userId, householdId, async (trx, memberIds) => {
      if (memberIds.length >= HOUSEHOLD_LIMITS.members) throw new Conflict(HOUSEHOLD_MESSAGES.full);
      const invited = await users.findCredentialsByEmail(email);
      if (invited && memberIds.includes(invited.id)) throw new Conflict(HOUSEHOLD_MESSAGES.alreadyMember);
      const pending = await households.pendingInvites(householdId, now(), trx);
      const replaced = pending.some((invite) => invite.email === email);
      if (!replaced && pending.length >= HOUSEHOLD_LIMITS.pendingInvites) {
        throw new Conflict(HOUSEHOLD_MESSAGES.tooManyInvites);
      }
      return households.createInvite(
        {
          householdId,
          email,
          tokenHash: hashToken(token),
          invitedBy: userId,
          expiresAt: new Date(now().getTime() + HOUSEHOLD_INVITE_TTL_MS),
        },
        trx,
      );
    });
    const context = await households.inviteContext(inviteId);
    const link = new URL(`/household/join?token=${token}`, this.deps.appUrl).toString();
    try {
      await this.deps.mailer.send(
        householdInviteMail(
          email,
          context?.invitedBy ?? '',
          context?.householdName ?? '',
          link,
          HOUSEHOLD_LIMITS.inviteDays,
        ),
      );
    } catch (error) {
      this.deps.log.error({ err: error }, 'household invite: the e-mail could not be sent; invite removed');
      await households.deleteInvite(householdId, inviteId);
      throw new AppError(503, INVITE_NOT_SENT);
    }
    return this.viewOf(householdId);
  }

  async revokeInvite(userId: string, householdId: string, inviteId: string): Promise<Household> {
    await this.asOwner(userId, householdId, async (trx) => {
      if (!isUuid(inviteId) || !(await this.deps.households.deleteInvite(householdId, inviteId, trx))) {
        throw new NotFound(HOUSEHOLD_MESSAGES.inviteNotFound);
      }
    });
    return this.viewOf(householdId);
  }

  /** What the accept page shows: checked as accepting would be, changing nothing. */
  async preview(userId: string, token: string): Promise<HouseholdInvitePreview> {
    const invite = await this.usableInvite(userId, token);
    const context = await this.deps.households.inviteContext(invite.id);
    if (!context) throw new NotFound(HOUSEHOLD_MESSAGES.inviteInvalid);
    return { ...context, email: invite.email, expiresAt: invite.expiresAt.toISOString() };
  }

  /**
   * Joins the invite's household. The invite is for the address it was sent to: the account
   * accepting it must have that address (a forwarded or leaked link lets nobody else in).
   */
  async accept(userId: string, token: string): Promise<Household> {
    const { db, households, now } = this.deps;
    const tokenHash = hashToken(token);
    const account = await this.deps.users.findCredentialsById(userId);
    const memberIds = await db
      .transaction()
      .execute(async (trx) => {
        const invite = await households.inviteByHash(tokenHash, trx);
        this.checkInvite(account?.email, invite);
        const household = invite && (await households.lock(invite.householdId, trx));
        if (!invite || !household) throw new NotFound(HOUSEHOLD_MESSAGES.inviteInvalid);
        if (await households.householdIdOf(userId, trx))
          throw new Conflict(HOUSEHOLD_MESSAGES.alreadyInHousehold);
        const members = await households.memberIds(household.id, trx);
        if (members.length >= HOUSEHOLD_LIMITS.members) throw new Conflict(HOUSEHOLD_MESSAGES.full);
        await households.addMember(household.id, userId, trx);
        await households.markInviteUsed(invite.id, userId, now(), trx);
        return [...members, userId];
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new Conflict(HOUSEHOLD_MESSAGES.alreadyInHousehold);
        throw error;
      });
    await this.forget(memberIds);
    const householdId = await households.householdIdOf(userId);
    return this.viewOf(householdId ?? '');
  }

  /** A member leaves; an owner alone in the household deletes it by leaving. */
  async leave(userId: string, householdId: string): Promise<void> {
    await this.asMember(userId, householdId, async (trx, household, memberIds) => {
      if (household.ownerId !== userId) {
        await this.deps.households.removeMember(householdId, userId, trx);
      } else if (memberIds.length === 1) {
        await this.deps.households.delete(householdId, trx);
      } else {
        throw new Conflict(HOUSEHOLD_MESSAGES.ownerCannotLeave);
      }
    });
  }

  async removeMember(userId: string, householdId: string, memberId: string): Promise<Household> {
    await this.asOwner(userId, householdId, async (trx, memberIds) => {
      if (memberId.toLowerCase() === userId) throw new Conflict(HOUSEHOLD_MESSAGES.cannotRemoveSelf);
      if (!isUuid(memberId) || !memberIds.includes(memberId.toLowerCase())) {
        throw new NotFound(HOUSEHOLD_MESSAGES.memberNotFound);
      }
      await this.deps.households.removeMember(householdId, memberId.toLowerCase(), trx);
    });
    return this.viewOf(householdId);
  }

  async handOver(userId: string, householdId: string, newOwnerId: string): Promise<Household> {
    await this.asOwner(userId, householdId, async (trx, memberIds) => {
      const next = newOwnerId.toLowerCase();
      if (next === userId) throw new Conflict(HOUSEHOLD_MESSAGES.alreadyOwner);
      if (!isUuid(next) || !memberIds.includes(next)) throw new NotFound(HOUSEHOLD_MESSAGES.memberNotFound);
      await this.deps.households.setOwner(householdId, next, trx);
    });
    return this.viewOf(householdId);
  }

  /**
   * Account deletion, before the account's row goes: an owner's household with other members is
   * handed to the member who joined first, or deleted, as the person chose; a member's row goes with
   * the account (cascade). Returns who must have their cached household dropped afterwards.
   */
  async beforeAccountDeletion(userId: string, choice: HouseholdOnOwnerDeletion): Promise<string[]> {
    const { db, households } = this.deps;
    return db.transaction().execute(async (trx) => {
      const householdId = await households.householdIdOf(userId, trx);
      const household = householdId && (await households.lock(householdId, trx));
      if (!householdId || !household) return [];
      const memberIds = await households.memberIds(householdId, trx);
      const others = memberIds.filter((id) => id !== userId);
      if (household.ownerId === userId) {
        if (others.length === 0 || choice === 'delete') await households.delete(householdId, trx);
        else await households.setOwner(householdId, others[0] as string, trx);
      }
      return memberIds;
    });
  }

  /** After a membership change is committed: the cached households and entitlements of `userIds`. */
  async forget(userIds: string[]): Promise<void> {
    await invalidateHouseholds(this.deps.redis, userIds).catch((error: unknown) =>
      this.deps.log.error({ err: error }, 'could not drop cached households'),
    );
  }

  private async viewOf(householdId: string): Promise<Household> {
    const household = await this.deps.households.view(householdId, this.deps.now());
    if (!household) throw new NotFound(HOUSEHOLD_MESSAGES.notFound);
    return household;
  }

  /** The invite of a token, when this person may still accept it; the reason otherwise. */
  private async usableInvite(userId: string, token: string) {
    const invite = await this.deps.households.inviteByHash(hashToken(token));
    this.checkInvite((await this.deps.users.findCredentialsById(userId))?.email, invite);
    if (!invite) throw new NotFound(HOUSEHOLD_MESSAGES.inviteInvalid);
    return invite;
  }

  private checkInvite(
    accountEmail: string | undefined,
    invite: { email: string; expiresAt: Date; usedAt: Date | null } | undefined,
  ): void {
    if (!invite) throw new NotFound(HOUSEHOLD_MESSAGES.inviteInvalid);
    if (invite.usedAt) throw new BadRequest(HOUSEHOLD_MESSAGES.inviteUsed);
    if (new Date(invite.expiresAt).getTime() <= this.deps.now().getTime()) {
      throw new BadRequest(HOUSEHOLD_MESSAGES.inviteExpired);
    }
    if (!accountEmail || !sameEmail(invite.email, accountEmail))
      throw new Forbidden(HOUSEHOLD_MESSAGES.inviteOtherEmail);
  }

  /** Runs `change` in a transaction holding the household's lock, for one of its members. */
  private async asMember<T>(
    userId: string,
    householdId: string,
    change: (trx: Db, household: { id: string; ownerId: string }, memberIds: string[]) => Promise<T>,
  ): Promise<T> {
    const { db, households } = this.deps;
    let touched: string[] = [];
    const result = await db.transaction().execute(async (trx) => {
      const household = isUuid(householdId) ? await households.lock(householdId, trx) : undefined;
      const memberIds = household ? await households.memberIds(household.id, trx) : [];
      if (!household || !memberIds.includes(userId)) throw new NotFound(HOUSEHOLD_MESSAGES.notFound);
      touched = memberIds;
      return change(trx, household, memberIds);
    });
    await this.forget(touched);
    return result;
  }

  private async asOwner<T>(
    userId: string,
    householdId: string,
    change: (trx: Db, memberIds: string[]) => Promise<T>,
  ): Promise<T> {
    return this.asMember(userId, householdId, async (trx, household, memberIds) => {
      if (household.ownerId !== userId) throw new Forbidden(HOUSEHOLD_MESSAGES.ownerOnly);
      return change(trx, memberIds);
    });
  }
}
