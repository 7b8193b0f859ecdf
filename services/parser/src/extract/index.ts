/**
 * Recipe extraction engine: HTML string + page URL in, structured recipe + report out.
 * Pure code: no network, no I/O.
 *
 * A pipeline in three stages:
 *   1. sources.ts  every reading of the page (JSON-LD, microdata, RDFa, app data, DOM) proposes
 *                  candidates; the first structured one with content wins, else app data, else
 *                  the richest DOM candidate (report.method names the winner's kind);
 *   2. rules/      an ordered list of named rules checks the winner against the page and fills
 *                  what it lacks from the other candidates (each such recovery adds a warning;
 *                  report.rules names the rules that changed the recipe);
 *   3. finish.ts   the recipe and its report.
 *
 * extractRecipe() always returns a result (never null): `report.success` is false when the page
 * does not give a title plus at least one ingredient and one instruction.
 */
import { finish } from './finish.ts';
import { parseHtml } from './read/dom.ts';
import { readableTextFromIndex } from './read/readable.ts';
import { RULES, runRules } from './rules/index.ts';
import type { Rule } from './rules/types.ts';
import type { Draft } from './rules/types.ts';
import { emptyCandidate } from './candidate.ts';
import { isPlausible } from './quality.ts';
import { readSources, stripHeavy } from './read/sources.ts';
import type { ExtractionResult, ParsedRecipe } from './types.ts';

export type {
  ExtractionMethod,
  ExtractionReport,
  ExtractionResult,
  ParsedRecipe,
  RecipeSection,
} from './types.ts';
export { formatMinutes, parseIsoDuration, parseTextDuration, toMinutes } from '@cookmark/kitchen';
export { parseYield } from './yields.ts';
export { completenessScore, foundData } from './finish.ts';
export { groupHeadingLines } from './rules/ingredients.ts';
export { splitNumberedBlob } from './rules/tidy.ts';
export { RULES } from './rules/index.ts';
export { isPlausible, plausibility, PROBLEM_WARNINGS } from './quality.ts';

/**
 * Whether the recipe is good enough to keep without rendering the page in a browser or asking
 * the AI: a title, at least 2 ingredients and at least 1 instruction step.
 */
export function isComplete(recipe: Pick<ParsedRecipe, 'title' | 'ingredients' | 'instructions'>): boolean {
  return !!recipe.title && recipe.ingredients.length >= 2 && recipe.instructions.length >= 1;
}

/**
 * Whether the recipe can be kept as it is: complete, and it passes the quality gate (quality.ts:
 * its lines do not read like navigation, repeated headings or the method). Otherwise the import
 * pipeline renders the page in a browser, then asks the AI when configured.
 */
export function isGoodEnough(recipe: Pick<ParsedRecipe, 'title' | 'ingredients' | 'instructions'>): boolean {
  return isComplete(recipe) && isPlausible(recipe);
}

/** `rules` defaults to RULES; the eval passes them with the page reader trained on one half. */
export function extractRecipe(
  html: string,
  pageUrl: string,
  rules: readonly Rule[] = RULES,
): ExtractionResult {
  const page = readSources(html, pageUrl);
  const draft: Draft = {
    c: page.primary ? { ...page.primary.candidate } : emptyCandidate(),
    warnings: [...page.warnings],
    instructionsFrom: page.method,
  };
  const fired = runRules(draft, page, rules);
  return finish(draft, page, fired);
}

/** The page's main readable text (for AI extraction), one block per line. */
export function readableText(html: string): string {
  return readableTextFromIndex(parseHtml(stripHeavy(html)));
}
