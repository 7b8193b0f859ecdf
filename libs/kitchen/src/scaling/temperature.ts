import type { MeasureSystem } from './convert.ts';

type Scale = 'F' | 'C';

/** Gas marks and the oven temperatures cooks give for them (°C, °F). */
const GAS_MARKS: Readonly<Record<string, readonly [number, number]>> = {
  '0.25': [110, 225],
  '0.5': [120, 250],
  '1': [140, 275],
  '2': [150, 300],
  '3': [160, 325],
  '4': [180, 350],
  '5': [190, 375],
  '6': [200, 400],
  '7': [220, 425],
  '8': [230, 450],
  '9': [240, 475],
  '10': [260, 500],
};

/** From these an amount is an oven's: °C to the nearest 10, °F to the nearest 25 (oven dials). */
const OVEN_FROM_F = 250;
const OVEN_FROM_C = 120;
/** A bare '350°' or '350 degrees' is Fahrenheit from this on (no home oven reaches 300 °C). */
const BARE_DEGREES_ARE_F_FROM = 300;
/** Two temperatures side by side this close are the same setting written twice ('350°F (180°C)'). */
const SAME_SETTING: Readonly<Record<Scale, number>> = { C: 10, F: 20 };

const NUMBER = String.raw`\d{1,3}(?:[.,]\d)?`;
const TEMPERATURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])(?<low>${NUMBER})(?:\s?(?:-|–|to)\s?(?<high>${NUMBER}))?` +
    String.raw`(?:\s?[°º˚]\s?(?<deg>[FC])(?:ahrenheit|elsius)?(?![\p{L}])` +
    String.raw`|\s?degrees?\s+(?<word>F|C|Fahrenheit|Celsius|Centigrade)(?![\p{L}])` +
    String.raw`|(?<bare>[FC])(?![\p{L}\p{N}'’])` +
    String.raw`|\s?(?<alone>[°º˚]|degrees?(?![\p{L}])))` +
    String.raw`|(?<![\p{L}])gas(?:\s+mark)?\s?(?<gas>¼|½|1\/4|1\/2|\d{1,2})(?![\p{N}])`,
  'giu',
);

interface Mention {
  start: number;
  end: number;
  /** In the target scale. */
  low: number;
  high: number | null;
  /** Already in the target scale: written as it was. */
  asWritten: boolean;
}

function number(text: string): number {
  return Number(text.replace(',', '.'));
}

function scaleOf(groups: Record<string, string | undefined>, low: number): Scale | null {
  const letter = groups.deg ?? groups.word ?? groups.bare;
  if (letter) return letter[0]?.toUpperCase() === 'F' ? 'F' : 'C';
  return low >= BARE_DEGREES_ARE_F_FROM ? 'F' : null;
}

/** A temperature in `to`: ovens rounded to their dial's steps, anything cooler to the degree. */
export function convertTemperature(value: number, from: Scale, to: Scale): number {
  if (from === to) return value;
  if (to === 'C') {
    const c = ((value - 32) * 5) / 9;
    return value >= OVEN_FROM_F ? Math.round(c / 10) * 10 : Math.round(c);
  }
  const f = (value * 9) / 5 + 32;
  return value >= OVEN_FROM_C ? Math.round(f / 25) * 25 : Math.round(f);
}

function gasValue(text: string): string {
  if (text === '¼' || text === '1/4') return '0.25';
  if (text === '½' || text === '1/2') return '0.5';
  return String(Number(text));
}

function mentionAt(match: RegExpExecArray, to: Scale): Mention | null {
  const groups = match.groups ?? {};
  const start = match.index;
  const end = start + match[0].length;
  if (groups.gas !== undefined) {
    const mark = GAS_MARKS[gasValue(groups.gas)];
    return mark ? { start, end, low: to === 'C' ? mark[0] : mark[1], high: null, asWritten: false } : null;
  }
  const low = number(groups.low ?? '');
  const high = groups.high === undefined ? null : number(groups.high);
  const from = scaleOf(groups, low);
  // A bare letter is a scale only on an oven-sized number ('180C', not '2C' of flour).
  if (
    from === null ||
    (groups.bare && low < 100) ||
    (groups.bare && groups.bare !== groups.bare.toUpperCase())
  )
    return null;
  return {
    start,
    end,
    low: convertTemperature(low, from, to),
    high: high === null ? null : convertTemperature(high, from, to),
    asWritten: from === to,
  };
}

function written(m: Mention, to: Scale): string {
  return `${m.low}${m.high === null ? '' : `–${m.high}`}°${to}`;
}

/**
 * What joins the settings of one oven: '350°F (180°C)', '180°C/gas mark 4', '180°C or 350°F',
 * '180°C/160°C fan/gas mark 4' (a fan oven's word is kept: group 1), with the joining mark in group 2.
 */
const SAME_OVEN = /^(\s*(?:\(?(?:fan|fan-forced|fan forced|convection)\)?)?\)?)\s*(\/|,|or|\()\s*$/i;
const BRACKET_CLOSE = /^\s*\)/;

/**
 * Every oven and cooking temperature in `text` written in `system`'s scale: °F for US, °C for
 * metric. '350°F', '350 °F', '350 degrees F', '350F', '180°C', '180 degrees Celsius', 'gas mark 4'
 * and a bare '350°' (Fahrenheit from 300) are read. Oven temperatures are rounded as oven dials read
 * (350°F → 180°C, 200°C → 400°F), cooler ones to the degree (165°F → 74°C). A setting written two
 * ways ('350°F (180°C)', '180°C/gas mark 4') is written once.
 */
export function convertTemperatures(text: string, system: MeasureSystem): string {
  const to: Scale = system === 'US' ? 'F' : 'C';
  const mentions: Mention[] = [];
  TEMPERATURE.lastIndex = 0;
  for (let match = TEMPERATURE.exec(text); match; match = TEMPERATURE.exec(text)) {
    const mention = mentionAt(match, to);
    if (mention) mentions.push(mention);
  }
  if (mentions.length === 0) return text;
  let out = '';
  let at = 0;
  let oven: Mention[] = [];
  for (const m of mentions) {
    const gap = text.slice(at, m.start);
    const join = SAME_OVEN.exec(gap);
    if (!join) oven = [];
    const same = oven.some((o) => Math.abs(o.low - m.low) <= SAME_SETTING[to]);
    const close = join?.[2] === '(' ? BRACKET_CLOSE.exec(text.slice(m.end)) : null;
    if (join && same && (join[2] !== '(' || close)) {
      // The same setting again: keep what was said of the one before ('fan'), drop this one.
      out += join[1]?.trimEnd() ?? '';
      at = m.end + (close?.[0].length ?? 0);
    } else {
      out += `${gap}${m.asWritten ? text.slice(m.start, m.end) : written(m, to)}`;
      at = m.end;
      oven.push(m);
    }
  }
  return out + text.slice(at);
}
