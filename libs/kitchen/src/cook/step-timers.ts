import { NUMBER_WORDS as AMOUNT_WORDS } from '../ingredients/quantity.ts';
import { MAX_STEP_LENGTH } from '../scaling/steps.ts';

/** A duration written in a step ('bake 25–30 minutes'): what a timer can be started from. */
export interface StepTimer {
  /** Where the duration is written in the step: `text.slice(start, end)`. */
  start: number;
  end: number;
  /** The words as written ('25–30 minutes'). */
  text: string;
  /** Its length in seconds; the lower end of a range. */
  seconds: number;
  /** The upper end of a range ('25–30 minutes' → 1800), else null. */
  upperSeconds: number | null;
  /** What the step does for that long ('bake'), for the timer's name; 'timer' when no verb is found. */
  action: string;
}

/** The ingredient parser's number words, and those only durations use ('an hour', 'forty-five'). */
const NUMBER_WORDS: Readonly<Record<string, number>> = {
  ...AMOUNT_WORDS,
  a: 1,
  an: 1,
  thirty: 30,
  forty: 40,
  'forty-five': 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  'half a': 0.5,
  'a half': 0.5,
  'half an': 0.5,
};

const VULGAR: Readonly<Record<string, number>> = { '½': 0.5, '⅓': 1 / 3, '⅔': 2 / 3, '¼': 0.25, '¾': 0.75 };

/** A number: 25, 1.5, 1 1/2, 1½, ½, 3/4, or a word ('an', 'ten', 'half an'). */
const NUMBER = String.raw`(?:\d{1,4}(?:[.,]\d{1,3})?(?:\s\d\/\d{1,2}|\s?[½⅓⅔¼¾])?|\d\/\d{1,2}|[½⅓⅔¼¾]|(?:half an?|a half|forty-five|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety)(?!-))`;
/** An abbreviation's dot is the unit's only when the sentence goes on ('1 hr. 15 min. or until done'). */
const DOT = String.raw`(?:\.(?=\s+[\p{Ll}\p{N}]))?`;
const UNIT = String.raw`(hours?|hrs?${DOT}|h|minutes?|mins?${DOT}|seconds?|secs?${DOT})`;
/**
 * One amount of time: a number or a range of two, an optional 'and a half', the unit, and an
 * 'and a half' after it ('an hour and a half'). Group 2 is the joint between number and unit: a
 * hyphen there ('a 2-minute egg') makes the words an adjective, not an instruction.
 */
const AMOUNT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,/-])(${NUMBER}(?:\s*(?:-|to|or)\s*${NUMBER})?(?:\s+and\s+a\s+half)?)(\s*-\s*|\s*)${UNIT}(?![\p{L}])(\s+and\s+a\s+half(?![\p{L}]))?`,
  'giu',
);
/** Two amounts that make one duration ('1 hr 15 mins', '1 hour and 15 minutes'). */
const COMPOUND_JOINT = /^(?:\s*,?\s*(?:and\s+)?)$/i;
/** Two durations that make a range ('1 hour to 1 hour 30 minutes'). */
const RANGE_JOINT = /^\s*(?:-|to|or)\s*$/i;
/** Durations that say how often, not how long ('stir every 5 minutes'). */
const INTERVAL_BEFORE = /(?:every|each)\s+$/i;

const UNIT_SECONDS = { h: 3600, m: 60, s: 1 } as const;

interface Part {
  start: number;
  end: number;
  low: number;
  high: number | null;
  /** Seconds in the smallest unit it is written in: '1 hr 15 mins' is in minutes (60). */
  unit: number;
}

function numberValue(text: string): number {
  const word = NUMBER_WORDS[text.toLowerCase().replace(/\s+/g, ' ')];
  if (word !== undefined) return word;
  const mixed = /^(\d+(?:[.,]\d+)?)?\s?(?:(\d)\/(\d+)|([½⅓⅔¼¾]))?$/.exec(text);
  if (!mixed) return Number.NaN;
  const whole = mixed[1] ? Number(mixed[1].replace(',', '.')) : 0;
  const fraction =
    mixed[2] && mixed[3] ? Number(mixed[2]) / Number(mixed[3]) : mixed[4] ? (VULGAR[mixed[4]] ?? 0) : 0;
  return whole + fraction;
}

/** '25-30', '1 and a half', 'an' → [low, high | null] in the unit. */
function amountValues(text: string): [number, number | null] {
  const half = /\s+and\s+a\s+half$/i.test(text) ? 0.5 : 0;
  const bare = text.replace(/\s+and\s+a\s+half$/i, '');
  const range = new RegExp(String.raw`^(${NUMBER})\s*(?:-|to|or)\s*(${NUMBER})$`, 'iu').exec(bare);
  if (range?.[1] && range[2]) return [numberValue(range[1]), numberValue(range[2]) + half];
  return [numberValue(bare) + half, null];
}

function unitSeconds(unit: string): number {
  const first = unit.toLowerCase()[0];
  return first === 'h' ? UNIT_SECONDS.h : first === 'm' ? UNIT_SECONDS.m : UNIT_SECONDS.s;
}

/** The amounts of time in a step, each on its own, skipping adjectives and intervals. */
function amountsIn(step: string): Part[] {
  const parts: Part[] = [];
  for (const m of step.matchAll(AMOUNT)) {
    const [whole, amount = '', joint = '', unit = '', halfAfter] = m;
    if (joint.includes('-') || INTERVAL_BEFORE.test(step.slice(Math.max(0, m.index - 8), m.index))) continue;
    const [low, high] = amountValues(amount.trim());
    // 'in 15 second increments': a singular unit after more than one is an adjective.
    if (/^(?:hour|minute|second)$/i.test(unit) && (high ?? low) > 1) continue;
    const size = unitSeconds(unit);
    const extra = halfAfter ? 0.5 : 0;
    if (!Number.isFinite(low) || (high !== null && !Number.isFinite(high))) continue;
    parts.push({
      start: m.index,
      end: m.index + whole.length,
      low: Math.round((low + extra) * size),
      high: high === null ? null : Math.round((high + extra) * size),
      unit: size,
    });
  }
  return parts;
}

/** Amounts next to each other become one duration ('1 hr' + '15 mins'), then ranges of two durations. */
function durations(step: string, parts: readonly Part[]): Part[] {
  const joined: Part[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    const between = last ? step.slice(last.end, part.start) : '';
    if (last && last.high === null && part.unit < last.unit && COMPOUND_JOINT.test(between)) {
      last.end = part.end;
      last.high = part.high === null ? null : last.low + part.high;
      last.low += part.low;
      last.unit = part.unit;
    } else joined.push({ ...part });
  }
  const ranges: Part[] = [];
  for (const part of joined) {
    const last = ranges.at(-1);
    if (
      last &&
      last.high === null &&
      part.low > last.low &&
      RANGE_JOINT.test(step.slice(last.end, part.start))
    ) {
      last.end = part.end;
      last.high = part.high ?? part.low;
    } else ranges.push(part);
  }
  return ranges;
}

/** Verbs a timed step is named after ('Step 4: bake'), by their plain form. */
const ACTIONS: ReadonlySet<string> = new Set(
  (
    'bake roast broil grill fry saute sauté sear brown cook simmer boil blanch poach steam braise stew ' +
    'reduce rest cool chill refrigerate freeze marinate soak rise proof prove knead mix beat whisk stir ' +
    'blend process microwave toast caramelize heat warm melt wait stand steep infuse dry set cure smoke ' +
    'bubble thicken soften sweat char air-fry pressure-cook'
  ).split(' '),
);

/** A word's plain verb form when it is one of ACTIONS ('baking' → 'bake', 'simmered' → 'simmer'). */
function actionOf(word: string): string | null {
  const w = word.toLowerCase();
  if (ACTIONS.has(w)) return w;
  for (const suffix of ['ing', 'ed', 'es', 's', 'd']) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.slice(0, -suffix.length);
    for (const form of [stem, `${stem}e`, stem.slice(0, -1)]) if (ACTIONS.has(form)) return form;
  }
  return null;
}

/** The verb of the sentence a duration is in: the last before it, else the first after it. */
function actionFor(step: string, start: number, end: number): string {
  const sentenceStart = Math.max(...['.', ';', '!', '?'].map((c) => step.lastIndexOf(c, start - 1))) + 1;
  const after = step.slice(end).search(/[.;!?](?:\s|$)/);
  const sentenceEnd = after === -1 ? step.length : end + after;
  const words = (from: number, to: number) => step.slice(from, to).match(/[\p{L}-]+/gu) ?? [];
  for (const word of words(sentenceStart, start).reverse()) {
    const action = actionOf(word);
    if (action) return action;
  }
  for (const word of words(end, sentenceEnd)) {
    const action = actionOf(word);
    if (action) return action;
  }
  return 'timer';
}

/** The longest a timer is offered for: a day (longer waits are plans, not timers). */
export const MAX_TIMER_SECONDS = 24 * 3600;

/**
 * The durations written in a step, in order, each a timer it can start: '25–30 minutes' (a range:
 * the lower end, with the upper offered), '1 hr 15 mins', 'an hour and a half', 'for 45 seconds'.
 * Not durations: temperatures and sizes ('350 degrees', '9x13 inch'), adjectives ('a 2-minute
 * egg'), intervals ('every 5 minutes') and days ('up to 3 days').
 */
export function findStepTimers(step: string): StepTimer[] {
  const text = step
    .slice(0, MAX_STEP_LENGTH)
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2009\u202f]/g, ' ');
  return durations(text, amountsIn(text))
    .filter((part) => part.low > 0 && part.low <= MAX_TIMER_SECONDS)
    .map((part) => ({
      start: part.start,
      end: part.end,
      text: step.slice(part.start, part.end),
      seconds: part.low,
      upperSeconds:
        part.high !== null && part.high > part.low ? Math.min(part.high, MAX_TIMER_SECONDS) : null,
      action: actionFor(text, part.start, part.end),
    }));
}

/** A timer's time as a clock: 75 → '1:15', 3725 → '1:02:05'. */
export function formatTimerClock(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
