import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocalSettings } from '../../lib/use-settings';
import type { Units } from '../../lib/settings-storage';

/**
 * A screen's US / Metric switch: it starts at the user's Units setting until the user flips it.
 * Without a setting to start from (a visitor's preview) it starts at null: amounts as written.
 * With a `sharedAs` key the choice is kept in the query cache for the tab, so a recipe's reader and
 * its cook mode show the same units.
 */
export function useUnits(startAtSetting = true, sharedAs?: string): [Units | null, (units: Units) => void] {
  const settings = useLocalSettings();
  const queryClient = useQueryClient();
  const [own, setOwn] = useState<Units | null>(null);
  const key = ['units-choice', sharedAs ?? null] as const;
  const shared = useQuery({
    queryKey: key,
    queryFn: () => null as Units | null,
    initialData: null,
    staleTime: Infinity,
    enabled: sharedAs !== undefined,
  });
  const chosen = sharedAs === undefined ? own : shared.data;
  const choose = (units: Units) =>
    sharedAs === undefined ? setOwn(units) : queryClient.setQueryData<Units | null>(key, units);
  return [chosen ?? (startAtSetting ? settings.units : null), choose];
}
