import { toast } from '../../components/ui/use-toast';
import { handleSessionLost } from '../../lib/session';

/** Spec §8 'Premium gating': why a free user cannot substitute. */
export const SUBSTITUTION_PREMIUM_TEXT = 'AI substitutions are available for Premium subscribers only.';

export const isPremiumRequired = (error: unknown): boolean =>
  error instanceof Error && error.message.includes('Premium subscription required');

/** Spec §6: a free user clicking an ingredient. */
export function showSubstitutionPremiumToast(): void {
  toast({ title: 'Premium Feature', description: SUBSTITUTION_PREMIUM_TEXT, variant: 'destructive' });
}

/** Spec §8: a visitor on the preview clicking an ingredient. */
export function showSubstitutionSignUpToast(): void {
  toast({
    title: 'Premium feature - please sign up for AI-powered ingredient substitutions',
    variant: 'destructive',
  });
}

/** Spec §8: a search that found nothing. */
export function showNoSubstitutionsToast(): void {
  toast({ title: 'No substitutions found', description: 'Try searching for a more specific ingredient.' });
}

/** A failed substitution search, by spec §8: session lost, premium required, or anything else. */
export function showSubstitutionErrorToast(error: unknown): void {
  if (handleSessionLost(error)) return;
  if (isPremiumRequired(error)) return showSubstitutionPremiumToast();
  toast({ title: 'Failed to find substitution', description: 'Please try again', variant: 'destructive' });
}
