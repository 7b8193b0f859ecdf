/**
 * Cooklang (`.cook`): steps are paragraphs marked up in place: `@ingredient{quantity%unit}`,
 * `#cookware{}`, `~timer{quantity%unit}`; `>> key: value` lines (or YAML-like front matter) carry
 * the metadata, `= Section` lines name groups, `--` and `[- -]` are comments, `>` lines are notes.
 */
import type { LineGroup } from '@cookmark/contracts';
import type { CollectionPhoto, CollectionRecipe } from '../collection-recipe.ts';
import { addressPhoto } from '../photos.ts';
import * as fields from '../recipe-fields.ts';

/** A mention: `@name{amount}` (a name of several words needs the braces) or `@word`. */
const MENTION = /([@#~])(?:([^@#~{}\n]*?)\{([^}\n]*)\}|([\p{L}\p{N}_'-]+))/gu;
const METADATA = /^>>\s*([^:]+):\s*(.*)$/;
const SECTION = /^=+\s*(.*?)\s*=*$/;
const FRONT_MATTER = /^---\s*\n([\s\S]*?)\n---\s*(?:\n|$)/;

/** Whether a text reads as Cooklang: metadata lines or an ingredient with braces. */
export function isCooklang(text: string): boolean {
  return /^>>\s*[^:\n]+:/m.test(text) || /@[^@#~{}\n]*\{[^}\n]*\}/.test(text);
}

/** '500%g' → '500 g'; '3' → '3'; '' → ''. */
const quantityText = (amount: string): string =>
  amount
    .split('%')
    .map((part) => part.trim())
    .join(' ')
    .trim();

interface Reading {
  metadata: Map<string, string>;
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
  notes: string[];
}

function readText(source: string): Reading {
  const metadata = new Map<string, string>();
  const notes: string[] = [];
  const text = source
    .replace(/\r\n?/g, '\n')
    .replace(FRONT_MATTER, (_, block: string) => {
      for (const line of block.split('\n')) {
        const match = /^([^:]+):\s*(.*)$/.exec(line);
        if (match) metadata.set((match[1] ?? '').trim().toLowerCase(), (match[2] ?? '').trim());
      }
      return '';
    })
    .replace(/\[-[\s\S]*?-\]/g, '');
  const ingredientGroups: LineGroup[] = [{ name: null, lines: [] }];
  const instructionGroups: LineGroup[] = [{ name: null, lines: [] }];
  for (const paragraph of text.split(/\n\s*\n/)) {
    const stepParts: string[] = [];
    for (const raw of paragraph.split('\n')) {
      const line = raw.replace(/--.*$/, '').trim();
      const meta = METADATA.exec(line);
      const section = SECTION.exec(line);
      if (meta) metadata.set((meta[1] ?? '').trim().toLowerCase(), (meta[2] ?? '').trim());
      else if (line.startsWith('>')) notes.push(line.replace(/^>\s*/, ''));
      else if (section && line.startsWith('=')) {
        ingredientGroups.push({ name: section[1] || null, lines: [] });
        instructionGroups.push({ name: section[1] || null, lines: [] });
      } else if (line !== '') stepParts.push(line);
    }
    const step = stepParts
      .join(' ')
      .replace(MENTION, (_, sign: string, braced?: string, amount?: string, word?: string) => {
        const name = (braced ?? word ?? '').trim();
        if (sign === '@')
          ingredientGroups.at(-1)?.lines.push(fields.joinWords(quantityText(amount ?? ''), name));
        return sign === '~' ? fields.joinWords(name, quantityText(amount ?? '')) : name;
      });
    if (step.trim() !== '') instructionGroups.at(-1)?.lines.push(step.replace(/\s+/g, ' ').trim());
  }
  const filled = (groups: LineGroup[]): LineGroup[] => groups.filter((group) => group.lines.length > 0);
  return {
    metadata,
    ingredientGroups: filled(ingredientGroups),
    instructionGroups: filled(instructionGroups),
    notes,
  };
}

export function readCooklang(
  text: string,
  fileStem: string,
  photo: CollectionPhoto | null,
): CollectionRecipe {
  const { metadata, ingredientGroups, instructionGroups, notes } = readText(text);
  const meta = (...keys: string[]): string | null =>
    keys.map((key) => fields.textOrNull(metadata.get(key))).find((value) => value !== null) ?? null;
  return {
    ...fields.blankRecipe(meta('title') ?? fileStem),
    description: meta('description', 'introduction'),
    ingredientGroups,
    instructionGroups,
    notes,
    prepTime: fields.timeText(meta('prep time', 'time.prep')),
    cookTime: fields.timeText(meta('cook time', 'time.cook')),
    totalTime: fields.timeText(meta('time', 'duration', 'total time')),
    servings: fields.servingsOf(meta('servings', 'serves', 'yield')),
    tags: fields.tagList(meta('tags')?.replace(/^\[|\]$/g, '') ?? ''),
    sourceUrl: fields.webAddress(meta('source', 'source.url')),
    photo: photo ?? addressPhoto(meta('image')),
  };
}
