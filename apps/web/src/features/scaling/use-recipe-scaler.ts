import { useState } from 'react';
import { originalSetting, withFactor, withServings, type ScalerSetting } from './scaler-math';

/** The Recipe Scaler's state: the chosen recipes and each one's servings (spec §4). */
export function useRecipeScaler() {
  const [recipeIds, setRecipeIds] = useState<string[]>([]);
  const [settings, setSettings] = useState<Readonly<Record<string, ScalerSetting>>>({});

  const settingOf = (id: string, original: number): ScalerSetting =>
    settings[id] ?? originalSetting(original);
  const put = (id: string, setting: ScalerSetting) =>
    setSettings((current) => ({ ...current, [id]: setting }));

  return {
    recipeIds,
    setRecipeIds,
    settingOf,
    setServings: (id: string, original: number, servings: number) =>
      put(id, withServings(original, servings)),
    setFactor: (id: string, original: number, factor: number) => put(id, withFactor(original, factor)),
    /** 'Reset All to Original': every recipe back to its own servings. */
    resetAll: () => setSettings({}),
    changed: Object.keys(settings).length > 0,
  };
}
