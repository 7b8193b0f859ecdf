import { toast } from '../components/ui/use-toast';
import { errorMessage } from './api';
import { navigateTo } from './navigation';

/** Spec §8: the browser goes to the server login address this long after the toast. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const SERVER_LOGIN_PATH = '/api/login';

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export function redirectToLogin(): void {
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(() => navigateTo(SERVER_LOGIN_PATH), LOGIN_REDIRECT_DELAY_MS);
}

/** Spec §8 "Session lost": true when the error was a lost session and the redirect has started. */
export function handleSessionLost(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
}

/** The shared error toast: a title and the server's message or the caller's fallback. */
export function showErrorToast(title: string, error: unknown, fallback: string): void {
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });
}
