import type { MeasureSystem } from './convert.ts';

/**
 * Sizes in step text ('a 9-inch pan', 'a 9x13" dish', '1-inch pieces', 'a 23 cm tin') written in
 * another system: inches to centimetres for Metric, centimetres and millimetres to inches for US.
 * A size given in both ('a 9-inch (23 cm) pan') stays as written. Sizes are not scaled with the
 * recipe: a pan is the pan.
 */

const CM_PER_INCH = 2.54;
/** The longest text looked at (untrusted input; a stored step is at most 2,000 characters). */
const MAX_TEXT = 5000;

/** A figure of a size: '9', '1.5', '1/2', '1 1/2', '½', '1½'. */
const FIGURE = String.raw`(?:\d{1,3}(?:[.,]\d{1,2})?(?:\s?(?:\d\/\d|[¼½¾]))?|\d\/\d|[¼½¾])`;
/** Between the figures of a size: '9x13', '9 x 13', '9 × 13', '9-by-13', '9 by 13'. */
const BY = String.raw`\s?(?:[x×]|-?by-?)\s?`;
/** Up to three figures, each perhaps marked as inches itself ('9"x13"', '9-inch by 13-inch'). */
function dimensions(mark: string): string {
  return String.raw`${FIGURE}(?:${mark})?(?:${BY}${FIGURE}(?:${mark})?){0,2}`;
}
const INCH_WORD = String.raw`\s?-?\s?(?:inch(?:es)?|in\.)(?![\p{L}])`;
const INCH_MARK = String.raw`(?:["″”]|''|’’)`;
/**
 * What follows a size marked by a quote ('9" pan', '9"x13"'): a quote alone after a number is as
 * often the end of a quotation ('say "hi 9" to me').
 */
const AFTER_MARK = String.raw`(?=\s?(?:[x×]|by\b|-|(?:[\p{L}]+\s)?(?:pans?|tins?|dish(?:es)?|skillets?|pies?|cakes?|squares?|rounds?|circles?|pieces?|cubes?|slices?|strips?|thick|long|wide|deep|across|diameter|baking|springform|loaf|sheets?|ramekins?|tarts?|molds?|moulds?|layers?|frying|cast|rings?|cutters?|chunks?)\b))`;
const ARTICLE = String.raw`(?:(?<article>\b[Aa]n?)\s)?`;
const INCH = new RegExp(
  String.raw`${ARTICLE}(?<![\p{L}\p{N}.,/])(?<size>${dimensions(`${INCH_MARK}|${INCH_WORD}`)})` +
    String.raw`(?:${INCH_WORD}|${INCH_MARK}${AFTER_MARK})`,
  'giu',
);
const CM_WORD = String.raw`\s?-?\s?(?<unit>cm|mm|centimet(?:er|re)s?|millimet(?:er|re)s?)(?![\p{L}])`;
const CENTIMETRE = new RegExp(
  String.raw`${ARTICLE}(?<![\p{L}\p{N}.,/])(?<size>${dimensions(String.raw`\s?(?:cm|mm)(?![\p{L}])`)})${CM_WORD}`,
  'giu',
);
/**
 * The same size in the other system after it, in brackets, perhaps after the thing it sizes: '9-inch
 * (23 cm)', 'a 9-inch springform pan (23 cm)', '23 cm (9 inch)'.
 */
const GIVEN_AFTER =
  /^[^()\d.;]{0,30}\(\s*(?:about\s+|approx\.?\s+|~\s?)?\d[^)]{0,30}?(?:cm|mm|inch|inches|in\.|["″”])\s*\)/i;
/** Given before: '(9 inch) 23 cm' is rare; a bracket closing right before with the other unit. */
const GIVEN_BEFORE = /(?:cm|mm|inch|inches|in\.|["″”])\s*\)\s*$/i;

const FRACTIONS: Readonly<Record<string, number>> = { '¼': 0.25, '½': 0.5, '¾': 0.75 };

/** The value of a figure: '1 1/2' → 1.5, '½' → 0.5, '2,5' → 2.5. */
function figureValue(text: string): number | null {
  const m = /^(\d{1,3}(?:[.,]\d{1,2})?)?\s?(?:(\d)\/(\d)|([¼½¾]))?$/.exec(text.trim());
  if (!m || (!m[1] && !m[2] && !m[4])) return null;
  let value = m[1] ? Number(m[1].replace(',', '.')) : 0;
  if (m[2] && m[3]) {
    if (Number(m[3]) === 0) return null;
    // '1/2' alone, or the fraction of '1 1/2'.
    value = m[1] && !/[.,]/.test(m[1]) ? value + Number(m[2]) / Number(m[3]) : Number(m[2]) / Number(m[3]);
  }
  if (m[4]) value += FRACTIONS[m[4]]!;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The figures of a size and what stands between them, as written. */
function splitSize(size: string, mark: RegExp): { figures: number[]; separators: string[] } | null {
  const parts = size.split(new RegExp(`(${BY})`, 'iu'));
  const figures: number[] = [];
  const separators: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 1) {
      separators.push(parts[i]!);
      continue;
    }
    const value = figureValue(parts[i]!.replace(mark, ''));
    if (value === null) return null;
    figures.push(value);
  }
  return { figures, separators };
}

/** Small sizes in inches as cooks write them in metric ('½ inch' is 1 cm, not 1.27). */
const CONVENTIONAL_CM: readonly (readonly [number, number])[] = [
  [0.125, 0.3],
  [0.25, 0.5],
  [0.5, 1],
  [0.75, 2],
  [1, 2.5],
  [1.5, 4],
];

/** Centimetres as a cook writes them: whole from 3 cm, halves below, millimetres under 1 cm. */
function writeCentimetres(cm: number): { value: string; unit: 'cm' | 'mm' } {
  const inches = cm / CM_PER_INCH;
  const conventional = CONVENTIONAL_CM.find(([i]) => Math.abs(i - inches) < 0.001)?.[1];
  if (conventional !== undefined) cm = conventional;
  if (cm < 0.95) return { value: String(Math.max(1, Math.round(cm * 10))), unit: 'mm' };
  if (cm < 3) return { value: String(Math.round(cm * 2) / 2), unit: 'cm' };
  return { value: String(Math.round(cm)), unit: 'cm' };
}

/** Inches as a cook writes them: whole from 2 inches, quarters below ('¾', '1½'). */
function writeInches(inches: number): string {
  if (inches >= 2) return String(Math.round(inches));
  const quarters = Math.max(1, Math.round(inches * 4));
  const whole = Math.floor(quarters / 4);
  const rest = ['', '¼', '½', '¾'][quarters % 4]!;
  return whole === 0 ? rest : `${whole}${rest}`;
}

function toMetric(size: string): string | null {
  const split = splitSize(size, new RegExp(`${INCH_MARK}|${INCH_WORD}`, 'giu'));
  if (!split) return null;
  const cms = split.figures.map((f) => f * CM_PER_INCH);
  // One unit for all figures ('23 x 33 cm'; a 1/4-inch sheet alone in mm).
  const unit = cms.every((c) => c < 0.95) ? 'mm' : 'cm';
  const values = cms.map((c) =>
    unit === 'mm' ? writeCentimetres(c).value : writeCentimetres(Math.max(c, 1)).value,
  );
  // 'a 9-inch pan' reads 'a 23 cm pan', as metric recipes write it.
  return `${joinFigures(values, split.separators)} ${unit}`;
}

function toUs(size: string, unitWord: string): string | null {
  const split = splitSize(size, /\s?(?:cm|mm)(?![\p{L}])/giu);
  if (!split) return null;
  const perUnit = /^m/i.test(unitWord) ? 0.1 : 1;
  const values = split.figures.map((f) => writeInches((f * perUnit) / CM_PER_INCH));
  return `${joinFigures(values, split.separators)}-inch`;
}

/** 'an 8-inch pan' becomes 'a 20 cm pan', 'a 20 cm tin' 'an 8-inch tin': the article of the number read aloud. */
function withArticle(article: string | undefined, size: string): string {
  if (!article) return size;
  // eight, eleven, eighteen, eighty…: the numbers read with a vowel first.
  const vowel = /^(?:8|11|18)(?!\d)|^8\d(?!\d)/.test(size);
  const word = vowel ? 'an' : 'a';
  return `${article[0] === 'A' ? word[0]!.toUpperCase() + word.slice(1) : word} ${size}`;
}

function joinFigures(values: readonly string[], separators: readonly string[]): string {
  return values.map((v, i) => (i === 0 ? v : `${separators[i - 1]}${v}`)).join('');
}

/** Sizes of step text in `system`: inches to centimetres for Metric, centimetres to inches for US. */
export function convertSizes(text: string, system: MeasureSystem): string {
  if (text.length > MAX_TEXT) return text;
  const pattern = system === 'Metric' ? INCH : CENTIMETRE;
  pattern.lastIndex = 0;
  return text.replace(pattern, (match: string, ...rest: unknown[]) => {
    const groups = rest[rest.length - 1] as Record<string, string | undefined>;
    const offset = rest[rest.length - 3] as number;
    const after = text.slice(offset + match.length, offset + match.length + 40);
    const before = text.slice(Math.max(0, offset - 40), offset);
    if (GIVEN_AFTER.test(after) || GIVEN_BEFORE.test(before)) return match;
    const size = groups['size'] ?? '';
    const converted = system === 'Metric' ? toMetric(size) : toUs(size, groups['unit'] ?? 'cm');
    return converted === null ? match : withArticle(groups['article'], converted);
  });
}
