/**
 * A recipe keeps its structure: its ingredients and its steps each come in groups, a heading
 * ('Dressing', 'Pour la pâte à crêpes') or none, then the group's lines. A recipe without
 * headings is one unnamed group.
 *
 * Beside the groups, a recipe (and a parsed recipe) keeps the spec's flat `ingredients` and
 * `instructions` lists, for search and for any consumer that needs one list. They follow one
 * convention, which {@link ingredientLines} and {@link instructionLines} apply:
 * - `ingredients`: every group's lines, in order; a heading is never an ingredient.
 * - `instructions`: every group's lines, in order, each named group's name first as an entry of
 *   its own: what imported recipes have always stored and what the parser corpus expects.
 * Screens, scaling, grocery lists and exports read the groups: they show a name as a subheading,
 * never number it as a step and never tick it as an ingredient.
 */
export interface LineGroup {
  name: string | null;
  lines: string[];
}

/** The ingredient list of groups: their lines, headings left out. */
export function ingredientLines(groups: readonly LineGroup[]): string[] {
  return groups.flatMap((group) => group.lines);
}

/** The flat step list of groups: each named group's name, then its lines. */
export function instructionLines(groups: readonly LineGroup[]): string[] {
  return groups.flatMap((group) => (group.name === null ? group.lines : [group.name, ...group.lines]));
}

/** Lines without headings as groups: one unnamed group, or none for no lines. */
export function singleGroup(lines: readonly string[]): LineGroup[] {
  return lines.length > 0 ? [{ name: null, lines: [...lines] }] : [];
}

/** The groups' shape filled with other lines, position by position. */
function refill(groups: readonly LineGroup[], lines: readonly string[]): LineGroup[] {
  let at = 0;
  return groups.map((group) => {
    const filled = { name: group.name, lines: lines.slice(at, at + group.lines.length) };
    at += group.lines.length;
    return filled;
  });
}

/**
 * A new ingredient list put back into the groups it replaces: when it has as many lines (an
 * ingredient substituted in place), each line stays in its group; otherwise one unnamed group.
 */
export function regroupIngredients(groups: readonly LineGroup[], lines: readonly string[]): LineGroup[] {
  return ingredientLines(groups).length === lines.length ? refill(groups, lines) : singleGroup(lines);
}

/**
 * A new flat step list put back into the groups it replaces: when it keeps every group name at
 * its place and has as many entries, the names stay headings; otherwise one unnamed group.
 */
export function regroupInstructions(groups: readonly LineGroup[], lines: readonly string[]): LineGroup[] {
  const old = instructionLines(groups);
  if (old.length !== lines.length) return singleGroup(lines);
  const steps: string[] = [];
  let at = 0;
  for (const group of groups) {
    if (group.name !== null) {
      if (lines[at] !== group.name) return singleGroup(lines);
      at += 1;
    }
    steps.push(...lines.slice(at, at + group.lines.length));
    at += group.lines.length;
  }
  return refill(groups, steps);
}
