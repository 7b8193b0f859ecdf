import {
  SUBSTITUTION_MESSAGES,
  type SubstitutionRequest,
  type SubstitutionResponse,
} from '@cookmark/contracts';
import { findSubstitutions } from '@cookmark/kitchen';

/**
 * Spec §7's substitution answer from the built-in knowledge base: the search's suggestions (at
 * most 5, best first) without their internal scores; `success` tells whether any matched.
 */
export function substituteIngredient({ ingredient }: SubstitutionRequest): SubstitutionResponse {
  const found = findSubstitutions(ingredient);
  const substitutions = found.suggestions.map(({ score: _score, ...suggestion }) => suggestion);
  return {
    success: substitutions.length > 0,
    substitutions,
    original: found.original,
    message: substitutions.length > 0 ? SUBSTITUTION_MESSAGES.found : SUBSTITUTION_MESSAGES.noMatch,
  };
}
