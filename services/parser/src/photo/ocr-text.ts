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
    if (
      previous !== undefined &&
      previous.trim().length >= longest * 0.75 &&
      /^\p{Ll}/u.test(trimmed) &&
      !/[.!?:]$/.test(previous.trim())
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
 * (a capital I or a one for the l), '0z' / 'o0z' for 'oz', '1b' for 'lb' after a number and a space or
 * slash. Fractions are not guessed: '½' often reads '%' and '¼' 'Y4', and a wrong amount would be worse
 * than one the preview shows unread.
 */
export function fixUnits(text: string): string {
  return text
    .replace(/(\d\s?)[I1]bs\b/g, '$1lbs')
    .replace(/(\d\s)[I1]b\b/g, '$1lb')
    .replace(/(\d\s?)o?0z\b/g, '$1oz');
}

/**
 * Blank lines before a line that opens with an amount or a step number dropped: tesseract ends a
 * paragraph after most list items, so its blank lines do not mark groups; without them a short line
 * with no amount between blank lines ('Chicken', 'Sauce') reads as the group name it was printed as.
 */
export function dropListBlankLines(text: string): string {
  return text.replace(/\n(?:[ \t]*\n)+(?=[ \t]*[\d½¼¾⅓⅔])/g, '\n');
}

/** The OCR's text of one region, its wrapped lines joined, misread units mended, list blank lines dropped. */
export const regionText = (text: string): string =>
  dropListBlankLines(fixUnits(joinWrappedLines(text.trim())));
