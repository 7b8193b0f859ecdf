/**
 * Paprika 3: a `.paprikarecipe` file is gzip-compressed JSON, the photo inside as base64
 * (`photo_data`); ingredients, directions and notes are text with a line each.
 */
import type { CollectionRecipe } from '../collection-recipe.ts';
import * as fields from '../recipe-fields.ts';

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
  const recipe = fields.blankRecipe(String(json['name'] ?? ''));
  const photo = typeof json['photo_data'] === 'string' ? Buffer.from(json['photo_data'], 'base64') : null;
  return {
    ...recipe,
    description: fields.textOrNull(json['description']),
    ingredientGroups: fields.groupLines(fields.textLines(String(json['ingredients'] ?? ''))),
    instructionGroups: fields.groupLines(fields.stepLines(String(json['directions'] ?? ''))),
    notes: fields.textLines(String(json['notes'] ?? '')),
    prepTime: fields.timeText(json['prep_time']),
    cookTime: fields.timeText(json['cook_time']),
    totalTime: fields.timeText(json['total_time']),
    servings: fields.servingsOf(json['servings']),
    tags: fields.tagList(json['categories']),
    sourceUrl: fields.webAddress(json['source_url']),
    rating: fields.ratingOf(json['rating']),
    photo:
      photo && photo.length > 0
        ? { bytes: new Uint8Array(photo), name: String(json['photo'] ?? 'photo.jpg') }
        : null,
  };
}
