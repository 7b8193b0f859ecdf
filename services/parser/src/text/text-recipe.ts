/**
 * A recipe from its plain text (an e-mail, a message, a note, a cookbook page read by OCR): the
 * title, the ingredients in their groups, the steps, servings and times. Pure code, run in the
 * reading threads like a pasted page (reading/reading-task.ts).
 *
 * In four steps:
 *   1. every line gets its kind (text-lines.ts): a part's heading, facts, numbered, bulleted, plain;
 *   2. the title is the first line of content ('Recipe:' or 'Title:' taken off);
 *   3. the parts: headings say where the ingredients and the method start; where one is not
 *      headed, the lines are split where they turn from ingredient-like to step-like
 *      (`bestSplit`), and lines of prose before the ingredients are the description;
 *   4. the ingredient part is cut into groups at their names, the method into steps at their
 *      numbers, bullets, blank lines and sentence ends (a line wrapped mid-sentence joins the last).
 */
import { formatMinutes } from '@cookmark/kitchen';
import { completenessScore, foundData } from '../extract/finish.ts';
import { RECIPE_HEADING } from '../extract/read/headings.ts';
import { plausibility, qualityWarnings } from '../extract/quality.ts';
import type { ExtractionResult, ParsedRecipe } from '../extract/types.ts';
import { addFacts, noFacts, type TextFacts, yieldOf } from './facts.ts';
import {
  endsSentence,
  likenessOf,
  looksLikeGroupName,
  type TextLine,
  textLines,
  wordCount,
} from './text-lines.ts';
import type { LineGroup } from '@cookmark/contracts';

interface Parts {
  description: TextLine[];
  ingredients: TextLine[];
  method: TextLine[];
  notes: TextLine[];
}

const TITLE_LABEL = /^(?:title|recipe|name)\s*[:–—-]\s*/i;

/** The title line: labels like 'Recipe:' dropped, and a 'Recipe – ' heading's name kept. */
function titleOf(line: TextLine): string {
  const text = line.text.replace(TITLE_LABEL, '');
  return RECIPE_HEADING.test(line.text) && text !== line.text ? text.trim() : text;
}

/** What a line costs as the description rather than an ingredient: prose must be clear to be one. */
const DESCRIPTION_DOUBT = 0.5;

/** What a cut inside a paragraph costs, where the text has blank lines between its parts. */
const MID_PARAGRAPH_CUT = 1.5;

/**
 * Where a run of lines turns from one kind to the next: the cut points that give the most
 * likeness, each line scored for the part it falls in. With `lead`, lines before the first part
 * may be the description (prose, scored as steps are, less a little so that a doubtful line
 * stays with the ingredients). Where blank lines part the text, a cut falls on one unless the
 * lines say otherwise.
 */
function bestSplit(lines: readonly TextLine[], lead: boolean): { from: number; to: number } {
  const like = likenessOf(lines);
  const n = lines.length;
  const blanks = lines.slice(1).some((l) => l.afterBlank);
  const cutCost = (at: number): number =>
    blanks && at > 0 && at < n && !(lines[at] as TextLine).afterBlank ? MID_PARAGRAPH_CUT : 0;
  // A cut pair (from, to) scores desc(..from) + ingredients(from..to) + steps(to..): with prefix
  // sums, the best `from` for each `to` is a running maximum, so the search is one pass.
  const steps = new Array<number>(n + 1).fill(0);
  for (let j = n - 1; j >= 0; j--) steps[j] = (steps[j + 1] as number) - (like[j] as number);
  let best = { from: 0, to: 0, score: -Infinity };
  let description = 0; // desc(..j) for lines before j
  let ingredients = 0; // ingredients(..j)
  // The best start of the ingredients so far: max over from ≤ j of desc(..from) − cost − ingredients(..from).
  let bestFrom = { at: 0, score: -cutCost(0) };
  for (let j = 0; j <= n; j++) {
    if (lead && j > 0) {
      const fromHere = description - cutCost(j) - ingredients;
      if (fromHere > bestFrom.score) bestFrom = { at: j, score: fromHere };
    }
    const score = bestFrom.score + ingredients + (steps[j] as number) - cutCost(j);
    if (score > best.score) best = { from: bestFrom.at, to: j, score };
    if (j < n) {
      description += -(like[j] as number) - DESCRIPTION_DOUBT;
      ingredients += like[j] as number;
    }
  }
  return { from: best.from, to: best.to };
}

/** The parts of the lines after the title, by their headings where the text has them. */
function partsOf(lines: readonly TextLine[]): Parts {
  const parts: Parts = { description: [], ingredients: [], method: [], notes: [] };
  const lead: TextLine[] = [];
  let current: TextLine[] = lead;
  let headed = { ingredients: false, method: false };
  for (const line of lines) {
    if (line.kind === 'ingredients-heading') {
      current = parts.ingredients;
      headed = { ...headed, ingredients: true };
    } else if (line.kind === 'method-heading') {
      current = parts.method;
      headed = { ...headed, method: true };
    } else if (line.kind === 'notes-heading') current = parts.notes;
    else current.push(line);
  }
  if (headed.ingredients && headed.method) {
    parts.description = lead;
  } else if (headed.ingredients) {
    // The method follows the ingredients without a heading of its own.
    const run = parts.ingredients;
    const { to } = bestSplit(run, false);
    parts.description = lead;
    parts.ingredients = run.slice(0, to);
    parts.method = [...run.slice(to), ...parts.method];
  } else {
    // No ingredient heading: the description, the ingredients and maybe the method share the lead.
    const { from, to } = bestSplit(lead, true);
    parts.description = lead.slice(0, from);
    parts.ingredients = lead.slice(from, to);
    parts.method = [...lead.slice(to), ...parts.method];
  }
  return parts;
}

/** The ingredient lines in groups: a group name opens a group, so does a name after a blank line. */
function ingredientGroups(lines: readonly TextLine[]): LineGroup[] {
  const groups: LineGroup[] = [];
  const named = lines.map((line, i) => {
    const next = lines[i + 1];
    if (!next || next.afterBlank) return false;
    return looksLikeGroupName(line) || (line.afterBlank && i > 0 && isBareName(line));
  });
  // A bare first line names a group only when the list has other named groups.
  const first = lines[0];
  if (first && !named[0] && isBareName(first) && named.some(Boolean) && lines.length > 1) named[0] = true;
  for (const [i, line] of lines.entries()) {
    if (named[i]) groups.push({ name: line.text.replace(/[\s:：]+$/u, ''), lines: [] });
    else if (groups.length) (groups[groups.length - 1] as LineGroup).lines.push(line.text);
    else groups.push({ name: null, lines: [line.text] });
  }
  return groups.filter((g) => g.lines.length > 0);
}

/** A short plain line with no amount that could name a group ('Frosting'). */
function isBareName(line: TextLine): boolean {
  return line.kind === 'plain' && !/[\d½⅓⅔¼¾⅛]/.test(line.text) && wordCount(line.text) <= 5;
}

/**
 * The steps: a number, a bullet or a blank line starts one; without numbers a sentence's end does
 * too, so a line wrapped mid-sentence joins the step before it. A step's label on a line of its
 * own ('Step 2') starts the next step and is not a step itself.
 */
function stepsOf(lines: readonly TextLine[]): string[] {
  const numbered = lines.some((l) => l.kind === 'numbered' || l.kind === 'step-label');
  const steps: string[] = [];
  let startNext = true;
  for (const line of lines) {
    if (line.kind === 'step-label') {
      startNext = true;
      continue;
    }
    const last = steps[steps.length - 1];
    const starts =
      startNext ||
      last === undefined ||
      line.kind !== 'plain' ||
      line.afterBlank ||
      looksLikeGroupName(line) ||
      /:$/.test(last) ||
      (!numbered && endsSentence(last));
    if (starts) steps.push(line.text);
    else steps[steps.length - 1] = `${last} ${line.text}`;
    startNext = false;
  }
  return steps;
}

/** The steps in groups: a name ending with a colon heads the steps after it (and stays in the list). */
function instructionGroups(steps: readonly string[]): LineGroup[] {
  const groups: LineGroup[] = [];
  for (const step of steps) {
    const isName = /:$/.test(step) && !/\d/.test(step) && wordCount(step) <= 8;
    if (isName) groups.push({ name: step, lines: [] });
    else if (groups.length) (groups[groups.length - 1] as LineGroup).lines.push(step);
    else groups.push({ name: null, lines: [step] });
  }
  return groups.some((g) => g.name !== null)
    ? groups
    : steps.length
      ? [{ name: null, lines: [...steps] }]
      : [];
}

/** Reads a recipe from plain text. Always a result: `report.success` says whether it is whole. */
export function readRecipeText(text: string): ExtractionResult {
  const lines = textLines(text);
  const facts: TextFacts = noFacts();
  const content: TextLine[] = [];
  for (const line of lines) {
    if (line.kind === 'facts') addFacts(facts, line.facts ?? []);
    else content.push(line);
  }
  const titleAt = content.findIndex((l) => l.kind === 'plain' || l.kind === 'bulleted');
  const title = titleAt >= 0 ? titleOf(content[titleAt] as TextLine) : '';
  const parts = partsOf(titleAt >= 0 ? content.slice(titleAt + 1) : content);
  const ingredientGroupsFound = ingredientGroups(parts.ingredients);
  const steps = stepsOf(parts.method);
  const stepGroups = instructionGroups(steps);
  return resultOf({
    title,
    description: parts.description.map((l) => l.text).join(' '),
    ingredientGroups: ingredientGroupsFound,
    instructionGroups: stepGroups,
    instructions: steps,
    notes: parts.notes.map((l) => l.text),
    facts,
  });
}

interface ReadText {
  title: string;
  description: string;
  ingredientGroups: LineGroup[];
  instructionGroups: LineGroup[];
  instructions: string[];
  notes: string[];
  facts: TextFacts;
}

function resultOf(read: ReadText): ExtractionResult {
  const { facts } = read;
  const total =
    facts.total ??
    (facts.prep !== null || facts.cook !== null ? (facts.prep ?? 0) + (facts.cook ?? 0) : null);
  const ingredients = read.ingredientGroups.flatMap((g) => g.lines);
  const recipe: ParsedRecipe = {
    title: read.title,
    description: read.description,
    ingredients,
    instructions: read.instructions,
    ingredientGroups: read.ingredientGroups,
    instructionGroups: read.instructionGroups,
    totalTime: formatMinutes(total),
    cookTime: formatMinutes(facts.cook),
    prepTime: formatMinutes(facts.prep),
    time: { prep: facts.prep, cook: facts.cook, total },
    difficulty: null,
    ...yieldOf(facts),
    tags: [],
    notes: read.notes,
    sections: read.ingredientGroups.map((g) => ({ name: g.name, ingredients: g.lines, instructions: [] })),
    image: null,
    originalUrl: '',
    author: null,
    language: null,
  };
  const warnings: string[] = [];
  if (!recipe.title) warnings.push('No title found');
  if (!ingredients.length) warnings.push('No ingredients found');
  if (!recipe.instructions.length) warnings.push('No instructions found');
  warnings.push(...qualityWarnings(plausibility(recipe)));
  return {
    recipe,
    report: {
      method: 'text',
      success: !!recipe.title && ingredients.length > 0 && recipe.instructions.length > 0,
      warnings,
      completenessScore: completenessScore(recipe),
      foundData: foundData(recipe),
    },
  };
}
