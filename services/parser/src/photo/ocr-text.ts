const count = (text: string, char: string) => text.split(char).length - 1;
const unclosed = (line: string) => count(line, '(') > count(line, ')');
const closes = (line: string) => count(line, ')') > count(line, '(');

/**
 * Lines OCR broke that print had joined: a line that fills the column and is followed by one starting
 * in lower case was wrapped (an ingredient in a narrow column: 'cream of mushroom' / 'soup'); a title
 * set in large type over two or three short lines is one title. Lines are otherwise left as read:
 * a short lower-case line ('salt') after a short one is an ingredient of its own.
 */
export function joinWrappedLines(text: string): string {
  const lines = text.split('\n');
  const longest = Math.max(0, ...lines.map((line) => line.trim().length));
  const out: string[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const trimmed = line.trim();
    const before = previous?.trim() ?? '';
    if (
      previous !== undefined &&
      ((before.length >= longest * 0.75 && /^\p{Ll}/u.test(trimmed) && !/[.!?:]$/.test(before)) ||
        // A bracket opened and closed on the next line, or a line ending in a comma followed by a
        // lower-case one or an aside: one line wrapped in a narrow column ('2 ½ cups butter,' / '(melted, divided)').
        (unclosed(before) && closes(trimmed) && !/^\d/.test(trimmed)) ||
        (/,$/.test(before) && /^[\p{Ll}(]/u.test(trimmed)))
    ) {
      out[out.length - 1] = `${previous.trimEnd()} ${trimmed}`;
    } else out.push(line);
  }
  return out.join('\n');
}

/** The first paragraph of a page, when it is two or three short lines without an amount, as one title line. */
export function joinWrappedTitle(text: string): string {
  const match = /^\s*([^\n]+(?:\n[^\n]+){1,2})\n\s*\n/.exec(text);
  if (!match?.[1]) return text;
  const lines = match[1].split('\n').map((line) => line.trim());
  if (lines.some((line) => /^\d/.test(line) || line.length > 60)) return text;
  if (/\b(serves|makes|prep|cook|total|ingredients)\b/i.test(match[1])) return text;
  return `${lines.join(' ')}\n\n${text.slice(match[0].length)}`;
}

/**
 * Units OCR misreads after an amount, where no other reading makes sense: 'Ibs' / '1bs' for 'lbs'
 * (a capital I or a one for the l), '0z' / 'o0z' for 'oz' (after a fraction too: '3½0z'), '1b' for
 * 'lb' after a number and a space, 'Ib' for 'lb' right after one ('600g/1Ib'), 'thsp(s)' for 'tbsp(s)'.
 */
export function fixUnits(text: string): string {
  return (
    text
      .replace(/([\d½⅓⅔¼¾⅛⅜⅝⅞]\s?)[I1]bs\b/g, '$1lbs')
      .replace(/(\d\s)[I1]b\b/g, '$1lb')
      .replace(/([\d½⅓⅔¼¾⅛⅜⅝⅞])Ib\b/g, '$1lb')
      .replace(/([\d½⅓⅔¼¾⅛⅜⅝⅞]\s?)o?0z\b/g, '$1oz')
      .replace(/(\d\s?)thsp(s?)\b/gi, (_match, amount: string, plural: string) => `${amount}tbsp${plural}`)
      // The 'l' of a metric unit read '|', 'I' or '1' right after an amount ('600mI', '2 d|', '1 |b').
      .replace(/(\d\s?)([mdc])[I|1](?![\p{L}\d])/gu, '$1$2l')
      // And 'ml' read 'mi' or 'mil', a litre's 'l' read '|' alone, grams read 'q' (no kitchen unit is
      // written so). 'dl' read 'di' is left: Italian writes '2 di uova'.
      .replace(/(\d\s?)mil?(?![\p{L}\d.])/gu, '$1ml')
      .replace(/(\d\s?)\|(?=\s+\p{L})/gu, '$1l')
      .replace(/(\d\s?)q(?=\s)/g, '$1g')
      .replace(/(\d\s?)\|(bs?)\b/g, '$1l$2')
      // Grams read '9' before the same amount in ounces or pounds ('759/2½oz', '450 9/1lb'): a
      // metric amount and its imperial one side by side; and 'k9' for 'kg' after an amount.
      .replace(/(\d)(\s?)9(\s?\/\s?[\d½⅓⅔¼¾⅛⅜⅝⅞][\d.,½⅓⅔¼¾⅛⅜⅝⅞ ]{0,12}(?:oz|lb|fl)\b)/g, '$1$2g$3')
      .replace(/(\d\s?)k9\b/g, '$1kg')
      // In an ingredient line, a bracketed number with no unit ending in '9' ('3 cups (3729) flour'):
      // the weight in grams beside a cup measure, its 'g' read '9'.
      .replace(/^([ \t]*[\d½⅓⅔¼¾⅛⅜⅝⅞].*)$/gm, (line: string) =>
        line.replace(/\((\d[\d.,]*)(\s?)9\)/g, '($1$2g)'),
      )
  );
}

/**
 * An 'l' read '|', '1' or 'I' inside a word of lower-case letters ('sa|t', 'mi1k', 'miIk', '|emon'):
 * none of these marks belongs there, and 'l' is the letter they are mistaken for. A word with a
 * capital of its own ('McIntosh') or digits elsewhere ('1kg') is left alone.
 */
export function fixLetterL(text: string): string {
  // Runs of letters, digits and '|' (one pass, no backtracking: OCR text is untrusted input).
  return text.replace(/[\p{L}\d|]+/gu, (word) => {
    if (!/^[\p{Ll}|1I]+$/u.test(word) || !/\p{Ll}[|1I]|[|1I]\p{Ll}/u.test(word)) return word;
    // Start of a word: only '|' ('|emon'); '1' or 'I' there is a number or a capital ('1cup', 'In').
    if (/^[1I]/.test(word)) return word;
    // '1' at the end after letters is a count or a footnote more often than an 'l' ('step1').
    if (/\p{Ll}1$/u.test(word) && !/[|I]/.test(word)) return word;
    return word.replace(/[|1I]/g, 'l');
  });
}

/**
 * An 'ñ' read 'fi' by the English model between a vowel and an 'a' or 'o' ('jalapefio', 'pifiata',
 * 'afiejo'): English words have 'fi' there before an 'e' ('emulsified', 'field'), or a word's last 'a' ('Sofia').
 */
export function fixEnye(text: string): string {
  return text.replace(/(?<=[aeiou])fi(?=o|a\p{L})/gu, 'ñ');
}

/**
 * The fraction glyphs the English model has no reading for, as it reads them (a glyph's small
 * '1' and slash becoming 'Y' or '¥'): the shapes that stood for one fraction only on half a of the
 * corpus's page photos (eval-photo-import.ts --half a --save-text), each kept only where half b
 * did not read it otherwise: 'Y4' and 'Ya' were ¼ 8 times in 9, '¥,' ¼ (once; 2 in 2 on half b),
 * '¥s' and '¥;' ⅓ 3 in 3, '%:', 'Y%', '¥%' and '¥2' ½ 6 in 6 (6 in 6 on half b), '%3' and '%/3' ⅔.
 * Left out: 'Ys' (⅓ and ¼ once each) and '¥:' (⅓ on half a, ½ on half b).
 */
const FRACTION_SHAPES: [RegExp, string][] = [
  [/^[Y¥][4a]$/, '¼'],
  [/^¥,$/, '¼'],
  [/^¥[s;]$/, '⅓'],
  [/^[Y¥][%2]$/, '½'],
  [/^%:$/, '½'],
  [/^%\/?3$/, '⅔'],
];

/**
 * '%' alone stood for ½ 20 times in 29 on half a (7 in 13 on half b), for ¾ or ¼ otherwise; '¥'
 * alone for ½ 2 times in 2 (8 in 9 on half b). Both are read as ½, and the photo's report says
 * which lines had an amount guessed so.
 */
const GUESSED_HALF = /^[%¥]$/;

/** An amount at the start of a line: an optional whole number, then a fraction as OCR read it, then the rest. */
const AMOUNT_START = /^(\s*(?:[-•*·]\s+)?)(\d{1,3}\s?)?(\S{1,3})(\s+)(?=[\p{L}(])/u;

/** One line with its amount's fraction mended, and whether '%' was read as ½ (a guess). */
function repairLine(line: string): { line: string; guessed: boolean } {
  const match = AMOUNT_START.exec(line);
  if (!match) return { line, guessed: false };
  const [whole, lead = '', number = '', token = '', space = ''] = match;
  const shape = FRACTION_SHAPES.find(([pattern]) => pattern.test(token));
  // '2% milk' is milk, not an amount.
  const percent =
    number &&
    !/\s$/.test(number) &&
    /^(?:milk|fat|low|reduced|greek|yogh?urt)/i.test(line.slice(whole.length));
  const guessed = !shape && !percent && GUESSED_HALF.test(token);
  const fraction = shape?.[1] ?? (guessed ? '½' : null);
  if (!fraction) return { line, guessed: false };
  return { line: `${lead}${number}${fraction}${space}${line.slice(whole.length)}`, guessed };
}

/**
 * Fractions OCR misread in amount position (the start of an ingredient line, after a whole number or
 * not): '1 Y4 cups' is '1 ¼ cups', '2%: tsp' '2½ tsp', '% cup' '½ cup' (a guess, see GUESSED_HALF).
 * A lone 'Y', '¥', or a digit standing for a fraction ('4' for ¼, '3' for ⅓) is left: it could be
 * anything.
 */
export function repairFractions(text: string): { text: string; guessed: string[] } {
  const guessed: string[] = [];
  const lines = text.split('\n').map((line) => {
    const repaired = repairLine(line);
    if (repaired.guessed) guessed.push(repaired.line.trim());
    return repaired.line;
  });
  return { text: lines.join('\n'), guessed };
}

/**
 * Blank lines before a line that opens with an amount or a step number dropped: tesseract ends a
 * paragraph after most list items, so its blank lines do not mark groups; without them a short line
 * with no amount between blank lines ('Chicken', 'Sauce') reads as the group name it was printed as.
 */
export function dropListBlankLines(text: string): string {
  return text.replace(/\n(?:[ \t]*\n)+(?=[ \t]*[\d½¼¾⅓⅔])/g, '\n');
}

/** The OCR's text of one region, its wrapped lines joined, misread 'l's and units mended, list blank lines dropped. */
export const regionText = (text: string): string =>
  dropListBlankLines(fixUnits(fixEnye(fixLetterL(joinWrappedLines(text.trim())))));
