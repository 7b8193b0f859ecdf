/**
 * Notes under a heading of their own ('Notes', 'Recipe Notes', 'Tips', 'Cook's notes') that follows
 * the recipe's steps: recipe cards without a plugin's notes class put them there. Only a heading
 * soon after the last step counts (tips in the article above the card are the blog's, not the
 * recipe's), and a line that repeats a step or an ingredient is never taken for a note.
 */
import { type DomIndex, type Element, HEADING_TAGS, isElement, linesOf, shortText } from './dom.ts';
import { OTHER_HEADING } from './headings.ts';
import { looseKey } from './text.ts';

const LABEL_WORDS =
  "(?:(?:recipe|cook(?:'|’)?s|chef(?:'|’)?s|baker(?:'|’)?s|my)\\s+)?(?:notes?|tips?|tipps?|astuces?|conseils?|consejos?|notas?|suggerimenti|consigli)(?:\\s*(?:and|&|&amp;|\\+)\\s*(?:notes?|tips?|tricks|substitutions|variations))?";

/** A notes heading's whole text, colon and decoration aside. */
const NOTES_LABEL = new RegExp(`^${LABEL_WORDS}$`, 'i');

/** Such a label as an element's whole text in the HTML: whether a page can have one at all. */
export const NOTES_LABEL_IN_HTML = new RegExp(`>\\s*${LABEL_WORDS}\\s*:?\\s*<`, 'i');

/** Elements a heading is typed as: a real heading, or a block (or bold text) holding only the label. */
const LABEL_TAGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'div', 'dt', 'strong', 'b', 'span']);

/** Characters of text (letters and digits) between the last step and the heading, at most. */
const MAX_DISTANCE = 500;
const MAX_LINES = 50;
/** A line that starts the page's next part, read as one: links to more of the site. */
const NEXT_PART =
  /^(?:read\s+also|see\s+also|lire\s+aussi|à\s+lire\s+aussi|leggi\s+anche|lee\s+tambi[ée]n|auch\s+interessant|related|more\s+recipes|you\s+may\s+also\s+like)\b/i;
/** Letters and digits that end the last step: enough to tell it from other text. */
const STEP_ENDING = 30;
const MAX_CHARACTERS = 10_000;

function isNotesLabel(el: Element): boolean {
  if (!LABEL_TAGS.has(el.name)) return false;
  const text = shortText(el, 40);
  return text !== null && NOTES_LABEL.test(text.replace(/^[^\p{L}]+|[\s:.!]+$/gu, ''));
}

/**
 * One pass over the text in document order, counting letters and digits: where the last step's
 * text ends (each place it does: a note may repeat it), and where each notes label starts. Only
 * the last characters read are kept, so the pass is linear in the page.
 */
function scan(idx: DomIndex, lastStep: string): { stepEnds: number[]; labels: [Element, number][] } {
  const ending = looseKey(lastStep).slice(-STEP_ENDING);
  let tail = '';
  let length = 0;
  const stepEnds: number[] = [];
  const labels: [Element, number][] = [];
  const walk = (node: Element): void => {
    for (const child of node.children) {
      if (child.type === 'text') {
        const key = looseKey((child as unknown as { data: string }).data);
        length += key.length;
        tail = (tail + key).slice(-STEP_ENDING);
        continue;
      }
      if (!isElement(child)) continue;
      if (isNotesLabel(child)) {
        labels.push([child, length]);
        continue;
      }
      walk(child);
      if (ending.length > 0 && tail.endsWith(ending) && stepEnds.at(-1) !== length) stepEnds.push(length);
    }
  };
  for (const child of idx.doc.children) if (isElement(child)) walk(child);
  return { stepEnds, labels };
}

/**
 * What a label heads: a wrapper holding only the label stands for it, then its following
 * siblings up to the next heading (or a part the page heads otherwise: nutrition, comments).
 */
function linesUnder(label: Element): string[] {
  let head: Element = label;
  while (head.parent && isElement(head.parent) && onlyElementChild(head.parent, head)) head = head.parent;
  const lines: string[] = [];
  let size = 0;
  for (let next = head.next; next; next = next.next) {
    if (!isElement(next)) continue;
    if (HEADING_TAGS.has(next.name) || isNotesLabel(next)) break;
    const block = linesOf(next);
    if (block.length > 0 && OTHER_HEADING.test(block[0] ?? '') && block[0]!.length < 40) break;
    for (const line of block) {
      if (NEXT_PART.test(line)) return lines;
      lines.push(line);
      size += line.length;
      if (lines.length >= MAX_LINES || size >= MAX_CHARACTERS) return lines;
    }
  }
  return lines;
}

function onlyElementChild(parent: Element, child: Element): boolean {
  return parent.children.every(
    (c) => c === child || (c.type === 'text' && !(c as unknown as { data: string }).data.trim()),
  );
}

/** The notes under the first notes heading soon after the last step; none without one. */
export function notesUnderHeading(
  idx: DomIndex,
  recipe: { instructions: readonly string[]; ingredients: readonly string[] },
): string[] {
  const lastStep = recipe.instructions.at(-1);
  if (!lastStep) return [];
  const { stepEnds, labels } = scan(idx, lastStep);
  // Both lists are in document order: walk them together for each label's nearest step end before it.
  let e = -1;
  const label = labels.find(([, at]) => {
    while (e + 1 < stepEnds.length && stepEnds[e + 1]! <= at) e++;
    return e >= 0 && at - stepEnds[e]! <= MAX_DISTANCE;
  })?.[0];
  if (!label) return [];
  const recipeLines = new Set([...recipe.instructions, ...recipe.ingredients].map(looseKey));
  return linesUnder(label).filter((line) => !recipeLines.has(looseKey(line)));
}
