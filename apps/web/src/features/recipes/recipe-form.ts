import {
  ingredientLines,
  instructionLines,
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

export type FormCheck =
  { ok: true } | { ok: false; missing: 'ingredients' | 'instructions' | null; errors: FieldErrors };

/** Spec §5: the form's checks, by the same schema the server applies. */
export function checkRecipeForm(values: RecipeFormValues): FormCheck {
  const parsed = recipeCreateSchema.safeParse(payloadFromForm(values, null));
  if (parsed.success) return { ok: true };
  const errors = fieldErrorsFrom(parsed.error);
  if (errors['tags']) errors['tagsInput'] = errors['tags'];
  errors['ingredients'] ??= errors['ingredientGroups'];
  errors['instructions'] ??= errors['instructionGroups'];
  const missing =
    errors['ingredients'] === RECIPE_MESSAGES.missingIngredients
      ? 'ingredients'
      : errors['instructions'] === RECIPE_MESSAGES.missingInstructions
        ? 'instructions'
        : null;
  return { ok: false, missing, errors };
}

/** 'Missing ingredients: Please add…' as a toast title and description. */
export function splitMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  return at < 0
    ? { title: message, description: '' }
    : { title: message.slice(0, at), description: message.slice(at + 2) };
}
