import { useQuery } from '@tanstack/react-query';
import { FALLBACK_PRICES } from '../../lib/pricing';

interface PricingResponse {
  monthly: { amount: number };
  yearly: { amount: number };
}

/** Spec §9: server amounts are cents; until (or unless) the call answers, the fallback prices show. */
export function usePricing(): { monthly: number; yearly: number } {
  const { data } = useQuery<PricingResponse>({ queryKey: ['/api/pricing'] });
  if (!data || typeof data.monthly?.amount !== 'number' || typeof data.yearly?.amount !== 'number') {
    return FALLBACK_PRICES;
  }
  return { monthly: data.monthly.amount / 100, yearly: data.yearly.amount / 100 };
}
