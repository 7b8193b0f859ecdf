/**
 * Structured ingredient lines written as the page shows them:
 *  - name first in the data ('mlieko, 500 ml'), amount first on the page ('500 ml mlieko', often
 *    an amount column beside a name column);
 *  - amounts glued to their units in the data ('400g', '10cl'), spaced on the page ('400 g').
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

// From the start of a digit run only, and a short one: a long run of digits costs one pass.
const GLUED_AMOUNT = /(?<!\d)(\d{1,6})(\p{L}+)/u;

/** Cheap test: a line glues an amount to its unit ('400g') and the page source spaces that pair. */
export function mayBeUnspaced(lines: readonly string[], html: string): boolean {
  if (lines.length < 2) return false;
  const m = lines.map((l) => GLUED_AMOUNT.exec(l)).find((x) => x);
  if (!m) return false;
  const [, num, unit] = m;
  return new RegExp(`${num}(?:\\s|&nbsp;|&#160;|<[^>]*>)+${unit}`, 'u').test(html);
}

/** Which page list holds the same lines with more spacing (and nothing else changed); -1 if none. */
export function spacedLike(lines: readonly string[], pageLists: readonly string[][]): number {
  const bare = (x: string): string => x.replace(/\s+/g, '');
  const want = lines.map(bare);
  return pageLists.findIndex(
    (l) =>
      l.length === want.length &&
      l.every((x, i) => bare(x) === want[i] && x.length >= (lines[i] ?? '').length) &&
      l.some((x, i) => x !== lines[i]),
  );
}
