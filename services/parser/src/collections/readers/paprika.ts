/**
 * Paprika 3: a `.paprikarecipe` file is gzip-compressed JSON, the photo inside as base64
 * (`photo_data`); ingredients, directions and notes are text with a line each.
 */
import type { CollectionRecipe } from '../collection-recipe.ts';
import {
  blankRecipe,
  groupLines,
  ratingOf,
  servingsOf,
  stepLines,
  tagList,
  textLines,
  textOrNull,
  timeText,
  webAddress,
} from '../recipe-fields.ts';

/** Whether parsed JSON is a Paprika recipe. */
export function isPaprikaRecipe(json: unknown): json is Record<string, unknown> {
  return (
    json !== null &&
    typeof json === 'object' &&
    'name' in json &&
    'ingredients' in json &&
    'directions' in json
  );
}

export function readPaprika(json: Record<string, unknown>): CollectionRecipe {
  const recipe = blankRecipe(String(json['name'] ?? ''));
  const photo = typeof json['photo_data'] === 'string' ? Buffer.from(json['photo_data'], 'base64') : null;
  return {
    ...recipe,
    description: textOrNull(json['description']),
    ingredientGroups: groupLines(textLines(String(json['ingredients'] ?? ''))),
    instructionGroups: groupLines(stepLines(String(json['directions'] ?? ''))),
    notes: textLines(String(json['notes'] ?? '')),
    prepTime: timeText(json['prep_time']),
    cookTime: timeText(json['cook_time']),
    totalTime: timeText(json['total_time']),
    servings: servingsOf(json['servings']),
    tags: tagList(json['categories']),
    sourceUrl: webAddress(json['source_url']),
    rating: ratingOf(json['rating']),
    photo:
      photo && photo.length > 0
        ? { bytes: new Uint8Array(photo), name: String(json['photo'] ?? 'photo.jpg') }
        : null,
  };
}
