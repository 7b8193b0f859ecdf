import type { LineGroup } from '@cookmark/contracts';

export interface RecipeSection {
  name: string | null;
  ingredients: string[];
  instructions: string[];
}

export interface ParsedRecipe {
  title: string;
  description: string;
  /** No group name among them (contracts' recipe-groups.ts). */
  ingredients: string[];
  /** Each group name, as the page shows it, before its steps (contracts' recipe-groups.ts). */
  instructions: string[];
  /** The groups the page shows, holding exactly the lines of the flat lists. */
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
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

export type ExtractionMethod =
  'json-ld' | 'microdata' | 'rdfa' | 'enhanced-dom' | 'rendered' | 'ai' | 'text' | 'photo';

/** Where one part of the recipe came from ('json-ld', 'microdata', 'the page', a plugin card) and why. */
export interface PartSource {
  from: string;
  why: string;
}

export type PartSources = Partial<Record<'ingredients' | 'instructions', PartSource>>;

export interface ExtractionReport {
  method: ExtractionMethod;
  success: boolean;
  warnings: string[];
  completenessScore: number;
  foundData: { ingredientCount: number; instructionCount: number };
  /** The extraction rules that changed the recipe, in the order they ran (extract/rules/). */
  rules?: string[];
  /** Which source the ingredients and the steps came from, and why (issue #30). */
  parts?: PartSources;
}

export interface ExtractionResult {
  recipe: ParsedRecipe;
  report: ExtractionReport;
}
