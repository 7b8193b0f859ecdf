/** Rules for the steps: where they come from when the structured data's steps will not do. */
import { looseKey } from '../text.ts';
import type { Rule } from './types.ts';

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

/** The winner has no steps: take the first other source that has them. */
const fromOtherSource: Rule = {
  name: 'instructions-from-other-source',
  applies: (d) => !d.c.instructions.length,
  apply: (d, page) => {
    const o = page.others.find((s) => s.candidate.instructions.length > 0);
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

export const INSTRUCTION_RULES: readonly Rule[] = [stepsFromPageLayout, stepsNotDescription, fromOtherSource];
