import type { Household, HouseholdMembership } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';

export interface InviteRow {
  id: string;
  householdId: string;
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The households of the auth schema: households, their members, their invites (issue #32). */
export class HouseholdRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The id of the person's household, or undefined; under `forUpdate`, the membership row is locked. */
  async householdIdOf(userId: string, trx: Db = this.db): Promise<string | undefined> {
    const row = await trx
      .selectFrom('auth.householdMembers')
      .select('householdId')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row?.householdId;
  }

  /** Locks the household's row for the transaction (membership changes count under it). */
  async lock(householdId: string, trx: Db): Promise<{ id: string; ownerId: string } | undefined> {
    return trx
      .selectFrom('auth.households')
      .select(['id', 'ownerId'])
      .where('id', '=', householdId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Member ids, oldest first (the owner included). */
  async memberIds(householdId: string, trx: Db = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('auth.householdMembers')
      .select('userId')
      .where('householdId', '=', householdId)
      .orderBy('joinedAt')
      .orderBy('userId')
      .execute();
    return rows.map((row) => row.userId);
  }

  async create(ownerId: string, name: string, trx: Db): Promise<string> {
    const { id } = await trx
      .insertInto('auth.households')
      .values({ name, ownerId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await this.addMember(id, ownerId, trx);
    return id;
  }

  async addMember(householdId: string, userId: string, trx: Db): Promise<void> {
    await trx.insertInto('auth.householdMembers').values({ householdId, userId }).execute();
  }

  async removeMember(householdId: string, userId: string, trx: Db): Promise<boolean> {
    const result = await trx
      .deleteFrom('auth.householdMembers')
      .where('householdId', '=', householdId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async rename(householdId: string, name: string, trx: Db = this.db): Promise<void> {
    await trx.updateTable('auth.households').set({ name }).where('id', '=', householdId).execute();
  }

  async setOwner(householdId: string, ownerId: string, trx: Db): Promise<void> {
    await trx.updateTable('auth.households').set({ ownerId }).where('id', '=', householdId).execute();
  }

  async delete(householdId: string, trx: Db = this.db): Promise<void> {
    await trx.deleteFrom('auth.households').where('id', '=', householdId).execute();
  }

  /** The household as its members see it, or undefined when it is gone. */
  async view(householdId: string, now: Date, trx: Db = this.db): Promise<Household | undefined> {
    const household = await trx
      .selectFrom('auth.households')
      .select(['id', 'name', 'ownerId', 'createdAt'])
      .where('id', '=', householdId)
      .executeTakeFirst();
    if (!household) return undefined;
    const members = await trx
      .selectFrom('auth.householdMembers as m')
      .innerJoin('auth.users as u', 'u.id', 'm.userId')
      .select(['m.userId', 'm.joinedAt', 'u.firstName', 'u.lastName', 'u.email'])
      .where('m.householdId', '=', householdId)
      .orderBy('m.joinedAt')
      .orderBy('m.userId')
      .execute();
    const invites = await this.pendingInvites(householdId, now, trx);
    return {
      id: household.id,
      name: household.name,
      ownerId: household.ownerId,
      createdAt: iso(household.createdAt),
      members: members.map((member) => ({
        userId: member.userId,
        firstName: member.firstName,
        lastName: member.lastName,
        email: member.email,
        role: member.userId === household.ownerId ? ('owner' as const) : ('member' as const),
        joinedAt: iso(member.joinedAt),
      })),
      invites: invites.map((invite) => ({
        id: invite.id,
        email: invite.email,
        expiresAt: iso(invite.expiresAt),
      })),
    };
  }

  /** For other services: the person's household and its members' ids. */
  async membershipOf(userId: string): Promise<HouseholdMembership> {
    const row = await this.db
      .selectFrom('auth.householdMembers as m')
      .innerJoin('auth.households as h', 'h.id', 'm.householdId')
      .select(['h.id', 'h.ownerId'])
      .where('m.userId', '=', userId)
      .executeTakeFirst();
    if (!row) return { household: null };
    return { household: { id: row.id, ownerId: row.ownerId, memberIds: await this.memberIds(row.id) } };
  }

  async pendingInvites(householdId: string, now: Date, trx: Db = this.db): Promise<InviteRow[]> {
    return trx
      .selectFrom('auth.householdInvites')
      .select(['id', 'householdId', 'email', 'expiresAt', 'usedAt'])
      .where('householdId', '=', householdId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .orderBy('createdAt')
      .execute();
  }

  /** A new invite; a waiting one to the same address is replaced (its link stops working). */
  async createInvite(
    input: { householdId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
    trx: Db,
  ): Promise<string> {
    await trx
      .deleteFrom('auth.householdInvites')
      .where('householdId', '=', input.householdId)
      .where('email', '=', input.email)
      .where('usedAt', 'is', null)
      .execute();
    const { id } = await trx
      .insertInto('auth.householdInvites')
      .values(input)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async deleteInvite(householdId: string, inviteId: string, trx: Db = this.db): Promise<boolean> {
    const result = await trx
      .deleteFrom('auth.householdInvites')
      .where('householdId', '=', householdId)
      .where('id', '=', inviteId)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  /** The invite of a token hash, locked for the transaction when one is given. */
  async inviteByHash(tokenHash: string, trx?: Db): Promise<InviteRow | undefined> {
    const query = (trx ?? this.db)
      .selectFrom('auth.householdInvites')
      .select(['id', 'householdId', 'email', 'expiresAt', 'usedAt'])
      .where('tokenHash', '=', tokenHash);
    return trx ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
  }

  async markInviteUsed(inviteId: string, userId: string, now: Date, trx: Db): Promise<void> {
    await trx
      .updateTable('auth.householdInvites')
      .set({ usedAt: now, usedBy: userId })
      .where('id', '=', inviteId)
      .execute();
  }

  /** The household's name and the inviter's first name, for an invite's e-mail and preview. */
  async inviteContext(inviteId: string): Promise<{ householdName: string; invitedBy: string } | undefined> {
    const row = await this.db
      .selectFrom('auth.householdInvites as i')
      .innerJoin('auth.households as h', 'h.id', 'i.householdId')
      .leftJoin('auth.users as u', 'u.id', 'i.invitedBy')
      .select(['h.name', 'u.firstName'])
      .where('i.id', '=', inviteId)
      .executeTakeFirst();
    return row ? { householdName: row.name, invitedBy: row.firstName ?? '' } : undefined;
  }

  /** For the data export: the invitations the person sent in the household. */
  async invitesSentBy(householdId: string, userId: string) {
    return this.db
      .selectFrom('auth.householdInvites')
      .select(['email', 'createdAt', 'expiresAt', 'usedAt'])
      .where('householdId', '=', householdId)
      .where('invitedBy', '=', userId)
      .orderBy('createdAt')
      .execute();
  }

  async joinedAt(userId: string): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('auth.householdMembers')
      .select('joinedAt')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row ? new Date(row.joinedAt) : undefined;
  }
}
