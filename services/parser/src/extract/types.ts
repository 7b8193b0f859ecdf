export interface RecipeSection {
  name: string | null;
  ingredients: string[];
  instructions: string[];
}

export interface ParsedRecipe {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  /** readable text like '1 hr 15 mins' */
  totalTime: string | null;
  cookTime: string | null;
  prepTime: string | null;
  /** minutes */
  time: { prep: number | null; cook: number | null; total: number | null };
  difficulty: string | null;
  servings: number | null;
  /** like '4 servings' / '12 items' / '12 cookies' */
  yield: string | null;
  tags: string[];
  notes: string[];
  sections: RecipeSection[];
  image: string | null;
  originalUrl: string;
  author: string | null;
  language: string | null;
}

export type ExtractionMethod = 'json-ld' | 'microdata' | 'rdfa' | 'enhanced-dom' | 'rendered' | 'ai';

export interface ExtractionReport {
  method: ExtractionMethod;
  success: boolean;
  warnings: string[];
  completenessScore: number;
  foundData: { ingredientCount: number; instructionCount: number };
}

export interface ExtractionResult {
  recipe: ParsedRecipe;
  report: ExtractionReport;
}
