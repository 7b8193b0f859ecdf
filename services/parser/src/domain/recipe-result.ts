import type { ExtractionMethod, ExtractionResult, ParsedRecipe } from '../extract/index.ts';
import { completenessScore, foundData, isComplete, isGoodEnough } from '../extract/index.ts';

/** A report for a recipe that did not come straight out of the extraction engine (AI, merges). */
export function reportFor(
  recipe: ParsedRecipe,
  method: ExtractionMethod,
  warnings: string[],
): ExtractionResult {
  return {
    recipe,
    report: {
      method,
      success: !!recipe.title && recipe.ingredients.length > 0 && recipe.instructions.length > 0,
      warnings,
      completenessScore: completenessScore(recipe),
      foundData: foundData(recipe),
    },
  };
}

/**
 * Whether `candidate` is a better extraction than `current`: one that passes the quality gate beats
 * one that does not, complete beats incomplete, then richer.
 */
export function isBetter(candidate: ExtractionResult, current: ExtractionResult): boolean {
  const good = isGoodEnough(candidate.recipe);
  if (good !== isGoodEnough(current.recipe)) return good;
  const a = isComplete(candidate.recipe);
  const b = isComplete(current.recipe);
  if (a !== b) return a;
  const size = (r: ParsedRecipe) => r.ingredients.length * 2 + r.instructions.length;
  const byScore = candidate.report.completenessScore - current.report.completenessScore;
  return byScore !== 0 ? byScore > 0 : size(candidate.recipe) > size(current.recipe);
}

const filled = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * Field by field: `primary` where it has a value, `fallback` where `primary` left it empty.
 * Sections and groups follow the ingredients and instructions they describe.
 */
export function mergeRecipes(primary: ParsedRecipe, fallback: ParsedRecipe): ParsedRecipe {
  const pick = <K extends keyof ParsedRecipe>(key: K): ParsedRecipe[K] =>
    filled(primary[key]) ? primary[key] : fallback[key];
  const listsFromPrimary = filled(primary.ingredients) || filled(primary.instructions);
  const time = {
    prep: primary.time.prep ?? fallback.time.prep,
    cook: primary.time.cook ?? fallback.time.cook,
    total: primary.time.total ?? fallback.time.total,
  };
  return {
    title: pick('title'),
    description: pick('description'),
    ingredients: pick('ingredients'),
    instructions: pick('instructions'),
    ingredientGroups: filled(primary.ingredients) ? primary.ingredientGroups : fallback.ingredientGroups,
    instructionGroups: filled(primary.instructions) ? primary.instructionGroups : fallback.instructionGroups,
    totalTime: pick('totalTime'),
    cookTime: pick('cookTime'),
    prepTime: pick('prepTime'),
    time,
    difficulty: pick('difficulty'),
    servings: pick('servings'),
    yield: pick('yield'),
    tags: pick('tags'),
    notes: pick('notes'),
    sections: listsFromPrimary ? primary.sections : fallback.sections,
    image: pick('image'),
    originalUrl: pick('originalUrl'),
    author: pick('author'),
    language: pick('language'),
  };
}
