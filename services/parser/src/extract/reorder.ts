/**
 * Structured data that writes ingredients name first ('mlieko, 500 ml') while the page shows
 * them amount first ('500 ml mlieko', often an amount column beside a name column).
 */
import { collapseWs } from './text.ts';

/** 'name, amount …' where the part after a comma opens with a number. */
const NAME_THEN_AMOUNT = /^[^\d,][^,]*,\s*[\d½⅓⅔¼¾⅛]/;
const LEADING_AMOUNT = /^[\d½⅓⅔¼¾⅛]/;

/** Cheap test on the lines alone: most are 'name, amount' and none opens with an amount. */
export function mayBeNameFirst(lines: readonly string[]): boolean {
  if (lines.length < 2 || lines.some((l) => LEADING_AMOUNT.test(l))) return false;
  return lines.filter((l) => NAME_THEN_AMOUNT.test(l)).length >= lines.length / 2;
}

/**
 * The lines as the page shows them: each 'X, Y' whose swapped form 'Y X' appears in the page
 * text is swapped. Null unless at least half of the lines are confirmed that way.
 */
export function amountFirst(lines: readonly string[], pageText: string): string[] | null {
  const text = collapseWs(pageText);
  let confirmed = 0;
  const out = lines.map((line) => {
    // Try each comma: the name may itself hold one ('Eier, Hühnereier, 1 Stück').
    for (let i = line.indexOf(','); i > 0; i = line.indexOf(',', i + 1)) {
      const name = line.slice(0, i).trim();
      const rest = line.slice(i + 1).trim();
      if (!name || !rest) continue;
      const swapped = `${rest} ${name}`;
      if (text.includes(swapped) && !text.includes(line)) {
        confirmed++;
        return swapped;
      }
    }
    return line;
  });
  return confirmed >= lines.length / 2 ? out : null;
}
