/** How hard a swap is to pull off (spec §3 'AI substitution result'). */
export type AiSubstitutionDifficulty = 'easy' | 'moderate' | 'advanced';

/** Payload of an `ai` / `substitute` job: substitutes for one ingredient of a recipe. */
export interface AiSubstitutionJobData {
  /** The ingredient as the user asked (trimmed, at most 200 characters). */
  ingredient: string;
  /** The recipe's title, when the request named one. Untrusted text. */
  title: string | null;
  /** The recipe's other ingredient lines. Untrusted text. */
  otherIngredients: string[];
  /** When the waiting request gives up (ms since epoch): the worker drops the job past it. */
  deadline: number;
}

export interface AiSubstitutionSuggestionData {
  substitute: string;
  difficulty: AiSubstitutionDifficulty;
  reason: string;
  ratio: string;
  /** The substitute for the amount on the asked line; null when the line has none. */
  amount: string | null;
}

/** Result of an `ai` / `substitute` job: the model's suggestions, already validated. */
export interface AiSubstitutionJobResult {
  suggestions: AiSubstitutionSuggestionData[];
}
