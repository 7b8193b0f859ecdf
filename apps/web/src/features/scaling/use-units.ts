import { useState } from 'react';
import { useLocalSettings } from '../../lib/use-settings';
import type { Units } from '../../lib/settings-storage';

/**
 * A screen's US / Metric switch: it starts at the user's Units setting until the user flips it.
 * Without a setting to start from (a visitor's preview) it starts at null: amounts as written.
 */
export function useUnits(startAtSetting = true): [Units | null, (units: Units) => void] {
  const settings = useLocalSettings();
  const [chosen, setChosen] = useState<Units | null>(null);
  return [chosen ?? (startAtSetting ? settings.units : null), setChosen];
}
