import type { AiSubstitutionSuggestion } from '@cookmark/contracts';
import { findSubstitutions } from '@cookmark/kitchen';

/**
 * The built-in knowledge base's answer in the AI result's shape: the substitution search the
 * recipes service answers `POST /api/ingredients/substitute` with (at most 5, best first).
 */
export function knowledgeBaseSuggestions(ingredient: string): AiSubstitutionSuggestion[] {
  return findSubstitutions(ingredient).suggestions.map(
    ({ substitute, difficulty, reason, ratio, replacement }) => ({
      substitute,
      difficulty,
      reason,
      ratio,
      amount: replacement,
    }),
  );
}
