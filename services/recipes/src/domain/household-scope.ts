import { type LiveEventData, liveScopeOfUser } from '@cookmark/contracts';
import type { HouseholdDirectory, LivePublisher } from '@cookmark/service-kit';

/**
 * Issue #32: whose rows a person reads. `members` is the person's household (the person included),
 * or just the person. The meal plan is every member's entries; the household library is the
 * members' recipes their owners shared.
 */
export interface Sharers {
  /** The person asking. */
  viewer: string;
  /** The household's members, the viewer included; [viewer] outside a household. */
  members: readonly string[];
  /** What the plan's write lock is keyed by: the household, else the person. */
  lockKey: string;
}

export const alone = (userId: string): Sharers => ({ viewer: userId, members: [userId], lockKey: userId });

/** Who shares with a person, from auth's household answer (cached in Redis). */
export class HouseholdScopes {
  private readonly households: HouseholdDirectory;

  constructor(households: HouseholdDirectory) {
    this.households = households;
  }

  /** A household that cannot be read leaves the person alone (their own rows only: never more). */
  async of(userId: string, requestId?: string): Promise<Sharers> {
    const household = await this.households.householdOf(userId, requestId).catch(() => null);
    if (!household?.memberIds.includes(userId)) return alone(userId);
    return { viewer: userId, members: household.memberIds, lockKey: `household:${household.id}` };
  }
}

/** Publishes one event to each member's own live scope (no scope is shared between people), in one round trip. */
export async function announcePlanChange(
  live: LivePublisher,
  sharers: Sharers,
  data: LiveEventData['meal-plan'],
): Promise<void> {
  await live.publishToScopes(sharers.members.map(liveScopeOfUser), 'meal-plan', data);
}
