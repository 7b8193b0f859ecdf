/**
 * Whether this page load's user chose to sign out. Guards use it to send them to / (spec §4)
 * rather than to /auth, which is where a lost session goes. Signing in reloads the page, which
 * clears it.
 */
let signedOutByUser = false;

export function markSignedOutByUser(): void {
  signedOutByUser = true;
}

export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}
