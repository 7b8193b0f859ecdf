import { LIVE_SCOPE_PATTERN, liveScopeOfUser } from '@cookmark/contracts';

/**
 * Whether a user may listen to a live scope: only to their own (their lists and their meal plan).
 * A household's shared lists reach every member this way: a change is published to each member's
 * own scope (GroceryListService.announce), so no scope is ever shared between people.
 */
export async function mayListen(userId: string, scope: string): Promise<boolean> {
  return LIVE_SCOPE_PATTERN.test(scope) && scope === liveScopeOfUser(userId);
}
