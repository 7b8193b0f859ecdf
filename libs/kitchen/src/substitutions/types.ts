/** How hard a swap is to pull off (spec §3 'AI substitution result'). */
export const SUBSTITUTION_DIFFICULTIES = ['easy', 'moderate', 'advanced'] as const;
export type SubstitutionDifficulty = (typeof SUBSTITUTION_DIFFICULTIES)[number];

/** Dietary needs a substitute meets. Vegan implies dairy-free. */
export const DIETARY_FLAGS = ['vegan', 'gluten-free', 'dairy-free', 'nut-free'] as const;
export type DietaryFlag = (typeof DIETARY_FLAGS)[number];

/** The families the knowledge base is grouped by (one data file each). */
export const INGREDIENT_FAMILIES = [
  'dairy',
  'eggs',
  'flours and grains',
  'sugars and sweeteners',
  'fats and oils',
  'leaveners and thickeners',
  'acids, wines and spirits',
  'herbs',
  'spices',
  'proteins',
  'produce',
  'sauces and condiments',
  'nuts and seeds',
  'baking and pantry',
] as const;
export type IngredientFamily = (typeof INGREDIENT_FAMILIES)[number];

/** One way to replace an ingredient. */
export interface Substitute {
  /** What to use instead ("milk + lemon juice"). */
  substitute: string;
  /** The amount of the original the parts replace ("1 cup", "1 egg"). */
  per: string;
  /**
   * The replacement for `per`, as ingredient lines joined by " + " ("1 cup milk + 1 tbsp lemon
   * juice"); each line's amount is scaled on its own when a cook asks for another amount.
   */
  parts: readonly string[];
  reason: string;
  difficulty: SubstitutionDifficulty;
  /** How close the result comes to the original, 0 to 1. */
  confidence: number;
  dietary: readonly DietaryFlag[];
}

export interface IngredientEntry {
  /** The name shown and searched ("buttermilk"). */
  name: string;
  /** Other names it is searched by ("double cream" for heavy cream). */
  aliases: readonly string[];
  family: IngredientFamily;
  substitutes: readonly Substitute[];
}

/** Short dietary codes used in the data files: vg vegan, gf gluten-free, df dairy-free, nf nut-free. */
const FLAG_CODES: Readonly<Record<string, DietaryFlag>> = {
  vg: 'vegan',
  gf: 'gluten-free',
  df: 'dairy-free',
  nf: 'nut-free',
};

/**
 * One substitute as written in a data file: [parts, difficulty, confidence, reason, dietary codes,
 * options]. Parts are joined by " + "; `per` overrides the ingredient's base amount and `as` names
 * the substitute when the parts' names would not read well.
 */
export type SubstituteRow = readonly [
  parts: string,
  difficulty: SubstitutionDifficulty,
  confidence: number,
  reason: string,
  dietary?: string,
  options?: { per?: string; as?: string },
];

/** One ingredient as written in a data file: its names ("heavy cream|double cream"), base amount, substitutes. */
export type IngredientRow = readonly [names: string, per: string, substitutes: readonly SubstituteRow[]];

/** The food named by an ingredient line, without its amount ("1 tbsp ground flaxseed" → "ground flaxseed"). */
const LEADING_AMOUNT =
  /^(?:about |a |an )?[\d¼½¾⅓⅔⅛⅜⅝⅞/.\s-]*(?:(?:cups?|tbsp|tsp|tablespoons?|teaspoons?|oz|ounces?|lbs?|pounds?|g|kg|ml|l|pinch(?:es)?|dash(?:es)?|cloves?|sticks?|slices?|pieces?|cans?|packages?|sheets?|envelopes?|squares?|bunch(?:es)?|heads?|sprigs?|stalks?|cubes?|packets?|large|medium|small|whole)\b\.?\s*)*(?:of\s+)?/i;

function partName(part: string): string {
  return part.replace(LEADING_AMOUNT, '').split(/[,(]/, 1)[0]?.trim() ?? '';
}

function dietary(codes: string | undefined): DietaryFlag[] {
  const flags = new Set<DietaryFlag>();
  for (const code of (codes ?? '').split(/\s+/)) {
    const flag = FLAG_CODES[code];
    if (flag) flags.add(flag);
    else if (code !== '') throw new Error(`Unknown dietary code '${code}'`);
  }
  if (flags.has('vegan')) flags.add('dairy-free');
  return DIETARY_FLAGS.filter((f) => flags.has(f));
}

/** Expand a family's compact rows into entries. */
export function family(name: IngredientFamily, rows: readonly IngredientRow[]): IngredientEntry[] {
  return rows.map(([names, per, substitutes]) => {
    const [first = '', ...aliases] = names.split('|').map((n) => n.trim());
    return {
      name: first,
      aliases,
      family: name,
      substitutes: substitutes.map(([text, difficulty, confidence, reason, codes, options]) => {
        const parts = text.split(' + ').map((p) => p.trim());
        return {
          substitute: options?.as ?? parts.map(partName).join(' + '),
          per: options?.per ?? per,
          parts,
          reason,
          difficulty,
          confidence,
          dietary: dietary(codes),
        };
      }),
    };
  });
}
