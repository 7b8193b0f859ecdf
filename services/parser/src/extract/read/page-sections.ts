/**
 * 'enhanced-dom': general DOM heuristics for pages without usable structured data.
 *  1. Recipe-plugin markup (WP Recipe Maker, Tasty Recipes, Mediavine Create, Cooked, EasyRecipe,
 *     ZipList): the class names of the table in plugins.ts.
 *  2. Elements whose class / id says "ingredients" / "instructions" and that hold a list.
 *  3. Headings ('Ingredients', 'Zutaten', 'Method', 'Préparation', ...) followed by lists or
 *     paragraphs up to the next heading.
 */
import { bulletRecipe } from './bullets.ts';
import { AMOUNT_ONLY, amountsJoinedToNames } from './split-lines.ts';
import { emptyCandidate } from '../candidate.ts';
import type { Candidate } from '../candidate.ts';
import type { DomIndex, Element } from './dom.ts';
import {
  contains,
  findAll,
  HEADING_TAGS,
  insideLi,
  isBoldOnly,
  isElement,
  leafLis,
  linesOf,
  partsText,
  shortText,
  textOf,
} from './dom.ts';
import {
  emptyFound,
  GROUP_ITEM_CLASS,
  isGroupItem,
  itemText,
  notShown,
  sectionedList,
  withoutCounterBox,
} from './dom-lists.ts';
import type { Found } from './dom-lists.ts';
import { pluginCards } from './dom-plugins.ts';
import {
  headingText,
  INGREDIENT_HEADING,
  INSTRUCTION_HEADING,
  OTHER_HEADING,
  RECIPE_HEADING,
  STEP_HEADING,
} from './headings.ts';
import { columnBefore, rowItemsAfter, rowsOf, stepBlocksAfter } from './layout.ts';
import { isServingsLine } from './page-fields.ts';

/** A short line that is not a sentence: a title ('Tortillas', 'Aioli Ingredients:'). */
function isTitleLine(t: string): boolean {
  // A label that ends in a colon may be longer ('BONUS, For the Chicken Caesar Salad Wrap:').
  return (t.length <= 40 || (t.endsWith(':') && t.length <= 60)) && !/[.!?;,]$/.test(t) && !/\d/.test(t);
}

/** A counter set apart in its own element ('<strong>1.</strong> Preheat…'): the page's numbering. */
const BARE_COUNTER = /^\d{1,2}\s*[.)]?$/;
/** A paragraph that starts with a one-word label: 'NOTE | …', 'Tip: …'. */
const LABEL_LEAD = /^\p{L}+\s*[|:]/u;

function classOrIdMatches(el: Element, re: RegExp): boolean {
  const c = el.attribs['class'];
  const id = el.attribs['id'];
  return (!!c && re.test(c)) || (!!id && re.test(id));
}

/**
 * The box and the boxes beside it of the same class, in order: a method given as one box per part
 * ('<div class="…preparation"><h3>Sauce</h3>…</div><div class="…preparation"><h3>Pasta</h3>…'),
 * whose first box alone the class names find; only where the class itself names the part. Issue #30: the issue's class of later groups cut off.
 */
function boxesLikeIt(root: Element, named: RegExp): Element[] {
  const cls = root.attribs['class'];
  const parent = root.parent;
  // Only a class that names the part: a layout class ('component container') is shared by any box.
  if (!cls || !named.test(cls) || !parent || !isElement(parent)) return [root];
  // The run of boxes that follow it one after another: a box of the same class after a heading of
  // its own ('<h3>Glasses & tools</h3><div class="instructions">') is another part.
  const siblings = parent.children.filter(isElement);
  const alike: Element[] = [];
  for (let i = siblings.indexOf(root); i < siblings.length && siblings[i]?.attribs['class'] === cls; i++)
    alike.push(siblings[i] as Element);
  return alike;
}

/** Containers whose class/id names ingredients / instructions and that hold list items. */
function classNamed(idx: DomIndex): Found | null {
  const ingRe =
    /(?:^|[\s_-])(?:recipe[_-]?)?ingredients?(?:[_-]{0,2}(?:list|section|container|wrapper|block)s?)?(?:$|\s)/i;
  const insRe =
    /(?:^|[\s_-])(?:recipe[_-]?)?(?:instructions?|directions?|method|preparation|steps)(?:[_-]{0,2}(?:list|section|container|wrapper|block)s?)?(?:$|\s)/i;
  let ingRoot: Element | null = null;
  let insRoot: Element | null = null;
  for (const el of idx.all) {
    if (el.name === 'body' || el.name === 'html' || el.name === 'li' || el.name === 'a' || el.name === 'span')
      continue;
    if (!el.attribs['class'] && !el.attribs['id']) continue;
    // A box named as the ingredients that holds a list, or rows of blocks without one (issue #15:
    // the issue's class of ingredient rows of divs; services/parser/RULES.md).
    if (!ingRoot && classOrIdMatches(el, ingRe) && (leafLis(el).length >= 1 || rowsOf(el))) ingRoot = el;
    else if (
      !insRoot &&
      classOrIdMatches(el, insRe) &&
      (leafLis(el).length >= 1 || findAll(el, (e) => e.name === 'p').length >= 1)
    ) {
      if (!ingRoot || !contains(el, ingRoot)) insRoot = el;
    }
    if (ingRoot && insRoot) break;
  }
  // A method block named as such, with the ingredient list in the column before it.
  if (!ingRoot && insRoot) ingRoot = columnBefore(insRoot);
  if (!ingRoot) return null;
  const f = emptyFound();
  f.plugin = 'class-names';
  const secs = sectionedList(ingRoot);
  f.ingredientSections = secs.map((s) => ({ name: s.name, ingredients: s.items }));
  f.ingredients = secs.flatMap((s) => s.items);
  if (insRoot) {
    const isecs = boxesLikeIt(insRoot, insRe).flatMap((box) => sectionedList(box, true));
    for (const s of isecs) {
      if (s.label && isecs.length > 1) f.instructions.push(s.label);
      f.instructions.push(...s.items);
      f.instructionSections.push({ name: s.name, instructions: s.items });
    }
  }
  return f;
}

/** A utility class that sets the text in bold ('font-bold', 'fw-bold'): a heading styled by class. */
const BOLD_CLASS = /(?:^|\s)(?:font-bold|fw-bold|bold)(?:\s|$)/;

const HEADING_CLASS = /title|heading|header/i;
const ACTION_LABEL = /^(?:print|share|save|pin|rate|jump|leave|tags?|categor)/i;

function headingLike(el: Element): boolean {
  if (HEADING_TAGS.has(el.name)) return true;
  // A table that heads its own rows ('<tr><th colspan="2">Ingredients</th></tr>'). Issue #15:
  // the issue's class of ingredient lists in tables (services/parser/RULES.md).
  if (el.name === 'th') return true;
  if (
    el.name === 'strong' ||
    el.name === 'b' ||
    el.name === 'p' ||
    el.name === 'div' ||
    el.name === 'span' ||
    el.name === 'dt' ||
    el.name === 'summary'
  ) {
    const cls = el.attribs['class'] ?? '';
    return (
      el.name === 'strong' ||
      el.name === 'b' ||
      /title|heading|header|label/i.test(cls) ||
      BOLD_CLASS.test(cls) ||
      el.name === 'p' ||
      el.name === 'dt' ||
      el.name === 'summary'
    );
  }
  return false;
}

/** 'Ingredients for the sauce', 'Zutaten für den Teig': a heading naming one part of the recipe. */
const FOR_PART = /\s(?:for|für|pour|para|per|voor|för|til|dla|na)\s+\S/i;

const NAV_ROLES = new Set(['tablist', 'tab', 'navigation', 'menu', 'menubar']);

/**
 * Is this item what a reader sees as recipe content? Not when it sits in navigation (tab labels,
 * menus), in hidden markup, or in an inactive tab panel next to the active one (the 'US' pane of
 * a US / metric switch). Only the markup between the item and the heading counts: a tab panel
 * hidden as a whole, heading and all ('Method' behind a tab button), is shown once its tab is
 * (issue #15, written against half b; services/parser/RULES.md).
 */
function shownContent(el: Element, headingAndAncestors: ReadonlySet<Element>): boolean {
  for (
    let p: Element | null = el;
    p && p.type === 'tag' && !headingAndAncestors.has(p);
    p = p.parent as Element | null
  ) {
    const a = p.attribs;
    if (p.name === 'nav' || (a['role'] && NAV_ROLES.has(a['role']))) return false;
    if (notShown(p) || a['aria-hidden'] === 'true') return false;
    if (
      isTabPane(p) &&
      !isActivePane(p) &&
      p.parent &&
      (p.parent as Element).children.some((k) => isElement(k) && k !== p && isTabPane(k) && isActivePane(k))
    )
      return false;
  }
  return true;
}

const isTabPane = (el: Element): boolean => /(?:^|\s)tab-pane(?:\s|$)/.test(el.attribs['class'] ?? '');
const isActivePane = (el: Element): boolean =>
  /(?:^|\s)(?:active|show)(?:\s|$)/.test(el.attribs['class'] ?? '');

/** A list item that is only a link (tag clouds, category lists, 'related' links), never a step. */
function isLinkOnly(li: Element): boolean {
  const kids = li.children.filter(
    (k) => isElement(k) || (k.type === 'text' && (k as unknown as { data: string }).data.trim()),
  );
  const only = kids.length === 1 ? kids[0] : undefined;
  return !!only && isElement(only) && only.name === 'a';
}

/**
 * A list whose items are mostly only links (the people who saved the recipe, related recipes, a
 * tag cloud): none of its items is a step, not even the message among the links ('Show up here?
 * Review or bookmark it!'). Issue #15: written against half a (services/parser/RULES.md).
 */
function isLinkList(list: Element | null, memo: Map<Element, boolean>): boolean {
  if (!list || (list.name !== 'ul' && list.name !== 'ol')) return false;
  const known = memo.get(list);
  if (known !== undefined) return known;
  const items = list.children.filter((k): k is Element => isElement(k) && k.name === 'li');
  const links = items.filter(isLinkOnly).length;
  const yes = items.length >= 2 && links >= items.length / 2;
  memo.set(list, yes);
  return yes;
}

const nextElement = (el: Element): Element | null => {
  for (let n = el.next; n; n = n.next) if (isElement(n)) return n;
  return null;
};
const prevElement = (el: Element): Element | null => {
  for (let n = el.prev; n; n = n.prev) if (isElement(n)) return n;
  return null;
};

/**
 * One ingredient line of a table row ('<td>200 g</td><td>flour</td>') or of a definition list
 * ('<dt>200 g</dt><dd>flour</dd>'): the cells joined with spaces. A header row ('Amount |
 * Ingredient'), a row holding a nested table, and a <dd> already read with its <dt> give null.
 */
export function tableLine(el: Element): string | null {
  if (el.name === 'tr') {
    const cells = el.children.filter(
      (c): c is Element => isElement(c) && (c.name === 'td' || c.name === 'th'),
    );
    if (!cells.length || cells.every((c) => c.name === 'th')) return null;
    // A header row written with bold cells ('<td><b>Amount</b></td><td><b>Ingredient</b></td>'):
    // the table's first row, every cell bold, no digits. Issue #15: the issue's class of
    // ingredient lists in tables (services/parser/RULES.md).
    if (!prevElement(el) && cells.every((c) => isBoldOnly(c) && !/\d/.test(textOf(c)))) return null;
    if (findAll(el, (x) => x.name === 'table').length) return null;
    return (
      cells
        .map((c) => partsText(c))
        .filter(Boolean)
        .join(' ') || null
    );
  }
  if (el.name === 'dt') {
    if (namesGroup(el)) return null;
    const dd = nextElement(el);
    const t = partsText(el);
    return (dd && dd.name === 'dd' ? `${t} ${partsText(dd)}` : t).trim() || null;
  }
  const dt = prevElement(el);
  return dt && dt.name === 'dt' && !namesGroup(dt) ? null : partsText(el) || null;
}

/**
 * A term followed by two or more definitions names them as a group ('<dt>For the cream</dt>
 * <dd>200 ml milk</dd><dd>3 egg yolks</dd>'): each definition is a line of its own.
 */
function namesGroup(dt: Element): boolean {
  let n = 0;
  for (let x = nextElement(dt); x && x.name === 'dd'; x = nextElement(x)) if (++n >= 2) return true;
  return false;
}

/** The element after an amount paragraph that holds the name: not a paragraph, list or heading. */
function nameBeside(p: Element): Element | null {
  const next = nextElement(p);
  if (!next || next.name === 'p' || next.name === 'ul' || next.name === 'ol' || next.name === 'li')
    return null;
  return HEADING_TAGS.has(next.name) ? null : next;
}

/** An amount paragraph: empty, or an amount with at most one unit word ('250', '1/2 cup'). */
const isAmountParagraph = (p: Element): boolean => {
  const t = textOf(p).trim();
  return !t || (t.length <= 20 && AMOUNT_ONLY.test(t));
};

/**
 * Amounts in paragraphs of their own, each followed by the name in another element ('<p>250</p>
 * <div>g dried fruit</div><p>6</p><div>sheets of filo</div><p></p><div>honey</div>'): the line
 * is the amount and the name, or the name alone where the amount is empty. Null where the
 * paragraph is not such an amount; the parent must hold two such pairs with an amount at least.
 * Issue #30: the issue's class of amount, unit and name in separate elements (docs/parser-log.md).
 */
function amountBesideName(p: Element, runs: Map<Element, boolean>): string | null {
  const parent = p.parent as Element;
  let run = runs.get(parent);
  if (run === undefined) {
    const pairs = parent.children.filter(
      (k): k is Element =>
        isElement(k) && k.name === 'p' && isAmountParagraph(k) && !!textOf(k).trim() && !!nameBeside(k),
    ).length;
    runs.set(parent, (run = pairs >= 2));
  }
  if (!run || !isAmountParagraph(p)) return null;
  const name = nameBeside(p);
  if (!name) return null;
  const n = textOf(name).trim();
  if (!n || n.length > 300) return '';
  const amount = textOf(p).trim();
  return amount ? `${amount} ${n}` : n;
}

/** The element before a name paragraph that holds its amount alone: no paragraph, list or heading. */
function amountBefore(p: Element): Element | null {
  const prev = prevElement(p);
  if (!prev || prev.name === 'p' || prev.name === 'ul' || prev.name === 'ol' || prev.name === 'li')
    return null;
  if (HEADING_TAGS.has(prev.name)) return null;
  const t = textOf(prev).trim();
  return t && t.length <= 20 && AMOUNT_ONLY.test(t) ? prev : null;
}

/**
 * The mirror of amountBesideName: each name in a paragraph, its amount alone in the element before
 * it ('<x-number>200</x-number><p>g noodles</p><x-number>2</x-number><p>peppers</p>'): one line,
 * the amount first. The parent must hold two such pairs. Issue #30: the issue's class of amount,
 * unit and name in separate elements; written against half a.
 */
function nameAfterAmount(p: Element, runs: Map<Element, boolean>): string | null {
  const parent = p.parent as Element;
  let run = runs.get(parent);
  if (run === undefined) {
    const pairs = parent.children.filter(
      (k): k is Element => isElement(k) && k.name === 'p' && !!amountBefore(k),
    );
    runs.set(parent, (run = pairs.length >= 2));
  }
  if (!run) return null;
  const amount = amountBefore(p);
  const name = textOf(p).trim();
  if (!amount || !name || name.length > 300) return null;
  return `${textOf(amount).trim()} ${name}`;
}

/** A paragraph whose own class, or its box's, names a group ('…__separator', 'group-title'). */
function inGroupNameBox(p: Element): boolean {
  const box = p.parent;
  return (
    GROUP_ITEM_CLASS.test(p.attribs['class'] ?? '') ||
    (!!box &&
      isElement(box) &&
      box.children.filter(isElement).length === 1 &&
      GROUP_ITEM_CLASS.test(box.attribs['class'] ?? ''))
  );
}

type Section = { name: string | null; items: string[] };

/** What was read under a heading: its groups, and where they came from. */
interface Collected {
  sections: Section[];
  /** Whether the groups are list items or rows (false: paragraphs). */
  fromLists: boolean;
  /** Document position of the first line taken (-1 when no paragraph was taken). */
  firstItem: number;
}

/** Whether reading goes on after an element, or the part ends there. */
type Next = 'go on' | 'end';

/** A time of the recipe on a line of its own: a label and a duration ('Cuisson 1h10', 'Prep: 15 min.'). */
const TIME_LINE =
  /^\p{L}[\p{L} ]{1,24}:?\s*\d+\s*(?:h|hrs?|hours?|heures?|std\.?|stunden?|uur|ore|horas?|m|mn|mins?|minutes?|minuten?|minuti|minutos?)\.?(?:\s*\d+\s*(?:m|mn|mins?|minutes?|minuten?|minuti|minutos?)?\.?)?$/iu;

const INLINE_TAGS = new Set(['a', 'b', 'strong', 'em', 'i', 'u', 'span', 'small', 'sup', 'sub', 'abbr']);

/**
 * A `<div>` or `<span>` that holds only text and inline markup, its lines broken by `<br>`, and sits in no paragraph or list item: lines of text set without paragraphs
 * ('<span>750 g cabbage<br>1 leek<br>…</span>'). Issue #30: the issue's class of amount, unit and
 * name in separate elements (line assembly).
 */
function isLineBlock(el: Element): boolean {
  let breaks = 0;
  for (const k of el.children) {
    if (!isElement(k)) continue;
    if (k.name === 'br') breaks++;
    else if (!INLINE_TAGS.has(k.name) || findAll(k, (x) => !INLINE_TAGS.has(x.name)).length) return false;
  }
  if (!breaks) return false;
  for (let p = el.parent as Element | null; p && p.type === 'tag'; p = p.parent as Element | null)
    if (p.name === 'p' || p.name === 'li') return false;
  return true;
}

/** How many elements after the heading are looked at, at most. */
const SCAN_LIMIT = 1500;

/** Collect content after a heading (document order) until the next heading. */
function collectAfter(
  idx: DomIndex,
  heading: Element,
  kind: 'ing' | 'ins',
  partOfMethod: (heading: string) => boolean = () => false,
): Collected {
  const reader = new PartReader(heading, kind, partOfMethod);
  const start = idx.order.get(heading) ?? 0;
  reader.boldLabelLines(start);
  for (let i = start + 1; i < idx.all.length && i <= start + SCAN_LIMIT; i++) {
    const el = idx.all[i] as Element;
    if (contains(heading, el)) continue;
    if (reader.read(el, i) === 'end') break;
  }
  return reader.stepsUnderListedTitles() ?? reader.listsOrParagraphs();
}

/**
 * Reads one part of the recipe after its heading, element by element in document order: list
 * items and rows go into the current group, sub-headings open groups, paragraphs are kept aside,
 * and a heading or box of another part ends the part. At the end, whichever came first under
 * the heading wins: the lists or the paragraphs.
 */
class PartReader {
  private readonly sections: Section[] = [{ name: null, items: [] }];
  /** Paragraph lines, and where each stood (element order). */
  private readonly paras: string[] = [];
  private readonly paraAt: number[] = [];
  /** List items, and where each stood (for lists of part titles). */
  private readonly itemsAt: { at: number; text: string }[] = [];
  private firstLi = Number.MAX_SAFE_INTEGER;
  private firstPara = -1;
  /** Counters set apart in bold ('<strong>1.</strong> Preheat…'): the page's own numbering. */
  private boldCounters = false;
  /** Whether every paragraph so far was a short title line. */
  private titlesOnly = true;
  private readonly otherRe: RegExp;
  private readonly sameRe: RegExp;
  private readonly headingLevel: number;
  /** The heading and its ancestors: the markup that does not count for shownContent. */
  private readonly headingLine = new Set<Element>();
  private readonly copies = new Map<Element, boolean>();
  private readonly linkLists = new Map<Element, boolean>();
  private readonly withoutAmounts = new Map<Element, boolean>();
  private readonly amountRuns = new Map<Element, boolean>();
  private readonly amountsBefore = new Map<Element, boolean>();
  /** Group names set apart among ingredient paragraphs, and the paragraph line each opens. */
  private readonly paraGroups: { name: string; at: number }[] = [];

  private readonly heading: Element;
  private readonly kind: 'ing' | 'ins';
  private readonly partOfMethod: (heading: string) => boolean;

  constructor(heading: Element, kind: 'ing' | 'ins', partOfMethod: (heading: string) => boolean) {
    this.heading = heading;
    this.kind = kind;
    this.partOfMethod = partOfMethod;
    this.otherRe = kind === 'ing' ? INSTRUCTION_HEADING : INGREDIENT_HEADING;
    this.sameRe = kind === 'ing' ? INGREDIENT_HEADING : INSTRUCTION_HEADING;
    this.headingLevel = HEADING_TAGS.has(heading.name) ? Number(heading.name[1]) : 7;
    for (let p: Element | null = heading; p && p.type === 'tag'; p = p.parent as Element | null)
      this.headingLine.add(p);
  }

  private get current(): Section {
    return this.sections[this.sections.length - 1] as Section;
  }

  /** The part's groups are headed at the level of the part's own heading. */
  private groupsAtOwnLevel = false;

  /**
   * A heading of the ingredient heading's own level right under it, nothing read between them,
   * names the list's first group ('<h2>Ingredients</h2><h2>For the skewers</h2><ul>…'), and the
   * headings of that level after it name the other groups. (Not for the method: a method
   * heading's subtitle, '<h2>Method</h2><h2>How to make the lasagne</h2>', is followed by
   * sections of the article at the same level.)
   */
  private namesFirstGroup(el: Element): boolean {
    if (this.kind !== 'ing' || this.headingLevel > 6 || Number(el.name[1]) !== this.headingLevel)
      return false;
    if (this.sections.length > 1 || this.current.items.length || this.paras.length) return false;
    this.groupsAtOwnLevel = true;
    return true;
  }

  private openGroup(name: string): void {
    this.sections.push({ name: name.replace(/:$/, ''), items: [] });
  }

  private endsHere(text: string): boolean {
    return this.otherRe.test(text) || OTHER_HEADING.test(text);
  }

  /**
   * A bold label that opens its paragraph ('<p><strong>Method:</strong><br>Beat the eggs…<br>
   * Bake…</p>'): the paragraph's lines after the label are the first items (issue #15, written
   * against half b; services/parser/RULES.md).
   */
  boldLabelLines(start: number): void {
    const host = this.heading.parent;
    if (!(this.heading.name === 'strong' || this.heading.name === 'b') || !host || !isElement(host)) return;
    if (host.name !== 'p') return;
    const label = textOf(this.heading);
    const lines = linesOf(host);
    const at = lines.findIndex((l) => l === label || l.startsWith(label));
    const rest = at < 0 ? [] : lines.slice(at + 1);
    if (at >= 0 && (lines[at] as string).length > label.length)
      rest.unshift((lines[at] as string).slice(label.length).trim());
    if (!rest.length) return;
    this.paras.push(...rest);
    this.paraAt.push(...rest.map(() => start));
    this.firstPara = start;
    this.titlesOnly = false;
  }

  /** One element after the heading. */
  read(el: Element, at: number): Next {
    if (HEADING_TAGS.has(el.name)) return this.subHeading(el);
    if ((el.name === 'li' || el.name === 'p') && !shownContent(el, this.headingLine)) return 'go on';
    if (this.boxOfAnotherPart(el)) return 'end';
    if (el.name === 'li') return this.listItem(el, at);
    // A header cell of another part ('<th>Method</th>') ends the part, as a heading does.
    if (el.name === 'th') return this.endsHere(headingText(textOf(el))) ? 'end' : 'go on';
    // Rows are ingredient lines, and steps too under a table's own header cell.
    if (
      (this.kind === 'ing' || this.heading.name === 'th') &&
      (el.name === 'tr' || el.name === 'dt' || el.name === 'dd')
    )
      return this.row(el, at);
    if (el.name === 'nav' || el.name === 'footer' || el.name === 'aside' || el.name === 'form') return 'end';
    if (el.name === 'p' || el.name === 'strong' || el.name === 'b') return this.paragraph(el, at);
    if ((el.name === 'div' || el.name === 'span') && isLineBlock(el)) return this.lineBlock(el, at);
    return 'go on';
  }

  /** A box of text lines broken by `<br>`, outside any paragraph: its lines, as a paragraph's. */
  private lineBlock(el: Element, at: number): Next {
    if (!shownContent(el, this.headingLine)) return 'go on';
    const lines = linesOf(el);
    // An empty line set as a break alone ('<span><br></span>') is no text.
    if (lines.length < 2) return 'go on';
    if (lines.some((l) => this.otherRe.test(l))) return 'end';
    if (this.firstPara < 0) this.firstPara = at;
    this.paras.push(...lines);
    this.paraAt.push(...lines.map(() => at));
    this.titlesOnly = false;
    return 'go on';
  }

  /** A heading element after the part's heading: another part, a group, or content so styled. */
  private subHeading(el: Element): Next {
    const t = textOf(el);
    const ht = headingText(t);
    if (this.endsHere(ht)) return 'end';
    // 'Abrikozenvlaai bakken' after 'Abrikozenvlaai maken': the next part of the same method.
    if (this.kind === 'ins' && this.partOfMethod(ht)) {
      this.openGroup(t);
      return 'go on';
    }
    // 'Ingredients for the filling' ... 'Ingredients for the topping': one group after another.
    // (A bare second 'Ingredients' more likely starts another recipe: that still ends the list.)
    if (this.sameRe.test(ht) && FOR_PART.test(ht) && t.length < 80) {
      this.openGroup(t);
      return 'go on';
    }
    // The servings control over the list ('<h3><span>2</span> <span>personen</span></h3>').
    if (this.kind === 'ing' && isServingsLine(t)) return 'go on';
    // A "heading" holding a block of lines is content styled as a heading (a break shown only
    // on a phone, '<br class="d-md-none">', is no line of its own).
    const lines = linesOf(el, notShown);
    if (lines.length > 1 || t.length > 80) {
      this.current.items.push(...lines);
      return 'go on';
    }
    // A section that opens with 'Step 1' continues the method ('Making the dumplings', 'Step 1', …).
    if (
      Number(el.name[1]) <= this.headingLevel &&
      !(this.kind === 'ins' && opensWithStep(el)) &&
      !(this.groupsAtOwnLevel && Number(el.name[1]) === this.headingLevel) &&
      !this.namesFirstGroup(el)
    )
      return 'end';
    if (t && t.length < 80) this.openGroup(t);
    return 'go on';
  }

  /**
   * A box styled as a heading ('<div class="greenbar-heading">NUTRITION</div>') that starts
   * another part ends this one, as a heading element does (a button's label in a card header,
   * 'Print', 'Save', does not).
   */
  private boxOfAnotherPart(el: Element): boolean {
    if ((el.name !== 'div' && el.name !== 'span') || !HEADING_CLASS.test(el.attribs['class'] ?? ''))
      return false;
    const t = shortText(el, 40);
    const ht = t ? headingText(t) : '';
    return !!ht && !ACTION_LABEL.test(ht) && this.endsHere(ht);
  }

  private listItem(el: Element, at: number): Next {
    const list = el.parent as Element | null;
    if (isUnitSystemCopy(list, this.copies)) return 'go on';
    if (findAll(el, (x) => x.name === 'li').length) return 'go on';
    if (this.kind === 'ins' && (isLinkOnly(el) || isLinkList(list, this.linkLists))) return 'go on';
    // A list of links without amounts after the ingredients (other recipes): no ingredients.
    if (
      this.kind === 'ing' &&
      this.firstLi !== Number.MAX_SAFE_INTEGER &&
      this.isLinkListWithoutAmounts(list)
    )
      return 'go on';
    const t = this.kind === 'ins' ? withoutCounterBox(el, itemText(el)) : itemText(el);
    if (t && isGroupItem(el, t)) this.openGroup(t);
    else if (t) {
      this.current.items.push(t);
      this.itemsAt.push({ at, text: t });
      if (this.firstLi === Number.MAX_SAFE_INTEGER) this.firstLi = at;
    }
    return 'go on';
  }

  private isLinkListWithoutAmounts(list: Element | null): boolean {
    if (!list || !isLinkList(list, this.linkLists)) return false;
    let known = this.withoutAmounts.get(list);
    if (known === undefined) this.withoutAmounts.set(list, (known = !/\d|[½⅓⅔¼¾⅛]/.test(textOf(list))));
    return known;
  }

  /** A table row or a definition list's term / definition: one line, or a group's name. */
  private row(el: Element, at: number): Next {
    if (el.name === 'dt' && namesGroup(el)) {
      const name = textOf(el).replace(/:$/, '');
      if (name && name.length < 80) this.openGroup(name);
      return 'go on';
    }
    const t = tableLine(el);
    if (t) {
      this.current.items.push(t);
      if (this.firstLi === Number.MAX_SAFE_INTEGER) this.firstLi = at;
    }
    return 'go on';
  }

  /** A paragraph (or a bold line): kept aside as lines, a sub-heading, or the end of the part. */
  private paragraph(el: Element, at: number): Next {
    if (this.kind === 'ing' && el.name === 'p' && el.parent && isElement(el.parent)) {
      const line = amountBesideName(el, this.amountRuns) ?? nameAfterAmount(el, this.amountsBefore);
      if (line !== null) {
        if (line) {
          if (this.firstPara < 0) this.firstPara = at;
          this.paras.push(line);
          this.paraAt.push(at);
          this.titlesOnly = false;
        }
        return 'go on';
      }
    }
    const t = textOf(el);
    if (!t) return 'go on';
    // A group's name among ingredient paragraphs, set apart by the class of its box
    // ('<div class="…__separator"><p>For the salsa</p></div>'): no line, it names the lines after it.
    if (this.kind === 'ing' && el.name === 'p' && t.length < 80 && this.paras.length && inGroupNameBox(el)) {
      this.paraGroups.push({ name: t.replace(/:$/, ''), at: this.paras.length });
      return 'go on';
    }
    // 'Tips', or a paragraph led by such a label ('NOTE | …', 'Tip: …'), ends the part.
    if (this.otherRe.test(t) || (OTHER_HEADING.test(t) && (t.length < 40 || LABEL_LEAD.test(t))))
      return 'end';
    // The servings control over the list ('<p>2 personnes</p>', between buttons).
    if (this.kind === 'ing' && isServingsLine(t)) return 'go on';
    // The servings and times shown over the method, before any step ('6 personnes',
    // 'Préparation 15 min', 'Cuisson 1h10'): the recipe's facts, not its first lines.
    if (
      this.firstPara < 0 &&
      this.firstLi === Number.MAX_SAFE_INTEGER &&
      (isServingsLine(t) || TIME_LINE.test(t))
    )
      return 'go on';
    // Paragraphs inside list items were taken with their item.
    if (insideLi(el)) return 'go on';
    if (el.name !== 'p') return 'go on';
    // A paragraph that is only a link ('Reggeli zabmuffin' under 'More breakfasts?') is no step.
    if (this.kind === 'ins' && isLinkOnly(el)) return 'go on';
    // A short, all-bold paragraph is a sub-heading ('BUND', 'For the sauce').
    const kids = el.children.filter(
      (k) => isElement(k) || (k.type === 'text' && (k as unknown as { data: string }).data.trim()),
    );
    const only = kids.length === 1 ? kids[0] : undefined;
    if (t.length < 50 && only && isElement(only) && (only.name === 'b' || only.name === 'strong')) {
      this.openGroup(t);
      return 'go on';
    }
    if (this.firstPara < 0) this.firstPara = at;
    if (only !== kids[0] && isElement(kids[0]) && BARE_COUNTER.test(textOf(kids[0])))
      this.boldCounters = true;
    const lines = linesOf(el);
    this.paras.push(...lines);
    this.paraAt.push(...lines.map(() => at));
    // A short line that is no sentence, between lists, names the list after it.
    if (lines.length === 1 && isTitleLine(t)) this.openGroup(t);
    else this.titlesOnly = false;
    return 'go on';
  }

  /**
   * The list holds only the titles of the method's parts ('Make Shortcakes', 'Assemble') and the
   * steps are paragraphs after each title: each title names the paragraphs that follow it.
   */
  stepsUnderListedTitles(): Collected | null {
    const { itemsAt, paras, paraAt } = this;
    if (
      this.kind !== 'ins' ||
      itemsAt.length < 2 ||
      paras.length <= itemsAt.length ||
      !itemsAt.every((x) => isTitleLine(x.text)) ||
      (paraAt[0] ?? -1) <= (itemsAt[0]?.at ?? Number.MAX_SAFE_INTEGER)
    )
      return null;
    const parts: Section[] = [];
    let next = 0;
    const steps = cleanSteps(paras, !this.boldCounters);
    for (let k = 0; k < steps.length; k++) {
      while (next < itemsAt.length && (itemsAt[next]?.at ?? 0) < (paraAt[k] ?? 0))
        parts.push({ name: itemsAt[next++]?.text ?? null, items: [] });
      parts.at(-1)?.items.push(steps[k] as string);
    }
    const named = parts.filter((x) => x.items.length > 0);
    return named.length === parts.length
      ? { sections: named, fromLists: false, firstItem: this.firstPara }
      : null;
  }

  /**
   * Whichever comes first under the heading wins: list items, or paragraphs (unless those are
   * only the titles of the lists: 'Tortillas', 'Rice', each followed by its list).
   */
  listsOrParagraphs(): Collected {
    const withItems = this.sections.filter((s) => s.items.length > 0);
    const listed = withItems.reduce((n, s) => n + s.items.length, 0);
    const parasFirst = this.paras.length && this.firstPara >= 0 && this.firstPara < this.firstLi;
    if (withItems.length && (!parasFirst || (this.titlesOnly && listed > this.paras.length)))
      return { sections: withItems, fromLists: true, firstItem: this.firstLi };
    if (!this.paras.length) return { sections: [], fromLists: false, firstItem: this.firstPara };
    const items = this.paras.slice(0, 60);
    if (this.kind === 'ing' && this.paraGroups.length) {
      // Ingredient paragraphs under group names set apart by their box ('…__separator').
      const sections: Section[] = [{ name: null, items: [] }];
      items.forEach((line, i) => {
        while (this.paraGroups.length && (this.paraGroups[0]?.at ?? Infinity) <= i)
          sections.push({ name: (this.paraGroups.shift() as { name: string }).name, items: [] });
        sections.at(-1)?.items.push(line);
      });
      return {
        sections: sections.filter((x) => x.items.length),
        fromLists: false,
        firstItem: this.firstPara,
      };
    }
    return {
      sections: [{ name: null, items: this.kind === 'ins' ? cleanSteps(items, !this.boldCounters) : items }],
      fromLists: false,
      firstItem: this.firstPara,
    };
  }
}

/** A heading after the ingredient heading that starts another part (method, notes, ...). */
function endsIngredientPart(el: Element): boolean {
  if (!HEADING_TAGS.has(el.name)) return false;
  const t = headingText(shortText(el, 80) ?? '');
  return INSTRUCTION_HEADING.test(t) || OTHER_HEADING.test(t);
}

/** A heading after the method heading that starts another part (notes, comments, the ingredients). */
function endsMethodPart(el: Element): boolean {
  if (!HEADING_TAGS.has(el.name)) return false;
  const t = headingText(shortText(el, 80) ?? '');
  return INGREDIENT_HEADING.test(t) || OTHER_HEADING.test(t);
}

// A duration right after a label: 'Préparation 10min', 'Preparation: 1 h 15 min'.
const DURATION_AFTER =
  /^\s*:?\s*(?:\d+\s*(?:h|hrs?|hours?|heures?|std\.?|stunden?|uur|ore|horas?)\s*)?\d+\s*(?:m|mn|mins?|minutes?|minuten?|minuti|minutos?)\b/i;

/**
 * A label of the recipe's times ('<li><span>Préparation</span> 10min</li>'), which says
 * 'preparation' as a method heading does: its box goes on with a duration.
 */
function isTimeLabel(el: Element, own: string): boolean {
  let up = 0;
  for (let p = el.parent; p && isElement(p) && up < 3; p = p.parent, up++) {
    const t = shortText(p, 80);
    if (t === null) return false;
    if (t.length > own.length && t.startsWith(own)) return DURATION_AFTER.test(t.slice(own.length));
  }
  return false;
}

function headings(idx: DomIndex): Found | null {
  let ingHeading: Element | null = null;
  let insHeading: Element | null = null;
  for (const el of idx.all) {
    if (!headingLike(el)) continue;
    const raw = shortText(el, 60);
    if (!raw) continue;
    const t = headingText(raw);
    if (!ingHeading && INGREDIENT_HEADING.test(t)) ingHeading = el;
    else if (!insHeading && INSTRUCTION_HEADING.test(t) && !isTimeLabel(el, raw)) insHeading = el;
    if (ingHeading && insHeading) break;
  }
  const dishPart = dishVerbHeading(idx);
  if (!insHeading && dishPart) insHeading = findDishPart(idx, dishPart);
  if (!ingHeading && !insHeading) return recipeHeading(idx);
  const f = emptyFound();
  f.plugin = 'headings';
  if (ingHeading) {
    const read = collectAfter(idx, ingHeading, 'ing');
    let secs = read.sections.map((sec) => ({ name: sec.name, items: dropUnitSystemCopies(sec.items) }));
    if (!read.fromLists) {
      // No list under the heading: a grid of rows before any paragraph is the ingredient list.
      const rows = rowItemsAfter(idx, ingHeading, (el) => endsIngredientPart(el));
      if (rows && (read.firstItem < 0 || rows.at <= read.firstItem)) secs = rows.sections;
    }
    // 'Ingredients for the filling' names the first group, like the headings of the groups after it.
    const opening = shortText(ingHeading, 60) ?? '';
    if (secs[0] && secs[0].name === null && secs.length > 1 && FOR_PART.test(headingText(opening)))
      secs[0].name = opening.replace(/:$/, '');
    f.ingredientSections = secs.map((s) => ({ name: s.name, ingredients: s.items }));
    f.ingredients = secs.flatMap((s) => s.items);
  }
  if (insHeading) {
    // The method's later parts may be headed as the ingredient groups are ('Salsa' over its
    // ingredients, and again over its steps), at the level of the method's own heading.
    const groups = new Set(
      f.ingredientSections.flatMap((s) => (s.name ? [headingText(s.name).toLowerCase()] : [])),
    );
    const partOfMethod =
      dishPart || groups.size
        ? (h: string): boolean => !!dishPart?.(h) || groups.has(h.toLowerCase())
        : undefined;
    const secs = collectAfter(idx, insHeading, 'ins', partOfMethod).sections;
    for (const s of secs) {
      f.instructions.push(...s.items);
      f.instructionSections.push({ name: s.name, instructions: s.items });
    }
  }
  if (!f.instructions.length && insHeading) {
    const steps = stepBlocksAfter(idx, insHeading, endsMethodPart);
    if (steps.length) {
      f.instructions = steps;
      f.instructionSections = [{ name: null, instructions: steps }];
    }
  }
  if (!f.instructions.length) {
    const steps = stepHeadings(idx);
    if (steps.length) {
      f.instructions = steps;
      f.instructionSections = [{ name: null, instructions: steps }];
    }
  }
  if (!f.instructions.length) {
    const r = recipeHeading(idx);
    if (r && r.instructions.length) {
      f.instructions = r.instructions;
      f.instructionSections = r.instructionSections;
    }
  }
  return f;
}

/**
 * Headings that name the dish and one verb ('Abrikozenvlaai maken', 'Abrikozenvlaai bakken' under
 * the <h1> 'Abrikozenvlaai'): the parts of its method, on pages with no method heading. Issue
 * #15: written against half a (services/parser/RULES.md).
 */
function dishVerbHeading(idx: DomIndex): ((heading: string) => boolean) | null {
  const h1 = idx.byTag.get('h1')?.[0];
  const dish = h1 ? (shortText(h1, 80) ?? '').trim().toLowerCase() : '';
  if (dish.length < 3) return null;
  return (heading: string) => {
    const t = heading.trim().toLowerCase();
    return t.startsWith(dish + ' ') && /^\p{L}+$/u.test(t.slice(dish.length + 1));
  };
}

function findDishPart(idx: DomIndex, isPart: (heading: string) => boolean): Element | null {
  for (const el of idx.all) {
    if (!HEADING_TAGS.has(el.name) || el.name === 'h1') continue;
    const t = shortText(el, 80);
    if (t && isPart(headingText(t))) return el;
  }
  return null;
}

/** The next element after a heading is a step heading ('Step 1', '1. Prep'). */
function opensWithStep(heading: Element): boolean {
  let n = heading.next;
  while (n && !isElement(n)) n = n.next;
  return !!n && isElement(n) && HEADING_TAGS.has(n.name) && STEP_HEADING.test(shortText(n, 60) ?? '');
}

/**
 * A recipe written under one heading that names it as such: the list right after the heading is
 * the ingredients, the paragraphs after that the steps, up to the next heading of the same rank.
 */
function recipeHeading(idx: DomIndex): Found | null {
  const heading = (idx.byTag.get('h1') ?? [])
    .concat(idx.byTag.get('h2') ?? [], idx.byTag.get('h3') ?? [], idx.byTag.get('h4') ?? [])
    .find((h) => RECIPE_HEADING.test(headingText(shortText(h, 100) ?? '')));
  if (!heading) return null;
  const level = Number(heading.name[1]);
  const ingredients: string[] = [];
  const steps: string[] = [];
  const start = idx.order.get(heading) ?? 0;
  for (let i = start + 1; i < idx.all.length && i < start + 1500; i++) {
    const el = idx.all[i] as Element;
    if (contains(heading, el)) continue;
    if (HEADING_TAGS.has(el.name) && Number(el.name[1]) <= level) break;
    if (el.name === 'nav' || el.name === 'footer' || el.name === 'aside' || el.name === 'form') break;
    if (el.name === 'li' && !steps.length && !findAll(el, (x) => x.name === 'li').length) {
      const t = itemText(el);
      if (t) ingredients.push(t);
    } else if (el.name === 'p' && !findAll(el, (x) => x.name === 'li').length && !insideLi(el)) {
      steps.push(...linesOf(el));
    }
  }
  if (!steps.length) return null;
  const f = emptyFound();
  f.plugin = 'recipe-heading';
  f.ingredients = ingredients;
  f.ingredientSections = ingredients.length ? [{ name: null, ingredients }] : [];
  f.instructions = steps.slice(0, 60);
  f.instructionSections = [{ name: null, instructions: f.instructions }];
  return f;
}

/** The last two words of an ingredient line, without amounts: what unit-system copies share. */
function lineTail(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim()
    .split(/\s+/)
    .slice(-2)
    .join(' ');
}

/**
 * A list right after a sibling list with the same ingredients in another unit system
 * ('50 g Cucumber' / '1.8 oz Cucumber'), or the same list again: a copy that a metric / US
 * switch shows instead of the first one. Per group, so it also works when each group has its
 * copies. Same ingredients: the same number of lines, and at least 80% end in the same word.
 */
function isUnitSystemCopy(list: Element | null, memo: Map<Element, boolean>): boolean {
  if (!list || (list.name !== 'ul' && list.name !== 'ol')) return false;
  const known = memo.get(list);
  if (known !== undefined) return known;
  let prev = list.prev;
  while (prev && !isElement(prev)) prev = prev.prev;
  let copy = false;
  if (prev && isElement(prev) && prev.name === list.name) {
    const a = findAll(prev, (x) => x.name === 'li').map((x) => textOf(x));
    const b = findAll(list, (x) => x.name === 'li').map((x) => textOf(x));
    if (a.length === b.length && a.length > 0) {
      const last = (t: string): string => lineTail(t).split(' ').pop() ?? '';
      const same = a.filter((t, i) => last(t) === last(b[i] ?? '')).length;
      copy = same / a.length >= 0.8;
    }
  }
  memo.set(list, copy);
  return copy;
}

/**
 * Pages with a metric / US switch often keep every version of the list in the markup, one after
 * the other ('85 g pecans' ... '3 oz pecans' ... '1/2 cup pecans'). Keep the first copy.
 */
export function dropUnitSystemCopies(items: string[]): string[] {
  for (const copies of [3, 2]) {
    if (items.length < copies * 2 || items.length % copies !== 0) continue;
    const n = items.length / copies;
    let same = 0;
    for (let i = 0; i < n; i++) {
      let all = true;
      for (let k = 1; k < copies; k++)
        if (lineTail(items[i] ?? '') !== lineTail(items[i + k * n] ?? '')) all = false;
      if (all) same++;
    }
    if (same / n >= 0.8 && items.slice(0, n).join('\n') !== items.slice(n, 2 * n).join('\n'))
      return items.slice(0, n);
  }
  return items;
}

/**
 * Steps written as a run of headings ('Step 1: Prep', 'Step 2: Cook' or '1. Prep', '2. Cook'),
 * each followed by its paragraphs. Returns the paragraphs as steps.
 */
function stepHeadings(idx: DomIndex): string[] {
  const heads: Element[] = [];
  for (const el of idx.all) {
    if (!HEADING_TAGS.has(el.name)) continue;
    const t = shortText(el, 120);
    if (t && STEP_HEADING.test(t)) heads.push(el);
  }
  if (heads.length < 2) return [];
  const out: string[] = [];
  for (const h of heads) {
    for (let n = h.next; n; n = n.next) {
      if (!isElement(n)) continue;
      if (HEADING_TAGS.has(n.name)) break;
      if (n.name === 'p' || n.name === 'ul' || n.name === 'ol' || n.name === 'div') {
        const lis = n.name === 'ul' || n.name === 'ol' ? leafLis(n).map(itemText) : linesOf(n);
        out.push(...lis.filter((x) => x.length > 0));
      }
    }
  }
  return out.slice(0, 80);
}

const STEP_COUNTER =
  /^(?:(?:step|schritt|[ée]tape|paso|passo|stap|krok|trin|steg)\s*)?(\d{1,2})\s*(?:[.):|]|\s-|\s–)\s*(?=\S)/i;
// A counter glued to the step's first word ('2Fleisch schneiden', a drop-cap number beside the text).
const GLUED_COUNTER = /^(\d{1,2})(?=\p{Lu})/u;
const TRAILING_YIELD =
  /(?<=[.!?])\s+(?:serves|makes|yields?|servings?|portions?|ergibt|pour)\s*:?\s*\d+(?:\s*[-–]\s*\d+)?(?:\s+\p{L}+)?\.?$/iu;

/**
 * Steps written as paragraphs, as a reader takes them: without the counters typed in front of
 * them ('1. Preheat…', 'STEP 2 | Mix…', '2Fleisch…') when they count 1, 2, 3… (with `bareCounters`
 * false, only 'Step N' labels go: bare numbers set apart in their own element are the page's
 * numbering). A yield glued to the last step is dropped for every DOM candidate (domCandidates).
 */
export function cleanSteps(steps: string[], bareCounters = true): string[] {
  let out = steps;
  const counted = new Map<number, number>(); // step index -> length of its counter
  let next = 1;
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i] ?? '';
    const m = STEP_COUNTER.exec(s) ?? (bareCounters ? GLUED_COUNTER.exec(s) : null);
    if (!m || (!bareCounters && !m[0].match(/^\p{L}/u))) continue;
    const n = Number(m[1]);
    if (n !== next && n !== 1) {
      counted.clear();
      break;
    }
    counted.set(i, m[0].length);
    next = n + 1;
  }
  if (counted.size >= 2) out = out.map((s, i) => s.slice(counted.get(i) ?? 0));
  return out;
}

/**
 * A last 'step' that asks the reader to share, post or rate ('Last Step: Don't forget to share! Post
 * a picture of your finished recipe…', 'Made this? Tag us on Instagram'): the page's promotion after
 * the method, not a step. Issue #30: the issue's class of lists running past their end.
 */
const SOCIAL_PROMPT =
  /^(?:last step\s*:\s*)?(?:don[’']?t forget to (?:share|rate|tag|post)|(?:did you )?made? (?:this|it)\s*\?|(?:please )?(?:share|post|tag) (?:us|a (?:photo|picture|pic))|rate this recipe)/i;

function withoutSocialPrompts(steps: string[]): string[] {
  let end = steps.length;
  while (end > 1 && SOCIAL_PROMPT.test(steps[end - 1] as string)) end--;
  return end === steps.length ? steps : steps.slice(0, end);
}

/** '… freeze for up to 3 months. Serves 4': the yield statement is not part of the last step. */
const endsWithYield = (steps: readonly string[]): boolean => TRAILING_YIELD.test(steps.at(-1) ?? '');

function dropTrailingYield(steps: string[]): string[] {
  return endsWithYield(steps)
    ? [...steps.slice(0, -1), (steps.at(-1) as string).replace(TRAILING_YIELD, '')]
    : steps;
}

/**
 * Each ingredient group's names and amounts read as lines of their own, joined (split-lines.ts);
 * the flat list follows its groups.
 */
function joinSplitLines(f: Found): void {
  let changed = false;
  const secs = f.ingredientSections.map((x) => {
    const joined = amountsJoinedToNames(x.ingredients);
    if (joined !== x.ingredients) changed = true;
    return { name: x.name, ingredients: joined };
  });
  if (!changed) return;
  f.ingredientSections = secs;
  f.ingredients = secs.flatMap((x) => x.ingredients);
}

/** Run the DOM heuristics in order of reliability and return the best candidate (or null). */
export function domCandidates(idx: DomIndex): { candidate: Candidate; plugin: string }[] {
  const found: Found[] = [];
  found.push(...pluginCards(idx));
  if (!found.some((x) => x.ingredients.length && x.instructions.length)) {
    const cn = classNamed(idx);
    if (cn) found.push(cn);
    const h = headings(idx);
    if (h) found.push(h);
  }
  if (!found.some((x) => x.ingredients.length)) {
    const b = bulletRecipe(idx);
    if (b) {
      const f = emptyFound();
      f.plugin = 'bullet-lines';
      f.ingredients = b.ingredients;
      f.ingredientSections = [{ name: null, ingredients: b.ingredients }];
      f.instructions = cleanSteps(b.instructions);
      if (f.instructions.length) f.instructionSections = [{ name: null, instructions: f.instructions }];
      found.push(f);
    }
  }
  return found.map((f) => {
    joinSplitLines(f);
    const kept = withoutSocialPrompts(f.instructions);
    if (kept !== f.instructions) {
      const dropped = new Set(f.instructions.slice(kept.length));
      f.instructions = kept;
      f.instructionSections = f.instructionSections
        .map((x) => ({ name: x.name, instructions: x.instructions.filter((l) => !dropped.has(l)) }))
        .filter((x) => x.instructions.length);
    }
    const lastSec = f.instructionSections[f.instructionSections.length - 1];
    if (endsWithYield(f.instructions)) {
      f.instructions = dropTrailingYield(f.instructions);
      if (lastSec) lastSec.instructions = dropTrailingYield(lastSec.instructions);
    }
    const c = emptyCandidate();
    c.title = f.title;
    c.ingredients = f.ingredients;
    c.ingredientSections = f.ingredientSections;
    c.instructions = f.instructions;
    c.instructionSections = f.instructionSections;
    c.yieldRaw = f.yieldText;
    c.total = f.total;
    c.prep = f.prep;
    c.cook = f.cook;
    return { candidate: c, plugin: f.plugin ?? 'dom' };
  });
}
