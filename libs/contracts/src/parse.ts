import { z } from 'zod';
import { RECIPE_LIMITS } from './recipe-limits.ts';
import { lineGroupSchema } from './recipes.ts';
import { PAGE_URL_MAX, PASTED_HTML_MAX, PASTED_TEXT_MAX } from './parse-limits.ts';

/** Wording of the parser service (spec §8 for the ones the web app shows verbatim). */
export const PARSE_MESSAGES = {
  invalidUrl: 'Please enter a valid web address',
  htmlTooLarge: 'The pasted page is too large to import (at most 5 MB).',
  htmlNotText: 'The pasted page must be text',
  htmlEmpty: 'Please paste the page source',
  tooManyImports: 'Too many recipe imports. Please wait a minute and try again.',
  tooManyImprovements: 'Too many AI improvements. Please wait a minute and try again.',
  importFailed: 'Failed to parse recipe',
  pageTooSlow: 'This page took too long to read',
  readingBusy: 'Many pages are being read right now. Please try again in a few seconds.',
  importNotFound: 'This import was not found. Please start it again.',
  aiNotConfigured: 'AI improvement is not configured on this server.',
  aiFailed: 'The AI could not improve this recipe right now. Please try again later.',
  currentRecipeInvalid: 'The current recipe is not valid',
  pageEmpty: 'The page has no text for the AI to read. Use the current recipe or edit it manually.',
  textEmpty: 'Please paste the recipe text',
  textNotText: 'The pasted recipe must be text',
  textTooLarge: 'The pasted text is too long to import (at most 100,000 characters).',
  photoNotImage: 'This file is not a photo of a page. Choose a JPEG, PNG or WebP image.',
  photoTooLarge: 'This photo is too large (at most 10 MB).',
  photoTooManyPixels: 'This photo has too many pixels (at most 40 megapixels).',
  photoDamaged: 'This photo could not be read. It may be damaged.',
  photoNoText: 'No text could be read in this photo. Take it again in good light, straight above the page.',
  photoTooSlow: 'This photo took too long to read',
  photoBusy: 'Many photos are being read right now. Please try again in a few seconds.',
} as const;

/**
 * Improve with AI reads the recipe from its page, never from the text the add panel sends: when the
 * page cannot be read again, this says why (`reason`: the fetcher's own message).
 */
export const pageUnreadableMessage = (reason: string): string =>
  `The page could not be read again (${reason.replace(/\.$/, '')}), so the AI has nothing to read. Use the current recipe or edit it manually.`;

/** Wording of the AI budgets, shared by Improve with AI and AI substitutions. */
export const AI_BUDGET_MESSAGES = {
  tooManyFromAddress: 'Too many AI requests from your network. Please wait a minute and try again.',
  userDailyLimit: 'You have used all your AI requests for today. Please try again tomorrow.',
  addressDailyLimit: 'Too many AI requests from your network today. Please try again tomorrow.',
  paused:
    'AI features are paused for today: this server has used its daily AI allowance. They will be back after midnight (UTC).',
} as const;

const pageUrlSchema = z
  .string({ message: PARSE_MESSAGES.invalidUrl })
  .trim()
  .min(1, { message: PARSE_MESSAGES.invalidUrl })
  .max(PAGE_URL_MAX, { message: PARSE_MESSAGES.invalidUrl });

/**
 * POST /api/parse-recipe: `{ url }` imports a page; `{ html, url? }` extracts page source the user
 * pasted (nothing is fetched; url, when given, names the page it came from, else the page's own
 * og:url or canonical link does).
 */
export const parseRecipeRequestSchema = z
  .object({
    url: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      pageUrlSchema.optional(),
    ),
    html: z
      .string({ message: PARSE_MESSAGES.htmlNotText })
      .max(PASTED_HTML_MAX, { message: PARSE_MESSAGES.htmlTooLarge })
      .refine((html) => html.trim() !== '', { message: PARSE_MESSAGES.htmlEmpty })
      .optional(),
  })
  .refine((body) => body.url !== undefined || body.html !== undefined, {
    message: PARSE_MESSAGES.invalidUrl,
    path: ['url'],
  });
export type ParseRecipeRequest = z.infer<typeof parseRecipeRequestSchema>;

/**
 * POST /api/parse-recipe/text: the text of a recipe (from an e-mail, a message, a note), read into
 * a recipe the same way as a page (the answer is parseRecipeResponseSchema's).
 */
export const parseRecipeTextRequestSchema = z.object({
  text: z
    .string({ message: PARSE_MESSAGES.textNotText })
    .max(PASTED_TEXT_MAX, { message: PARSE_MESSAGES.textTooLarge })
    .refine((text) => text.trim() !== '', { message: PARSE_MESSAGES.textEmpty }),
});
export type ParseRecipeTextRequest = z.infer<typeof parseRecipeTextRequestSchema>;

/** `?async=1` answers the job id at once instead of waiting for the result. */
export const parseRecipeQuerySchema = z.object({
  async: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const extractionMethodSchema = z.enum([
  'json-ld',
  'microdata',
  'rdfa',
  'enhanced-dom',
  'rendered',
  'ai',
  // Read from the recipe's plain text (pasted).
  'text',
  // Read from a photo of a cookbook page: OCR, then the same text reader (issue #33).
  'photo',
]);
export type ExtractionMethodName = z.infer<typeof extractionMethodSchema>;

const minutesSchema = z.number().int().nonnegative().nullable();

/**
 * Spec §3 'Parsed recipe response'. The flat `ingredients` and `instructions` follow the
 * convention of recipe-groups.ts (no heading among the ingredients; each group name before its
 * steps); `ingredientGroups` and `instructionGroups` are what screens show and a saved recipe keeps.
 */
export const parsedRecipeSchema = z.object({
  title: z.string(),
  description: z.string(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  ingredientGroups: z.array(lineGroupSchema),
  instructionGroups: z.array(lineGroupSchema),
  totalTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  prepTime: z.string().nullable(),
  time: z.object({ prep: minutesSchema, cook: minutesSchema, total: minutesSchema }),
  difficulty: z.string().nullable(),
  servings: z.number().nullable(),
  yield: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.array(z.string()),
  sections: z.array(
    z.object({
      name: z.string().nullable(),
      ingredients: z.array(z.string()),
      instructions: z.array(z.string()),
    }),
  ),
  image: z.string().nullable(),
  originalUrl: z.string(),
  author: z.string().nullable(),
  language: z.string().nullable(),
});
export type ParsedRecipeDto = z.infer<typeof parsedRecipeSchema>;

/** Spec §3 'Extraction report'. */
export const extractionReportSchema = z.object({
  method: extractionMethodSchema,
  success: z.boolean(),
  warnings: z.array(z.string()),
  completenessScore: z.number().min(0).max(100),
  foundData: z.object({ ingredientCount: z.number().int(), instructionCount: z.number().int() }),
  /** The extractor's named rules that changed this recipe, in the order they ran. */
  rules: z.array(z.string()).optional(),
  /**
   * Which source the ingredients and the steps came from ('json-ld', 'microdata', 'the page', a
   * recipe-plugin card) and why: the structured data reconciled with the page (issue #30).
   */
  parts: z
    .object({
      ingredients: z.object({ from: z.string(), why: z.string() }).optional(),
      instructions: z.object({ from: z.string(), why: z.string() }).optional(),
    })
    .optional(),
});
export type ExtractionReportDto = z.infer<typeof extractionReportSchema>;

export const parseRecipeResponseSchema = z.object({
  recipe: parsedRecipeSchema,
  report: extractionReportSchema,
});
export type ParseRecipeResponseDto = z.infer<typeof parseRecipeResponseSchema>;

/** 202 from POST /api/parse-recipe: the import goes on; poll GET /api/parse-jobs/{jobId}. */
export const parseJobAcceptedSchema = z.object({
  jobId: z.string(),
  status: z.literal('pending'),
});
export type ParseJobAccepted = z.infer<typeof parseJobAcceptedSchema>;

export const parseStageSchema = z.enum(['queued', 'fetching', 'extracting', 'rendering', 'ai', 'done']);

/** GET /api/parse-jobs/{jobId}. `result` when completed, `error` when failed. */
export const parseJobStatusSchema = z.object({
  jobId: z.string(),
  state: z.enum(['waiting', 'active', 'retrying', 'completed', 'failed']),
  progress: z.object({ stage: parseStageSchema, percent: z.number().min(0).max(100) }),
  result: parseRecipeResponseSchema.optional(),
  error: z.object({ message: z.string() }).optional(),
});
export type ParseJobStatus = z.infer<typeof parseJobStatusSchema>;

const line = z.string().max(RECIPE_LIMITS.line);
const shortText = z.string().max(RECIPE_LIMITS.shortText).nullish();

/**
 * The recipe the add panel holds when the user asks for 'Improve with AI': any subset of the parsed
 * recipe fields, bounded like a saved recipe.
 */
export const currentRecipeSchema = z.object({
  title: z.string().max(RECIPE_LIMITS.title).nullish(),
  description: z.string().max(RECIPE_LIMITS.description).nullish(),
  ingredients: z.array(line).max(RECIPE_LIMITS.ingredients).nullish(),
  instructions: z.array(line).max(RECIPE_LIMITS.instructions).nullish(),
  totalTime: shortText,
  cookTime: shortText,
  prepTime: shortText,
  difficulty: shortText,
  servings: z.union([z.number(), z.string().max(RECIPE_LIMITS.shortText)]).nullish(),
  yield: shortText,
  tags: z.array(z.string().max(RECIPE_LIMITS.tag)).max(RECIPE_LIMITS.tags).nullish(),
  // As a saved recipe's notes: any lines, at most RECIPE_LIMITS.notes characters in all.
  notes: z
    .array(z.string())
    .max(RECIPE_LIMITS.instructions)
    .refine((notes) => notes.join('\n').length <= RECIPE_LIMITS.notes)
    .nullish(),
  image: z.string().max(RECIPE_LIMITS.sourceUrl).nullish(),
});
export type CurrentRecipe = z.infer<typeof currentRecipeSchema>;

/** POST /api/improve-recipe. */
export const improveRecipeRequestSchema = z.object({
  url: pageUrlSchema,
  currentRecipe: currentRecipeSchema.default({}),
});
export type ImproveRecipeRequest = z.infer<typeof improveRecipeRequestSchema>;

/**
 * `GET /api/improve-recipe/status` (public): whether this server has an AI to improve imports with
 * (`configured`), whether it may be used now (`available`: configured, and today's AI allowance not
 * spent), and, when it may not, why (`message`, for the add panel to say).
 */
export const improveRecipeStatusSchema = z.object({
  configured: z.boolean(),
  available: z.boolean(),
  message: z.string().nullable(),
});
export type ImproveRecipeStatus = z.infer<typeof improveRecipeStatusSchema>;
