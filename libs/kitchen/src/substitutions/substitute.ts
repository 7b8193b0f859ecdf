import { locateIngredient } from '../ingredients/parse-line.ts';
import { readNumber } from '../ingredients/quantity.ts';
import { type CanonicalUnit, matchUnit, UNIT_INFO } from '../ingredients/units.ts';
import { displayUnit } from '../scaling/convert.ts';
import { roundToNiceFraction } from '../scaling/round.ts';
import { scaleLine } from '../scaling/scale.ts';
import {
  type IngredientMatch,
  matchIngredients,
  MAX_SUBSTITUTION_QUERY_LENGTH,
  EXACT_MATCH_SCORE,
  MAX_SUBSTITUTION_RESULTS,
  NO_MATCHING_INGREDIENTS,
} from './search.ts';
import type { DietaryFlag, Substitute, SubstitutionDifficulty } from './types.ts';

/** Spec §8's wording when the search found something ('Substitutions found'). */
export const SUBSTITUTIONS_FOUND = 'Substitutions found';

/** One suggestion (spec §3 'Substitution suggestion', with the AI result's difficulty). */
export interface SubstitutionSuggestion {
  /** The knowledge-base ingredient it replaces ("buttermilk"). */
  ingredient: string;
  substitute: string;
  reason: string;
  /** "1 cup = 1 cup milk + 1 tbsp lemon juice", or for the amount asked: "2 cups = 2 cups milk + 2 tbsp lemon juice". */
  ratio: string;
  /** The amount of the substitute per amount of the original, when it is one food in the same kind of measure. */
  factor: number | null;
  /** The substitute for the amount asked ("2 cups milk + 2 tbsp lemon juice"); null when no amount was given. */
  replacement: string | null;
  confidence: number;
  difficulty: SubstitutionDifficulty;
  dietary: DietaryFlag[];
  /** How well the ingredient matched the search (higher is better). */
  score: number;
}

export interface SubstitutionSearch {
  /** The search as received (trimmed, capped at 200 characters). */
  original: string;
  /** The amount found on an ingredient line ("2 cups"), or null. */
  amount: string | null;
  suggestions: SubstitutionSuggestion[];
  message: string;
}

interface Measure {
  quantity: number;
  unit: CanonicalUnit | null;
}

/** The amount leading an authored text ("1 cup", "1 egg", "2 tbsp water"). */
function leadingMeasure(text: string): Measure | null {
  const n = readNumber(text, 0);
  if (!n || !(n.value > 0)) return null;
  const unit = matchUnit(text, n.end + (text[n.end] === ' ' ? 1 : 0));
  return { quantity: n.value, unit: unit?.unit ?? null };
}

/** How many of `to` make one `from`, when the two measures can be compared. */
function ratioBetween(from: Measure, to: Measure): number | null {
  if (from.unit === to.unit) return to.quantity / from.quantity;
  if (from.unit === null || to.unit === null) return null;
  const a = UNIT_INFO[from.unit];
  const b = UNIT_INFO[to.unit];
  if (a.dimension === 'count' || a.dimension !== b.dimension) return null;
  return (to.quantity * b.base) / (from.quantity * a.base);
}

function singleFactor(s: Substitute): number | null {
  const per = leadingMeasure(s.per);
  const part = s.parts.length === 1 ? leadingMeasure(s.parts[0] ?? '') : null;
  if (!per || !part || per.unit === null || part.unit === null) return null;
  const factor = ratioBetween(per, part);
  return factor === null ? null : Math.round(factor * 1000) / 1000;
}

interface Asked {
  measure: Measure;
  text: string;
}

/** The amount on a line like "2 cups buttermilk, cold" (not a range, which has no single amount). */
function askedAmount(line: string): { name: string; asked: Asked | null } {
  const { parsed, amountStart, amountEnd } = locateIngredient(line);
  const hasAmount = parsed.quantity !== null && parsed.quantity > 0 && !parsed.isRange && amountStart >= 0;
  if (!hasAmount || parsed.quantity === null) return { name: parsed.ingredient, asked: null };
  const amount = line.slice(amountStart, amountEnd).trim();
  return {
    name: parsed.ingredient,
    asked: {
      measure: { quantity: parsed.quantity, unit: parsed.unit },
      // A count reads with its food: "3 eggs = …".
      text: parsed.unit === null ? `${amount} ${parsed.ingredient}` : amount,
    },
  };
}

interface Query {
  original: string;
  asked: Asked | null;
  matches: IngredientMatch[];
}

function runQuery(input: string): Query {
  const original = input.trim().slice(0, MAX_SUBSTITUTION_QUERY_LENGTH);
  const { name, asked } = askedAmount(original);
  // A line with an amount is searched by its ingredient name; a bare name also as written.
  const matches = matchIngredients(asked ? [name] : [original, name]);
  return { original, asked, matches };
}

/**
 * Spec §5's ingredient search: the top 5 knowledge-base ingredients for a name or an ingredient
 * line, best first.
 */
export function searchIngredients(query: string): IngredientMatch[] {
  return runQuery(query).matches.slice(0, MAX_SUBSTITUTION_RESULTS);
}

const EIGHTHS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞'] as const;

/** An amount to the nearest eighth, never below ⅛ ("1 ⅛", "⅜"). */
function eighthsText(value: number): string {
  const eighths = Math.max(1, Math.round(value * 8));
  const whole = Math.floor(eighths / 8);
  return [whole > 0 ? String(whole) : '', EIGHTHS[eighths % 8] ?? ''].filter((t) => t !== '').join(' ');
}

/**
 * One part of a substitute scaled by `factor` with kitchen's scaling. Substitutes are often small
 * spoon amounts, which kitchen's quarters and thirds write as decimals ("0.13 tsp"): those are
 * written in teaspoons when that gives a nice fraction ("3 ½ tsp"), else to the nearest eighth.
 */
function scalePart(part: string, factor: number): string {
  const scaled = scaleLine(part, factor);
  const { parsed, unit, amountText } = scaled;
  if (!amountText || !/\d\.\d/.test(amountText) || parsed.quantity === null) return scaled.text;
  if (!unit || !parsed.unit) return scaled.text.replace(amountText, eighthsText(parsed.quantity * factor));
  const amount = parsed.quantity * factor * UNIT_INFO[parsed.unit].base;
  const inTeaspoons = amount / UNIT_INFO.teaspoon.base;
  const spoon = UNIT_INFO[unit].dimension === 'volume' && UNIT_INFO[unit].system === 'US' && inTeaspoons < 12;
  const teaspoons = roundToNiceFraction(inTeaspoons);
  const text =
    spoon && !teaspoons.text.includes('.')
      ? `${teaspoons.text} ${displayUnit('teaspoon', teaspoons.value)}`
      : `${eighthsText(amount / UNIT_INFO[unit].base)} ${displayUnit(unit, amount / UNIT_INFO[unit].base)}`;
  return scaled.text.replace(amountText, text);
}

function suggest(
  ingredient: string,
  s: Substitute,
  score: number,
  asked: Asked | null,
): SubstitutionSuggestion {
  const per = leadingMeasure(s.per);
  const scale = asked && per ? ratioBetween(per, asked.measure) : null;
  const scaled = scale === null ? null : s.parts.map((p) => scalePart(p, scale)).join(' + ');
  return {
    ingredient,
    substitute: s.substitute,
    reason: s.reason,
    ratio: scaled === null || !asked ? `${s.per} = ${s.parts.join(' + ')}` : `${asked.text} = ${scaled}`,
    factor: singleFactor(s),
    replacement: scaled,
    confidence: s.confidence,
    difficulty: s.difficulty,
    dietary: [...s.dietary],
    score,
  };
}

/**
 * Substitutes for an ingredient name or a whole ingredient line (spec §5 'Ingredient substitution
 * search'): the best-matching ingredients' substitutes, most confident first within an ingredient,
 * at most 5; only the named ingredient's when one is named exactly. An amount on the line ("2 cups buttermilk") scales each substitute to it.
 */
export function findSubstitutions(input: string): SubstitutionSearch {
  const { original, asked, matches } = runQuery(input);
  // An ingredient named exactly answers alone: "rice vinegar" should not suggest swaps for rice.
  const exact = matches.filter((m) => m.score === EXACT_MATCH_SCORE);
  const suggestions: SubstitutionSuggestion[] = [];
  for (const { entry, score } of exact.length > 0 ? exact : matches) {
    const ranked = [...entry.substitutes].sort((a, b) => b.confidence - a.confidence);
    for (const s of ranked) {
      if (suggestions.length === MAX_SUBSTITUTION_RESULTS) break;
      suggestions.push(suggest(entry.name, s, score, asked));
    }
    if (suggestions.length === MAX_SUBSTITUTION_RESULTS) break;
  }
  return {
    original,
    amount: asked?.text ?? null,
    suggestions,
    message: suggestions.length > 0 ? SUBSTITUTIONS_FOUND : NO_MATCHING_INGREDIENTS,
  };
}
