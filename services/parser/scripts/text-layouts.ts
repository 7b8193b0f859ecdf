/**
 * A corpus recipe written out as plain text in the layouts people paste: from a note with
 * headings, a printed card, an e-mail, a chat message (for `eval:text-import`, and the page
 * images of `render-recipe-pages.ts`). Each layout writes what a person would: the title first,
 * servings and times on a line, the ingredient groups under their names, the steps.
 */
import { parseIngredientLine } from '@cookmark/kitchen';

export interface CorpusRecipe {
  title: string;
  description?: string;
  ingredients: string[];
  ingredient_groups?: { ingredients: string[]; purpose: string | null }[];
  instructions_list?: string[];
  yields?: string | number | null;
  prep_time?: number | null;
  cook_time?: number | null;
  total_time?: number | null;
}

export const LAYOUTS = ['headed', 'card', 'no-headings', 'quantities-first', 'e-mail', 'message'] as const;
export type Layout = (typeof LAYOUTS)[number];

const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

function groupsOf(recipe: CorpusRecipe): { name: string | null; lines: string[] }[] {
  const groups = recipe.ingredient_groups?.length
    ? recipe.ingredient_groups.map((g) => ({ name: g.purpose, lines: g.ingredients }))
    : [{ name: null, lines: recipe.ingredients }];
  return groups.map((g) => ({
    name: g.name ? oneLine(g.name) : null,
    lines: g.lines.map(oneLine).filter(Boolean),
  }));
}

const steps = (recipe: CorpusRecipe): string[] =>
  (recipe.instructions_list ?? []).map(oneLine).filter(Boolean);

/** 'Serves 4' from '4 servings', 'Makes 12 items' from '12 items'. */
function servingsLine(recipe: CorpusRecipe): string | null {
  const y = recipe.yields;
  if (y === null || y === undefined || y === '') return null;
  const text = String(y);
  return /serving/i.test(text) || /^\d+$/.test(text)
    ? `Serves ${Number.parseInt(text, 10)}`
    : `Makes ${text}`;
}

function timesLine(recipe: CorpusRecipe, separator: string): string | null {
  const parts = [
    recipe.prep_time ? `Prep ${recipe.prep_time} min` : null,
    recipe.cook_time ? `Cook ${recipe.cook_time} min` : null,
    recipe.total_time ? `Total ${recipe.total_time} min` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join(separator) : null;
}

/** Words wrapped at `width` columns, as a plain-text e-mail sends a paragraph. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The amount and unit of a line padded to a column, then the rest ('2 cups      flour'). */
function amountColumn(line: string): string {
  const parsed = parseIngredientLine(line);
  if (parsed.quantity === null) return `${' '.repeat(12)}${line}`;
  const match = /^[\d\s.,/½⅓⅔¼¾⅛⅜⅝⅞-]+(?:\s*\p{L}{1,12}\.?)?/u.exec(line);
  const head = match && parsed.unit ? match[0].trim() : (/^\S+/.exec(line)?.[0] ?? '');
  return `${head.padEnd(12)}${line.slice(head.length).trim()}`;
}

export function renderRecipe(recipe: CorpusRecipe, layout: Layout): string {
  const title = oneLine(recipe.title);
  const groups = groupsOf(recipe);
  const method = steps(recipe);
  const serves = servingsLine(recipe);
  const out: string[] = [];
  switch (layout) {
    case 'headed':
      out.push(title, '');
      if (serves) out.push(serves);
      out.push(timesLine(recipe, ' | ') ?? '', '', 'Ingredients');
      for (const g of groups) out.push(...(g.name ? ['', `${g.name}:`] : []), ...g.lines);
      out.push('', 'Method');
      method.forEach((s, i) => out.push(`${i + 1}. ${s}`));
      break;
    case 'card':
      out.push(title, serves ?? '', 'INGREDIENTS:');
      for (const g of groups)
        out.push(...(g.name ? [g.name.toUpperCase()] : []), ...g.lines.map((l) => `- ${l}`));
      out.push('DIRECTIONS:', ...method);
      out.push(timesLine(recipe, ', ') ?? '');
      break;
    case 'no-headings':
      out.push(title, '');
      for (const g of groups) out.push(...(g.name ? [g.name] : []), ...g.lines, '');
      for (const s of method) out.push(s, '');
      break;
    case 'quantities-first':
      out.push(title, timesLine(recipe, '   ') ?? '', '', 'You will need');
      for (const g of groups) out.push(...(g.name ? ['', `${g.name}:`] : []), ...g.lines.map(amountColumn));
      out.push('', 'Steps');
      method.forEach((s, i) => out.push('', `Step ${i + 1}`, s));
      break;
    case 'e-mail':
      out.push(`Recipe: ${title}`, '');
      if (recipe.description) out.push(...wrap(oneLine(recipe.description), 72), '');
      if (serves) out.push(serves, '');
      for (const g of groups) out.push(...(g.name ? [`${g.name}:`] : []), ...g.lines, '');
      for (const s of method) out.push(...wrap(s, 72), '');
      break;
    case 'message':
      out.push(`${title} 😋`, '🛒 Ingredients:');
      for (const g of groups) out.push(...(g.name ? [`${g.name}:`] : []), ...g.lines.map((l) => `• ${l}`));
      out.push('👩‍🍳 Method:');
      method.forEach((s, i) => out.push(`${i + 1}) ${s}`));
      break;
  }
  return out.join('\n');
}
