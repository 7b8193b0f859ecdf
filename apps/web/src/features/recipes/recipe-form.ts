import {
  ingredientLines,
  instructionLines,
  normalizeLines,
  normalizeTags,
  RECIPE_MESSAGES,
  recipeCreateSchema,
  type CurrentRecipe,
  type ExtractionReportDto,
  type ParsedRecipeDto,
  type Recipe,
  type RecipeCreateInput,
} from '@cookmark/contracts';
import { fieldErrorsFrom, type FieldErrors } from '../../lib/form-errors';
import { draftsFrom, type GroupDraft, groupsFromDrafts, groupsOf } from './line-groups';

/**
 * The add/edit form's fields as typed: ingredients and instructions as groups (a heading or none,
 * then lines one per line), tags comma-separated (spec §2).
 */
export interface RecipeFormValues {
  title: string;
  description: string;
  ingredients: GroupDraft[];
  instructions: GroupDraft[];
  prepTime: string;
  cookTime: string;
  totalTime: string;
  difficulty: string;
  servings: string;
  tagsInput: string;
  sourceUrl: string;
  /** One note per line, apart from the description. */
  notes: string;
}

/** The fields typed as text (all but the grouped lists). */
export type RecipeTextField = Exclude<keyof RecipeFormValues, 'ingredients' | 'instructions'>;

export const EMPTY_FORM: RecipeFormValues = {
  title: '',
  description: '',
  ingredients: draftsFrom([]),
  instructions: draftsFrom([]),
  prepTime: '',
  cookTime: '',
  totalTime: '',
  difficulty: '',
  servings: '',
  tagsInput: '',
  sourceUrl: '',
  notes: '',
};

/** A new recipe typed in by hand starts at the user's Default Servings setting. */
export function newRecipeForm(defaultServings: number, sourceUrl = ''): RecipeFormValues {
  return { ...EMPTY_FORM, servings: String(defaultServings), sourceUrl };
}

/** Recorded for recipes typed in by hand, so their Extraction Report says so. */
export const MANUAL_EXTRACTION_METHOD = 'manual';

export function formFromParsed(recipe: ParsedRecipeDto): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: draftsFrom(groupsOf(recipe.ingredientGroups, recipe.ingredients)),
    instructions: draftsFrom(groupsOf(recipe.instructionGroups, recipe.instructions)),
    prepTime: recipe.prepTime ?? '',
    cookTime: recipe.cookTime ?? '',
    totalTime: recipe.totalTime ?? '',
    difficulty: recipe.difficulty ?? '',
    servings: recipe.servings === null ? '' : String(recipe.servings),
    // The page's keywords are saved as suggested tags (AddRecipePanel), not typed in as tags.
    tagsInput: '',
    sourceUrl: recipe.originalUrl,
    notes: recipe.notes.join('\n'),
  };
}

export function formFromRecipe(recipe: Recipe): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    ingredients: draftsFrom(groupsOf(recipe.ingredientGroups, recipe.ingredients)),
    instructions: draftsFrom(groupsOf(recipe.instructionGroups, recipe.instructions)),
    prepTime: recipe.prepTime ?? '',
    cookTime: recipe.cookTime ?? '',
    totalTime: recipe.totalTime ?? '',
    difficulty: recipe.difficulty ?? '',
    servings: String(recipe.servings),
    tagsInput: recipe.tags.join(', '),
    sourceUrl: recipe.sourceUrl ?? '',
    notes: recipe.notes ?? '',
  };
}

/** The form as the parser's 'currentRecipe' for Improve with AI. */
export function currentRecipeFromForm(values: RecipeFormValues): CurrentRecipe {
  const servings = values.servings.trim();
  return {
    title: values.title.trim() || null,
    description: values.description.trim() || null,
    ingredients: ingredientLines(groupsFromDrafts(values.ingredients)),
    instructions: instructionLines(groupsFromDrafts(values.instructions)),
    prepTime: values.prepTime.trim() || null,
    cookTime: values.cookTime.trim() || null,
    totalTime: values.totalTime.trim() || null,
    difficulty: values.difficulty.trim() || null,
    servings: servings === '' ? null : servings,
    tags: normalizeTags([values.tagsInput]),
    notes: normalizeLines(values.notes),
  };
}

/**
 * The POST/PUT body (spec §7: form fields plus tags, without the helper tagsInput). The report, when
 * the recipe was extracted, supplies the method and counts of the Extraction Report.
 */
export function payloadFromForm(
  values: RecipeFormValues,
  report: ExtractionReportDto | null,
): RecipeCreateInput {
  const { tagsInput, ...fields } = values;
  const ingredientGroups = groupsFromDrafts(values.ingredients);
  const instructionGroups = groupsFromDrafts(values.instructions);
  return {
    ...fields,
    ingredientGroups,
    instructionGroups,
    ingredients: ingredientLines(ingredientGroups),
    instructions: instructionLines(instructionGroups),
    tags: normalizeTags([tagsInput]),
    extractionMethod: report?.method ?? MANUAL_EXTRACTION_METHOD,
    extractionIngredientCount: report ? report.foundData.ingredientCount : null,
    extractionInstructionCount: report ? report.foundData.instructionCount : null,
  };
}

/** The required fields a save names when they are empty, in the form's order. */
const REQUIRED: readonly {
  field: 'title' | 'ingredients' | 'instructions';
  message: string;
  name: string;
}[] = [
  { field: 'title', message: RECIPE_MESSAGES.titleRequired, name: 'title' },
  { field: 'ingredients', message: RECIPE_MESSAGES.missingIngredients, name: 'ingredients' },
  { field: 'instructions', message: RECIPE_MESSAGES.missingInstructions, name: 'instructions' },
];

export type FormCheck =
  { ok: true } | { ok: false; missing: { title: string; description: string } | null; errors: FieldErrors };

/**
 * Spec §5: the form's checks, by the same schema the server applies. `missing` is the toast that
 * names every required field left empty, each in the spec's words: one alone as the spec says it
 * ('Missing ingredients' / 'Please add at least one ingredient.'), several together ('Missing
 * title, ingredients and instructions' / 'Title is required. Please add at least one…').
 */
export function checkRecipeForm(values: RecipeFormValues): FormCheck {
  const parsed = recipeCreateSchema.safeParse(payloadFromForm(values, null));
  if (parsed.success) return { ok: true };
  const errors = fieldErrorsFrom(parsed.error);
  if (errors['tags']) errors['tagsInput'] = errors['tags'];
  errors['ingredients'] ??= errors['ingredientGroups'];
  errors['instructions'] ??= errors['instructionGroups'];
  const empty = REQUIRED.filter(({ field, message }) => errors[field] === message);
  return { ok: false, missing: missingToast(empty), errors };
}

function missingToast(empty: typeof REQUIRED): { title: string; description: string } | null {
  const [first] = empty;
  if (!first) return null;
  if (empty.length === 1) return splitMessage(first.message);
  const names = empty.map((e) => e.name);
  const sentence = (message: string) => {
    const { title, description } = splitMessage(message);
    return description || `${title}.`;
  };
  return {
    title: `Missing ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`,
    description: empty.map((e) => sentence(e.message)).join(' '),
  };
}

/** 'Missing ingredients: Please add…' as a toast title and description. */
export function splitMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  return at < 0
    ? { title: message, description: '' }
    : { title: message.slice(0, at), description: message.slice(at + 2) };
}
