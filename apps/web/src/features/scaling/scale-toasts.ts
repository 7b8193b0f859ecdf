import { SCALING_MESSAGES } from '@cookmark/contracts';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { handleSessionLost } from '../../lib/session';

/** Spec §8 "Premium gating": what a free user is told on asking to scale. */
export function showScalingPremiumToast(): void {
  toast({
    title: 'Premium Feature',
    description: 'Recipe scaling is available for Premium subscribers only.',
    variant: 'destructive',
  });
}

/** Spec §8: a visitor on the preview asking to scale. */
export function showScalingSignUpToast(): void {
  toast({ title: 'Premium feature - please sign up to scale recipes', variant: 'destructive' });
}

export function showScalingDisabledToast(): void {
  toast({
    title: 'Feature Temporarily Disabled',
    description: SCALING_MESSAGES.disabled,
    variant: 'destructive',
  });
}

/** A failed scale call, by spec §8: session lost, premium required, flag off, or anything else. */
export function showScaleErrorToast(error: unknown): void {
  if (handleSessionLost(error)) return;
  if (error instanceof Error && error.message.includes('Premium subscription required')) {
    showScalingPremiumToast();
    return;
  }
  if (error instanceof ApiError && error.status === 503) {
    showScalingDisabledToast();
    return;
  }
  toast({ title: 'Failed to scale recipe', description: 'Please try again', variant: 'destructive' });
}
