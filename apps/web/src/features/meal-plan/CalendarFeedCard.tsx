import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { getFeed, MEAL_PLAN_FEED_KEY, makeFeed, revokeFeed } from './meal-plan-api';
import { showPlanError } from './use-meal-plan';

/**
 * The private calendar feed: its secret address is shown once, when made (only a hash of it is
 * kept); a new address stops the old one; turning it off stops it.
 */
export function CalendarFeedCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const status = useQuery({ queryKey: MEAL_PLAN_FEED_KEY, queryFn: getFeed, retry: false });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MEAL_PLAN_FEED_KEY });
  const make = useMutation({
    mutationFn: makeFeed,
    onSuccess: async (feed) => {
      setUrl(feed.url);
      await refresh();
    },
    onError: (error) => showPlanError('Could not make the calendar feed', error),
  });
  const revoke = useMutation({
    mutationFn: revokeFeed,
    onSuccess: async () => {
      setUrl(null);
      await refresh();
      toast({ title: 'Calendar feed turned off' });
    },
    onError: (error) => showPlanError('Could not turn the calendar feed off', error),
  });
  const on = status.data?.feed != null;

  return (
    <Card className="p-4" role="region" aria-labelledby={`${id}-heading`}>
      <h3
        id={`${id}-heading`}
        className="flex items-center gap-2 font-display text-lg font-semibold text-stone-900"
      >
        <CalendarDays className="h-5 w-5" aria-hidden />
        Calendar feed
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        Subscribe to your plan in any calendar app. The address is private: anyone who has it sees your plan.
      </p>
      {url ? (
        <div className="mt-3">
          <Label htmlFor={`${id}-url`}>Your feed address (shown once: copy it now)</Label>
          <Input id={`${id}-url`} readOnly value={url} onFocus={(e) => e.target.select()} />
        </div>
      ) : on ? (
        <p className="mt-3 text-sm text-stone-700">
          The feed is on. Make a new address to see it again (the old one then stops working).
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => make.mutate()} disabled={make.isPending || status.isLoading}>
          {on ? 'Make a new address' : 'Turn on calendar feed'}
        </Button>
        {on ? (
          <Button variant="outline" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
            Turn off
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
