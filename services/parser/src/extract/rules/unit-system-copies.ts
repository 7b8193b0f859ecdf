/**
 * An ingredient list that holds the recipe in two or three unit systems one after the other
 * ('200 g flour', '3 eggs', then '1 2/3 cups flour', '3 eggs'): a page's metric / US switch with
 * every version in the markup, or structured data built from it. The reader wants one version: the
 * first, as the page shows it first (issue #30, the class of more than one version of a recipe).
 */
import { parseIngredientLine } from '@cookmark/kitchen';
import { looseKey } from '../read/text.ts';
import type { Rule } from './types.ts';

/** The food a line names, without its amount and notes ('1 2/3 cups flour, sifted' is 'flour'), and its unit. */
interface Read {
  food: string;
  unit: string;
}

function readLine(line: string): Read {
  const p = parseIngredientLine(line);
  return { food: looseKey(p.ingredient ?? line), unit: p.unit ?? '' };
}

/** Share of a copy's lines that must name the food of the first version's line in their place. */
const SAME_FOODS = 0.8;

/**
 * The size of one version when `lines` is that version said `copies` times in other units, else
 * null: each later copy names the same foods in the same order, and most of its lines that say
 * something else say it in another unit ('1 2/3 cups' for '200 g'; a topping that repeats the base's
 * foods in grams is no copy). A list said twice word for word is left to the rules for repeated lines.
 */
export function versionSize(lines: readonly string[]): number | null {
  const read = lines.map(readLine);
  for (const copies of [2, 3]) {
    const size = lines.length / copies;
    if (!Number.isInteger(size) || size < 2 || read[size]?.food !== read[0]?.food) continue;
    let same = 0;
    let reworded = 0;
    let otherUnit = 0;
    for (let c = 1; c < copies; c++)
      for (let i = 0; i < size; i++) {
        const [a, b] = [read[i], read[c * size + i]] as [Read, Read];
        if (a.food === b.food) same++;
        if (lines[c * size + i] === lines[i]) continue;
        reworded++;
        if (a.unit !== b.unit) otherUnit++;
      }
    if (reworded > 0 && otherUnit >= reworded / 2 && same >= SAME_FOODS * size * (copies - 1)) return size;
  }
  return null;
}

export const oneUnitSystem: Rule = {
  name: 'one-unit-system',
  applies: (d) => d.c.ingredients.length >= 4,
  apply: (d) => {
    const size = versionSize(d.c.ingredients);
    if (!size) return false;
    const secs = d.c.ingredientSections;
    // Groups that are not the versions themselves would be cut in the middle.
    const groupsAreVersions = secs.length > 1 && secs[0]?.ingredients.length === size;
    if (secs.length > 1 && !groupsAreVersions) return false;
    d.c.ingredients = d.c.ingredients.slice(0, size);
    d.c.ingredientSections = groupsAreVersions
      ? [{ name: null, ingredients: d.c.ingredients }]
      : [{ name: secs[0]?.name ?? null, ingredients: d.c.ingredients }];
    d.warnings.push('The ingredient list held the recipe in more than one unit system; the first was kept');
    return true;
  },
};
