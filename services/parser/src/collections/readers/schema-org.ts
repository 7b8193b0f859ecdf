/**
 * schema.org Recipe JSON-LD files (Nextcloud Cookbook's `recipe.json`, a folder of `.json` or
 * `.jsonld` files, Cookmark's own library export), read by the parser's extraction as a page
 * holding only that JSON-LD would be, so every rule of reading structured data applies.
 */
import type { LineGroup } from '@cookmark/contracts';
import { extractRecipe } from '../../extract/index.ts';
import type { CollectionPhoto, CollectionRecipe } from '../collection-recipe.ts';
import { blankRecipe, ratingOf, webAddress } from '../recipe-fields.ts';

type Json = Record<string, unknown>;

/** The property Cookmark's export adds for what schema.org has no field for (issue #33). */
export const COOKMARK_EXTENSION = 'cookmark:recipe';

/** What the extension holds: the groups, notes and rating as Cookmark keeps them. */
export interface CookmarkExtension {
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
  notes: string[];
  rating: number | null;
}

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
  const notes = Array.isArray(ext['notes'])
    ? ext['notes'].filter((n): n is string => typeof n === 'string')
    : [];
  return { ingredientGroups, instructionGroups, notes, rating: ratingOf(ext['rating']) };
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
    ...blankRecipe(read.title),
    description: read.description.trim() || null,
    ingredientGroups: extension?.ingredientGroups ?? read.ingredientGroups,
    instructionGroups: extension?.instructionGroups ?? read.instructionGroups,
    notes: extension?.notes ?? read.notes,
    prepTime: read.prepTime,
    cookTime: read.cookTime,
    totalTime: read.totalTime,
    servings: read.servings,
    tags: read.tags,
    sourceUrl: address,
    rating: extension?.rating ?? null,
    photo: photo ?? (read.image ? { url: read.image } : null),
  };
}
