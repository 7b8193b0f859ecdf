import { LIVE_SCOPE_PATTERN, liveScopeOfUser } from '@cookmark/contracts';

/**
 * Whether a user may listen to a live scope: today only to their own (their lists and their meal
 * plan). Households extend this one check with 'the household the user is a member of'.
 */
export async function mayListen(userId: string, scope: string): Promise<boolean> {
  return LIVE_SCOPE_PATTERN.test(scope) && scope === liveScopeOfUser(userId);
}
