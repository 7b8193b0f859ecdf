/**
 * The structured data reconciled with the recipe the page shows (issue #30, reconcile.ts): the
 * first rules to run. Where the structured ingredients or steps are partial, malformed or
 * polluted, the page's version is taken; the report's `parts` says which source each part came
 * from and why.
 *
 * Speed: on the light path (sources.ts: complete JSON-LD, only the head and the recipe-plugin card
 * parsed) the structured data is compared with the card; the whole page is parsed only when the
 * structured lists themselves look suspicious (`suspicious`), which keeps the parse budget.
 */
import { reconcileIngredients, reconcileSteps, type PartVerdict } from './part-verdicts.ts';
import { parseHtml } from '../read/dom.ts';
import { domCandidates } from '../read/page-sections.ts';
import { LOW_SCORE, plausibility } from '../quality.ts';
import { looseKey } from '../read/text.ts';
import { keepSteps, type Draft, type Page, type Rule, type Source } from './types.ts';

const STEP_WORD =
  '(?:step|instruction|stap|schritt|etape|étape|paso|passo|etapa|krok|trin|steg|vaihe|lépés|korak)';
const ORDINAL = '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|next|last|final)';
const NUMBER_WORD = '(?:\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

/**
 * A bare step counter given as a step of its own: a step word and its number ('Etape 1', 'Step
 * two'), a number alone ('3.'), an ordinal and a step word ('First instruction', 'Next step').
 * Generic headings ('Method') are left to step-list-heading-lines, since JSON-LD keeps its section
 * names as lines.
 */
const LABEL_STEP = new RegExp(
  `^(?:${STEP_WORD}\\s*(?:no\\.?\\s*)?${NUMBER_WORD}|\\d{1,3}|(?:the\\s+)?${ORDINAL}\\s+${STEP_WORD})\\s*[.:)]*$`,
  'iu',
);

export const isLabelStep = (line: string): boolean => line.length <= 40 && LABEL_STEP.test(line.trim());

/** Structured lists that may be partial or malformed in ways only the whole page can show. */
function suspicious(ingredients: readonly string[], steps: readonly string[]): boolean {
  if (ingredients.length <= 3 || steps.length <= 2) return true;
  const commaSplit = ingredients.some(
    (l, i) => /^\d+$/.test(l.trim()) || (/\d$/.test(l) && /^\d/.test(ingredients[i + 1] ?? '')),
  );
  const words = steps.reduce((n, s) => n + s.split(' ').length, 0);
  return commaSplit || words > 1500;
}

/** The longest word of a line (4 letters or more), lower case: what to look for in the markup. */
function markWord(line: string): string | null {
  const words = line.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
  return words.reduce<string | null>((a, w) => (!a || w.length > a.length ? w : a), null);
}

/** Bytes of markup read before and after the place the structured list starts in the page. */
const WINDOW_BEFORE = 8_000;
const WINDOW_AFTER = 40_000;

/**
 * The part of the page around the recipe the structured data describes: the first place where the
 * first ingredient line's longest word is followed, within a few hundred bytes, by the second's.
 * Null when the lines cannot be placed.
 */
export function recipeWindow(html: string, lines: readonly string[]): string | null {
  const [a, b] = [markWord(lines[0] ?? ''), markWord(lines[1] ?? '')];
  if (!a || !b) return null;
  const lower = html.toLowerCase();
  for (let at = lower.indexOf(a); at >= 0; at = lower.indexOf(a, at + a.length)) {
    const next = lower.indexOf(b, at + a.length);
    if (next < 0) return null;
    if (next - at > 800) continue;
    const start = lower.lastIndexOf('<', Math.max(0, at - WINDOW_BEFORE));
    return `<html><body>${html.slice(Math.max(0, start), at + WINDOW_AFTER)}</body></html>`;
  }
  return null;
}

/**
 * The page's readings to compare with, plausible ones only: the whole page where it is parsed or
 * the structured lists look suspicious; else the recipe-plugin card; else the markup around the
 * structured ingredient lines.
 */
function pageReadings(d: Draft, page: Page): Source[] {
  let all: Source[];
  if (!page.light || suspicious(d.c.ingredients, d.c.instructions)) all = page.wholePageDom();
  else if (page.dom.some((s) => s.candidate.ingredients.length > 0)) all = page.dom;
  else {
    const window = recipeWindow(page.stripped, d.c.ingredients);
    all = window
      ? domCandidates(parseHtml(window)).map((f) => ({
          method: 'enhanced-dom' as const,
          candidate: f.candidate,
          detail: f.plugin,
        }))
      : [];
  }
  return all.filter((s) => plausibility(s.candidate).score >= LOW_SCORE);
}

/**
 * The reading whose lines share most with `lines` (by letters and digits), among those that have
 * `need` (by default the same part): on a tie, the first.
 */
export function closest(
  readings: readonly Source[],
  lines: readonly string[],
  pick: (s: Source) => string[],
  need: (s: Source) => string[] = pick,
): Source | null {
  const keys = new Set(lines.map(looseKey));
  let best: Source | null = null;
  let bestShared = -1;
  for (const r of readings) {
    if (!need(r).length) continue;
    const theirs = pick(r);
    const shared = theirs.filter((l) => keys.has(looseKey(l))).length;
    if (shared > bestShared) {
      best = r;
      bestShared = shared;
    }
  }
  return best;
}

/**
 * Another source for the part the draft lacks (`need`): structured data first, else the page
 * reading that found the part the draft has (`have`, whose lines are `lines`) too: it read the
 * recipe's block, where another reading may have read a shop's product cards or another dish's tab.
 */
export function otherSourceFor(
  others: readonly Source[],
  lines: readonly string[],
  have: (s: Source) => string[],
  need: (s: Source) => string[],
): Source | null {
  return (
    others.find((s) => s.method !== 'enhanced-dom' && need(s).length > 0) ??
    closest(others, lines, have, need)
  );
}

const PAGE_PART = 'the page';

function record(d: Draft, part: 'ingredients' | 'instructions', from: string, why: string): void {
  d.parts = { ...d.parts, [part]: { from, why } };
}

/**
 * Counters given as steps are no steps ('Etape 1' or 'First instruction' before each step), from
 * whichever source the steps came: the reader sees them as noise between the steps.
 */
export const stepLabelLines: Rule = {
  name: 'step-label-lines',
  applies: (d) => d.c.instructions.some(isLabelStep),
  apply: (d, page) => {
    if (d.c.instructions.every(isLabelStep)) return false;
    keepSteps(d, (s) => !isLabelStep(s));
    if (page.structuredData)
      record(d, 'instructions', page.structuredData.detail, 'step counters given as steps were left out');
    return true;
  },
};

export const reconcileWithPage: Rule = {
  name: 'structured-data-reconciled-with-page',
  applies: (d, page) => !!page.structuredData && (d.c.ingredients.length > 0 || d.c.instructions.length > 0),
  apply: (d, page) => {
    let changed = false;
    const readings = pageReadings(d, page);
    const take = (verdict: PartVerdict, part: 'ingredients' | 'instructions', r: Source | null): boolean => {
      if (!r || verdict.take !== 'page' || !verdict.why) return false;
      if (part === 'ingredients') {
        d.c.ingredients = r.candidate.ingredients;
        d.c.ingredientSections = r.candidate.ingredientSections;
      } else {
        d.c.instructions = r.candidate.instructions;
        d.c.instructionSections = r.candidate.instructionSections;
        d.instructionsFrom = 'enhanced-dom';
      }
      record(d, part, PAGE_PART, verdict.why);
      d.warnings.push(
        `The ${part === 'ingredients' ? 'ingredients' : 'steps'} were read from the page: ${verdict.why}`,
      );
      return true;
    };
    const ing = closest(readings, d.c.ingredients, (s) => s.candidate.ingredients);
    if (ing)
      changed =
        take(reconcileIngredients(d.c.ingredients, ing.candidate.ingredients), 'ingredients', ing) || changed;
    const steps = closest(readings, d.c.instructions, (s) => s.candidate.instructions);
    if (steps)
      changed =
        take(reconcileSteps(d.c.instructions, steps.candidate.instructions), 'instructions', steps) ||
        changed;
    return changed;
  },
};

export const RECONCILE_RULES: readonly Rule[] = [stepLabelLines, reconcileWithPage];
