import { type LineGroup, normalizeLines, singleGroup } from '@cookmark/contracts';

/**
 * What screens render: a recipe's groups (contracts' recipe-groups.ts). An answer without them
 * (a parse result cached before groups existed) is its flat list as one unnamed group.
 */
export function groupsOf(groups: readonly LineGroup[] | undefined, flat: readonly string[]): LineGroup[] {
  return groups ? groups.filter((group) => group.lines.length > 0 || group.name) : singleGroup(flat);
}

/** A group as a numbered list shows it: `start` is the number of its first line within the recipe. */
export interface NumberedGroup extends LineGroup {
  start: number;
}

/** Lines are numbered across the recipe, headings never counted: 'Salade' after 5 steps starts at 6. */
export function numberedGroups(groups: readonly LineGroup[]): NumberedGroup[] {
  let next = 1;
  return groups.map((group) => {
    const numbered = { ...group, start: next };
    next += group.lines.length;
    return numbered;
  });
}

/** The first `count` lines of the groups, each under its heading (for short previews). */
export function firstLines(groups: readonly LineGroup[], count: number): LineGroup[] {
  const shown: LineGroup[] = [];
  let left = count;
  for (const group of groups) {
    if (left <= 0) break;
    const lines = group.lines.slice(0, left);
    if (lines.length > 0) shown.push({ name: group.name, lines });
    left -= lines.length;
  }
  return shown;
}

export const lineCount = (groups: readonly LineGroup[]): number =>
  groups.reduce((sum, group) => sum + group.lines.length, 0);

/** A group as the form edits it: a heading (null for lines under none) and its lines as typed. */
export interface GroupDraft {
  /** Stable across edits and moves, for React keys and field ids. */
  key: string;
  name: string | null;
  lines: string;
}

let drafts = 0;
const draftKey = () => `g${(drafts += 1)}`;

export function draftsFrom(groups: readonly LineGroup[]): GroupDraft[] {
  const shown: readonly LineGroup[] = groups.length > 0 ? groups : [{ name: null, lines: [] }];
  return shown.map((group) => ({
    key: draftKey(),
    name: group.name,
    lines: group.lines.join('\n'),
  }));
}

/** The drafts as groups: names trimmed (empty is none), blank lines and empty groups dropped. */
export function groupsFromDrafts(groups: readonly GroupDraft[]): LineGroup[] {
  return groups
    .map((group) => ({ name: group.name?.trim() || null, lines: normalizeLines(group.lines) }))
    .filter((group) => group.lines.length > 0);
}

/** A new group with an empty heading, after the others. */
export const withNewGroup = (groups: readonly GroupDraft[]): GroupDraft[] => [
  ...groups,
  { key: draftKey(), name: '', lines: '' },
];

/** The group at `index` swapped with its neighbour above (-1) or below (+1). */
export function moved(groups: readonly GroupDraft[], index: number, by: -1 | 1): GroupDraft[] {
  const to = index + by;
  if (to < 0 || to >= groups.length) return [...groups];
  const next = [...groups];
  [next[index], next[to]] = [next[to] as GroupDraft, next[index] as GroupDraft];
  return next;
}

/**
 * The heading at `index` removed: its lines join the group above; the first group's lines stay
 * where they are, under no heading.
 */
export function withoutHeading(groups: readonly GroupDraft[], index: number): GroupDraft[] {
  const group = groups[index];
  if (!group) return [...groups];
  if (index === 0) return [{ ...group, name: null }, ...groups.slice(1)];
  const above = groups[index - 1] as GroupDraft;
  const lines = [above.lines.trimEnd(), group.lines.trim()].filter((text) => text !== '').join('\n');
  return [...groups.slice(0, index - 1), { ...above, lines }, ...groups.slice(index + 1)];
}
