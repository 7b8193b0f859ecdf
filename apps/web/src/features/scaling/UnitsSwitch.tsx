import { Segmented } from '../../components/ui/segmented';
import type { Units } from '../../lib/settings-storage';

const OPTIONS = [
  { value: 'US', label: 'US' },
  { value: 'Metric', label: 'Metric' },
] as const;

/** US / Metric, on every screen that shows amounts. */
/** `null`: neither is chosen yet and amounts show as written. */
export function UnitsSwitch({ value, onChange }: { value: Units | null; onChange: (units: Units) => void }) {
  return <Segmented label="Measurement units" options={OPTIONS} value={value} onChange={onChange} />;
}
