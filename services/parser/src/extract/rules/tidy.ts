/**
 * Rules that tidy the lines once the lists are chosen: bullets typed in front of items, photo
 * credits, a method written as one numbered paragraph, and the lists' own headings.
 */
import {
  headingText,
  INGREDIENT_HEADING,
  INSTRUCTION_HEADING,
  RECIPE_HEADING,
  STEP_LABEL,
} from '../read/headings.ts';
import { changedList } from './types.ts';
import type { Rule } from './types.ts';

const BULLET = /^(?:[-•▢☐□◦▪●·*–—]|&bull;)\s+/;
const CREDIT_LINE =
  /^(?:photo|image|picture|video)s?\s+(?:credit|by|courtesy)\b|^(?:foto|fotos|photo|bild|kuva|zdj[eę]cie|fotograf[ií]a)\s*:|^©/i;

/** Remove list bullets that pages type in front of items ('• 130 g mel', '▢ 2 eggs'). */
export function stripBullet(s: string): string {
  return BULLET.test(s) ? s.replace(BULLET, '').trim() : s;
}

/**
 * A method written as one paragraph with its own counters ('1. Preheat… 2. Add… 3. Bake…'):
 * split before each counter when they run 1, 2, 3… and each follows the end of a sentence.
 */
export function splitNumberedBlob(step: string): string[] {
  const first = /^(\d{1,2})\s*[.)]\s*(?=\S)/.exec(step);
  if (!first || first[1] !== '1') return [step];
  const parts: string[] = [];
  let from = 0;
  let next = 2;
  const re = /(?<=[.!?)]\s*)(\d{1,2})\s*[.)]\s*(?=\p{Lu})/gu;
  re.lastIndex = first[0].length;
  for (let m = re.exec(step); m; m = re.exec(step)) {
    if (Number(m[1]) !== next) continue;
    parts.push(step.slice(from, m.index).trim());
    from = m.index;
    next++;
  }
  if (!parts.length) return [step];
  parts.push(step.slice(from).trim());
  return parts;
}

const ingredientBullets: Rule = {
  name: 'ingredient-bullets',
  applies: () => true,
  apply: (d) => {
    const before = d.c.ingredients;
    d.c.ingredients = before.map(stripBullet).filter((x) => x.length > 0);
    return changedList(before, d.c.ingredients);
  },
};

const stepBulletsAndCredits: Rule = {
  name: 'step-bullets-and-photo-credits',
  applies: () => true,
  apply: (d) => {
    const before = d.c.instructions;
    d.c.instructions = before.map(stripBullet).filter((x) => x.length > 0 && !CREDIT_LINE.test(x));
    return changedList(before, d.c.instructions);
  },
};

const numberedBlob: Rule = {
  name: 'split-numbered-method',
  applies: (d) => d.c.instructions.length === 1,
  apply: (d) => {
    const split = splitNumberedBlob(d.c.instructions[0] ?? '');
    if (split.length <= 1) return false;
    d.c.instructions = split;
    d.c.instructionSections = [{ name: d.c.instructionSections[0]?.name ?? null, instructions: split }];
    return true;
  },
};

/** Heading lines that came along with the list ('Ingredients', 'Modo de preparo', 'Step 1'). */
const ingredientHeadings: Rule = {
  name: 'ingredient-list-heading-lines',
  applies: () => true,
  apply: (d) => {
    const before = d.c.ingredients;
    d.c.ingredients = before.filter((x) => !(x.length < 40 && INGREDIENT_HEADING.test(headingText(x))));
    return changedList(before, d.c.ingredients);
  },
};

/**
 * A lone HowToSection named like the list's own heading ('Modo de Preparo', 'Instructions')
 * titles the whole list; it is not a sub-section to show as a step. Likewise a first section
 * named only 'Recipe' / 'Method' heads the whole list, not a part of it.
 */
const sectionNamedAsList: Rule = {
  name: 'section-named-as-the-list',
  applies: (d) => d.c.instructions.length > 1,
  apply: (d) => {
    const c = d.c;
    const namedIns = c.instructionSections.filter((s) => s.name);
    const lone =
      namedIns.length === 1 &&
      c.instructionSections.every((s) => s === namedIns[0] || s.instructions.length === 0)
        ? namedIns[0]
        : undefined;
    if (
      lone &&
      lone.name &&
      c.instructions[0] === lone.name &&
      INSTRUCTION_HEADING.test(headingText(lone.name))
    ) {
      c.instructions = c.instructions.slice(1);
      return true;
    }
    const firstName = c.instructionSections.find((s) => s.name)?.name;
    if (
      firstName &&
      c.instructions[0] === firstName &&
      (RECIPE_HEADING.test(headingText(firstName)) || INSTRUCTION_HEADING.test(headingText(firstName)))
    ) {
      c.instructions = c.instructions.slice(1);
      return true;
    }
    return false;
  },
};

/** A step's number set apart as a line of its own ('1', '2.'). */
const BARE_COUNTER = /^\d{1,2}\s*[.)]?$/;

/** The bare counters among the steps when they count 1, 2, 3… (the page's numbering), else none. */
function pageNumbering(steps: readonly string[]): Set<string> {
  const counters = steps.filter((x) => BARE_COUNTER.test(x.trim()));
  const counts = counters.length >= 2 && counters.every((x, i) => Number.parseInt(x, 10) === i + 1);
  return new Set(counts ? counters : []);
}

/**
 * Page text and microdata containers often carry their own heading as a first line, and a page's
 * step numbers set apart in their own element come as lines between the steps ('1', 'Slice…',
 * '2', 'Preheat…').
 */
const stepHeadings: Rule = {
  name: 'step-list-heading-lines',
  applies: (d) => d.instructionsFrom !== 'json-ld',
  apply: (d) => {
    const before = d.c.instructions;
    const numbering = pageNumbering(before);
    d.c.instructions = before.filter(
      (x) =>
        !numbering.has(x) &&
        !(x.length < 40 && (INSTRUCTION_HEADING.test(headingText(x)) || STEP_LABEL.test(x))),
    );
    return changedList(before, d.c.instructions);
  },
};

/**
 * Microdata steps grouped in HowToSections: the sections' names ('Recheio', a template's
 * 'Insert title') are the groups' headings, not steps of their own. Issue #15: written against
 * half b (services/parser/RULES.md).
 */
const microdataSectionNames: Rule = {
  name: 'microdata-section-names',
  applies: (d) => d.instructionsFrom === 'microdata' && d.c.instructionSections.some((s) => s.name),
  apply: (d) => {
    const steps = new Set(d.c.instructionSections.flatMap((s) => s.instructions));
    const names = new Set(
      d.c.instructionSections.map((s) => s.name).filter((n): n is string => !!n && !steps.has(n)),
    );
    const before = d.c.instructions;
    const kept = before.filter((x) => !names.has(x));
    if (!kept.length) return false;
    d.c.instructions = kept;
    return changedList(before, kept);
  },
};

export const TIDY_RULES: readonly Rule[] = [
  ingredientBullets,
  stepBulletsAndCredits,
  numberedBlob,
  ingredientHeadings,
  sectionNamedAsList,
  stepHeadings,
  microdataSectionNames,
];
