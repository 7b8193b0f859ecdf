import {
  DIETARY_FLAGS,
  MAX_SUBSTITUTION_QUERY_LENGTH,
  MAX_SUBSTITUTION_RESULTS,
  NO_MATCHING_INGREDIENTS,
  SUBSTITUTION_DIFFICULTIES,
  SUBSTITUTIONS_FOUND,
} from '@cookmark/kitchen';
import { z } from 'zod';

export { DIETARY_FLAGS, MAX_SUBSTITUTION_QUERY_LENGTH, MAX_SUBSTITUTION_RESULTS, SUBSTITUTION_DIFFICULTIES };

/** Wording the server and the web app share (spec §5 'Ingredient substitution search', §8). */
export const SUBSTITUTION_MESSAGES = {
  /** Spec §5 'Premium tools': a request without an ingredient. */
  ingredientRequired: 'No ingredient selected',
  ingredientTooLong: `Ingredient must be at most ${MAX_SUBSTITUTION_QUERY_LENGTH} characters`,
  ingredientInvalid: 'Ingredient must be text',
  /** Spec §5: nothing matched. */
  noMatch: NO_MATCHING_INGREDIENTS,
  found: SUBSTITUTIONS_FOUND,
} as const;

/** `POST /api/ingredients/substitute` (spec §7): an ingredient name or a whole ingredient line. */
export const substitutionRequestSchema = z.object(
  {
    ingredient: z
      .string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? SUBSTITUTION_MESSAGES.ingredientRequired
            : SUBSTITUTION_MESSAGES.ingredientInvalid,
      })
      .trim()
      .min(1, { message: SUBSTITUTION_MESSAGES.ingredientRequired })
      .max(MAX_SUBSTITUTION_QUERY_LENGTH, { message: SUBSTITUTION_MESSAGES.ingredientTooLong }),
  },
  { error: SUBSTITUTION_MESSAGES.ingredientRequired },
);
export type SubstitutionRequestInput = z.input<typeof substitutionRequestSchema>;
export type SubstitutionRequest = z.output<typeof substitutionRequestSchema>;

/** Spec §3 'Substitution suggestion', with the AI result's difficulty and dietary notes. */
export const substitutionSuggestionSchema = z.object({
  /** The ingredient it replaces, as the knowledge base names it ("buttermilk"). */
  ingredient: z.string(),
  substitute: z.string(),
  reason: z.string(),
  /** "1 cup = 1 cup milk + 1 tbsp lemon juice"; for a line with an amount, that amount's ratio. */
  ratio: z.string(),
  /** Amount of substitute per amount of the original, when it is one food in a comparable measure. */
  factor: z.number().nullable(),
  /** The substitute for the amount on the line ("2 cups milk + 2 tbsp lemon juice"); null without one. */
  replacement: z.string().nullable(),
  /** 0 to 1 (shown as a percent). */
  confidence: z.number().min(0).max(1),
  difficulty: z.enum(SUBSTITUTION_DIFFICULTIES),
  dietary: z.array(z.enum(DIETARY_FLAGS)),
});
export type SubstitutionSuggestion = z.infer<typeof substitutionSuggestionSchema>;

/** Spec §3 'Substitution response': at most 5 suggestions, best match first. */
export const substitutionResponseSchema = z.object({
  success: z.boolean(),
  substitutions: z.array(substitutionSuggestionSchema).max(MAX_SUBSTITUTION_RESULTS),
  /** The ingredient as asked (trimmed). */
  original: z.string(),
  /** 'Substitutions found', or spec §5's 'No matching ingredients found. Try a different search term.' */
  message: z.string(),
});
export type SubstitutionResponse = z.infer<typeof substitutionResponseSchema>;

/** Longest recipe title and other-ingredient line sent with an AI substitution request. */
export const AI_SUBSTITUTION_TEXT_MAX = 200;
/** Most other-ingredient lines sent with an AI substitution request. */
export const AI_SUBSTITUTION_CONTEXT_LINES_MAX = 100;

/** Wording of `POST /api/ai-substitutions` (spec §8 'Substitution failure' and 'No result'). */
export const AI_SUBSTITUTION_MESSAGES = {
  found: SUBSTITUTIONS_FOUND,
  noneFound: 'No substitutions found',
  noneFoundHint: 'Try searching for a more specific ingredient.',
  contextInvalid: 'The recipe context must be an object with a title and other ingredients',
  titleTooLong: `Recipe title must be at most ${AI_SUBSTITUTION_TEXT_MAX} characters`,
  titleInvalid: 'Recipe title must be text',
  otherIngredientsInvalid: 'Other ingredients must be a list of text lines',
  tooManyOtherIngredients: `At most ${AI_SUBSTITUTION_CONTEXT_LINES_MAX} other ingredients can be sent`,
  otherIngredientTooLong: `Each other ingredient must be at most ${AI_SUBSTITUTION_TEXT_MAX} characters`,
  tooManyRequests: 'Too many substitution requests. Please wait a minute and try again.',
} as const;

/** `POST /api/ai-substitutions` (spec §7): an ingredient and, optionally, the recipe it is in. */
export const aiSubstitutionRequestSchema = z.object(
  {
    ingredient: substitutionRequestSchema.shape.ingredient,
    context: z
      .object(
        {
          title: z
            .string({ error: AI_SUBSTITUTION_MESSAGES.titleInvalid })
            .trim()
            .max(AI_SUBSTITUTION_TEXT_MAX, { message: AI_SUBSTITUTION_MESSAGES.titleTooLong })
            .nullish(),
          otherIngredients: z
            .array(
              z
                .string({ error: AI_SUBSTITUTION_MESSAGES.otherIngredientsInvalid })
                .trim()
                .max(AI_SUBSTITUTION_TEXT_MAX, { message: AI_SUBSTITUTION_MESSAGES.otherIngredientTooLong }),
              { error: AI_SUBSTITUTION_MESSAGES.otherIngredientsInvalid },
            )
            .max(AI_SUBSTITUTION_CONTEXT_LINES_MAX, {
              message: AI_SUBSTITUTION_MESSAGES.tooManyOtherIngredients,
            })
            .nullish(),
        },
        { error: AI_SUBSTITUTION_MESSAGES.contextInvalid },
      )
      .nullish(),
  },
  { error: SUBSTITUTION_MESSAGES.ingredientRequired },
);
export type AiSubstitutionRequestInput = z.input<typeof aiSubstitutionRequestSchema>;
export type AiSubstitutionRequest = z.output<typeof aiSubstitutionRequestSchema>;

export const AI_SUBSTITUTION_SOURCES = ['ai', 'knowledge-base'] as const;
export type AiSubstitutionSource = (typeof AI_SUBSTITUTION_SOURCES)[number];

/** Spec §3 'AI substitution result': one suggestion, with bounded text. */
export const aiSubstitutionSuggestionSchema = z.object({
  substitute: z.string().trim().min(1).max(AI_SUBSTITUTION_TEXT_MAX),
  difficulty: z.enum(SUBSTITUTION_DIFFICULTIES),
  reason: z.string().trim().max(1_000),
  ratio: z.string().trim().max(AI_SUBSTITUTION_TEXT_MAX),
  /** The substitute for the amount on the asked line ("2 cups kefir"); null when the line has none. */
  amount: z.string().trim().max(AI_SUBSTITUTION_TEXT_MAX).nullable().default(null),
});
export type AiSubstitutionSuggestion = z.infer<typeof aiSubstitutionSuggestionSchema>;

/**
 * Spec §3 'AI substitution result': at most 5 suggestions, from the AI or (without a key, or when
 * the AI fails or is late) the built-in knowledge base; `message` is 'Substitutions found' or
 * spec §8's 'No substitutions found'.
 */
export const aiSubstitutionResponseSchema = z.object({
  ingredient: z.string(),
  suggestions: z.array(aiSubstitutionSuggestionSchema).max(MAX_SUBSTITUTION_RESULTS),
  source: z.enum(AI_SUBSTITUTION_SOURCES),
  message: z.string(),
  /** Why the AI did not answer when it is turned off for the day (the knowledge base answered). */
  notice: z.string().optional(),
});
export type AiSubstitutionResponse = z.infer<typeof aiSubstitutionResponseSchema>;
