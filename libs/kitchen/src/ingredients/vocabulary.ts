/**
 * Small sets of general English cooking words the line parser leans on. They describe the language
 * of recipes, not any particular data set.
 */

/** Size and measure-modifying words between an amount and its unit or food ("2 large eggs"). */
export const SIZE_WORDS: ReadonlySet<string> = new Set([
  'large',
  'medium',
  'small',
  'big',
  'jumbo',
  'extra-large',
  'medium-size',
  'medium-sized',
  'large-size',
  'small-size',
  'heaped',
  'heaping',
  'rounded',
  'scant',
  'level',
  'generous',
  'good',
  'thin',
  'thick',
  'full',
  'lg',
  'med',
  'sm',
  'healthy',
  'very',
]);

/** Preparation words that, leading a food, describe what to do with it ("chopped onion"). */
export const PREPARATION_WORDS: ReadonlySet<string> = new Set([
  'chopped',
  'diced',
  'minced',
  'sliced',
  'grated',
  'shredded',
  'crumbled',
  'peeled',
  'cooked',
  'drained',
  'rinsed',
  'softened',
  'melted',
  'beaten',
  'whisked',
  'sifted',
  'pulverized',
  'pulverised',
  'cubed',
  'halved',
  'quartered',
  'trimmed',
  'pitted',
  'seeded',
  'deseeded',
  'cored',
  'julienned',
  'mashed',
  'squeezed',
  'torn',
  'snipped',
  'zested',
  'juiced',
  'stemmed',
  'hulled',
  'shelled',
  'deveined',
  'thawed',
  'defrosted',
  'scrubbed',
  'washed',
  'cut',
  'crushed',
  'packed',
  'lightly',
  'firmly',
  'loosely',
  'finely',
  'coarsely',
  'roughly',
  'thinly',
  'freshly',
  'well',
  'very',
  'divided',
]);

/** Words that are preparation only after an adverb ("freshly ground pepper" but "ground beef"). */
export const SOFT_PREPARATION_WORDS: ReadonlySet<string> = new Set([
  'ground',
  'cracked',
  'toasted',
  'roasted',
  'dried',
  'smoked',
  'boiled',
  'blanched',
  'steamed',
  'fried',
  'squeezed',
]);

/** Adjectives that can open a food name and be followed by a comma ("fresh, boneless tuna"). */
export const LEADING_ADJECTIVES: ReadonlySet<string> = new Set([
  'fresh',
  'boneless',
  'skinless',
  'ripe',
  'firm',
  'organic',
  'raw',
  'dry',
  'lean',
  'sweet',
  'unsalted',
  'salted',
  'plain',
  'whole',
  'frozen',
  'soft',
  'hard',
  'mild',
  'hot',
  'small',
  'large',
  'thick',
  'thin',
  'good-quality',
  'best-quality',
  'high-quality',
]);

/** Phrases that end the name: what follows is a note ("salt to taste", "oil for frying"). */
export const NAME_STOP =
  /\s(?:(?:or |and )?(?:to (?:taste|serve|garnish|finish|mix|decorate|dust|drizzle|brush|coat|grease|fry|cook)\b)|for\b|plus\b|such as\b|as needed|as required|if (?:desired|needed|using|you like|liked)|at room temperature|divided\b|or more\b|or (?=\d)|of your choice|of any kind|optional\b|-\s)/i;

/** Words before an amount that only say it is approximate ("about 2 cups"). */
export const APPROXIMATELY =
  /(?:about|approximately|approx\.?|around|roughly|some|up to)[ ]+(?=\d|[½⅓⅔¼¾⅛])/iy;

/** Containers outside the unit vocabulary, moved to notes after a measure ("425g/15oz jar jam"). */
export const CONTAINER_WORDS =
  /(?:jars?|bottles?|box(?:es)?|bags?|packets?|packs?|cartons?|containers?|tubs?|tubes?|punnets?|envelopes?|sachets?|pouch(?:es)?)(?!\p{L})/iuy;

/** Words that open a remark rather than another food after a comma ("…, about 2 cups"). */
export const NOTE_OPENERS: ReadonlySet<string> = new Set([
  'about',
  'approximately',
  'at',
  'cut',
  'plus',
  'for',
  'to',
  'such',
  'preferably',
  'ideally',
  'optional',
  'if',
  'in',
  'into',
  'with',
  'without',
  'from',
  'see',
  'each',
  'divided',
  'more',
  'as',
  'not',
  'use',
  'you',
  'or',
  'and',
]);
