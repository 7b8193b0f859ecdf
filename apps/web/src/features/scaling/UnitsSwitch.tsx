import { Segmented } from '../../components/ui/segmented';
import type { Units } from '../../lib/settings-storage';

const OPTIONS = [
  { value: 'US', label: 'US' },
  { value: 'Metric', label: 'Metric' },
] as const;

/** US / Metric, on every screen that shows amounts. */
export function UnitsSwitch({ value, onChange }: { value: Units; onChange: (units: Units) => void }) {
  return <Segmented label="Measurement units" options={OPTIONS} value={value} onChange={onChange} />;
}
