/**
 * The recipe's groups (a heading or none, then lines) from the sections the extraction found,
 * fitted to the final flat lists. The rules that clean the flat lists (bullets, credit lines,
 * headings of the whole list) drop lines without touching the sections, so each flat entry is
 * looked up in the sections in order: the groups then hold exactly the flat lists' lines, and
 * `ingredientLines` / `instructionLines` (contracts) give the flat lists back.
 */
import type { LineGroup } from '@cookmark/contracts';
import { singleGroup } from '@cookmark/contracts';

export interface Section {
  name: string | null;
  lines: string[];
}

interface Token {
  group: number;
  heading: boolean;
  key: string;
}

const headingKey = (s: string): string =>
  s
    .replace(/[\s:：]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** A group name as a subheading shows it: without the colon that introduced its lines. */
const groupName = (s: string | null): string | null =>
  s
    ?.replace(/\p{Cf}/gu, '')
    .replace(/[\s:：]+$/u, '')
    .trim() || null;

/** Each flat entry's token: the first one at or after the previous match with its text; null when one has none. */
function matchByText(tokens: readonly Token[], flat: readonly string[]): Token[] | null {
  const matched: Token[] = [];
  let at = 0;
  for (const entry of flat) {
    const key = headingKey(entry);
    let found = -1;
    for (let i = at; i < tokens.length && found < 0; i++) {
      const token = tokens[i] as Token;
      if (token.heading ? token.key === key : token.key === entry) found = i;
    }
    if (found < 0) return null;
    matched.push(tokens[found] as Token);
    at = found + 1;
  }
  return matched;
}

export interface FitOptions {
  /** The cleanup the flat list's lines went through ('• 1 egg' → '1 egg'). */
  tidy: (line: string) => string;
  /** The flat list carries each group name as an entry of its own (the steps). */
  namesInList: boolean;
  /** A name that heads the whole list ('Ingredients (11)'), not one group of it. */
  isListHeading?: (name: string) => boolean;
}

/**
 * Groups holding the flat list's lines, in order, under the names of the sections they came
 * from. With `namesInList`, a name missing from the flat list is not a heading of the list (a
 * title of the whole method, say). Lines are matched by text; sections written otherwise than
 * the list (a plugin card beside the structured data) by position when they hold as many
 * entries. Else, or when no group is left with a name, one unnamed group.
 */
export function fitGroups(
  sections: readonly Section[],
  flat: readonly string[],
  options: FitOptions,
): LineGroup[] {
  const { tidy, namesInList, isListHeading = () => false } = options;
  const named = (name: string | null): string | null => {
    const shown = groupName(name);
    return shown !== null && !isListHeading(shown) ? shown : null;
  };
  if (!sections.some((s) => named(s.name) !== null)) return singleGroup(flat);
  const tokens: Token[] = sections.flatMap((section, group) => [
    ...(namesInList && section.name !== null
      ? [{ group, heading: true, key: headingKey(section.name) }]
      : []),
    ...section.lines.map((line) => ({ group, heading: false, key: tidy(line) })),
  ]);
  const matched = matchByText(tokens, flat) ?? (tokens.length === flat.length ? tokens : null);
  if (!matched) return singleGroup(flat);
  const groups: LineGroup[] = sections.map((s) => ({ name: namesInList ? null : named(s.name), lines: [] }));
  matched.forEach((token, i) => {
    const group = groups[token.group] as LineGroup;
    const entry = flat[i] as string;
    if (token.heading) group.name = groupName(entry);
    else group.lines.push(entry);
  });
  // A name that stayed in the step list keeps its place even without lines (a part whose steps
  // are all in sub-parts); other empty groups are gone.
  const kept = groups.filter((g) => g.lines.length > 0 || (namesInList && g.name !== null));
  return kept.some((g) => g.name !== null) ? kept : singleGroup(flat);
}
