import { z } from 'zod';
import { readNumber } from '../ingredients/quantity.ts';
import { SUBSTITUTION_KNOWLEDGE } from './knowledge-base.ts';
import { normaliseSearchText } from './search.ts';
import { DIETARY_FLAGS, INGREDIENT_FAMILIES, SUBSTITUTION_DIFFICULTIES } from './types.ts';

/** An authored amount: a number first ("1 cup", "½ vanilla bean", "1 egg"). */
const amount = z.string().refine((s) => readNumber(s, 0) !== null, 'starts with an amount');
const sentence = z
  .string()
  .min(4)
  .regex(/^[A-Z0-9"“].*[.!]$/s, 'a sentence');

const substituteSchema = z.strictObject({
  substitute: z.string().min(2).max(60),
  per: amount,
  parts: z
    .array(z.string().refine((s) => readNumber(s, 0) !== null || /^pinch /.test(s), 'amount or pinch'))
    .min(1),
  reason: sentence.max(200),
  difficulty: z.enum(SUBSTITUTION_DIFFICULTIES),
  confidence: z.number().gt(0).max(1),
  dietary: z.array(z.enum(DIETARY_FLAGS)),
});

const entrySchema = z.strictObject({
  name: z
    .string()
    .min(2)
    .regex(/^[^A-Z]/, 'lower case'),
  aliases: z.array(z.string().min(2)),
  family: z.enum(INGREDIENT_FAMILIES),
  substitutes: z.array(substituteSchema).min(1).max(7),
});

describe('the substitution knowledge base', () => {
  test('every entry fits the schema', () => {
    expect(z.array(entrySchema).safeParse(SUBSTITUTION_KNOWLEDGE).error?.issues ?? []).toEqual([]);
  });

  test('holds at least 250 ingredients and 600 substitutes', () => {
    expect(SUBSTITUTION_KNOWLEDGE.length).toBeGreaterThanOrEqual(250);
    const substitutes = SUBSTITUTION_KNOWLEDGE.reduce((n, e) => n + e.substitutes.length, 0);
    expect(substitutes).toBeGreaterThanOrEqual(600);
  });

  test('every family has several ingredients', () => {
    const small = INGREDIENT_FAMILIES.filter(
      (f) => SUBSTITUTION_KNOWLEDGE.filter((e) => e.family === f).length < 5,
    );
    expect(small).toEqual([]);
  });

  test('no name or alias is used twice, once normalised for search', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const entry of SUBSTITUTION_KNOWLEDGE) {
      for (const name of [entry.name, ...entry.aliases]) {
        const key = normaliseSearchText(name);
        const owner = seen.get(key);
        if (owner !== undefined && owner !== entry.name) clashes.push(`${name} (${owner}, ${entry.name})`);
        seen.set(key, entry.name);
      }
    }
    expect(clashes).toEqual([]);
  });

  test('a substitute never repeats within an ingredient, and never is the ingredient itself', () => {
    for (const entry of SUBSTITUTION_KNOWLEDGE) {
      const names = entry.substitutes.map((s) => s.substitute.toLowerCase());
      expect({ entry: entry.name, names: [...new Set(names)] }).toEqual({ entry: entry.name, names });
      expect(names).not.toContain(entry.name.toLowerCase());
    }
  });

  test('vegan substitutes are dairy-free', () => {
    for (const s of SUBSTITUTION_KNOWLEDGE.flatMap((e) => e.substitutes)) {
      if (s.dietary.includes('vegan')) expect(s.dietary).toContain('dairy-free');
    }
  });

  test.each([
    ['egg', 'vegan'],
    ['butter', 'vegan'],
    ['milk', 'vegan'],
    ['heavy cream', 'dairy-free'],
    ['all-purpose flour', 'gluten-free'],
    ['soy sauce', 'gluten-free'],
    ['breadcrumbs', 'gluten-free'],
    ['peanut butter', 'nut-free'],
    ['pine nuts', 'nut-free'],
  ] as const)('%s has a %s substitute', (name, flag) => {
    const entry = SUBSTITUTION_KNOWLEDGE.find((e) => e.name === name);
    expect(entry?.substitutes.some((s) => s.dietary.includes(flag))).toBe(true);
  });
});
