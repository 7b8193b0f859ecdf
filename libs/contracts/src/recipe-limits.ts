/**
 * The recipe rules that screens use without validating anything: limits, messages, defaults and the
 * tag and line normalisation. No zod here, so a page that needs only these does not carry it.
 */
/**
 * A whole number with thousands separators, as en-US writes it ('10,000'), for the limits in
 * messages. Not `toLocaleString`: the messages are built when the module loads, and the first
 * locale-aware call loads the ICU number data, which cost the web app's start-up about 30 ms of
 * main-thread time (115 ms on a phone as Lighthouse simulates it) before the first page rendered.
 */
export function formatCount(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Size bounds of a recipe; the server enforces them, the web form may show them. */
export const RECIPE_LIMITS = {
  title: 200,
  description: 10_000,
  /** The notes, all lines together. */
  notes: 10_000,
  line: 2_000,
  ingredients: 500,
  instructions: 200,
  tags: 50,
  tag: 40,
  /** Ingredient or instruction groups (headings) of a recipe. */
  groups: 50,
  groupName: 200,
  servings: 1_000,
  sourceUrl: 2_000,
  shortText: 100,
  /** Characters of each raw extraction value once written as JSON. */
  rawJson: 200_000,
  extractionCount: 100_000,
  search: 200,
  pageDefault: 50,
  pageMax: 100,
  /** Tags a list answer's tag facet carries. */
  tagFacet: 100,
} as const;

/** Spec §3: a recipe without servings is treated as serving 4. */
export const DEFAULT_SERVINGS = 4;
/** Spec §3: the extraction method shown when none was recorded. */
export const DEFAULT_EXTRACTION_METHOD = 'enhanced-dom';

/** Wording the server and the web app share (spec §5, §8). */
export const RECIPE_MESSAGES = {
  notFound: 'Recipe not found',
  deleted: 'Recipe deleted',
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${formatCount(RECIPE_LIMITS.title)} characters`,
  missingIngredients: 'Missing ingredients: Please add at least one ingredient.',
  missingInstructions: 'Missing instructions: Please add at least one instruction.',
  ingredientsNotList: 'Ingredients must be a list of text lines',
  instructionsNotList: 'Instructions must be a list of text lines',
  tooManyIngredients: `A recipe can have at most ${formatCount(RECIPE_LIMITS.ingredients)} ingredients`,
  tooManyInstructions: `A recipe can have at most ${formatCount(RECIPE_LIMITS.instructions)} instructions`,
  ingredientTooLong: `Each ingredient must be at most ${formatCount(RECIPE_LIMITS.line)} characters`,
  instructionTooLong: `Each instruction must be at most ${formatCount(RECIPE_LIMITS.line)} characters`,
  ingredientGroupsInvalid: 'Ingredient groups must be a list of { name, lines }',
  instructionGroupsInvalid: 'Instruction groups must be a list of { name, lines }',
  tooManyGroups: `A recipe can have at most ${formatCount(RECIPE_LIMITS.groups)} groups of ingredients or of instructions`,
  groupNameTooLong: `Each group name must be at most ${formatCount(RECIPE_LIMITS.groupName)} characters`,
  notesInvalid: 'Notes must be text',
  notesTooLong: `Notes must be at most ${formatCount(RECIPE_LIMITS.notes)} characters`,
  servingsInvalid: `Servings must be a whole number from 1 to ${formatCount(RECIPE_LIMITS.servings)}`,
  tagsInvalid: 'Tags must be a list of text',
  tooManyTags: `A recipe can have at most ${formatCount(RECIPE_LIMITS.tags)} tags`,
  tagTooLong: `Each tag must be at most ${formatCount(RECIPE_LIMITS.tag)} characters`,
  sourceUrlInvalid: 'Source URL must be a web address starting with http:// or https://',
  rawTooLarge: 'Raw extraction data is too large',
  extractionCountInvalid: 'Extraction counts must be whole numbers of zero or more',
  nothingToUpdate: 'Nothing to update: send at least one recipe field',
  searchTooLong: `Search text must be at most ${formatCount(RECIPE_LIMITS.search)} characters`,
  searchInvalid: 'Search text must be text',
  limitInvalid: `Limit must be a whole number from 1 to ${formatCount(RECIPE_LIMITS.pageMax)}`,
  cursorInvalid: 'Invalid cursor',
  facetsInvalid: "Facets must be 'tags'",
} as const;

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
