/** Vulgar fraction characters and their values. */
export const UNICODE_FRACTIONS: Readonly<Record<string, readonly [number, number]>> = {
  '½': [1, 2],
  '⅓': [1, 3],
  '⅔': [2, 3],
  '¼': [1, 4],
  '¾': [3, 4],
  '⅕': [1, 5],
  '⅖': [2, 5],
  '⅗': [3, 5],
  '⅘': [4, 5],
  '⅙': [1, 6],
  '⅚': [5, 6],
  '⅐': [1, 7],
  '⅛': [1, 8],
  '⅜': [3, 8],
  '⅝': [5, 8],
  '⅞': [7, 8],
  '⅑': [1, 9],
  '⅒': [1, 10],
};

/** Numbers written as words ('two eggs'), as ingredient lines and step text use them. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

export interface Amount {
  value: number;
  end: number;
}

// Bounded runs keep every match linear: no pattern here can backtrack over a long digit run.
const DIGITS = /\d{1,7}/y;
const FRACTION_TAIL = /\/(\d{1,4})/y;
const DECIMAL_TAIL = /[.,](\d{1,6})(?!\d)/y;
const WORD = /[a-z]{3,9}/iy;

function isDigit(ch: string | undefined): boolean {
  return ch !== undefined && ch >= '0' && ch <= '9';
}

const LETTER = /\p{L}/u;

function isLetter(ch: string | undefined): boolean {
  return ch !== undefined && LETTER.test(ch);
}

/**
 * The value of whole + n/d. Plain division: fraction.js (BigInt inside) costs more than the rest
 * of the parse on this hot path, and a double is all the parsed line carries.
 */
function fractionValue(n: number, d: number, whole = 0): number {
  return whole + n / d;
}

interface ProperFraction {
  n: number;
  d: number;
  end: number;
}

/** A plain fraction "n/d" or a vulgar fraction at `i`, as a proper fraction below 1. */
function readProperFraction(s: string, i: number): ProperFraction | null {
  const uf = UNICODE_FRACTIONS[s[i] ?? ''];
  if (uf) return { n: uf[0], d: uf[1], end: i + 1 };
  DIGITS.lastIndex = i;
  const num = DIGITS.exec(s);
  if (!num) return null;
  FRACTION_TAIL.lastIndex = DIGITS.lastIndex;
  const den = FRACTION_TAIL.exec(s);
  if (!den) return null;
  const n = Number(num[0]);
  const d = Number(den[1]);
  if (d === 0 || n >= d || isDigit(s[FRACTION_TAIL.lastIndex])) return null;
  return { n, d, end: FRACTION_TAIL.lastIndex };
}

/**
 * The number written at `i`: an integer, a decimal with a point or a comma ("1,5"; "1,500" is a
 * thousand-separated integer), a fraction ("3/4"), a vulgar fraction ("¾"), a mixed number
 * ("1 1/2", "1-1/2", "1½", "1 ½") or a number word ("one").
 */
export function readNumber(s: string, i: number): Amount | null {
  const ch = s[i];
  if (ch === undefined) return null;
  const uf = UNICODE_FRACTIONS[ch];
  if (uf) return { value: fractionValue(uf[0], uf[1]), end: i + 1 };
  if (!isDigit(ch)) return readNumberWord(s, i);

  DIGITS.lastIndex = i;
  const int = DIGITS.exec(s);
  if (!int) return null;
  const end = DIGITS.lastIndex;
  if (isDigit(s[end])) return null;
  const whole = Number(int[0]);

  FRACTION_TAIL.lastIndex = end;
  const den = FRACTION_TAIL.exec(s);
  if (den) {
    const d = Number(den[1]);
    if (d === 0 || isDigit(s[FRACTION_TAIL.lastIndex])) return { value: whole, end };
    return { value: fractionValue(whole, d), end: FRACTION_TAIL.lastIndex };
  }

  DECIMAL_TAIL.lastIndex = end;
  const dec = DECIMAL_TAIL.exec(s);
  if (dec?.[1] !== undefined) {
    const digits = dec[1];
    if (s[end] === ',' && digits.length === 3) {
      return { value: whole * 1000 + Number(digits), end: DECIMAL_TAIL.lastIndex };
    }
    return { value: Number(`${int[0]}.${digits}`), end: DECIMAL_TAIL.lastIndex };
  }

  // Mixed numbers: "1½", "1 ½", "1 1/2", "1-1/2".
  const direct = UNICODE_FRACTIONS[s[end] ?? ''];
  if (direct) return { value: fractionValue(direct[0], direct[1], whole), end: end + 1 };
  let j = end;
  if (s[j] === ' ' || s[j] === '-') {
    j++;
    if (s[j] === ' ' && s[j - 1] === ' ') j++;
    const frac = readProperFraction(s, j);
    if (frac) return { value: fractionValue(frac.n, frac.d, whole), end: frac.end };
  }
  return { value: whole, end };
}

function readNumberWord(s: string, i: number): Amount | null {
  if (isLetter(s[i - 1])) return null;
  WORD.lastIndex = i;
  const m = WORD.exec(s);
  if (!m || isLetter(s[WORD.lastIndex])) return null;
  const value = NUMBER_WORDS[m[0].toLowerCase()];
  return value === undefined ? null : { value, end: WORD.lastIndex };
}

const RANGE_JOIN = /[ ]{0,3}(?:-?[ ]{0,3}to |-|or |~)[ ]{0,3}/iy;

/**
 * The upper end of a range starting after the amount that ended at `i` ("1-2", "1 to 2",
 * "3 or 4", "¼ to ½"): only when it is larger than `low`.
 */
export function readRangeEnd(s: string, i: number, low: number): Amount | null {
  RANGE_JOIN.lastIndex = i;
  if (!RANGE_JOIN.test(s)) return null;
  const high = readNumber(s, RANGE_JOIN.lastIndex);
  if (!high || high.value <= low) return null;
  return high;
}
