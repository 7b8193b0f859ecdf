/**
 * The trained page reader as the last resort (issue #30): where the rules leave no plausible
 * ingredient list or method, the block models (block-model.ts, weights in block-weights.ts) read
 * the part from the page's best-scoring blocks. Measured by scripts/train-blocks.ts, each half
 * with the models trained on the other: in that role it gains on both halves, while as the first
 * reader it loses to the hand rules, so it stays the fallback (docs/parser-log.md).
 */
import { type BlockModels, featuredBlocks, readPart } from '../read/block-model.ts';
import { BLOCK_MODELS } from '../read/block-weights.ts';
import { isPlausible } from '../quality.ts';
import type { Draft, Page, Rule } from './types.ts';

/** Fewer ingredient lines than this is no list found (the trainer's MIN_FOUND). */
const MIN_INGREDIENTS = 2;

/** A method line of fewer words and characters than these says no step ('Zutaten', 'Plat'). */
const STEP_MIN_WORDS = 4;
const STEP_MIN_CHARS = 30;

/**
 * A method none of whose lines is long enough to be a step, or ends as a sentence, is no method:
 * the hand rules took a row of labels for it (tab names, the recipe's category and times), so the
 * model reads it. Issue #30: written against half b (springlane: 'Zutaten', 'Schritte').
 */
export const labelsOnly = (steps: readonly string[]): boolean =>
  steps.every(
    (s) =>
      s.length < STEP_MIN_CHARS &&
      s.trim().split(/\s+/).length < STEP_MIN_WORDS &&
      // A short sentence is a step ('Mix.'); a label ends without a stop.
      !/[.!?。]$/.test(s.trim()),
  );

const needs = (d: Draft): { ingredients: boolean; instructions: boolean } => {
  const plausible = isPlausible(d.c);
  return {
    ingredients: !plausible || d.c.ingredients.length < MIN_INGREDIENTS,
    instructions: !plausible || labelsOnly(d.c.instructions),
  };
};

/** The rule reading with `models` (the eval passes the models trained on the other half). */
export const trainedReaderWith = (models: BlockModels): Rule => ({
  name: 'parts-from-trained-reader',
  applies: (d) => {
    const n = needs(d);
    return n.ingredients || n.instructions;
  },
  apply: (d, page: Page) => {
    const n = needs(d);
    const blocks = featuredBlocks(page.fullDom());
    let changed = false;
    if (n.ingredients) {
      const lines = readPart(models.ingredients, blocks, 'ingredients', d.c.instructions);
      if (lines.length) {
        d.c.ingredients = lines;
        d.c.ingredientSections = [{ name: null, ingredients: lines }];
        d.parts = { ...d.parts, ingredients: { from: 'the page', why: 'read by the trained page reader' } };
        changed = true;
      }
    }
    if (n.instructions) {
      const lines = readPart(models.instructions, blocks, 'instructions', d.c.ingredients);
      if (lines.length) {
        d.c.instructions = lines;
        d.c.instructionSections = [{ name: null, instructions: lines }];
        d.instructionsFrom = 'enhanced-dom';
        d.parts = { ...d.parts, instructions: { from: 'the page', why: 'read by the trained page reader' } };
        changed = true;
      }
    }
    if (changed) d.warnings.push('Parts of the recipe were read by the trained page reader; check them.');
    return changed;
  },
});

export const trainedReader = trainedReaderWith(BLOCK_MODELS);
