/**
 * Group names read as ingredient lines ('For the glaze:', 'Für den Teig', 'Pour la sauce'), from any
 * source: each becomes the name of the lines after it (issue #30, the class of group headings
 * inlined as ingredient lines). A reader sees them as headings, not as something to buy.
 */
import type { IngredientSection } from '../candidate.ts';
import { headingText, INGREDIENT_HEADING } from '../read/headings.ts';
import type { Rule } from './types.ts';

/** 'For the …', 'Für den …', 'Pour la …', 'Para el …', 'Per la …', 'Voor het …', 'Til …'. */
const GROUP_OPENER =
  /^(?:for|für|pour|para|per|voor|til|till)\s+(?:(?:the|a|an|den|die|das|dem|le|la|les|el|los|las|il|lo|gli|i|de|het|een)\s+)?\p{L}/iu;

/**
 * A line that names a group: short, no amount, and ending in a colon or opening like a group name
 * without a comma ('For the glaze'; not 'Oil, for frying').
 */
export function isGroupNameLine(line: string): boolean {
  const t = line.trim();
  if (!t || t.length > 60 || /[\d½⅓⅔¼¾⅛]/.test(t) || t.split(/\s+/).length > 6) return false;
  // The list's own heading ('Ingredients:') is left to ingredient-list-heading-lines, names in
  // capitals to capital-group-names.
  if (INGREDIENT_HEADING.test(headingText(t)) || !/\p{Ll}/u.test(t)) return false;
  return /\p{L}.*:$/u.test(t) || (GROUP_OPENER.test(t) && !t.includes(','));
}

const nameOf = (line: string): string => line.trim().replace(/:$/, '').trim();

export const groupNameLines: Rule = {
  name: 'group-name-lines-in-ingredients',
  applies: (d) => d.c.ingredients.length >= 3 && d.c.ingredients.some(isGroupNameLine),
  apply: (d) => {
    const lines = d.c.ingredients;
    const names = lines.filter(isGroupNameLine);
    // Each name heads at least one line; names are at most a third of the list.
    if (names.length > lines.length / 3) return false;
    if (lines.some((l, i) => isGroupNameLine(l) && !lines.slice(i + 1).some((n) => !isGroupNameLine(n))))
      return false;
    if (lines.some((l, i) => isGroupNameLine(l) && isGroupNameLine(lines[i + 1] ?? ''))) return false;
    const secs: IngredientSection[] = [];
    for (const sec of d.c.ingredientSections) {
      let cur: IngredientSection = { name: sec.name, ingredients: [] };
      secs.push(cur);
      for (const l of sec.ingredients) {
        if (isGroupNameLine(l)) secs.push((cur = { name: nameOf(l), ingredients: [] }));
        else cur.ingredients.push(l);
      }
    }
    d.c.ingredients = lines.filter((l) => !isGroupNameLine(l));
    d.c.ingredientSections = secs.filter((s) => s.ingredients.length > 0);
    d.warnings.push('Group names taken out of the ingredient lines');
    return true;
  },
};
