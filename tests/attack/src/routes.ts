/**
 * Every public route of spec §7 that the product serves, with what the attack suite needs to know
 * of it. A new route joins this table when it is built; each attack below then covers it.
 * 'public': open to anyone, signed out included, by design (sign-in, pricing, a shared recipe).
 */
export type Access = 'public' | 'user' | 'premium';

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * ':recipe' stands for a recipe of the victim's ('user' routes) or of the paying user's ('premium'
   * routes); ':list' for a grocery list of the paying user's; ':share' for the token of the victim's
   * live share link of that recipe; ':entry' for a meal plan entry of the paying user's, ':feed'
   * for the token of the paying user's calendar feed; ':household', ':invite' and ':member' for
   * ids of a household, an invite and a member that are not the caller's (issue #32); ':scope' in
   * `query` for the paying user's live scope.
   */
  path: string;
  access: Access;
  /** A query string the call carries ('include=chicken'): the same path with Premium parameters. */
  query?: string;
  /** A well-formed body: the seed of the hostile ones. */
  body?: Record<string, unknown>;
}

export const RECIPE_SEED = {
  title: 'Attack soup',
  description: 'Made by the attack suite',
  ingredients: ['1 cup water', '1 pinch salt'],
  instructions: ['Boil the water.', 'Add the salt.'],
  cookTime: '5 minutes',
  difficulty: 'Easy',
  servings: 2,
  tags: ['test'],
  sourceUrl: 'https://example.com/soup',
};

/** A recipe id for bodies (a stored list keeps recipe ids as references only). */
const SOME_RECIPE_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
/** A household id none of the suite's actors is in (issue #32): what ':household' stands for. */
export const SOME_HOUSEHOLD_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** What ':invite' and ':member' stand for: ids of no invite and no member. */
export const SOME_OTHER_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const LIST_BODY = {
  name: 'Attack shop',
  recipeIds: [SOME_RECIPE_ID],
  items: [
    {
      category: 'Produce',
      items: [
        { id: 'onion', name: 'onion', quantity: '2', unit: null, checked: false, recipeSources: ['Soup'] },
      ],
    },
  ],
};

/** The day the paying user's plan entry is on (today: always inside the plan's allowed years). */
export const PLAN_DAY = new Date().toISOString().slice(0, 10);
const PLAN_RANGE = { from: PLAN_DAY, to: PLAN_DAY };
const NEXT_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

export const ROUTES: RouteSpec[] = [
  { method: 'GET', path: '/api/auth/user', access: 'user' },
  { method: 'GET', path: '/api/auth/user-with-billing', access: 'user' },
  {
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    body: { email: 'nobody@example.com', password: 'Wrong-password-1' },
  },
  {
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    body: { email: 'someone@example.com', password: 'Short', firstName: 'A', lastName: 'B' },
  },
  { method: 'POST', path: '/api/auth/logout', access: 'public' },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    body: { email: 'nobody@example.com' },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    body: { token: 'not-a-real-token', password: 'New-password-12345!' },
  },
  {
    method: 'PATCH',
    path: '/api/auth/profile',
    access: 'user',
    body: { firstName: 'Vera', lastName: 'Tester', profileImageUrl: '' },
  },
  {
    method: 'PATCH',
    path: '/api/auth/settings',
    access: 'user',
    body: { units: 'US', defaultServings: 4, emailNotifications: true, recipeNotifications: true },
  },
  // Your data: the export is the signed-in user's own; deletion needs the account's e-mail and
  // password, which no seed or generated body carries, so the suite's users are never deleted.
  { method: 'GET', path: '/api/auth/account/export', access: 'user' },
  {
    method: 'POST',
    path: '/api/auth/delete-account',
    access: 'user',
    body: { email: 'nobody@example.com', password: 'Wrong-password-1' },
  },
  // Issue #29 'Priority support': the 'Contact support' form; its mail lands in the stack's mail catcher.
  {
    method: 'POST',
    path: '/api/auth/support',
    access: 'user',
    body: { subject: 'Attack suite', message: 'A message from the attack suite.' },
  },
  // Issue #32: households. ':household' is a household none of the suite's actors is in
  // (household.test.ts attacks real households); the generic attacks try each signed out, cross-site
  // and with hostile bodies.
  { method: 'GET', path: '/api/household', access: 'user' },
  { method: 'POST', path: '/api/household', access: 'user', body: { name: 'Attack house' } },
  { method: 'PATCH', path: '/api/household/:household', access: 'user', body: { name: 'Renamed' } },
  { method: 'DELETE', path: '/api/household/:household', access: 'user' },
  {
    method: 'POST',
    path: '/api/household/:household/invites',
    access: 'user',
    body: { email: 'someone@example.com' },
  },
  { method: 'DELETE', path: '/api/household/:household/invites/:invite', access: 'user' },
  { method: 'POST', path: '/api/household/invites/preview', access: 'user', body: { token: 'A'.repeat(43) } },
  { method: 'POST', path: '/api/household/invites/accept', access: 'user', body: { token: 'A'.repeat(43) } },
  { method: 'POST', path: '/api/household/:household/leave', access: 'user' },
  { method: 'DELETE', path: '/api/household/:household/members/:member', access: 'user' },
  {
    method: 'POST',
    path: '/api/household/:household/owner',
    access: 'user',
    body: { userId: SOME_RECIPE_ID },
  },
  // A page address on loopback: refused by the importer's address checks before any request.
  { method: 'POST', path: '/api/parse-recipe', access: 'public', body: { url: 'http://127.0.0.1/recipe' } },
  // Issue #33: a recipe's pasted text, read into a recipe for the add panel's preview.
  {
    method: 'POST',
    path: '/api/parse-recipe/text',
    access: 'user',
    body: { text: 'Toast\nIngredients\n1 slice bread\nMethod\nToast the bread.' },
  },
  // Issue #33: a photo of a cookbook page (the body is the image), read by OCR for the add panel's preview.
  { method: 'POST', path: '/api/parse-recipe/photo', access: 'user' },
  { method: 'GET', path: '/api/improve-recipe/status', access: 'public' },
  {
    method: 'POST',
    path: '/api/improve-recipe',
    access: 'user',
    body: {
      url: 'https://example.com/r',
      currentRecipe: { title: 'x', ingredients: ['a'], instructions: ['b'] },
    },
  },
  { method: 'GET', path: '/api/recipes', access: 'user' },
  // Advanced search: the list with Premium filters and orders.
  {
    method: 'GET',
    path: '/api/recipes',
    access: 'premium',
    query: 'include=water&exclude=nuts&maxTime=30&maxKcal=500&sort=quickest',
  },
  // The orders are everyone's (issue #34): only the filters are Premium.
  { method: 'GET', path: '/api/recipes', access: 'user', query: 'sort=cooked' },
  {
    method: 'POST',
    path: '/api/recipes',
    access: 'user',
    body: {
      ...RECIPE_SEED,
      ingredientGroups: [{ name: 'Broth', lines: RECIPE_SEED.ingredients }],
      instructionGroups: [{ name: null, lines: RECIPE_SEED.instructions }],
      notes: 'Note 1: made by the attack suite.',
    },
  },
  { method: 'GET', path: '/api/recipes/:recipe', access: 'user' },
  { method: 'PATCH', path: '/api/recipes/:recipe', access: 'user', body: { tags: ['edited'] } },
  // With the notes (issue #34), kept apart from the description.
  {
    method: 'PUT',
    path: '/api/recipes/:recipe',
    access: 'user',
    body: { ingredients: ['2 cups water'], notes: 'Keeps 3 days.' },
  },
  { method: 'DELETE', path: '/api/recipes/:recipe', access: 'user' },
  // 'I cooked this' (the Recently cooked order).
  { method: 'POST', path: '/api/recipes/:recipe/cooked', access: 'user' },
  // Issue #32, the household library: the other members' shared recipes, a recipe put in it or taken
  // out (owner only), all of the person's put in it, a shared recipe copied (household-library.test.ts
  // attacks real households).
  { method: 'GET', path: '/api/recipes/household', access: 'user' },
  { method: 'POST', path: '/api/recipes/household/share-all', access: 'user' },
  { method: 'PUT', path: '/api/recipes/:recipe/household', access: 'user', body: { shared: true } },
  { method: 'POST', path: '/api/recipes/:recipe/copy', access: 'user' },
  // Tags (issue #34): a recipe's suggested tags, and the tag manager over the user's own tags.
  {
    method: 'POST',
    path: '/api/recipes/:recipe/suggested-tags/accept',
    access: 'user',
    body: { tag: 'test' },
  },
  {
    method: 'POST',
    path: '/api/recipes/:recipe/suggested-tags/dismiss',
    access: 'user',
    body: { tag: 'test' },
  },
  { method: 'GET', path: '/api/tags', access: 'user' },
  { method: 'POST', path: '/api/tags/rename', access: 'user', body: { from: 'test', to: 'renamed' } },
  {
    method: 'POST',
    path: '/api/tags/merge',
    access: 'user',
    body: { tags: ['test', 'edited'], into: 'test' },
  },
  { method: 'GET', path: '/api/features', access: 'public' },
  // A recipe's photo: only the owner adds (the image file is the body, not JSON: photos.test.ts
  // sends hostile files), imports (an address the parser's safe fetcher fetches) and removes it.
  { method: 'PUT', path: '/api/recipe-photos/:recipe', access: 'user' },
  {
    method: 'POST',
    path: '/api/recipe-photos/:recipe/import',
    access: 'user',
    body: { url: 'http://127.0.0.1/photo.jpg' },
  },
  { method: 'DELETE', path: '/api/recipe-photos/:recipe', access: 'user' },
  // A collection from another app: the export file is the body, not JSON (collection-imports.test.ts
  // sends hostile archives and asks for other users' imports).
  { method: 'POST', path: '/api/collection-imports', access: 'user' },
  { method: 'GET', path: '/api/collection-imports/latest', access: 'user' },
  // The whole library as a zip of schema.org recipes (any plan, the owner's recipes only).
  { method: 'GET', path: '/api/recipes/export/library', access: 'user' },
  // Share links: only the owner makes, reads and revokes a recipe's link...
  { method: 'POST', path: '/api/recipes/:recipe/share', access: 'user' },
  { method: 'GET', path: '/api/recipes/:recipe/share', access: 'user' },
  { method: 'DELETE', path: '/api/recipes/:recipe/share', access: 'user' },
  // ...anyone with the link reads the recipe (open by design: it answers signed out), and any
  // signed-in user may save a copy of it.
  { method: 'GET', path: '/api/shared/:share', access: 'public' },
  { method: 'POST', path: '/api/shared/:share/save', access: 'user' },
  {
    method: 'POST',
    path: '/api/recipes/:recipe/scale',
    access: 'premium',
    body: { multiplier: 2, system: 'Metric' },
  },
  // Nutrition from ingredients (issue #29): the figures, a food kept for a line, the picker's search.
  { method: 'GET', path: '/api/recipes/:recipe/nutrition', access: 'premium' },
  {
    method: 'PUT',
    path: '/api/recipes/:recipe/nutrition/choices',
    access: 'premium',
    body: { line: '1 cup water', foodId: '14411' },
  },
  { method: 'GET', path: '/api/foods?q=cheddar', access: 'premium' },
  {
    method: 'POST',
    path: '/api/recipes/nutrition/summary',
    access: 'premium',
    body: { recipeIds: [SOME_RECIPE_ID] },
  },
  {
    method: 'POST',
    path: '/api/ingredients/substitute',
    access: 'premium',
    body: { ingredient: 'buttermilk' },
  },
  {
    method: 'POST',
    path: '/api/ai-substitutions',
    access: 'premium',
    body: { ingredient: 'buttermilk', context: { title: 'Pancakes', otherIngredients: ['1 cup flour'] } },
  },
  { method: 'GET', path: '/api/grocery-lists', access: 'premium' },
  { method: 'POST', path: '/api/grocery-lists', access: 'premium', body: LIST_BODY },
  {
    method: 'POST',
    path: '/api/grocery-lists/preview',
    access: 'premium',
    body: { recipeIds: [SOME_RECIPE_ID], servings: 4 },
  },
  { method: 'GET', path: '/api/grocery-lists/:list', access: 'premium' },
  {
    method: 'PATCH',
    path: '/api/grocery-lists/:list',
    access: 'premium',
    body: { name: 'Renamed', checks: [{ id: 'onion', checked: true }] },
  },
  {
    method: 'POST',
    path: '/api/grocery-lists/:list/changes',
    access: 'premium',
    body: { changes: [{ id: 'attack-change-0001', type: 'check', itemId: 'onion', checked: true }] },
  },
  { method: 'DELETE', path: '/api/grocery-lists/:list', access: 'premium' },
  {
    method: 'POST',
    path: '/api/recipes/export/pdf',
    access: 'premium',
    body: { recipeIds: [SOME_RECIPE_ID], includeInstructions: true, compact: false },
  },
  {
    method: 'POST',
    path: '/api/grocery-lists/export/pdf',
    access: 'premium',
    body: { listIds: [SOME_RECIPE_ID], compact: false },
  },
  // The meal plan: owner only, Premium; the calendar feed is opened by its secret token alone.
  { method: 'GET', path: '/api/meal-plan', access: 'premium', query: `from=${PLAN_DAY}&to=${PLAN_DAY}` },
  {
    method: 'POST',
    path: '/api/meal-plan/entries',
    access: 'premium',
    body: { date: PLAN_DAY, meal: 'lunch', text: 'Leftovers' },
  },
  {
    method: 'PATCH',
    path: '/api/meal-plan/entries/:entry',
    access: 'premium',
    body: { date: NEXT_WEEK, meal: 'snack', servings: 3 },
  },
  {
    method: 'POST',
    path: '/api/meal-plan/entries/:entry/copy',
    access: 'premium',
    body: { date: NEXT_WEEK, meal: 'dinner' },
  },
  { method: 'DELETE', path: '/api/meal-plan/entries/:entry', access: 'premium' },
  { method: 'POST', path: '/api/meal-plan/clear', access: 'premium', body: PLAN_RANGE },
  {
    method: 'POST',
    path: '/api/meal-plan/repeat',
    access: 'premium',
    body: { from: PLAN_DAY, to: NEXT_WEEK },
  },
  { method: 'GET', path: '/api/meal-plan/feed', access: 'premium' },
  { method: 'POST', path: '/api/meal-plan/feed', access: 'premium' },
  { method: 'DELETE', path: '/api/meal-plan/feed', access: 'premium' },
  { method: 'GET', path: '/api/meal-plan/feed/:feed.ics', access: 'public' },
  { method: 'POST', path: '/api/grocery-lists/meal-plan', access: 'premium', body: PLAN_RANGE },
  // The live channel of the paying user's lists and plan (server-sent events; issue #32).
  { method: 'GET', path: '/api/live', access: 'premium', query: 'scope=:scope' },
  { method: 'GET', path: '/api/pricing', access: 'public' },
  { method: 'POST', path: '/api/create-checkout-session', access: 'user', body: { plan: 'monthly' } },
  { method: 'GET', path: '/api/verify-checkout/cs_not_a_session', access: 'user' },
  { method: 'POST', path: '/api/billing/portal', access: 'user' },
  { method: 'GET', path: '/api/billing/summary', access: 'user' },
  // The 30-day money-back guarantee: the signed-in user's own subscription only (no body, no id).
  { method: 'POST', path: '/api/billing/refund', access: 'user' },
  // The gateway's own: the merged OpenAPI document of the routes above, and a reference page.
  { method: 'GET', path: '/api/openapi.json', access: 'public' },
  { method: 'GET', path: '/api/docs', access: 'public' },
];

export const LIST_SEED = LIST_BODY;

export const writes = (routes: RouteSpec[]) => routes.filter((r) => r.method !== 'GET');
export const withBody = (routes: RouteSpec[]) => routes.filter((r) => r.body !== undefined);
export const label = (r: RouteSpec) => `${r.method} ${r.path}${r.query ? `?${r.query}` : ''}`;
