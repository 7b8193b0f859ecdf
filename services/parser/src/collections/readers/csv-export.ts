/**
 * Apps that export a CSV file with a header row and a recipe a row (Plan to Eat, My Recipe Box):
 * columns are found by their names, so one reader serves every such app. A row's web addresses
 * are sorted by what they point at (an image is the photo, a page the source), since exports
 * shift them between columns.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import type { CollectionRecipe } from '../collection-recipe.ts';
import { addressPhoto } from '../photos.ts';
import * as fields from '../recipe-fields.ts';

/** Each field's column names, as the apps write them, compared without case, spaces or underscores. */
const COLUMNS = {
  title: ['title', 'name'],
  description: ['description', 'summary'],
  ingredients: ['ingredients'],
  directions: ['directions', 'instructions', 'method'],
  notes: ['notes'],
  prepTime: ['preptime', 'preparationtime'],
  cookTime: ['cooktime', 'cookingtime'],
  totalTime: ['totaltime'],
  servings: ['servings', 'quantity', 'yield'],
  tags: ['tags', 'categories', 'course', 'cuisine'],
  rating: ['rating'],
  addresses: ['source', 'url', 'originalpicture', 'photourl', 'image', 'picture', ''],
} as const;

const columnKey = (name: string): string => name.toLowerCase().replace(/[^a-z]/g, '');

type Row = Record<string, string>;

/** The rows of a CSV text, each by its columns' keys; null when it is not CSV with a header. */
function rowsOf(text: string): Row[] | null {
  let records: string[][];
  try {
    records = parseCsv(text, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch {
    return null;
  }
  const [header, ...rows] = records;
  if (!header) return null;
  const keys = header.map(columnKey);
  return rows.map((row) => {
    const byKey: Row = {};
    row.forEach((value, i) => {
      const key = keys[i] ?? '';
      byKey[key] = byKey[key] ? `${byKey[key]}\n${value}` : value;
    });
    return byKey;
  });
}

/** Whether a text is a recipe CSV: a header naming a title and ingredients. */
export function isRecipeCsv(text: string): boolean {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const keys = firstLine.split(',').map(columnKey);
  return COLUMNS.title.some((k) => keys.includes(k)) && keys.includes('ingredients');
}

const field = (row: Row, names: readonly string[]): string | null =>
  names.map((name) => fields.textOrNull(row[name])).find((value) => value !== null) ?? null;

/** An ingredient line that starts with a comma is a heading: what is left of 'amount name, note'. */
const isCsvHeading = (line: string): boolean => /^,\s*\S/.test(line) || fields.isHeadingLine(line);

export function readCsvExport(text: string): CollectionRecipe[] {
  return (rowsOf(text) ?? []).map((row): CollectionRecipe => {
    const addresses = COLUMNS.addresses
      .flatMap((name) => fields.textLines(row[name] ?? ''))
      .map(fields.webAddress);
    const web = addresses.filter((address): address is string => address !== null);
    const ingredients = fields.textLines(row['ingredients']).map((line) => line);
    return {
      ...fields.blankRecipe(field(row, COLUMNS.title) ?? ''),
      description: field(row, COLUMNS.description),
      ingredientGroups: fields.groupLines(ingredients, isCsvHeading).map((group) => ({
        name: group.name?.replace(/^,\s*/, '') ?? null,
        lines: group.lines,
      })),
      instructionGroups: fields.groupLines(fields.stepLines(field(row, COLUMNS.directions))),
      notes: fields.textLines(field(row, COLUMNS.notes)),
      prepTime: fields.timeText(field(row, COLUMNS.prepTime)),
      cookTime: fields.timeText(field(row, COLUMNS.cookTime)),
      totalTime: fields.timeText(field(row, COLUMNS.totalTime)),
      servings: fields.servingsOf(field(row, COLUMNS.servings)),
      tags: fields.tagList(...COLUMNS.tags.map((name) => row[name] ?? '')),
      sourceUrl: web.find((address) => !fields.isImageAddress(address)) ?? null,
      rating: fields.ratingOf(field(row, COLUMNS.rating)),
      photo: addressPhoto(web.find(fields.isImageAddress)),
    };
  });
}
