/**
 * An ingredient list whose amount and name stand in separate elements, each read as a line of its
 * own: 'Kartoffeln', '800 g, vorwiegend festkochend', 'Zwiebeln', '2 Stück, mittelgroß' (name, then
 * amount), or '200 g', 'flour', '3', 'eggs' (amount, then name). Every line pairs up so, three pairs at least, or the
 * list is left alone. The pairs are joined amount first, the words after the amount's comma last
 * ('800 g Kartoffeln, vorwiegend festkochend'). Issue #30: the class of amount, unit and
 * name in separate elements (docs/parser-log.md).
 *
 * A list of group names and lines ('EGGS', '3 eggs', 'FLOUR', '200 g flour') alternates the same
 * way: there the amount lines name an ingredient ('3 eggs'), where a split list's amount lines hold
 * an amount and a unit alone ('800 g', '1 EL'), so at least half of them must read so (kitchen's
 * ingredient parser: no ingredient after the amount and unit; 'Stück' and 'Prise' it reads as names).
 */
import { parseIngredientLine } from '@cookmark/kitchen';

const LEADING_AMOUNT = /^(?:\d|[½⅓⅔¼¾⅛])/;
/** An amount with at most one unit word and nothing else: '200 g', '3', '1/2 cup', '1 1/2 EL'. */
export const AMOUNT_ONLY =
  /^(?:\d+(?:[.,/]\d+)?(?:\s+\d+\/\d+)?|[½⅓⅔¼¾⅛])(?:\s*[-–]\s*\d+(?:[.,/]\d+)?)?(?:\s*\p{L}{1,12}\.?)?$/u;
/** The longest line an amount line may be ('2 Stück, mittelgroß', '4 each, large'). */
const AMOUNT_LINE_MAX = 48;

const pairs = (lines: readonly string[], ok: (first: string, second: string) => boolean): boolean => {
  for (let i = 0; i + 1 < lines.length; i += 2)
    if (!ok(lines[i] as string, lines[i + 1] as string)) return false;
  return true;
};

/** '800 g, vorwiegend festkochend' and 'Kartoffeln': '800 g Kartoffeln, vorwiegend festkochend'. */
function joinNameAmount(name: string, amount: string): string {
  const comma = amount.indexOf(',');
  const head = comma < 0 ? amount : amount.slice(0, comma);
  const rest = comma < 0 ? '' : amount.slice(comma);
  return `${head.trim()} ${name.trim()}${rest}`;
}

/** The amount line holds an amount and a unit alone, before any comma ('800 g, festkochend'). */
const bareAmount = (line: string): boolean => {
  const head = line.split(',')[0] ?? '';
  return !parseIngredientLine(head.trim()).ingredient;
};

/** At least half of the amount lines (every other line from `first`) are bare amounts. */
function mostlyBare(lines: readonly string[], first: 0 | 1): boolean {
  let bare = 0;
  for (let i = first; i < lines.length; i += 2) if (bareAmount(lines[i] as string)) bare++;
  return bare >= lines.length / 4;
}

/** The list with each name and its amount on one line, or the same array when it is not split so. */
export function amountsJoinedToNames(lines: string[]): string[] {
  if (lines.length < 6 || lines.length % 2 !== 0 || lines.length > 240) return lines;
  const nameThenAmount = pairs(
    lines,
    (a, b) => !LEADING_AMOUNT.test(a) && LEADING_AMOUNT.test(b) && b.length <= AMOUNT_LINE_MAX,
  );
  if (nameThenAmount && mostlyBare(lines, 1)) {
    const out: string[] = [];
    for (let i = 0; i < lines.length; i += 2)
      out.push(joinNameAmount(lines[i] as string, lines[i + 1] as string));
    return out;
  }
  const amountThenName = pairs(lines, (a, b) => AMOUNT_ONLY.test(a.trim()) && !LEADING_AMOUNT.test(b));
  if (amountThenName && mostlyBare(lines, 0)) {
    const out: string[] = [];
    for (let i = 0; i < lines.length; i += 2)
      out.push(`${(lines[i] as string).trim()} ${(lines[i + 1] as string).trim()}`);
    return out;
  }
  return lines;
}
