/**
 * A recipe as a schema.org Recipe (JSON-LD), as Nextcloud Cookbook keeps it in `recipe.json` and
 * Mealie and Tandoor import it (issue #33). What schema.org has no field for (named ingredient
 * groups, notes, times as the person wrote them, a description's line breaks) rides in one extension property, which other apps
 * ignore and Cookmark's importer reads back, so nothing is lost on the way round.
 */
import { howToInstructions, type LineGroup } from '@cookmark/contracts';
import { isoDuration, toMinutes } from '@cookmark/kitchen';

/** The extension property; its name is also the importer's (services/parser/src/collections). */
export const COOKMARK_EXTENSION = 'cookmark:recipe';

/** What a library export needs of a recipe. */
export interface LibraryRecipe {
  title: string;
  description: string | null;
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
  notes: string | null;
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  servings: number;
  tags: string[];
  sourceUrl: string | null;
  createdAt?: string;
}

const iso = (text: string | null): string | undefined => isoDuration(toMinutes(text)) ?? undefined;

/** The recipe's JSON-LD; `image` names its photo file beside it, when it has one. */
export function recipeJsonLd(recipe: LibraryRecipe, image: string | null): Record<string, unknown> {
  const notes = (recipe.notes ?? '').split('\n').filter((line) => line.trim() !== '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    ...(recipe.description ? { description: recipe.description } : {}),
    ...(image ? { image } : {}),
    recipeYield: recipe.servings,
    ...(iso(recipe.prepTime) ? { prepTime: iso(recipe.prepTime) } : {}),
    ...(iso(recipe.cookTime) ? { cookTime: iso(recipe.cookTime) } : {}),
    ...(iso(recipe.totalTime) ? { totalTime: iso(recipe.totalTime) } : {}),
    recipeIngredient: recipe.ingredientGroups.flatMap((group) => group.lines),
    recipeInstructions: howToInstructions(recipe.instructionGroups),
    keywords: recipe.tags.join(','),
    ...(recipe.sourceUrl ? { url: recipe.sourceUrl } : {}),
    ...(recipe.createdAt ? { dateCreated: recipe.createdAt } : {}),
    [COOKMARK_EXTENSION]: {
      description: recipe.description,
      ingredientGroups: recipe.ingredientGroups,
      instructionGroups: recipe.instructionGroups,
      notes,
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      totalTime: recipe.totalTime,
      servings: recipe.servings,
      tags: recipe.tags,
    },
  };
}
