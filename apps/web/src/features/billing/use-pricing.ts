import { useQuery } from '@tanstack/react-query';
import { toast } from '../../components/ui/use-toast';
import { FALLBACK_PRICES } from './pricing';
import { fetchPricing, PRICING_QUERY_KEY, type PricingResponse } from './billing-api';

/** One toast per failed fetch, however many components read the prices. */
async function fetchPricingOrToast(): Promise<PricingResponse> {
  try {
    return await fetchPricing();
  } catch (error) {
    toast({ title: 'Failed to fetch pricing', variant: 'destructive' });
    throw error;
  }
}

export interface Prices {
  /** Dollars. */
  monthly: number;
  /** Dollars. */
  yearly: number;
}

/** Spec §9: server amounts are cents; until (or unless) the call answers, the fallback prices show. */
export function usePricing(): Prices {
  const { data } = useQuery<PricingResponse>({ queryKey: PRICING_QUERY_KEY, queryFn: fetchPricingOrToast });
  return {
    monthly: typeof data?.monthly?.amount === 'number' ? data.monthly.amount / 100 : FALLBACK_PRICES.monthly,
    yearly: typeof data?.yearly?.amount === 'number' ? data.yearly.amount / 100 : FALLBACK_PRICES.yearly,
  };
}
