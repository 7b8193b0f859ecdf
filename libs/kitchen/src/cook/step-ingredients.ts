import { parseIngredientLine } from '../ingredients/parse-line.ts';
import { MAX_STEP_LENGTH } from '../scaling/steps.ts';
import { searchWords } from '../search/ingredient-keys.ts';

/**
 * Words of an ingredient's name that say nothing of which food it is: sizes, colours, states,
 * cuts and the like ('large', 'fresh', 'boneless'), and words that steps use for other things
 * ('baking' powder in 'baking dish', 'ground' beef in 'ground').
 */
const NOT_FOOD_WORDS: ReadonlySet<string> = new Set(
  (
    'and or of the for with without into from to in on a an your any some more lot plus about ' +
    'large small medium big little extra jumbo mini whole half fresh freshly dried dry frozen thawed ' +
    'raw cooked cold hot warm room temperature ripe plain fine coarse coarsely finely thinly thick thin ' +
    'light dark white black red green yellow brown golden pink purple good quality best store ' +
    'bought homemade organic unsalted salted sweetened unsweetened low reduced fat free full sodium ' +
    'virgin pure all purpose baking cooking ground boneless skinless skin bone lean packed heaping ' +
    'level softened melted chopped sliced diced minced grated shredded crushed toasted peeled pitted ' +
    'seeded halved quartered cubed trimmed rinsed drained divided beaten optional needed taste serve ' +
    'serving garnish piece cube stick leaf sprig bunch head handful can jar package bag box bottle ' +
    'container cup tablespoon teaspoon ounce pound gram inch cm mm style type kind favorite regular ' +
    'instant quick old fashioned new pan fried pre edible middle lots'
  ).split(' '),
);

/** The words of an ingredient line's name, without amounts ('2 green onions' → ['green', 'onion']). */
function nameWords(line: string): string[] {
  const words = searchWords(parseIngredientLine(line).ingredient);
  return [...new Set(words.filter((word) => word.length > 2 && /^\p{L}+$/u.test(word)))];
}

/** The words that name an ingredient line's food ('2 boneless chicken breasts' → ['chicken', 'breast']). */
export function foodWords(line: string): string[] {
  return nameWords(line).filter((word) => !NOT_FOOD_WORDS.has(word));
}

/** 'Blend all the ingredients', 'add the remaining ingredients' (not 'all the ingredients for the sauce'). */
const ALL_INGREDIENTS = /\ball (?:of )?(?:the |your )?ingredients\b(?! (?:for|of|in)\b)/i;
const REMAINING_INGREDIENTS = /\bremaining ingredients\b(?! (?:for|of|in)\b)/i;
/** What such a step leaves out: 'all ingredients except the pie shell'. */
const EXCEPT = /\b(?:except(?: for)?|but not|other than|apart from)\b([^.;!?]*)/i;

/**
 * Which ingredient lines each step uses, by their places in `ingredientLines`: a line is used by a
 * step that names one of its food words, singular or plural ('tomatoes' names '8 Roma tomatoes').
 * Where a word names several lines ('onion'), the lines with more of their name in the step win
 * ('green onions' over 'onion powder' in 'top with green onions'); a tie keeps them all. A step
 * that uses 'all the ingredients' uses every line, 'the remaining ingredients' every line no
 * earlier step used, in both cases but those it names after 'except'.
 */
export function stepIngredients(ingredientLines: readonly string[], steps: readonly string[]): number[][] {
  const names = ingredientLines.map(nameWords);
  const namedIn = (text: string): Set<number> => {
    const words = new Set(searchWords(text, MAX_STEP_LENGTH));
    const score = names.map((name) => name.filter((word) => words.has(word)).length);
    const used = new Set<number>();
    for (const word of words) {
      if (NOT_FOOD_WORDS.has(word)) continue;
      const naming = names.flatMap((name, index) => (name.includes(word) ? [index] : []));
      const best = Math.max(0, ...naming.map((index) => score[index] ?? 0));
      for (const index of naming) if (score[index] === best) used.add(index);
    }
    return used;
  };
  const usedBefore = new Set<number>();
  return steps.map((full) => {
    const step = full.slice(0, MAX_STEP_LENGTH);
    const used = namedIn(step);
    const every = ALL_INGREDIENTS.test(step);
    if (every || REMAINING_INGREDIENTS.test(step)) {
      const left = namedIn(EXCEPT.exec(step)?.[1] ?? '');
      names.forEach((_, index) => {
        if (every || !usedBefore.has(index)) used.add(index);
      });
      for (const index of left) used.delete(index);
    }
    for (const index of used) usedBefore.add(index);
    return [...used].sort((a, b) => a - b);
  });
}
