import { FOOD_ROWS } from './data/foods-table.ts';

/** What a food gives per 100 g: energy in kcal, sodium in mg, the rest in grams. */
export interface Nutrients {
  energyKcal: number;
  proteinG: number;
  fatG: number;
  saturatedFatG: number;
  carbohydrateG: number;
  sugarsG: number;
  fibreG: number;
  sodiumMg: number;
}

export const NUTRIENT_KEYS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'carbohydrateG',
  'sugarsG',
  'fibreG',
  'sodiumMg',
] as const satisfies readonly (keyof Nutrients)[];

/** A portion weight: the grams of one of a measure ('cup, chopped', 'large', 'clove', 'tbsp'). */
export interface Portion {
  measure: string;
  grams: number;
}

/** A food of the composition table (USDA SR26). */
export interface Food {
  /** The USDA NDB number, e.g. '01123'. */
  id: string;
  /** USDA's long description, e.g. 'Egg, whole, raw, fresh'. */
  name: string;
  /** Other names USDA gives ('cilantro'). */
  commonNames: readonly string[];
  /** USDA food group code ('0100' dairy and egg products…). */
  group: string;
  per100g: Nutrients;
  portions: readonly Portion[];
  /** The percent of a piece as bought that is not eaten (bone, skin, peel), 0 when none. */
  refusePct: number;
}

export function zeroNutrients(): Nutrients {
  return {
    energyKcal: 0,
    proteinG: 0,
    fatG: 0,
    saturatedFatG: 0,
    carbohydrateG: 0,
    sugarsG: 0,
    fibreG: 0,
    sodiumMg: 0,
  };
}

function parseRow(row: string): Food {
  const [id = '', name = '', common = '', group = '', ...rest] = row.split('|');
  const portionText = rest[8] ?? '';
  const refuse = Number(rest[9] ?? '');
  const per100g = zeroNutrients();
  NUTRIENT_KEYS.forEach((key, i) => {
    const value = Number(rest[i] ?? '');
    per100g[key] = rest[i] === '' || !Number.isFinite(value) ? 0 : value;
  });
  const portions: Portion[] = [];
  for (const part of portionText.split(';')) {
    const at = part.lastIndexOf('=');
    if (at <= 0) continue;
    const grams = Number(part.slice(at + 1));
    if (grams > 0) portions.push({ measure: part.slice(0, at), grams });
  }
  const commonNames = common
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s.length > 0);
  const refusePct = Number.isFinite(refuse) && refuse > 0 && refuse < 100 ? refuse : 0;
  return { id, name, commonNames, group, per100g, portions, refusePct };
}

let foods: readonly Food[] | null = null;
let byId: ReadonlyMap<string, Food> | null = null;

/** Every food of the table, parsed once on first use. */
export function allFoods(): readonly Food[] {
  foods ??= FOOD_ROWS.map(parseRow);
  return foods;
}

export function foodById(id: string): Food | undefined {
  byId ??= new Map(allFoods().map((f) => [f.id, f]));
  return byId.get(id);
}
