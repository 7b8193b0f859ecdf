/**
 * A rule of the extraction pipeline: it looks at the recipe drafted so far and at the page, and
 * when it applies, changes the draft (takes a list from another source, drops heading lines, ...).
 * Rules run in the order of rules/index.ts; the report names the rules that changed the recipe.
 */
import type { Candidate } from '../candidate.ts';
import type { Page } from '../read/sources.ts';
import type { ExtractionMethod, PartSources } from '../types.ts';

export type { Page, Source } from '../read/sources.ts';

/** The recipe as the rules have it so far. */
export interface Draft {
  /** Starts as a shallow copy of the winning source's candidate (its lists are shared). */
  c: Candidate;
  /** Plain-words notes for the report, in the order the rules add them. */
  warnings: string[];
  /** The source the steps came from (headings are kept in JSON-LD steps, dropped elsewhere). */
  instructionsFrom: ExtractionMethod;
  /** Where the ingredients and the steps came from and why, when a rule chose (rules/reconcile.ts). */
  parts?: PartSources;
}

export interface Rule {
  /** Kebab-case, unique: what the report lists when the rule changed the recipe. */
  name: string;
  /** A cheap check whether the rule has anything to do for this draft and page. */
  applies(d: Draft, page: Page): boolean;
  /** Change the draft; true when the recipe changed. */
  apply(d: Draft, page: Page): boolean;
}

/** Whether two lists differ (same array, or same items in order, is no change). */
export function changedList(a: readonly string[], b: readonly string[]): boolean {
  return a.length !== b.length || a.some((x, i) => x !== b[i]);
}

/** Keep the steps `keep` accepts, in the list and in its sections (emptied sections go). */
export function keepSteps(d: Draft, keep: (step: string) => boolean): void {
  d.c.instructions = d.c.instructions.filter(keep);
  d.c.instructionSections = d.c.instructionSections
    .map((sec) => ({ name: sec.name, instructions: sec.instructions.filter(keep) }))
    .filter((sec) => sec.instructions.length > 0);
}

/** Keep the ingredient lines `keep` accepts, in the list and in its sections (emptied sections go). */
export function keepIngredients(d: Draft, keep: (line: string) => boolean): void {
  d.c.ingredients = d.c.ingredients.filter(keep);
  d.c.ingredientSections = d.c.ingredientSections
    .map((sec) => ({ name: sec.name, ingredients: sec.ingredients.filter(keep) }))
    .filter((sec) => sec.ingredients.length > 0);
}
