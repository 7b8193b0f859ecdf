/**
 * Chowdown (a Jekyll site): `_recipes/*.md`, each YAML front matter (title, image, tags,
 * ingredients, directions) then prose, which becomes the notes; photos in `images/`. A list item
 * that is a mapping ('For the sauce': [lines]) is a group.
 */
import type { LineGroup } from '@cookmark/contracts';
import { parse as parseYaml } from 'yaml';
import type { CollectionPhoto, CollectionRecipe } from '../collection-recipe.ts';
import * as fields from '../recipe-fields.ts';

const FRONT_MATTER = /^\uFEFF?---\s*\r?\n([\s\S]*?)\r?\n---\s*(?:\r?\n|$)/;

/** The front matter of a Markdown file when it names ingredients and directions, else null. */
export function chowdownFrontMatter(text: string): Record<string, unknown> | null {
  const match = FRONT_MATTER.exec(text);
  if (!match) return null;
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '', { maxAliasCount: 10 });
  } catch {
    return null;
  }
  if (data === null || typeof data !== 'object') return null;
  return 'ingredients' in data && 'directions' in data ? (data as Record<string, unknown>) : null;
}

/** A YAML list into groups: strings are lines, a mapping's keys are group names. */
function yamlGroups(value: unknown): LineGroup[] {
  const groups: LineGroup[] = [];
  const plain: LineGroup = { name: null, lines: [] };
  for (const item of Array.isArray(value) ? value : [value]) {
    if (typeof item === 'string' || typeof item === 'number') {
      const line = String(item).replace(/\s+/g, ' ').trim();
      if (line === '') continue;
      if (groups.at(-1) !== plain) groups.push(plain);
      plain.lines.push(line);
    } else if (item !== null && typeof item === 'object') {
      for (const [name, lines] of Object.entries(item)) {
        groups.push({ name, lines: yamlGroups(lines).flatMap((group) => group.lines) });
      }
    }
  }
  return groups.filter((group) => group.lines.length > 0);
}

/** Markdown prose as plain note lines: links keep their text. */
const proseLines = (markdown: string): string[] =>
  fields.textLines(markdown.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`#>]+/g, ''));

export function readChowdown(
  text: string,
  photoNamed: (name: string) => CollectionPhoto | null,
): CollectionRecipe {
  const data = chowdownFrontMatter(text) ?? {};
  const body = text.replace(FRONT_MATTER, '');
  const image = fields.textOrNull(data['image']);
  return {
    ...fields.blankRecipe(String(data['title'] ?? '')),
    description: fields.textOrNull(data['description']),
    ingredientGroups: yamlGroups(data['ingredients']),
    instructionGroups: yamlGroups(data['directions']),
    notes: proseLines(body),
    prepTime: fields.timeText(data['prep'] ?? data['prepTime']),
    cookTime: fields.timeText(data['cook'] ?? data['cookTime']),
    servings: fields.servingsOf(data['yield'] ?? data['servings']),
    tags: fields.tagList(data['tags']),
    sourceUrl: fields.webAddress(data['source'] ?? data['url']),
    photo: image === null ? null : fields.webAddress(image) ? { url: image } : photoNamed(image),
  };
}
