import {
  formatNutrient,
  howToInstructions,
  largestPhotoPath,
  photoJpegPath,
  type SharedRecipe,
} from '@cookmark/contracts';
import { isoDuration, toMinutes } from '@cookmark/kitchen';
import { escapeUTF8 } from 'entities';

const SITE_NAME = 'Cookmark';

/** What a preview shows under the title when the recipe has no description. */
function summaryOf(recipe: SharedRecipe): string {
  if (recipe.description) return recipe.description;
  const steps = recipe.instructions.length;
  return `A recipe shared on ${SITE_NAME}: ${recipe.ingredients.length} ingredients, ${steps} ${steps === 1 ? 'step' : 'steps'}.`;
}

/** A serving's schema.org `NutritionInformation`, from the figures computed from the ingredients. */
function nutritionOf(recipe: SharedRecipe): Record<string, unknown> | null {
  const n = recipe.nutrition?.perServing;
  if (!n) return null;
  return {
    '@type': 'NutritionInformation',
    servingSize: '1 serving',
    calories: formatNutrient(n.energyKcal, 'kcal'),
    proteinContent: formatNutrient(n.proteinG, 'g'),
    fatContent: formatNutrient(n.fatG, 'g'),
    saturatedFatContent: formatNutrient(n.saturatedFatG, 'g'),
    carbohydrateContent: formatNutrient(n.carbohydrateG, 'g'),
    sugarContent: formatNutrient(n.sugarsG, 'g'),
    fiberContent: formatNutrient(n.fibreG, 'g'),
    sodiumContent: formatNutrient(n.sodiumMg, 'mg'),
  };
}

/** The recipe's photo as absolute addresses on Cookmark (`pageUrl`'s origin: APP_URL): JPEG, then the largest WebP. */
function photoUrls(recipe: SharedRecipe, pageUrl: string): string[] {
  if (!recipe.photo) return [];
  return [photoJpegPath(recipe.photo.key), largestPhotoPath(recipe.photo)].map(
    (path) => new URL(path, pageUrl).href,
  );
}

/**
 * The recipe's times in ISO 8601, each that is known: the total is the stated one, else prep plus
 * cook when both are known (as the page shows it, recipeTimes in @cookmark/kitchen).
 */
function timesOf(recipe: SharedRecipe): Record<string, string> {
  const prep = toMinutes(recipe.prepTime);
  const cook = toMinutes(recipe.cookTime);
  const total = toMinutes(recipe.totalTime) ?? (prep !== null && cook !== null ? prep + cook : null);
  const times = { prepTime: isoDuration(prep), cookTime: isoDuration(cook), totalTime: isoDuration(total) };
  return Object.fromEntries(Object.entries(times).filter((entry): entry is [string, string] => !!entry[1]));
}

/** The schema.org `Recipe` importers read (ours among them). */
export function recipeJsonLd(recipe: SharedRecipe, pageUrl: string): Record<string, unknown> {
  const nutrition = nutritionOf(recipe);
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: summaryOf(recipe),
    url: pageUrl,
    ...(recipe.photo ? { image: photoUrls(recipe, pageUrl) } : {}),
    recipeIngredient: recipe.ingredients,
    recipeInstructions: howToInstructions(recipe.instructionGroups),
    recipeYield: `${recipe.servings} servings`,
    ...timesOf(recipe),
    ...(recipe.tags.length > 0 ? { keywords: recipe.tags.join(', ') } : {}),
    ...(recipe.sourceUrl ? { isBasedOn: recipe.sourceUrl } : {}),
    ...(nutrition ? { nutrition } : {}),
  };
}

/**
 * JSON for a `<script>` element: `<`, `>` and `&` as JSON escapes, so no value can close the
 * element (`</script>`) or open a comment (`<!--`); U+2028/2029 as escapes for old parsers.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeUTF8(content)}" />`;

/** The `<head>` lines of a shared recipe's page: title, description, Open Graph and JSON-LD. */
export function sharedRecipeHead(recipe: SharedRecipe, pageUrl: string): string {
  const description = summaryOf(recipe);
  return [
    `<title>${escapeUTF8(recipe.title)} | ${SITE_NAME}</title>`,
    meta('name', 'description', description),
    // A link is for the people it is sent to, not for search results.
    meta('name', 'robots', 'noindex'),
    meta('property', 'og:title', recipe.title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:site_name', SITE_NAME),
    ...photoUrls(recipe, pageUrl)
      .slice(0, 1)
      .map((url) => meta('property', 'og:image', url)),
    `<script type="application/ld+json">${scriptJson(recipeJsonLd(recipe, pageUrl))}</script>`,
  ].join('\n    ');
}

/** The head of a link that opens nothing (unknown or revoked). */
export function missingRecipeHead(): string {
  return [`<title>Recipe Not Found | ${SITE_NAME}</title>`, meta('name', 'robots', 'noindex')].join('\n    ');
}

/** The web app's index.html with `head` in place of its own title and description. */
export function withHead(indexHtml: string, head: string): string {
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(/<\/head>/i, `  ${head}\n  </head>`);
}
