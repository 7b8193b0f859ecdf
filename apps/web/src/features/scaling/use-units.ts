import { useState } from 'react';
import { useLocalSettings } from '../../lib/use-settings';
import type { Units } from '../../lib/settings-storage';

/** A screen's US / Metric switch: it starts at the user's Units setting until the user flips it. */
export function useUnits(): [Units, (units: Units) => void] {
  const settings = useLocalSettings();
  const [chosen, setChosen] = useState<Units | null>(null);
  return [chosen ?? settings.units, setChosen];
}
