/** Rules for the steps: where they come from when the structured data's steps will not do. */
import { headingText, INGREDIENT_HEADING, INSTRUCTION_HEADING } from '../read/headings.ts';
import { isPlaceholderStep, lineKey, plausibility } from '../quality.ts';
import type { Element } from 'domhandler';
import { contains, linesOf, shortText } from '../read/dom.ts';
import { looseKey } from '../read/text.ts';
import { pageMeta } from '../read/page-fields.ts';
import { headingsNaming, nameBeforeColon, pageTitle } from './fields.ts';
import { otherSourceFor } from './reconcile.ts';
import { keepSteps, type Page, type Rule } from './types.ts';

/**
 * Structured data that flattened the whole method into one string, while the page shows it as
 * separate steps: take the page's steps when they hold the same text.
 */
const stepsFromPageLayout: Rule = {
  name: 'steps-from-page-layout',
  applies: (d, page) => !!page.structuredData && d.c.instructions.length === 1,
  apply: (d, page) => {
    const blob = looseKey(d.c.instructions[0] ?? '');
    const fromPage = page
      .wholePageDom()
      .find(
        (s) => s.candidate.instructions.length > 1 && looseKey(s.candidate.instructions.join(' ')) === blob,
      );
    if (!fromPage) return false;
    d.c.instructions = fromPage.candidate.instructions;
    d.c.instructionSections = fromPage.candidate.instructionSections;
    d.warnings.push('Instruction steps taken from the page layout');
    return true;
  },
};

/** The 'method' is the recipe's summary again: look for the steps on the page. */
const stepsNotDescription: Rule = {
  name: 'steps-not-the-description',
  applies: (d, page) =>
    !!page.structuredData &&
    d.c.instructions.length === 1 &&
    !!d.c.description &&
    looseKey(d.c.instructions[0] ?? '') === looseKey(d.c.description),
  apply: (d, page) => {
    const found = page.wholePageDom().find((s) => s.candidate.instructions.length > 0);
    if (!found) return false;
    d.c.instructions = found.candidate.instructions;
    d.c.instructionSections = found.candidate.instructionSections;
    d.instructionsFrom = 'enhanced-dom';
    d.warnings.push('Instructions repeated the description; steps read from the page');
    return true;
  },
};

/** The winner has no steps: take another source's (otherSourceFor). */
const fromOtherSource: Rule = {
  name: 'instructions-from-other-source',
  applies: (d) => !d.c.instructions.length,
  apply: (d, page) => {
    const o = otherSourceFor(
      page.others,
      d.c.ingredients,
      (s) => s.candidate.ingredients,
      (s) => s.candidate.instructions,
    );
    if (!o) return false;
    d.instructionsFrom = o.method;
    d.c.instructions = o.candidate.instructions;
    d.c.instructionSections = o.candidate.instructionSections;
    d.warnings.push(
      o.method === 'enhanced-dom'
        ? 'Instructions recovered from page text'
        : `Instructions recovered from ${o.detail}`,
    );
    return true;
  },
};

/**
 * Structured data whose steps are empty or placeholders ('...', 'Step 1', 'N/A') while the page
 * shows the method: take the page's steps.
 */
const stepsNotPlaceholders: Rule = {
  name: 'steps-from-page-not-placeholders',
  applies: (d, page) =>
    !!page.structuredData && d.c.instructions.length > 0 && d.c.instructions.every(isPlaceholderStep),
  apply: (d, page) => {
    const found = page
      .wholePageDom()
      .find((s) => s.candidate.instructions.some((x) => !isPlaceholderStep(x)));
    if (!found) {
      d.c.instructions = [];
      d.c.instructionSections = [];
      return true;
    }
    d.c.instructions = found.candidate.instructions.filter((x) => !isPlaceholderStep(x));
    d.c.instructionSections = found.candidate.instructionSections;
    d.instructionsFrom = 'enhanced-dom';
    d.warnings.push('The structured data had no real steps; steps read from the page');
    return true;
  },
};

/**
 * The ingredient list (with its heading) read as part of the method: steps that are the
 * ingredient lines, and the 'Ingredients' / 'Method' headings around them, are dropped.
 */
const ingredientsOutOfSteps: Rule = {
  name: 'ingredient-list-out-of-steps',
  applies: (d) =>
    d.c.ingredients.length >= 2 &&
    d.c.instructions.length >= 2 &&
    plausibility(d.c).problems.includes('ingredients-in-steps'),
  apply: (d) => {
    const ing = new Set(d.c.ingredients.map(lineKey));
    const steps = d.c.instructions;
    const isHeading = (s: string): boolean =>
      s.length < 40 && (INGREDIENT_HEADING.test(headingText(s)) || INSTRUCTION_HEADING.test(headingText(s)));
    const keep = (s: string): boolean => !ing.has(lineKey(s)) && !isHeading(s);
    if (!steps.some(keep)) return false;
    keepSteps(d, keep);
    d.warnings.push('The ingredient list was removed from the steps');
    return true;
  },
};

// Controls and progress labels of a step list, not steps.
const STEP_UI =
  /^(?:(?:step|[ée]tape|paso|passo|schritt|stap|steg|trin|krok|l[ée]p[ée]s|korak|adım|βήμα)\s*\d+\s*(?:of|de|di|von|van|av|af|z|sur|\/)\s*\d+|\d+\s*(?:of|\/)\s*\d+|add (?:an? )?(?:ingredient|note|photo|to (?:shopping|grocery) list|to collection)|(?:print|save|share|email|pin)(?: (?:this )?(?:recipe|step))?|jump to (?:recipe|video|comments?)|watch (?:the )?video|play video|i made (?:this|it)|mark (?:as )?(?:done|complete)|rate this recipe|show (?:more|less)|read more|(?:next|previous) step|pin it|did you (?:make|try) this(?: recipe)?\s*\?|leave a (?:comment|review|rating)|tag @?[\w.]{1,30} on (?:instagram|pinterest|tiktok))[.!]?$/i;

/** Interface labels in the step list ('Step 3 of 9', 'Add ingredient', 'Print'): dropped. */
const stepInterfaceLabels: Rule = {
  name: 'step-interface-labels',
  applies: (d) => d.c.instructions.some((s) => s.length < 40 && STEP_UI.test(s.trim())),
  apply: (d) => {
    const keep = (s: string): boolean => !(s.length < 40 && STEP_UI.test(s.trim()));
    if (!d.c.instructions.some(keep)) return false;
    keepSteps(d, keep);
    return true;
  },
};

// A label and a duration, nothing else: 'Préparation 5 min', 'Cook time: 1 h 10 mins'.
const TIME_LABEL_LINE =
  /^\p{L}[\p{L} /-]{0,24}:?\s*(?:\d+\s*(?:h|hrs?|hours?|heures?|std\.?|stunden?|uur|ore|horas?)\s*)?\d+\s*(?:m|mn|mins?|minutes?|minuten?|minuti|minutos?)\.?$/iu;
/** A short line of a label and a duration (a long line is never one: no regex runs on it). */
const isTimeLabelLine = (s: string): boolean => s.length <= 60 && TIME_LABEL_LINE.test(s.trim());

/**
 * The recipe's times read as the first steps ('Préparation 5 min', 'Cuisson 10 min', 'Repos
 * 10 min', a list next to the method heading): a run of two or more such lines at the start of
 * the steps is dropped (one line alone may be a step: 'Bake 10 min').
 */
const stepTimesLabels: Rule = {
  name: 'step-times-labels',
  applies: (d) =>
    d.c.instructions.length > 2 &&
    isTimeLabelLine(d.c.instructions[0] as string) &&
    isTimeLabelLine(d.c.instructions[1] as string),
  apply: (d) => {
    const steps = d.c.instructions;
    let from = 0;
    while (from < steps.length && isTimeLabelLine(steps[from] as string)) from++;
    if (from === steps.length) return false;
    const dropped = new Set(steps.slice(0, from));
    keepSteps(d, (x) => !dropped.has(x));
    return true;
  },
};

/**
 * Whether the page shows another list item right after the last step (in the same list): a cheap
 * look at the markup before the whole page is read.
 */
function moreStepsShown(html: string, last: string): boolean {
  const probe = last.slice(0, 40).trim();
  if (probe.length < 12 || /[<>&]/.test(probe)) return false;
  const at = html.lastIndexOf(probe);
  if (at < 0) return false;
  const tail = html.slice(at, at + 6000);
  const next = tail.search(/<li\b/i);
  const close = tail.search(/<\/[ou]l\s*>/i);
  return next >= 0 && (close < 0 || next < close);
}

/**
 * Structured data whose steps stop before the last ones the page shows: when the page's list
 * starts with the same steps and goes on for at least two more (one more line after the method
 * is, on the corpus, a sign-off or an offer, not a step), the page's steps are taken.
 */
const stepsToTheEnd: Rule = {
  name: 'steps-to-the-end-from-page',
  applies: (d, page) =>
    !!page.structuredData &&
    d.c.instructions.length > 0 &&
    d.instructionsFrom !== 'enhanced-dom' &&
    moreStepsShown(page.stripped, d.c.instructions.at(-1) as string),
  apply: (d, page) => {
    const keys = d.c.instructions.map(looseKey);
    const longer = page
      .wholePageDom()
      .find(
        (s) =>
          s.candidate.instructions.length >= keys.length + 2 &&
          keys.every((k, i) => looseKey(s.candidate.instructions[i] ?? '') === k),
      );
    if (!longer) return false;
    d.c.instructions = longer.candidate.instructions;
    d.c.instructionSections = longer.candidate.instructionSections;
    d.warnings.push('The structured data stopped before the last steps; steps read from the page');
    return true;
  },
};

/** A step that is only a title: a few words, no sentence end, no amount ('Cook the rice noodles'). */
const isStepTitle = (s: string): boolean => {
  const t = s.trim();
  return t.length > 0 && t.split(/\s+/).length <= 8 && !/[.!?:;…。]$/.test(t) && !/\d/.test(t);
};

/** The longest a step's title, then its text, may be on the page. */
const TITLE_CHARS = 120;
const STEP_CHARS = 3000;

/**
 * Where the page shows the steps' titles, one element each, in their order: the first element
 * (outermost) whose whole text is the title, each after the one before. Null when one is missing.
 */
function titleElements(page: Page, titles: readonly string[]): Element[] | null {
  const idx = page.fullDom();
  const keys = titles.map(looseKey);
  const found: Element[] = [];
  for (const el of idx.all) {
    const k = keys[found.length];
    if (k === undefined) break;
    const prev = found.at(-1);
    if (prev && contains(prev, el)) continue;
    const t = shortText(el, TITLE_CHARS);
    if (t !== null && looseKey(t) === k) found.push(el);
  }
  return found.length === titles.length ? found : null;
}

/** The highest ancestor of `el` (or `el`) that holds none of `others`. */
function ownBox(el: Element, others: readonly Element[]): Element {
  let box = el;
  for (let up = el.parent; up && up.type !== 'root'; up = up.parent) {
    const parent = up as Element;
    if (others.some((o) => contains(parent, o))) break;
    box = parent;
  }
  return box;
}

/**
 * Structured data whose steps are only the steps' titles ('Cook the rice noodles', 'Serve') while
 * the page shows each title with its text: the step is the title and the text under it, read from
 * the title's own box on the page (up to the next title), without the step's counter.
 */
const stepsUnderTheirTitles: Rule = {
  name: 'steps-under-their-titles',
  applies: (d, page) =>
    !!page.structuredData &&
    d.instructionsFrom !== 'enhanced-dom' &&
    d.c.instructions.length >= 2 &&
    d.c.instructions.every(isStepTitle),
  apply: (d, page) => {
    const titles = d.c.instructions;
    const els = titleElements(page, titles);
    if (!els) return false;
    const steps: string[] = [];
    for (let i = 0; i < els.length; i++) {
      const el = els[i] as Element;
      const box = ownBox(
        el,
        els.filter((_, j) => j !== i),
      );
      if (box === el) return false;
      const lines = linesOf(box);
      const at = lines.findIndex((l) => looseKey(l) === looseKey(titles[i] as string));
      const text = lines
        .slice(at + 1)
        .filter((l) => !/^\d{1,2}[.):]?$/.test(l))
        .join(' ');
      if (!text || text.length > STEP_CHARS) return false;
      steps.push(`${titles[i]}: ${text}`);
    }
    const map = new Map(titles.map((t, i) => [t, steps[i] as string]));
    d.c.instructions = steps;
    d.c.instructionSections = d.c.instructionSections.map((sec) => ({
      name: sec.name,
      instructions: sec.instructions.map((x) => map.get(x) ?? x),
    }));
    d.warnings.push("The structured data gave only the steps' titles; their text read from the page");
    return true;
  },
};

/**
 * No steps anywhere, while the page sets the method as paragraphs under a sub-heading that
 * repeats the dish's name ('<h2>Kohlrabi-Fenchel-Carpaccio</h2><p>Den Kohlrabi schälen…</p>
 * <p>Nun aus dem Olivenöl…</p>', after the ingredient list, with no 'Method' heading): the
 * paragraphs right after that heading, up to the first element that is no paragraph, are the
 * steps.
 */
const stepsUnderDishHeading: Rule = {
  name: 'steps-under-the-dish-heading',
  applies: (d) => !d.c.instructions.length && d.c.ingredients.length > 0,
  apply: (d, page) => {
    // The page's title where the source gave none (read from the page, it is set by the field
    // rules only later), and its part before a colon ('Kohlrabi carpaccio: kohlrabi deserves…').
    const title = d.c.title ?? pageTitle(page.light ? pageMeta(page.fullDom()) : page.meta);
    if (!title) return false;
    const idx = page.fullDom();
    for (const name of [title, nameBeforeColon(title)]) {
      if (!name || looseKey(name).length < 4) continue;
      for (const h of headingsNaming(idx, name)) {
        const steps: string[] = [];
        for (let n = h.next; n && steps.length <= 20; n = n.next) {
          if (n.type === 'text') {
            if ((n as unknown as { data: string }).data.trim()) break;
            continue;
          }
          const el = n as Element;
          if (el.type !== 'tag' || el.name !== 'p') break;
          steps.push(...linesOf(el));
        }
        if (steps.length && steps.length <= 20 && steps.some((x) => x.split(/\s+/).length >= 8)) {
          d.c.instructions = steps;
          d.c.instructionSections = [{ name: null, instructions: steps }];
          d.instructionsFrom = 'enhanced-dom';
          d.warnings.push('Instructions recovered from page text');
          return true;
        }
      }
    }
    return false;
  },
};

// A paragraph that tells a story about the dish rather than a step ('I first made this for my…').
const FIRST_PERSON = /\b(?:I|I'm|I've|I'd|my|we|we've|our)\b|\bthis (?:recipe|post)\b/;
// A measure, a temperature or a time: what a step says and a story does not.
const MEASURE = /\d+\s*(?:°|degrees|minutes?|mins?|hours?|hrs?|seconds?|g|kg|ml|l|cups?|tbsp|tsp|oz|lb)\b/i;
// The story speaks of itself from its first sentence on; a step may say 'I like…' after its
// instruction ('Mash the strawberries in a pot. I like some large pieces…'), issue #30.
const firstSentence = (s: string): string => s.split(/(?<=[.!?])\s+/)[0] ?? s;
const isIntro = (s: string): boolean =>
  s.length > 100 && FIRST_PERSON.test(firstSentence(s)) && !MEASURE.test(s);

/**
 * Steps read from the page that open with the introduction ('I first made this cake for my
 * mother…'): up to two leading paragraphs that are long, told in the first person (or about
 * 'this recipe') and give no measure, temperature or time are dropped while two steps remain.
 */
const introParagraphs: Rule = {
  name: 'step-intro-paragraphs',
  applies: (d) =>
    d.instructionsFrom === 'enhanced-dom' &&
    d.c.instructions.length >= 3 &&
    isIntro(d.c.instructions[0] as string),
  apply: (d) => {
    const steps = d.c.instructions;
    let from = 0;
    while (from < 2 && from < steps.length - 2 && isIntro(steps[from] as string)) from++;
    if (!from) return false;
    const dropped = new Set(steps.slice(0, from));
    keepSteps(d, (x) => !dropped.has(x));
    d.warnings.push('Introduction paragraphs removed from the steps');
    return true;
  },
};

export const INSTRUCTION_RULES: readonly Rule[] = [
  stepsToTheEnd,
  stepsNotPlaceholders,
  stepsUnderTheirTitles,
  stepsFromPageLayout,
  stepsNotDescription,
  fromOtherSource,
  stepsUnderDishHeading,
  ingredientsOutOfSteps,
  stepInterfaceLabels,
  stepTimesLabels,
  introParagraphs,
];
