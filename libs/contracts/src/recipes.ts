import { z } from 'zod';
import { ingredientLines, instructionLines, type LineGroup, singleGroup } from './recipe-groups.ts';
import {
  formatCount,
  RECIPE_LIMITS,
  RECIPE_MESSAGES,
  normalizeLines,
  normalizeTags,
} from './recipe-limits.ts';
import { RECIPE_SORTS, SEARCH_LIMITS, SEARCH_MESSAGES } from './recipe-search-limits.ts';
import { recipePhotoSchema } from './photos.ts';

const tooLong = (label: string, max: number) => ({
  message: `${label} must be at most ${formatCount(max)} characters`,
});

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

/**
 * The notes, apart from the description: one per line (a list, as imports give them, is joined a
 * line each); each line trimmed, blank ones dropped; none clears them.
 */
const notesSchema = z
  .union([z.string(), z.array(z.string())], { error: () => RECIPE_MESSAGES.notesInvalid })
  .nullable()
  .transform((value) => (value === null ? null : normalizeLines(value).join('\n') || null))
  .pipe(z.string().max(RECIPE_LIMITS.notes, { message: RECIPE_MESSAGES.notesTooLong }).nullable())
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
  prepTime: optionalText('Prep time', RECIPE_LIMITS.shortText),
  totalTime: optionalText('Total time', RECIPE_LIMITS.shortText),
  difficulty: optionalText('Difficulty', RECIPE_LIMITS.shortText),
  notes: notesSchema,
  servings: servingsSchema,
  tags: tagsSchema.optional(),
  sourceUrl: sourceUrlSchema,
  extractionMethod: extractionMethodSchema,
  extractionIngredientCount: extractionCountSchema,
  extractionInstructionCount: extractionCountSchema,
};

/**
 * Groups of lines (see recipe-groups.ts): a name is trimmed and empty or null means none; lines
 * follow the flat list rules; a group left without lines is dropped. How many lines there are in
 * all is checked on the flat list the groups give.
 */
const groupsSchema = (messages: { notList: string; tooLong: string }) =>
  z
    .array(
      z.object(
        {
          name: z
            .string({ message: messages.notList })
            .trim()
            .max(RECIPE_LIMITS.groupName, { message: RECIPE_MESSAGES.groupNameTooLong })
            .nullish()
            .transform((name) => name || null),
          lines: z
            .array(z.string({ message: messages.notList }), { message: messages.notList })
            .transform(normalizeLines)
            .pipe(z.array(z.string().max(RECIPE_LIMITS.line, { message: messages.tooLong }))),
        },
        { message: messages.notList },
      ),
      { message: messages.notList },
    )
    .max(RECIPE_LIMITS.groups, { message: RECIPE_MESSAGES.tooManyGroups })
    .transform((groups): LineGroup[] => groups.filter((group) => group.lines.length > 0));

const ingredientGroupsSchema = groupsSchema({
  notList: RECIPE_MESSAGES.ingredientGroupsInvalid,
  tooLong: RECIPE_MESSAGES.ingredientTooLong,
});
const instructionGroupsSchema = groupsSchema({
  notList: RECIPE_MESSAGES.instructionGroupsInvalid,
  tooLong: RECIPE_MESSAGES.instructionTooLong,
});

/** Groups as sent, read leniently (only well-formed lines), for the flat lists they stand for. */
function looseGroups(value: unknown[]): LineGroup[] {
  return value.flatMap((group) => {
    if (typeof group !== 'object' || group === null) return [];
    const { name, lines } = group as { name?: unknown; lines?: unknown };
    if (!Array.isArray(lines)) return [];
    const kept = normalizeLines(lines.filter((line): line is string => typeof line === 'string'));
    const heading = typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
    return kept.length > 0 ? [{ name: heading, lines: kept }] : [];
  });
}

/**
 * Sent groups stand for the flat lists: a write with groups gets its `ingredients` and
 * `instructions` from them (whatever flat lists came along), so both always agree and the flat
 * lists' rules (at least one, at most so many) apply to a grouped recipe too.
 */
function flatListsFromGroups(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const body = { ...(input as Record<string, unknown>) };
  if (Array.isArray(body['ingredientGroups']))
    body['ingredients'] = ingredientLines(looseGroups(body['ingredientGroups']));
  if (Array.isArray(body['instructionGroups']))
    body['instructions'] = instructionLines(looseGroups(body['instructionGroups']));
  return body;
}

const recipeCreateFields = z.object({
  title: titleSchema,
  // Before the flat lists: an error in the groups explains an error in the lists they give.
  ingredientGroups: ingredientGroupsSchema.optional(),
  instructionGroups: instructionGroupsSchema.optional(),
  ingredients: ingredientsSchema,
  instructions: instructionsSchema,
  ...optionalFields,
  /**
   * Tags an import suggests (the page's keywords, category and cuisine): the server cleans them
   * (`suggestTags`) and keeps them on the recipe for the person to accept or dismiss.
   */
  suggestedTags: tagsSchema.optional(),
});

/**
 * `POST /api/recipes`. Unknown fields (id, userId, tagsInput...) are ignored. Text is trimmed;
 * ingredient and instruction lists drop blank lines; tags follow `normalizeTags`. A recipe sent
 * with groups gets its flat lists from them; one sent with flat lists only is one unnamed group.
 */
export const recipeCreateSchema = z.preprocess(
  flatListsFromGroups,
  recipeCreateFields.transform((recipe) => ({
    ...recipe,
    ingredientGroups: recipe.ingredientGroups ?? singleGroup(recipe.ingredients),
    instructionGroups: recipe.instructionGroups ?? singleGroup(recipe.instructions),
  })),
);
export type RecipeCreateInput = z.input<typeof recipeCreateFields>;
export type RecipeCreate = z.output<typeof recipeCreateSchema>;

const recipeUpdateFields = z.object({
  title: titleSchema.optional(),
  ingredientGroups: ingredientGroupsSchema.optional(),
  instructionGroups: instructionGroupsSchema.optional(),
  ingredients: ingredientsSchema.optional(),
  instructions: instructionsSchema.optional(),
  ...optionalFields,
});

/**
 * `PUT /api/recipes/:id`: a partial update. Fields sent are checked by the create rules and
 * replace the stored ones; fields left out stay as they are; `null` clears an optional field.
 * Groups sent replace the flat lists too; a flat list sent alone keeps the stored groups when it
 * has their shape (see `regroupIngredients`), else becomes one unnamed group.
 */
export const recipeUpdateSchema = z.preprocess(
  flatListsFromGroups,
  recipeUpdateFields.refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: RECIPE_MESSAGES.nothingToUpdate,
  }),
);
export type RecipeUpdateInput = z.input<typeof recipeUpdateFields>;
export type RecipeUpdate = z.output<typeof recipeUpdateSchema>;

/** `PATCH /api/recipes/:id`: replaces the tags. */
export const recipeTagsUpdateSchema = z.object({ tags: tagsSchema });
export type RecipeTagsUpdateInput = z.input<typeof recipeTagsUpdateSchema>;

/** A whole number from 1 to `max`, sent as query text ('30'); anything else ('-1', 'NaN', '1e3') is refused. */
const wholeNumber = (max: number, message: string) =>
  z
    .string({ message })
    .regex(/^\d{1,6}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(1, { message }).max(max, { message }))
    .optional();

/** Ingredient terms: comma-separated or repeated, trimmed, empty and repeated ones dropped. */
const ingredientTerms = z
  .union([z.string(), z.array(z.string())], { error: () => SEARCH_MESSAGES.ingredientsInvalid })
  .refine((value) => (typeof value === 'string' ? 1 : value.length) <= SEARCH_LIMITS.ingredientTerms * 4, {
    message: SEARCH_MESSAGES.tooManyIngredientTerms,
  })
  .transform((value) => normalizeTags(typeof value === 'string' ? [value] : value))
  .pipe(
    z
      .array(z.string().max(SEARCH_LIMITS.ingredientTerm, { message: SEARCH_MESSAGES.ingredientTermTooLong }))
      .max(SEARCH_LIMITS.ingredientTerms, { message: SEARCH_MESSAGES.tooManyIngredientTerms }),
  )
  .optional();

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
    .max(2_000, { message: RECIPE_MESSAGES.cursorInvalid })
    .optional(),
  limit: z.coerce
    .number({ message: RECIPE_MESSAGES.limitInvalid })
    .int({ message: RECIPE_MESSAGES.limitInvalid })
    .min(1, { message: RECIPE_MESSAGES.limitInvalid })
    .max(RECIPE_LIMITS.pageMax, { message: RECIPE_MESSAGES.limitInvalid })
    .default(RECIPE_LIMITS.pageDefault),
  /**
   * `tags`: the answer also carries `tags`, the user's tags (all recipes, whatever q and tags say),
   * most used first: the library's tag chips come with its first page, in the same request.
   */
  facets: z.enum(['tags'], { message: RECIPE_MESSAGES.facetsInvalid }).optional(),
  // Premium (advanced search): a free user sending any of these gets 403.
  /** Total time at most this many minutes (recipes without a known time are left out). */
  maxTime: wholeNumber(SEARCH_LIMITS.maxTimeMinutes, SEARCH_MESSAGES.maxTimeInvalid),
  /** Ingredients every recipe has: words or a family ('nuts'); comma-separated or repeated. */
  include: ingredientTerms,
  /** Ingredients no recipe has: words or a family ('nuts' also leaves out walnuts). */
  exclude: ingredientTerms,
  /** Calories per serving at most this (recipes without a value are left out). */
  maxKcal: wholeNumber(SEARCH_LIMITS.maxKcal, SEARCH_MESSAGES.maxKcalInvalid),
  /** `newest` (default), `title` (A–Z), `quickest` (unknown times last), `cooked` (recently cooked first). */
  sort: z.enum(RECIPE_SORTS, { message: SEARCH_MESSAGES.sortInvalid }).optional(),
});
export type RecipeListQueryInput = z.input<typeof recipeListQuerySchema>;
export type RecipeListQuery = z.output<typeof recipeListQuerySchema>;

/** A group of a recipe as answered: a heading or none, then lines (recipe-groups.ts). */
export const lineGroupSchema = z.object({ name: z.string().nullable(), lines: z.array(z.string()) });

/** A saved recipe as every recipe call answers it (`GET /api/recipes/:id`, POST, PUT, PATCH). */
export const recipeSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  descriptionRaw: z.string().nullable(),
  /** The flat lists, as recipe-groups.ts says: headings never among ingredients, each before its steps. */
  ingredients: z.array(z.string()),
  ingredientsRaw: z.json(),
  instructions: z.array(z.string()),
  instructionsRaw: z.json(),
  /** What screens show: each group's name (none for the first lines before any heading) and lines. */
  ingredientGroups: z.array(lineGroupSchema),
  instructionGroups: z.array(lineGroupSchema),
  cookTime: z.string().nullable(),
  /** Prep and total time, where known (imports carry them). */
  prepTime: z.string().nullable(),
  totalTime: z.string().nullable(),
  difficulty: z.string().nullable(),
  /** Notes apart from the description, one per line: shown after the steps. */
  notes: z.string().nullable(),
  /** Always a number: a recipe saved without servings answers 4. */
  servings: z.number(),
  tags: z.array(z.string()),
  /**
   * Issue #32: whether the recipe is in its owner's household library. Another member's recipe
   * (userId not the reader's) is read-only to the reader.
   */
  inHousehold: z.boolean().optional(),
  /** Tags the import suggested, not yet accepted or dismissed. */
  suggestedTags: z.array(z.string()),
  sourceUrl: z.string().nullable(),
  extractionMethod: z.string(),
  extractionIngredientCount: z.number().nullable(),
  extractionInstructionCount: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When the owner last said they cooked it ('I cooked this'); null before. */
  lastCookedAt: z.string().nullable(),
  /** The recipe's photo (photos.ts), or null. */
  photo: recipePhotoSchema.nullable(),
});
export type Recipe = z.infer<typeof recipeSchema>;

/** `POST /api/recipes/:id/cooked`: the recipe is marked cooked now. */
export const recipeCookedResponseSchema = z.object({ lastCookedAt: z.string() });
export type RecipeCookedResponse = z.infer<typeof recipeCookedResponseSchema>;

/**
 * A recipe in a list: what a recipe card shows (spec §2: its times among them) and what pickers
 * need. The ingredient and instruction lists, the notes and the raw extraction data are left out, which keeps a page of 50 at
 * about a fifth of the size; `GET /api/recipes/:id` has them.
 */
export const recipeListItemSchema = recipeSchema.omit({
  ingredients: true,
  instructions: true,
  ingredientGroups: true,
  instructionGroups: true,
  descriptionRaw: true,
  ingredientsRaw: true,
  instructionsRaw: true,
  notes: true,
  lastCookedAt: true,
  suggestedTags: true,
  inHousehold: true,
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
  /** With `facets=tags`: the user's tags, most used first, then alphabetically (at most RECIPE_LIMITS.tagFacet). */
  tags: z.array(z.string()).optional(),
});
export type RecipeListResponse = z.infer<typeof recipeListResponseSchema>;
