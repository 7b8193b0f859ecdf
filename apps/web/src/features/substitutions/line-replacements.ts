import type { LineGroup } from '@cookmark/contracts';

/** One ingredient line swapped for a substitute: what the recipe says, and what it says now. */
export interface Replacement {
  original: string;
  text: string;
}

/**
 * Spec §4 'Recipe detail local state' and 'AI substitutions': replacements by a line's place in
 * the recipe's ingredient list, and the undo stack. Each step remembers what its line held before
 * it, so Undo restores the latest replacement even when one line was replaced twice.
 */
export interface Replacements {
  byLine: ReadonlyMap<number, Replacement>;
  undo: readonly { line: number; before: Replacement | undefined }[];
}

export const NO_REPLACEMENTS: Replacements = { byLine: new Map(), undo: [] };

/** Line `line` (which reads `original` in the recipe) replaced by `text`; a newer replacement wins. */
export function withReplacement(
  state: Replacements,
  line: number,
  original: string,
  text: string,
): Replacements {
  const byLine = new Map(state.byLine);
  // A line replaced again still reads `original` in the recipe: the first replacement knew it.
  byLine.set(line, { original: state.byLine.get(line)?.original ?? original, text });
  return { byLine, undo: [...state.undo, { line, before: state.byLine.get(line) }] };
}

/** The latest replacement taken back; the same state when there is none. */
export function withoutLatest(state: Replacements): Replacements {
  const latest = state.undo.at(-1);
  if (!latest) return state;
  const byLine = new Map(state.byLine);
  if (latest.before) byLine.set(latest.line, latest.before);
  else byLine.delete(latest.line);
  return { byLine, undo: state.undo.slice(0, -1) };
}

/** The lines with their replacements applied. */
export function replacedLines(lines: readonly string[], state: Replacements): string[] {
  return lines.map((line, index) => state.byLine.get(index)?.text ?? line);
}

/** The groups with their replacements applied, counting lines across groups as the recipe does. */
export function replacedGroups(groups: readonly LineGroup[], state: Replacements): LineGroup[] {
  if (state.byLine.size === 0) return [...groups];
  let at = 0;
  return groups.map((group) => {
    const lines = group.lines.map((line, i) => state.byLine.get(at + i)?.text ?? line);
    at += group.lines.length;
    return { name: group.name, lines };
  });
}

/** Each replaced line's place and the text the recipe had there (to mark it as changed). */
export function originalsOf(state: Replacements): ReadonlyMap<number, string> {
  return new Map([...state.byLine].map(([line, { original }]) => [line, original]));
}
