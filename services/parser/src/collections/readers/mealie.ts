/**
 * Mealie (v0.x export): `recipes/<slug>/<slug>.json` with `images/original.webp` beside it. An
 * ingredient or step with a `title` starts a group of that name.
 */
import type { LineGroup } from '@cookmark/contracts';
import type { CollectionPhoto, CollectionRecipe } from '../collection-recipe.ts';
import * as fields from '../recipe-fields.ts';

type Json = Record<string, unknown>;

export function isMealieRecipe(json: unknown): json is Json {
  return json !== null && typeof json === 'object' && 'recipe_ingredient' in json && 'name' in json;
}

/** Items into groups: an item with a title starts a group under that title. */
function titledGroups(items: unknown, text: (item: Json) => string): LineGroup[] {
  const groups: LineGroup[] = [];
  let current: LineGroup = { name: null, lines: [] };
  for (const item of Array.isArray(items) ? items : []) {
    const entry: Json = typeof item === 'string' ? { text: item } : (item as Json);
    const title = fields.textOrNull(entry['title']);
    if (title !== null) {
      if (current.lines.length > 0) groups.push(current);
      current = { name: title, lines: [] };
    }
    const line = text(entry).replace(/\s+/g, ' ').trim();
    if (line !== '') current.lines.push(line);
  }
  if (current.lines.length > 0) groups.push(current);
  return groups;
}

/** An ingredient: its note alone when amounts are off (what v0.x writes), else amount, unit, food, note. */
function ingredientText(item: Json): string {
  const name = (value: unknown): string =>
    typeof value === 'string'
      ? value
      : value && typeof value === 'object'
        ? String((value as Json)['name'] ?? '')
        : '';
  if (item['disable_amount'] !== false) return String(item['note'] ?? item['text'] ?? '');
  return fields.joinWords(
    fields.amountText(item['quantity']),
    name(item['unit']),
    name(item['food']),
    String(item['note'] ?? ''),
  );
}

export function readMealie(json: Json, photo: CollectionPhoto | null): CollectionRecipe {
  const notes = Array.isArray(json['notes'])
    ? (json['notes'] as Json[]).map((note) =>
        fields.joinWords(String(note['title'] ?? ''), String(note['text'] ?? '')),
      )
    : [];
  return {
    ...fields.blankRecipe(String(json['name'] ?? '')),
    description: fields.textOrNull(json['description']),
    ingredientGroups: titledGroups(json['recipe_ingredient'], ingredientText),
    instructionGroups: titledGroups(json['recipe_instructions'], (item) => String(item['text'] ?? '')),
    notes: notes.filter((note) => note !== ''),
    prepTime: fields.timeText(json['prep_time']),
    cookTime: fields.timeText(json['perform_time'] ?? json['cook_time']),
    totalTime: fields.timeText(json['total_time']),
    servings: fields.servingsOf(json['recipe_yield']),
    tags: fields.tagList(json['recipe_category'], json['tags']),
    sourceUrl: fields.webAddress(json['org_url']),
    rating: fields.ratingOf(json['rating']),
    photo,
  };
}
