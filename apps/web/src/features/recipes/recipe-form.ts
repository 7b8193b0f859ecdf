import {
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

/** The add/edit form's fields as typed: lists one per line, tags comma-separated (spec §2). */
export interface RecipeFormValues {
  title: string;
  description: string;
  ingredients: string;
  instructions: string;
  cookTime: string;
  difficulty: string;
  servings: string;
  tagsInput: string;
  sourceUrl: string;
}

export const EMPTY_FORM: RecipeFormValues = {
  title: '',
  description: '',
  ingredients: '',
  instructions: '',
  cookTime: '',
  difficulty: '',
  servings: '',
  tagsInput: '',
  sourceUrl: '',
};

/** Recorded for recipes typed in by hand, so their Extraction Report says so. */
export const MANUAL_EXTRACTION_METHOD = 'manual';

export function formFromParsed(recipe: ParsedRecipeDto): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    cookTime: recipe.cookTime ?? recipe.totalTime ?? '',
    difficulty: recipe.difficulty ?? '',
    servings: recipe.servings === null ? '' : String(recipe.servings),
    tagsInput: recipe.tags.join(', '),
    sourceUrl: recipe.originalUrl,
  };
}

export function formFromRecipe(recipe: Recipe): RecipeFormValues {
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    ingredients: recipe.ingredients.join('\n'),
    instructions: recipe.instructions.join('\n'),
    cookTime: recipe.cookTime ?? '',
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
    ingredients: normalizeLines(values.ingredients),
    instructions: normalizeLines(values.instructions),
    cookTime: values.cookTime.trim() || null,
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
  return {
    ...fields,
    ingredients: normalizeLines(values.ingredients),
    instructions: normalizeLines(values.instructions),
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
