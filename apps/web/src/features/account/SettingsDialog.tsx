import { settingsUpdateSchema, type PublicUser } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { AppDialog } from '../../components/ui/dialog';
import { TextField } from '../../components/ui/text-field';
import { Spinner } from '../../components/ui/spinner';
import { SwitchField } from '../../components/ui/switch';
import { toast } from '../../components/ui/use-toast';
import { useAuth, useMergeCachedUser } from '../auth/use-auth';
import { apiRequest } from '../../lib/api';
import {
  DEFAULT_SETTINGS,
  settingsFromUser,
  writeLocalSettings,
  type LocalSettings,
  type Units,
} from '../../lib/settings-storage';
import { handleSessionLost } from '../../lib/session';
import { YourDataSection } from './YourDataSection';
import { HouseholdSection } from '../household/HouseholdSection';

interface SettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 "Settings dialog". */
export function SettingsDialog({ open, onOpenChange }: SettingsDialogProps) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Settings"
      description="Choose how Cookmark shows recipes and keeps you posted."
    >
      <SettingsForm initial={settingsFromUser(user)} onDone={() => onOpenChange(false)} />
      <HouseholdSection />
      <YourDataSection onDeleted={() => onOpenChange(false)} />
    </AppDialog>
  );
}

const UNIT_OPTIONS: { value: Units; label: string; hint: string }[] = [
  { value: 'US', label: 'US', hint: 'cups, oz, °F' },
  { value: 'Metric', label: 'Metric', hint: 'ml, g, °C' },
];

function servingsError(text: string): string | undefined {
  const result = settingsUpdateSchema.safeParse({
    defaultServings: text.trim() === '' ? Number.NaN : Number(text),
  });
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function SettingsForm({ initial, onDone }: { initial: LocalSettings; onDone: () => void }) {
  const [settings, setSettings] = useState<LocalSettings>(initial);
  const [servingsText, setServingsText] = useState(String(initial.defaultServings));
  const error = servingsError(servingsText);
  const mergeCachedUser = useMergeCachedUser();

  const mutation = useMutation({
    mutationFn: (body: LocalSettings) => apiRequest<PublicUser>('PATCH', '/api/auth/settings', body),
    onSuccess: (updated, saved) => {
      writeLocalSettings(saved);
      mergeCachedUser(updated);
      toast({ title: 'Settings saved', description: 'Your preferences have been updated.' });
      onDone();
    },
    onError: (err) => {
      if (handleSessionLost(err)) return;
      toast({
        title: 'Save failed',
        description: 'Unable to save your settings. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (error) return;
    mutation.mutate({ ...settings, defaultServings: Number(servingsText) });
  };

  const resetToDefaults = () => {
    setSettings(DEFAULT_SETTINGS);
    setServingsText(String(DEFAULT_SETTINGS.defaultServings));
    toast({ title: 'Settings reset', description: 'Default settings restored. Save to keep them.' });
  };

  const set = <K extends keyof LocalSettings>(key: K, value: LocalSettings[K]) =>
    setSettings((s) => ({ ...s, [key]: value }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6" aria-label="Settings">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">Measurement Units</legend>
        <div className="grid grid-cols-2 gap-2">
          {UNIT_OPTIONS.map((option) => (
            <label
              key={option.value}
              className={cn(
                'flex cursor-pointer flex-col rounded-xl border p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                settings.units === option.value
                  ? 'border-brand-500 bg-brand-50'
                  : 'border-stone-200 hover:border-stone-300',
              )}
            >
              <input
                type="radio"
                name="units"
                value={option.value}
                checked={settings.units === option.value}
                onChange={() => set('units', option.value)}
                className="sr-only"
              />
              <span className="text-sm font-semibold text-stone-900">{option.label}</span>
              <span className="text-xs text-stone-600">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        id="settings-servings"
        label="Default Servings"
        type="number"
        inputMode="numeric"
        min={1}
        max={20}
        step={1}
        value={servingsText}
        onChange={(e) => setServingsText(e.target.value)}
        error={error}
        hint="New recipes open at this many servings (1 to 20)."
        className="max-w-32"
      />

      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">Notifications</legend>
        <div className="divide-y divide-stone-100">
          <SwitchField
            id="settings-email-notifications"
            label="Email notifications"
            description="Account and product news by email."
            checked={settings.emailNotifications}
            onCheckedChange={(v) => set('emailNotifications', v)}
          />
          <SwitchField
            id="settings-recipe-notifications"
            label="Recipe notifications"
            description="Updates about recipes you have saved."
            checked={settings.recipeNotifications}
            onCheckedChange={(v) => set('recipeNotifications', v)}
          />
          <SwitchField
            id="settings-grocery-notifications"
            label="Grocery notifications"
            description="Reminders about your grocery lists."
            checked={settings.groceryNotifications}
            onCheckedChange={(v) => set('groceryNotifications', v)}
          />
        </div>
      </fieldset>

      <div className="flex flex-col gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={resetToDefaults}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          Reset to Defaults
        </Button>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={mutation.isPending || Boolean(error)}>
            {mutation.isPending ? <Spinner /> : null}
            {mutation.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}
