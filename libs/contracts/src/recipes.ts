import { z } from 'zod';

/** Size bounds of a recipe; the server enforces them, the web form may show them. */
export const RECIPE_LIMITS = {
  title: 200,
  description: 10_000,
  line: 2_000,
  ingredients: 500,
  instructions: 200,
  tags: 50,
  tag: 40,
  servings: 1_000,
  sourceUrl: 2_000,
  shortText: 100,
  /** Characters of each raw extraction value once written as JSON. */
  rawJson: 200_000,
  extractionCount: 100_000,
  search: 200,
  pageDefault: 50,
  pageMax: 100,
} as const;

/** Spec §3: a recipe without servings is treated as serving 4. */
export const DEFAULT_SERVINGS = 4;
/** Spec §3: the extraction method shown when none was recorded. */
export const DEFAULT_EXTRACTION_METHOD = 'enhanced-dom';

const count = (n: number) => n.toLocaleString('en-US');

/** Wording the server and the web app share (spec §5, §8). */
export const RECIPE_MESSAGES = {
  notFound: 'Recipe not found',
  deleted: 'Recipe deleted',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${count(RECIPE_LIMITS.title)} characters`,
  missingIngredients: 'Missing ingredients: Please add at least one ingredient.',
  missingInstructions: 'Missing instructions: Please add at least one instruction.',
  ingredientsNotList: 'Ingredients must be a list of text lines',
  instructionsNotList: 'Instructions must be a list of text lines',
  tooManyIngredients: `A recipe can have at most ${count(RECIPE_LIMITS.ingredients)} ingredients`,
  tooManyInstructions: `A recipe can have at most ${count(RECIPE_LIMITS.instructions)} instructions`,
  ingredientTooLong: `Each ingredient must be at most ${count(RECIPE_LIMITS.line)} characters`,
  instructionTooLong: `Each instruction must be at most ${count(RECIPE_LIMITS.line)} characters`,
  servingsInvalid: `Servings must be a whole number from 1 to ${count(RECIPE_LIMITS.servings)}`,
  tagsInvalid: 'Tags must be a list of text',
  tooManyTags: `A recipe can have at most ${count(RECIPE_LIMITS.tags)} tags`,
  tagTooLong: `Each tag must be at most ${count(RECIPE_LIMITS.tag)} characters`,
  sourceUrlInvalid: 'Source URL must be a web address starting with http:// or https://',
  rawTooLarge: 'Raw extraction data is too large',
  extractionCountInvalid: 'Extraction counts must be whole numbers of zero or more',
  nothingToUpdate: 'Nothing to update: send at least one recipe field',
  searchTooLong: `Search text must be at most ${count(RECIPE_LIMITS.search)} characters`,
  searchInvalid: 'Search text must be text',
  limitInvalid: `Limit must be a whole number from 1 to ${count(RECIPE_LIMITS.pageMax)}`,
  cursorInvalid: 'Invalid cursor',
} as const;

const tooLong = (label: string, max: number) => ({
  message: `${label} must be at most ${count(max)} characters`,
});

/**
 * Spec §5 tag rules: trimmed, empty ones dropped, duplicates (ignoring case) dropped keeping the
 * first spelling. A comma separates tags, so 'quick, dinner' is two tags and a tag filter
 * `tags=a,b` is never ambiguous.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of tags) {
    for (const part of value.split(',')) {
      const tag = part.trim();
      const key = tag.toLowerCase();
      if (tag === '' || seen.has(key)) continue;
      seen.add(key);
      result.push(tag);
    }
  }
  return result;
}

/** Text lines as a list (or one text with a line per entry): each trimmed, blank ones dropped. */
export function normalizeLines(value: string | readonly string[]): string[] {
  const lines = typeof value === 'string' ? value.split(/\r?\n/) : value;
  return lines.map((line) => line.trim()).filter((line) => line !== '');
}

function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const linesSchema = (
  messages: { missing: string; notList: string; tooLong: string; tooMany: string },
  max: number,
) =>
  z
    .union([z.string(), z.array(z.string())], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messages.missing : messages.notList,
    })
    .transform(normalizeLines)
    .pipe(
      z
        .array(z.string().max(RECIPE_LIMITS.line, { message: messages.tooLong }))
        .min(1, { message: messages.missing })
        .max(max, { message: messages.tooMany }),
    );

const titleSchema = z
  .string({ message: RECIPE_MESSAGES.titleRequired })
  .trim()
  .min(1, { message: RECIPE_MESSAGES.titleRequired })
  .max(RECIPE_LIMITS.title, { message: RECIPE_MESSAGES.titleTooLong });

const ingredientsSchema = linesSchema(
  {
    missing: RECIPE_MESSAGES.missingIngredients,
    notList: RECIPE_MESSAGES.ingredientsNotList,
    tooLong: RECIPE_MESSAGES.ingredientTooLong,
    tooMany: RECIPE_MESSAGES.tooManyIngredients,
  },
  RECIPE_LIMITS.ingredients,
);

const instructionsSchema = linesSchema(
  {
    missing: RECIPE_MESSAGES.missingInstructions,
    notList: RECIPE_MESSAGES.instructionsNotList,
    tooLong: RECIPE_MESSAGES.instructionTooLong,
    tooMany: RECIPE_MESSAGES.tooManyInstructions,
  },
  RECIPE_LIMITS.instructions,
);

/** Optional text: trimmed; empty or null clears it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, tooLong(label, max))
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();

/** A whole number of servings; '' or null means none (answered as 4). Numeric text is accepted from forms. */
const servingsSchema = z
  .union([z.number(), z.string().trim(), z.null()], { error: () => RECIPE_MESSAGES.servingsInvalid })
  .transform((value) => {
    if (value === null || value === '') return null;
    if (typeof value === 'string') return /^\d+$/.test(value) ? Number(value) : Number.NaN;
    return value;
  })
  .pipe(
    z
      .number({ message: RECIPE_MESSAGES.servingsInvalid })
      .int({ message: RECIPE_MESSAGES.servingsInvalid })
      .min(1, { message: RECIPE_MESSAGES.servingsInvalid })
      .max(RECIPE_LIMITS.servings, { message: RECIPE_MESSAGES.servingsInvalid })
      .nullable(),
  )
  .optional();

const tagsSchema = z
  .union([z.string(), z.array(z.string())], { error: () => RECIPE_MESSAGES.tagsInvalid })
  .transform((value) => normalizeTags(typeof value === 'string' ? [value] : value))
  .pipe(
    z
      .array(z.string().max(RECIPE_LIMITS.tag, { message: RECIPE_MESSAGES.tagTooLong }))
      .max(RECIPE_LIMITS.tags, { message: RECIPE_MESSAGES.tooManyTags }),
  );

const sourceUrlSchema = z
  .string({ message: RECIPE_MESSAGES.sourceUrlInvalid })
  .trim()
  .max(RECIPE_LIMITS.sourceUrl, { message: RECIPE_MESSAGES.sourceUrlInvalid })
  .nullable()
  .transform((value) => (value === '' ? null : value))
  .refine((value) => value === null || isWebAddress(value), { message: RECIPE_MESSAGES.sourceUrlInvalid })
  .optional();

/** Raw extraction output kept for the Extraction Report: any JSON, bounded in size. */
const rawJsonSchema = z
  .json()
  .refine((value) => value === null || JSON.stringify(value).length <= RECIPE_LIMITS.rawJson, {
    message: RECIPE_MESSAGES.rawTooLarge,
  })
  .optional();

const extractionCountSchema = z
  .number({ message: RECIPE_MESSAGES.extractionCountInvalid })
  .int({ message: RECIPE_MESSAGES.extractionCountInvalid })
  .min(0, { message: RECIPE_MESSAGES.extractionCountInvalid })
  .max(RECIPE_LIMITS.extractionCount, { message: RECIPE_MESSAGES.extractionCountInvalid })
  .nullable()
  .optional();

/** A method name; empty or null means "not recorded" (stored as the default). */
const extractionMethodSchema = z
  .string({ message: 'Extraction method must be text' })
  .trim()
  .max(50, tooLong('Extraction method', 50))
  .nullable()
  .transform((value) => value || undefined)
  .optional();

/** Fields other than the required three, in the order their errors are reported. */
const optionalFields = {
  description: optionalText('Description', RECIPE_LIMITS.description),
  descriptionRaw: optionalText('Raw description', RECIPE_LIMITS.description),
  ingredientsRaw: rawJsonSchema,
  instructionsRaw: rawJsonSchema,
  cookTime: optionalText('Cook time', RECIPE_LIMITS.shortText),
  difficulty: optionalText('Difficulty', RECIPE_LIMITS.shortText),
  servings: servingsSchema,
  tags: tagsSchema.optional(),
  sourceUrl: sourceUrlSchema,
  extractionMethod: extractionMethodSchema,
  extractionIngredientCount: extractionCountSchema,
  extractionInstructionCount: extractionCountSchema,
};

/**
 * `POST /api/recipes`. Unknown fields (id, userId, tagsInput...) are ignored. Text is trimmed;
 * ingredient and instruction lists drop blank lines; tags follow `normalizeTags`.
 */
export const recipeCreateSchema = z.object({
  title: titleSchema,
  ingredients: ingredientsSchema,
  instructions: instructionsSchema,
  ...optionalFields,
});
export type RecipeCreateInput = z.input<typeof recipeCreateSchema>;
export type RecipeCreate = z.output<typeof recipeCreateSchema>;

/**
 * `PUT /api/recipes/:id`: a partial update. Fields sent are checked by the create rules and
 * replace the stored ones; fields left out stay as they are; `null` clears an optional field.
 */
export const recipeUpdateSchema = z
  .object({
    title: titleSchema.optional(),
    ingredients: ingredientsSchema.optional(),
    instructions: instructionsSchema.optional(),
    ...optionalFields,
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: RECIPE_MESSAGES.nothingToUpdate,
  });
export type RecipeUpdateInput = z.input<typeof recipeUpdateSchema>;
export type RecipeUpdate = z.output<typeof recipeUpdateSchema>;

/** `PATCH /api/recipes/:id`: replaces the tags. */
export const recipeTagsUpdateSchema = z.object({ tags: tagsSchema });
export type RecipeTagsUpdateInput = z.input<typeof recipeTagsUpdateSchema>;

/**
 * `GET /api/recipes?q=&tags=a,b&cursor=&limit=`. `q`: case- and accent-insensitive substring of
 * the title, description, an ingredient or a tag. `tags`: every one must be on the recipe
 * (ignoring case); comma-separated or repeated. `cursor`: `nextCursor` of the previous page.
 */
export const recipeListQuerySchema = z.object({
  q: z
    .string({ message: RECIPE_MESSAGES.searchInvalid })
    // Control characters (line breaks among them) never match: they only separate fields.
    .transform((value) => value.replace(/\p{Cc}+/gu, ' ').trim())
    .pipe(z.string().max(RECIPE_LIMITS.search, { message: RECIPE_MESSAGES.searchTooLong }))
    .optional(),
  tags: z
    .union([z.string(), z.array(z.string())], { error: () => RECIPE_MESSAGES.tagsInvalid })
    .transform((value) => normalizeTags(typeof value === 'string' ? [value] : value))
    .pipe(
      z
        .array(z.string().max(RECIPE_LIMITS.tag, { message: RECIPE_MESSAGES.tagTooLong }))
        .max(RECIPE_LIMITS.tags, { message: RECIPE_MESSAGES.tooManyTags }),
    )
    .optional(),
  cursor: z
    .string({ message: RECIPE_MESSAGES.cursorInvalid })
    .max(500, { message: RECIPE_MESSAGES.cursorInvalid })
    .optional(),
  limit: z.coerce
    .number({ message: RECIPE_MESSAGES.limitInvalid })
    .int({ message: RECIPE_MESSAGES.limitInvalid })
    .min(1, { message: RECIPE_MESSAGES.limitInvalid })
    .max(RECIPE_LIMITS.pageMax, { message: RECIPE_MESSAGES.limitInvalid })
    .default(RECIPE_LIMITS.pageDefault),
});
export type RecipeListQueryInput = z.input<typeof recipeListQuerySchema>;
export type RecipeListQuery = z.output<typeof recipeListQuerySchema>;

/** A saved recipe as every recipe call answers it (`GET /api/recipes/:id`, POST, PUT, PATCH). */
export const recipeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  descriptionRaw: z.string().nullable(),
  ingredients: z.array(z.string()),
  ingredientsRaw: z.json(),
  instructions: z.array(z.string()),
  instructionsRaw: z.json(),
  cookTime: z.string().nullable(),
  difficulty: z.string().nullable(),
  /** Always a number: a recipe saved without servings answers 4. */
  servings: z.number(),
  tags: z.array(z.string()),
  sourceUrl: z.string().nullable(),
  extractionMethod: z.string(),
  extractionIngredientCount: z.number().nullable(),
  extractionInstructionCount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/**
 * A recipe in a list: what a recipe card shows (spec §2) and what pickers need. The ingredient
 * and instruction lists and the raw extraction data are left out, which keeps a page of 50 at
 * about a fifth of the size; `GET /api/recipes/:id` has them.
 */
export const recipeListItemSchema = recipeSchema.omit({
  ingredients: true,
  instructions: true,
  descriptionRaw: true,
  ingredientsRaw: true,
  instructionsRaw: true,
});
export type RecipeListItem = z.infer<typeof recipeListItemSchema>;

/** `GET /api/recipes`: one page, newest first; the dashboard shows 'Showing {total} of {totalAll} recipes'. */
export const recipeListResponseSchema = z.object({
  recipes: z.array(recipeListItemSchema),
  /** The user's recipes matching q and tags (all pages). */
  total: z.number(),
  /** All the user's recipes. */
  totalAll: z.number(),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type RecipeListResponse = z.infer<typeof recipeListResponseSchema>;
