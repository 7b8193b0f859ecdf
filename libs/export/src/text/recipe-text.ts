import type { LineGroup, NutrientsFigures, Recipe } from '@cookmark/contracts';
import { recipeTimesLine } from '@cookmark/kitchen';

/** A serving's nutrition as a Premium export prints it (computed from the ingredients by the service). */
export interface ExportNutrition {
  perServing: NutrientsFigures;
  /** Lines that carry real weight were left out: the figures are too low. */
  partial: boolean;
}

/** What an export reads of a recipe: the saved recipe's fields, groups kept (recipe-groups.ts). */
/** A photo the PDF shows under a recipe's title: JPEG or PNG bytes (pdfkit reads no WebP) and its size in pixels. */
export interface ExportImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export type ExportRecipe = { nutrition?: ExportNutrition | null; image?: ExportImage | null } & Pick<
  Recipe,
  | 'title'
  | 'description'
  | 'servings'
  | 'prepTime'
  | 'cookTime'
  | 'totalTime'
  | 'difficulty'
  | 'notes'
  | 'sourceUrl'
  | 'ingredientGroups'
  | 'instructionGroups'
>;

export interface RecipeExportOptions {
  /** Steps are printed unless turned off (spec §4: include instructions, on by default). */
  includeInstructions: boolean;
}

/** 'example.com' of 'https://www.example.com/soup'; null without a readable address. */
export function sourceHost(url: string | null): string | null {
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).hostname.replace(/^www\./, '') || null;
}

/**
 * The meta line under a title: 'Serves 4 · Total 40 mins · Prep 30 mins · Cook 10 mins · Easy ·
 * example.com', parts left out when unknown (the times as recipeTimes in @cookmark/kitchen says).
 */
export function recipeMetaLine(recipe: ExportRecipe): string {
  return [
    `Serves ${recipe.servings}`,
    recipeTimesLine(recipe),
    recipe.difficulty,
    sourceHost(recipe.sourceUrl),
  ]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' · ');
}

/** A step's number within the recipe: numbering runs across groups, headings never counted. */
export function numberedSteps(
  groups: readonly LineGroup[],
): { name: string | null; steps: [number, string][] }[] {
  let next = 1;
  return groups.map((group) => ({
    name: group.name,
    steps: group.lines.map((line): [number, string] => [next++, line]),
  }));
}

/** The notes, one a line (the recipe's own lines; blank ones were dropped when it was saved). */
export function noteLines(recipe: Pick<ExportRecipe, 'notes'>): string[] {
  return (recipe.notes ?? '').split('\n').filter((line) => line.trim() !== '');
}

/**
 * One recipe as plain text: title, meta line, description, ingredients under their headings,
 * numbered steps, then the notes (printed with or without the steps: they are about the recipe).
 */
export function recipeAsText(recipe: ExportRecipe, options: RecipeExportOptions): string {
  const parts = [recipe.title, recipeMetaLine(recipe)];
  if (recipe.description) parts.push('', recipe.description);
  parts.push('', 'Ingredients');
  for (const group of recipe.ingredientGroups) {
    if (group.name) parts.push('', group.name);
    parts.push(...group.lines.map((line) => `- ${line}`));
  }
  if (options.includeInstructions) {
    parts.push('', 'Instructions');
    for (const group of numberedSteps(recipe.instructionGroups)) {
      if (group.name) parts.push('', group.name);
      parts.push(...group.steps.map(([n, step]) => `${n}. ${step}`));
    }
  }
  const notes = noteLines(recipe);
  if (notes.length > 0) parts.push('', 'Notes', ...notes.map((line) => `- ${line}`));
  return `${parts.join('\n')}\n`;
}

/** Several recipes as one text, separated by a rule. */
export function recipesAsText(recipes: readonly ExportRecipe[], options: RecipeExportOptions): string {
  return recipes
    .map((recipe) => recipeAsText(recipe, options))
    .join('\n----------------------------------------\n\n');
}
