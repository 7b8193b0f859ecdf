/**
 * What Premium adds, shown wherever Premium is sold (the upgrade dialog, the landing page's pricing).
 * Each line names something Premium users have; issue #29 changed the spec §9 list's 'AI grocery list
 * generation' to the merged lists that exist, and 'Unlimited recipe storage' (which Free has too) to
 * what it is.
 */
export const PREMIUM_FEATURES = [
  'Everything in Free, with unlimited recipes',
  'Grocery lists merged from several recipes',
  'Recipe scaling to any serving size',
  'PDF and text export',
  'AI ingredient substitutions',
  'Advanced search and filtering',
  'Priority support by e-mail',
  'Nutritional analysis',
  'Meal planning calendar',
] as const;
