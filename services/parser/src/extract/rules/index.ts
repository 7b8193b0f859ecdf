/**
 * The extraction rules, in the order they run: the structured data reconciled with the page, where
 * the ingredient list comes from and how it is shown, where the steps come from, the other fields,
 * tidying of the lines, then the trained page reader for a part still missing. Each rule is
 * `{ name, applies, apply }` (types.ts); the report lists the names of the rules that changed the
 * recipe.
 */
import { FIELD_RULES } from './fields.ts';
import { INGREDIENT_RULES } from './ingredients.ts';
import { INSTRUCTION_RULES } from './instructions.ts';
import { RECONCILE_RULES } from './reconcile.ts';
import { TIDY_RULES } from './tidy.ts';
import type { BlockModels } from '../read/block-model.ts';
import { trainedReader, trainedReaderWith } from './trained-reader.ts';
import type { Draft, Page, Rule } from './types.ts';

export type { Draft, Page, Rule } from './types.ts';

export const RULES: readonly Rule[] = [
  ...RECONCILE_RULES,
  ...INGREDIENT_RULES,
  ...INSTRUCTION_RULES,
  ...FIELD_RULES,
  ...TIDY_RULES,
  trainedReader,
];

/** RULES with the trained page reader reading with `models` (held-out evaluation). */
export function rulesReadingWith(models: BlockModels): readonly Rule[] {
  return RULES.map((r) => (r === trainedReader ? trainedReaderWith(models) : r));
}

/** Run `rules` in order on the draft; returns the names of the rules that changed it. */
export function runRules(d: Draft, page: Page, rules: readonly Rule[] = RULES): string[] {
  const fired: string[] = [];
  for (const rule of rules) if (rule.applies(d, page) && rule.apply(d, page)) fired.push(rule.name);
  return fired;
}
