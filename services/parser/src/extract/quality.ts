/**
 * The quality gate: how plausible a candidate recipe is, and what looked wrong, in plain words.
 *
 * A recipe read from the wrong part of a page still has a title, lines and steps, so "complete"
 * is not enough. The score (0-100) counts what a reader would notice: ingredient lines with
 * neither an amount nor a food word, lines that look like site navigation or a list of other
 * recipes, the same line again and again, steps that repeat the ingredients (or ingredients that
 * read like steps), placeholder steps, empty fields. Sources (sources.ts) take the next candidate
 * when the first one scores low; the import pipeline renders the page or asks the AI when the
 * result still does; the report's warnings name the problems so the user knows what to check.
 */
import { looseKey } from './read/text.ts';

export type Problem =
  | 'no-title'
  | 'no-ingredients'
  | 'no-steps'
  | 'navigation'
  | 'no-amounts'
  | 'duplicates'
  | 'steps-as-ingredients'
  | 'ingredients-in-steps'
  | 'placeholder-steps';

/** What the report says for each problem, addressed to the user. */
export const PROBLEM_WARNINGS: Record<Problem, string> = {
  'no-title': 'No title was found; add one.',
  'no-ingredients': 'No ingredient list was found; check the ingredients.',
  'no-steps': 'No method was found; check the steps.',
  navigation: 'Some ingredient lines look like site navigation or links to other recipes; check them.',
  'no-amounts': 'Few ingredient lines have an amount or a food name; check the ingredients.',
  duplicates: 'Some ingredient lines repeat; check the ingredients.',
  'steps-as-ingredients': 'Some ingredient lines read like method steps; check the ingredients.',
  'ingredients-in-steps': 'Some steps repeat the ingredient list; check the steps.',
  'placeholder-steps': 'Some steps are empty or placeholders; check the steps.',
};

/** How much each problem takes off the score. */
const WEIGHT: Record<Problem, number> = {
  'no-title': 15,
  'no-ingredients': 35,
  'no-steps': 35,
  navigation: 45,
  'no-amounts': 30,
  duplicates: 45,
  'steps-as-ingredients': 45,
  'ingredients-in-steps': 30,
  'placeholder-steps': 30,
};

/** Below this the candidate is not trusted: the next one is tried. */
export const LOW_SCORE = 60;

export interface Plausibility {
  /** 0-100: 100 is nothing looked wrong. */
  score: number;
  problems: Problem[];
}

// Quantities written as words, units and kitchen measures, in the languages of the corpus.
const AMOUNT_RE =
  /\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half|dozen|few|some|several|pinch|dash|handful|splash|knob|sprig|bunch|clove|cloves|can|tin|jar|cup|cups|tbsp|tsp|tablespoons?|teaspoons?|g|kg|ml|l|cl|dl|oz|lb|lbs|pounds?|ounces?|grams?|litres?|liters?|slices?|pieces?|to taste|as needed|optional|ein|eine|einen|prise|etwas|el|tl|bund|un|une|une pincée|cuillères?|sel|poivre|pizca|taza|cucharadas?)\b/i;

// Common foods, enough to tell a food from a menu entry when a line has no amount.
export const FOOD_RE =
  /\b(?:salt|pepper|sugar|flour|butter|oil|olive|egg|eggs|milk|cream|cheese|water|stock|broth|garlic|onions?|shallots?|tomato(?:es)?|potato(?:es)?|carrots?|celery|lemon|lime|orange|apple|banana|berries|rice|pasta|noodles|bread|yeast|honey|vinegar|mustard|soy|sauce|chicken|beef|pork|lamb|fish|salmon|tuna|prawns?|shrimp|bacon|ham|sausage|beans|lentils|chickpeas|peas|corn|spinach|lettuce|cabbage|kale|mushrooms?|peppers?|chilli|chili|ginger|cinnamon|vanilla|nutmeg|cumin|paprika|oregano|basil|parsley|thyme|rosemary|coriander|cilantro|mint|dill|chives|herbs?|spices?|nuts|almonds?|walnuts|pecans|peanuts?|chocolate|cocoa|coffee|tea|wine|beer|rum|vodka|gin|tequila|yogurt|yoghurt|mayonnaise|ketchup|avocado|cucumber|zucchini|courgette|aubergine|eggplant|pumpkin|squash|oats|seeds|sesame|coconut|raisins|dates|jam|syrup|cornstarch|cornflour|baking|soda|powder|tofu|ice|salz|zucker|mehl|milch|sahne|eier|zwiebel|knoblauch|wasser|öl|farine|sucre|beurre|lait|oeufs?|œufs?|ail|oignon|huile|eau|harina|azúcar|leche|huevos?|aceite|ajo|cebolla|agua)\b/i;

// A whole line that is a site's menu, footer or sharing link rather than food.
const NAV_LINE_RE =
  /^(?:home|home ?page|about|about us|about me|contact|contact us|privacy|privacy policy|terms|terms of (?:use|service)|cookie policy|cookies|disclaimer|accessibility|sitemap|site map|subscribe|newsletter|sign in|sign up|log ?in|log ?out|register|my account|account|search|menu|shop|store|blog|recipes|all recipes|recipe index|faq|faqs|advertise|careers|jobs|press|media kit|follow us|facebook|instagram|pinterest|twitter|youtube|tiktok|x|email|share|print|print recipe|jump to recipe|comments?|leave a comment|read more|next|previous|next post|previous post|back to top|skip to content|more recipes|related recipes|you may also like|popular|latest|categories|tags|archives?|breakfast|lunch|dinner|desserts?|drinks|snacks|appetizers|sides|vegetarian|vegan|gluten[- ]free|holidays?|cookbooks?|videos?|podcast|events)$/i;

// A recipe-card fact shown with its label ('Servings : 4', 'Prep Time: 35m'), not an ingredient.
const FACT_LABEL_RE =
  /^(?:servings|serves|yield|prep(?:aration)? time|cook(?:ing)? time|total time|ready in|calories|course|cuisine|author|difficulty|rating)\s*:/i;

// A line that names another recipe ('Best Chocolate Cake Recipe', 'Easy Chicken Curry') rather than food.
const RECIPE_LINK_RE = /\brecipes?\b|\b(?:best|easy|quick|perfect|ultimate|homemade|classic|simple)\b/i;

// A placeholder where a step should be.
const PLACEHOLDER_STEP_RE =
  /^(?:\W*|\.{3}|…|n\/?a|tbd|todo|none|null|undefined|instructions?|method|directions?|steps?|step \d+|see (?:above|below|recipe|video|notes?)|coming soon|lorem ipsum.*)$/i;

/**
 * A line that reads like a method step: a long sentence ending with a full stop, or a shorter one
 * ('Cook the onion in a large pot until soft.') that does not open with an amount, as ingredient
 * lines that end with a full stop do ('2 eggs, beaten.'). Issue #15: the class of the
 * method read as the ingredients; no expected ingredient list of the corpus has even 30% such
 * lines (services/parser/RULES.md).
 */
function readsLikeStep(line: string): boolean {
  const t = line.trim();
  if (!/[.!]$/.test(t)) return false;
  const words = t.split(/\s+/).length;
  return (t.length > 70 && words > 12) || (words >= 6 && !/^[\d½⅓⅔¼¾⅛]/.test(t));
}

/** A line written as a sentence: ends with a full stop, or runs to more than ten words. */
function isSentence(line: string): boolean {
  return /[.!]$/.test(line) || line.split(' ').length > 10;
}

/** A line's letters and digits, without a leading step number ('1. Mix' and 'Mix' are one line). */
export function lineKey(line: string): string {
  return looseKey(line.replace(/^\s*\d{1,2}\s*[.)]\s+/, ''));
}

/** Whether a line looks like site navigation or a link to another recipe. */
export function looksLikeNavigation(line: string): boolean {
  const t = line
    .trim()
    .replace(/[»›>|:·•]+$/, '')
    .trim();
  if (NAV_LINE_RE.test(t) || FACT_LABEL_RE.test(t)) return true;
  // Another recipe's title: every longer word capitalised, and 'recipe' or 'best', 'easy', ….
  const words = t.split(' ');
  const titled = words.every((w) => w.length <= 3 || /^\p{Lu}/u.test(w));
  return titled && words.length >= 2 && !AMOUNT_RE.test(t) && RECIPE_LINK_RE.test(t);
}

/** Whether a line carries an amount or names a food. */
export function hasAmountOrFood(line: string): boolean {
  return AMOUNT_RE.test(line) || FOOD_RE.test(line);
}

/** Whether a step is empty or a placeholder ('...', 'Step 1', 'N/A'). */
export function isPlaceholderStep(step: string): boolean {
  return PLACEHOLDER_STEP_RE.test(step.trim());
}

/** Share of the lines for which `test` holds (0 for no lines). */
function share(lines: readonly string[], test: (l: string) => boolean): number {
  if (!lines.length) return 0;
  let n = 0;
  for (const l of lines) if (test(l)) n++;
  return n / lines.length;
}

/** Score a candidate recipe for plausibility and name what looked wrong. */
export function plausibility(r: {
  title: string | null;
  ingredients: readonly string[];
  instructions: readonly string[];
}): Plausibility {
  const problems: Problem[] = [];
  const ing = r.ingredients;
  const steps = r.instructions;
  if (!r.title) problems.push('no-title');
  if (!ing.length) problems.push('no-ingredients');
  if (!steps.length) problems.push('no-steps');
  if (ing.length) {
    const nav = share(ing, looksLikeNavigation);
    if (nav >= 0.25 && ing.filter(looksLikeNavigation).length >= 2) problems.push('navigation');
    if (ing.length >= 3 && share(ing, hasAmountOrFood) < 0.5) problems.push('no-amounts');
    // Lines without an amount said again and again ('EGGS', 'EGGS'): a repeated heading, not food.
    const keys = ing
      .filter((l) => !/\d|[½⅓⅔¼¾⅛]/.test(l))
      .map(looseKey)
      .filter((k) => k.length > 0);
    const distinct = new Set(keys).size;
    if (keys.length >= 3 && keys.length - distinct >= Math.max(2, ing.length * 0.4))
      problems.push('duplicates');
    if (share(ing, readsLikeStep) >= 0.5) problems.push('steps-as-ingredients');
  }
  if (ing.length >= 2 && steps.length) {
    // Lines in both lists: sentences mean the method was read as the ingredients, short
    // lines the ingredient list was read into the method.
    const ingKeys = new Set(ing.map(lineKey));
    const shared = steps.filter((s) => ingKeys.has(lineKey(s)));
    if (shared.length >= 2 && shared.length >= Math.min(ing.length, steps.length) * 0.3) {
      if (share(shared, isSentence) >= 0.5) {
        if (!problems.includes('steps-as-ingredients')) problems.push('steps-as-ingredients');
      } else problems.push('ingredients-in-steps');
    }
  }
  if (steps.length && share(steps, isPlaceholderStep) >= 0.5) problems.push('placeholder-steps');
  const score = Math.max(0, 100 - problems.reduce((s, p) => s + WEIGHT[p], 0));
  return { score, problems };
}

/** Whether a recipe with its title, ingredients and steps passes the quality gate. */
export function isPlausible(r: Parameters<typeof plausibility>[0]): boolean {
  return plausibility(r).score >= LOW_SCORE;
}

/** The warnings for what looked wrong (problems the report already states otherwise are left out). */
export function qualityWarnings(p: Plausibility): string[] {
  return p.problems
    .filter((x) => x !== 'no-title' && x !== 'no-ingredients' && x !== 'no-steps')
    .map((x) => PROBLEM_WARNINGS[x]);
}
