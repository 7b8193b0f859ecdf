/**
 * Tandoor: a zip of zips, each holding `recipe.json` and `image.*`. Steps carry their own
 * ingredients; a named step is a group of both, and an ingredient marked `is_header` heads a group.
 */
import type { LineGroup } from '@cookmark/contracts';
import type { CollectionPhoto, CollectionRecipe } from '../collection-recipe.ts';
import * as fields from '../recipe-fields.ts';

type Json = Record<string, unknown>;

export function isTandoorRecipe(json: unknown): json is Json {
  return (
    json !== null &&
    typeof json === 'object' &&
    'steps' in json &&
    Array.isArray(json.steps) &&
    json.steps.every((step) => step !== null && typeof step === 'object' && 'ingredients' in step)
  );
}

const nameOf = (value: unknown): string =>
  value !== null && typeof value === 'object' ? String((value as Json)['name'] ?? '') : '';

/** '2 oz New Mexico chile, dry, 57 g': amount, unit, food, then the note after a comma. */
function ingredientText(item: Json): string {
  const amount = item['no_amount'] === true ? '' : fields.amountText(item['amount']);
  const line = fields.joinWords(amount, nameOf(item['unit']), nameOf(item['food']));
  const note = fields.textOrNull(item['note']);
  return note === null ? line : line === '' ? note : `${line}, ${note}`;
}

const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

export function readTandoor(json: Json, photo: CollectionPhoto | null): CollectionRecipe {
  const ingredientGroups: LineGroup[] = [];
  const instructionGroups: LineGroup[] = [];
  for (const step of asList(json['steps'])) {
    const name = fields.textOrNull(step['name']);
    let group: LineGroup = { name, lines: [] };
    ingredientGroups.push(group);
    for (const item of asList(step['ingredients'])) {
      if (item['is_header'] === true)
        ingredientGroups.push((group = { name: ingredientText(item), lines: [] }));
      else group.lines.push(ingredientText(item));
    }
    instructionGroups.push({ name, lines: fields.stepLines(String(step['instruction'] ?? '')) });
  }
  const minutes = (value: unknown): number => (typeof value === 'number' && value > 0 ? value : 0);
  const total = minutes(json['working_time']) + minutes(json['waiting_time']);
  return {
    ...fields.blankRecipe(String(json['name'] ?? '')),
    description: fields.textOrNull(json['description']),
    ingredientGroups: mergeUnnamed(ingredientGroups),
    instructionGroups: mergeUnnamed(instructionGroups),
    prepTime: fields.timeText(minutes(json['working_time']) || null),
    cookTime: fields.timeText(minutes(json['waiting_time']) || null),
    totalTime: fields.timeText(total || null),
    servings: fields.servingsOf(fields.textOrNull(json['servings_text']) ?? json['servings']),
    tags: fields.tagList(json['keywords']),
    sourceUrl: fields.webAddress(json['source_url']),
    photo,
  };
}

/** Groups without lines dropped, and unnamed groups that follow each other made one. */
function mergeUnnamed(groups: LineGroup[]): LineGroup[] {
  const merged: LineGroup[] = [];
  for (const group of groups.filter((g) => g.lines.length > 0)) {
    const last = merged.at(-1);
    if (last && last.name === null && group.name === null) last.lines.push(...group.lines);
    else merged.push({ name: group.name, lines: [...group.lines] });
  }
  return merged;
}
