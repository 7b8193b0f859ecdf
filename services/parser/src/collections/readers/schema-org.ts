/**
 * schema.org Recipe JSON-LD files (Nextcloud Cookbook's `recipe.json`, a folder of `.json` or
 * `.jsonld` files, Cookmark's own library export), read by the parser's extraction as a page
 * holding only that JSON-LD would be, so every rule of reading structured data applies.
 */
import type { LineGroup } from '@cookmark/contracts';
import { COOKMARK_EXTENSION } from '@cookmark/export/library';
import { extractRecipe } from '../../extract/index.ts';
import type { CollectionPhoto, CollectionRecipe } from '../collection-recipe.ts';
import { blankRecipe, webAddress } from '../recipe-fields.ts';

type Json = Record<string, unknown>;

/** What the extension holds: what Cookmark keeps and schema.org has no field for (libs/export/src/library). */
export type CookmarkExtension = Pick<
  CollectionRecipe,
  | 'description'
  | 'ingredientGroups'
  | 'instructionGroups'
  | 'notes'
  | 'prepTime'
  | 'cookTime'
  | 'totalTime'
  | 'servings'
> & { tags: string[] | null };

const typesOf = (node: Json): string[] => [node['@type']].flat().map(String);

/** The Recipe node of parsed JSON-LD (itself, in a list, or in `@graph`), else null. */
export function schemaRecipeNode(json: unknown): Json | null {
  if (Array.isArray(json)) return json.map(schemaRecipeNode).find((node) => node !== null) ?? null;
  if (json === null || typeof json !== 'object') return null;
  const node = json as Json;
  if (typesOf(node).some((type) => /(?:^|[/:])Recipe$/.test(type))) return node;
  return node['@graph'] ? schemaRecipeNode(node['@graph']) : null;
}

/**
 * A list some exporters write as the text of a Python list ("['1 egg', '2 cups flour']"):
 * its strings, else the value as it was.
 */
export function listFromText(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*\[[\s\S]*\]\s*$/.test(value)) return value;
  const items: string[] = [];
  const item = /\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*(,|\])/gy;
  item.lastIndex = value.indexOf('[') + 1;
  for (let match = item.exec(value); match; match = item.exec(value)) {
    items.push(unescapePython(match[1] ?? match[2] ?? ''));
    if (match[3] === ']') return items;
  }
  return value;
}

const unescapePython = (text: string): string =>
  text.replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|.)/gi, (_, code: string) => {
    if (/^[xu]/i.test(code) && code.length > 1)
      return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    return code === 'n' ? '\n' : code === 't' ? '\t' : code;
  });

/** The extension's contents when they have the shape Cookmark writes, else null. */
function extensionOf(node: Json): CookmarkExtension | null {
  const value = node[COOKMARK_EXTENSION];
  if (value === null || typeof value !== 'object') return null;
  const ext = value as Json;
  const groups = (v: unknown): LineGroup[] | null =>
    Array.isArray(v) &&
    v.every(
      (g) =>
        g !== null &&
        typeof g === 'object' &&
        (g.name === null || typeof g.name === 'string') &&
        Array.isArray(g.lines) &&
        g.lines.every((line: unknown) => typeof line === 'string'),
    )
      ? (v as LineGroup[])
      : null;
  const ingredientGroups = groups(ext['ingredientGroups']);
  const instructionGroups = groups(ext['instructionGroups']);
  if (!ingredientGroups || !instructionGroups) return null;
  const texts = (v: unknown): string[] | null =>
    Array.isArray(v) ? v.filter((item): item is string => typeof item === 'string') : null;
  const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  const servings = ext['servings'];
  return {
    description: text(ext['description']),
    ingredientGroups,
    instructionGroups,
    notes: texts(ext['notes']) ?? [],
    prepTime: text(ext['prepTime']),
    cookTime: text(ext['cookTime']),
    totalTime: text(ext['totalTime']),
    servings: typeof servings === 'number' && Number.isInteger(servings) ? servings : null,
    tags: texts(ext['tags']),
  };
}

export function readSchemaRecipe(node: Json, photo: CollectionPhoto | null): CollectionRecipe {
  const cleaned: Json = { ...node };
  for (const key of [
    'recipeIngredient',
    'recipeInstructions',
    'keywords',
    'recipeCategory',
    'recipeCuisine',
  ]) {
    cleaned[key] = listFromText(node[key]);
  }
  for (const key of ['nutrition', 'review', 'video']) delete cleaned[key];
  const json = JSON.stringify({ '@context': 'https://schema.org', ...cleaned }).replace(/</g, '\\u003c');
  const address = webAddress(node['url']) ?? webAddress(node['mainEntityOfPage']);
  const page = `<html><head><script type="application/ld+json">${json}</script></head><body></body></html>`;
  const read = extractRecipe(page, address ?? '').recipe;
  const extension = extensionOf(node);
  return {
    // Our own export's name is the title the person kept: the page rules' site-suffix repair is for
    // templated web pages, and a round trip must give back what was written.
    ...blankRecipe((extension && typeof node['name'] === 'string' && node['name'].trim()) || read.title),
    description: extension ? extension.description : read.description.trim() || null,
    ingredientGroups: extension?.ingredientGroups ?? read.ingredientGroups,
    instructionGroups: extension?.instructionGroups ?? read.instructionGroups,
    notes: extension?.notes ?? read.notes,
    prepTime: extension ? extension.prepTime : read.prepTime,
    cookTime: extension ? extension.cookTime : read.cookTime,
    totalTime: extension ? extension.totalTime : read.totalTime,
    servings: extension?.servings ?? read.servings,
    tags: extension?.tags ?? read.tags,
    sourceUrl: address,
    photo: photo ?? (read.image ? { url: read.image } : null),
  };
}
