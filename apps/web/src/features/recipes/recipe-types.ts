import {
  DEFAULT_EXTRACTION_METHOD,
  DEFAULT_SERVINGS,
  type ExtractionReportDto,
  type LineGroup,
  type Recipe,
  type SharedRecipe,
} from '@cookmark/contracts';
import { groupsOf } from './line-groups';

/** Spec §3 "Parsed recipe response": the fields the preview reads. */
export interface ParsedRecipe {
  title?: string;
  description?: string | null;
  ingredients?: string[];
  instructions?: string[];
  ingredientGroups?: LineGroup[];
  instructionGroups?: LineGroup[];
  totalTime?: string | null;
  cookTime?: string | null;
  prepTime?: string | null;
  difficulty?: string | null;
  servings?: number | string | null;
  originalUrl?: string | null;
  sourceUrl?: string | null;
  tags?: string[];
  notes?: string[];
}

/** POST /api/parse-recipe answers a recipe, or {recipe, report} for the add panel. */
export type ParseRecipeResponse = ParsedRecipe | { recipe: ParsedRecipe; report?: ExtractionReportDto };

export function recipeFromParseResponse(response: ParseRecipeResponse): ParsedRecipe {
  return 'recipe' in response && typeof response.recipe === 'object' && response.recipe !== null
    ? response.recipe
    : (response as ParsedRecipe);
}

export function reportFromParseResponse(response: ParseRecipeResponse): ExtractionReportDto | null {
  return 'report' in response && response.report ? response.report : null;
}

/** What the detail view shows, whether the recipe is saved or only a preview. */
export interface RecipeDetails {
  title: string;
  description: string | null;
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
  prepTime: string | null;
  cookTime: string | null;
  totalTime: string | null;
  difficulty: string | null;
  servings: number;
  tags: string[];
  sourceUrl: string | null;
  /** Notes apart from the description, one per line; null when there are none. */
  notes: string | null;
}

/** The Extraction Report: from the parser's report, or what a saved recipe recorded of it. */
export interface ExtractionSummary {
  method: string;
  completenessScore: number | null;
  ingredientCount: number | null;
  instructionCount: number | null;
  warnings: string[];
}

function servingsOf(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : DEFAULT_SERVINGS;
}

export function detailsFromParsed(recipe: ParsedRecipe): RecipeDetails {
  return {
    title: recipe.title || 'Untitled recipe',
    description: recipe.description || null,
    ingredientGroups: groupsOf(recipe.ingredientGroups, recipe.ingredients ?? []),
    instructionGroups: groupsOf(recipe.instructionGroups, recipe.instructions ?? []),
    prepTime: recipe.prepTime ?? null,
    cookTime: recipe.cookTime ?? null,
    totalTime: recipe.totalTime ?? null,
    difficulty: recipe.difficulty ?? null,
    servings: servingsOf(recipe.servings),
    tags: recipe.tags ?? [],
    sourceUrl: recipe.originalUrl ?? recipe.sourceUrl ?? null,
    notes: recipe.notes?.length ? recipe.notes.join('\n') : null,
  };
}

/** A saved recipe, or a shared one (which has the same fields the view shows). */
export function detailsFromSaved(recipe: SharedRecipe | Recipe): RecipeDetails {
  return {
    title: recipe.title,
    description: recipe.description,
    ingredientGroups: groupsOf(recipe.ingredientGroups, recipe.ingredients),
    instructionGroups: groupsOf(recipe.instructionGroups, recipe.instructions),
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    totalTime: recipe.totalTime,
    difficulty: recipe.difficulty,
    servings: servingsOf(recipe.servings),
    tags: recipe.tags,
    sourceUrl: recipe.sourceUrl,
    notes: recipe.notes,
  };
}

export function summaryFromReport(report: ExtractionReportDto): ExtractionSummary {
  return {
    method: report.method,
    completenessScore: report.completenessScore,
    ingredientCount: report.foundData.ingredientCount,
    instructionCount: report.foundData.instructionCount,
    warnings: report.warnings,
  };
}

export function summaryFromSaved(recipe: Recipe): ExtractionSummary {
  return {
    method: recipe.extractionMethod || DEFAULT_EXTRACTION_METHOD,
    completenessScore: null,
    ingredientCount: recipe.extractionIngredientCount,
    instructionCount: recipe.extractionInstructionCount,
    warnings: [],
  };
}

/** 'example.com' for 'https://www.example.com/x'; null when it is not a web address. */
export function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return parsed.host.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/** Spec §2/§9: the first three tags, then '+N more'. */
export function splitTags(tags: readonly string[], shown = 3): { visible: string[]; more: number } {
  return { visible: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
