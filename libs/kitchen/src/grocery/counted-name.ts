import { pluralPhrase, singularWord } from '../ingredients/word-forms.ts';

/**
 * Foods bought by amount, not counted: they keep their singular after any number ('2 broccoli'
 * is two heads of it, never '2 broccolis'). General English mass nouns of the kitchen.
 */
const MASS_NOUNS: ReadonlySet<string> = new Set(
  `spinach broccoli broccolini cauliflower kale chard arugula rocket lettuce celery asparagus corn
  garlic ginger parsley cilantro coriander basil mint dill thyme rosemary sage oregano tarragon
  chervil lemongrass watercress cress rice flour sugar salt butter cheese milk cream yogurt yoghurt
  honey syrup molasses oil vinegar water stock broth wine beer juice zest pasta spaghetti linguine
  penne macaroni couscous quinoa bulgur barley oatmeal polenta cornmeal bread meat beef pork lamb veal
  chicken turkey fish salmon tuna cod bacon ham prosciutto pancetta tofu tempeh chocolate cocoa
  cinnamon nutmeg cumin paprika turmeric saffron yeast gelatin ketchup mayonnaise mustard jam
  cornstarch cornflour baking soda powder vanilla mozzarella parmesan cheddar feta ricotta
  mascarpone ghee lard shortening tahini miso pesto salsa hummus granola cereal popcorn cabbage
  fennel okra squash pumpkin spaghetti rhubarb seafood shrimp kimchi sauerkraut lettuce ice`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after which a name's head is done: 'cloves of garlic', 'cheese with chives'. */
const HEAD_END = /\s(?:of|with|in|for|from)\s/i;

/** Words the plural rules are made for: plain English letters. */
const ENGLISH_WORD = /^[a-z][a-z'-]*$/;

/**
 * A food's name after a bare count, in the number the count asks for: '1 onion', '2 onions',
 * '2 bay leaves', '3 broccoli'. The head word (the last before 'of', 'with'…) is changed only where
 * English plural rules apply: mass nouns stay singular, a word already written in the right number
 * stays as written, and words outside plain English letters ('crème fraîche') are never changed.
 */
export function countedName(name: string, count: number): string {
  const cut = HEAD_END.exec(name);
  const head = cut ? name.slice(0, cut.index) : name;
  const rest = cut ? name.slice(cut.index) : '';
  const words = head.split(' ');
  const last = words.pop() ?? '';
  if (!ENGLISH_WORD.test(last)) return name;
  const one = singularWord(last);
  if (MASS_NOUNS.has(one) || MASS_NOUNS.has(last)) return name;
  const writtenPlural = one !== last;
  if (count > 1 && writtenPlural) return name;
  if (count <= 1 && !writtenPlural) return name;
  const form = count > 1 ? pluralPhrase(one) : one;
  return [...words, form].join(' ') + rest;
}
