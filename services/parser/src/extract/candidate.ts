/** The intermediate shape every extraction step produces; merged into the final recipe. */
export interface IngredientSection {
  name: string | null;
  ingredients: string[];
}
export interface InstructionSection {
  name: string | null;
  instructions: string[];
}

export interface Candidate {
  title: string | null;
  description: string | null;
  ingredients: string[];
  ingredientSections: IngredientSection[];
  instructions: string[];
  instructionSections: InstructionSection[];
  prep: number | null;
  cook: number | null;
  total: number | null;
  /** recipeYield as the source gave it (string, number, list); normalised by parseYield() */
  yieldRaw: unknown;
  image: string | null;
  author: string | null;
  language: string | null;
  tags: string[];
  notes: string[];
  difficulty: string | null;
}

export function emptyCandidate(): Candidate {
  return {
    title: null,
    description: null,
    ingredients: [],
    ingredientSections: [],
    instructions: [],
    instructionSections: [],
    prep: null,
    cook: null,
    total: null,
    yieldRaw: null,
    image: null,
    author: null,
    language: null,
    tags: [],
    notes: [],
    difficulty: null,
  };
}
