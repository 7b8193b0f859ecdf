import type { PublicUser } from '@cookmark/contracts';

/** Spec §3 "Local settings": the browser's copy, stored under a product-specific key. */
export const SETTINGS_STORAGE_KEY = 'cookmark-settings';
export const SETTINGS_CHANGED_EVENT = 'settingsChanged';

export type Units = 'US' | 'Metric';
export type Theme = 'light' | 'dark' | 'system';

export interface LocalSettings {
  units: Units;
  defaultServings: number;
  emailNotifications: boolean;
  recipeNotifications: boolean;
  groceryNotifications: boolean;
  theme: Theme;
}

/** Spec §9: units US, 4 servings, all notifications on; the reset object also carries theme light. */
export const DEFAULT_SETTINGS: LocalSettings = {
  units: 'US',
  defaultServings: 4,
  emailNotifications: true,
  recipeNotifications: true,
  groceryNotifications: true,
  theme: 'light',
};

export function settingsFromUser(user: PublicUser): LocalSettings {
  return {
    units: user.units,
    defaultServings: user.defaultServings,
    emailNotifications: user.emailNotifications,
    recipeNotifications: user.recipeNotifications,
    groceryNotifications: user.groceryNotifications,
    theme: user.theme,
  };
}

export function readLocalSettings(): LocalSettings {
  try {
    const raw = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
    if (!raw) return DEFAULT_SETTINGS;
    return { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<LocalSettings>) };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Saves the browser's copy and tells listeners (spec: saving fires settingsChanged). */
export function writeLocalSettings(settings: LocalSettings): void {
  try {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
}

/** On sign-in the server's values win; writes only when they differ from the stored copy. */
export function syncLocalSettings(settings: LocalSettings): void {
  const stored = window.localStorage.getItem(SETTINGS_STORAGE_KEY);
  if (stored === JSON.stringify(settings)) return;
  writeLocalSettings(settings);
}
