import { useSyncExternalStore } from 'react';
import {
  readLocalSettings,
  SETTINGS_CHANGED_EVENT,
  SETTINGS_STORAGE_KEY,
  type LocalSettings,
} from './settings-storage';

let cachedRaw: string | null | undefined;
let cached: LocalSettings = readLocalSettings();

function rawSettings(): string | null {
  try {
    return window.localStorage.getItem(SETTINGS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** One object per stored value, so React sees no change until the settings really change. */
function snapshot(): LocalSettings {
  const raw = rawSettings();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = readLocalSettings();
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SETTINGS_STORAGE_KEY) onChange();
  };
  window.addEventListener(SETTINGS_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SETTINGS_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The browser's settings (units, default servings...), updated when they are saved (spec §3). */
export function useLocalSettings(): LocalSettings {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
