/**
 * Durations: ISO 8601 (`PT1H30M`, `P0DT1H`, `PT90M`, malformed variants like `PT1H30`,
 * `P0Y0M0DT0H20M0.000S`, `PT 20 M`) and free text (`1 hr 15 mins`, `1 1/2 hours`, `45 Min.`,
 * `1 Std. 30 Min.`) to whole minutes, and minutes back to readable text or to ISO 8601.
 */

const FRACTIONS: Record<string, number> = {
  '½': 0.5,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 0.25,
  '¾': 0.75,
  '⅕': 0.2,
  '⅖': 0.4,
  '⅗': 0.6,
  '⅘': 0.8,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 0.125,
  '⅜': 0.375,
  '⅝': 0.625,
  '⅞': 0.875,
};

/**
 * Longer than any real duration ('P0Y0M0DT0H20M0.000S', '1 hour 30 minutes to 1 hour 45 minutes'):
 * such a value is garbage, and refusing it before any regex keeps a hostile page's 200,000-digit
 * `totalTime` from costing seconds of matching.
 */
export const MAX_DURATION_LENGTH = 100;

function num(s: string | undefined): number {
  if (!s) return 0;
  const n = Number.parseFloat(s.replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
}

/** Parse an ISO 8601 duration, leniently. Returns minutes (may be fractional) or null. */
export function parseIsoDuration(input: string): number | null {
  if (input.length > MAX_DURATION_LENGTH) return null;
  const s = input.trim().toUpperCase().replace(/\s+/g, '');
  if (!/^P/.test(s) || s.includes('-')) return null; // negative durations are garbage
  const body = s.replace(/^-?P/, '');
  const tIdx = body.indexOf('T');
  const datePart = tIdx >= 0 ? body.slice(0, tIdx) : body;
  let timePart = tIdx >= 0 ? body.slice(tIdx + 1) : '';
  // Matches start only where a number starts, so a long digit run is scanned once, not per digit.
  const re = /(?<![\d.,])(\d+(?:[.,]\d+)?)([YMWDHS])/g;
  let minutes = 0;
  let any = false;
  for (const m of datePart.matchAll(re)) {
    any = true;
    const v = num(m[1]);
    switch (m[2]) {
      case 'Y':
        minutes += v * 525600;
        break;
      case 'M':
        minutes += v * 43200;
        break; // month in the date part
      case 'W':
        minutes += v * 10080;
        break;
      case 'D':
        minutes += v * 1440;
        break;
      case 'H':
        minutes += v * 60;
        break; // malformed P1H
      default:
        break;
    }
  }
  // A bare trailing number after the last unit (`PT1H30`) counts as minutes.
  const trailing = /(\d+(?:[.,]\d+)?)$/.exec(timePart);
  if (trailing && trailing.index > 0 && /[HMS]/.test(timePart)) {
    timePart = `${timePart}M`;
  } else if (trailing && trailing.index === 0) {
    timePart = `${timePart}M`; // `PT20`
  }
  for (const m of timePart.matchAll(re)) {
    any = true;
    const v = num(m[1]);
    switch (m[2]) {
      case 'D':
        minutes += v * 1440;
        break;
      case 'H':
        minutes += v * 60;
        break;
      case 'M':
        minutes += v;
        break;
      case 'S':
        minutes += v / 60;
        break;
      default:
        break;
    }
  }
  return any ? minutes : null;
}

const UNIT_DAY = /^(?:days?|d|tage?n?|jours?|d[ií]as?|giorni|giorno|dni|dzie[nń]|dagen|dag)\.?$/i;
const UNIT_HOUR =
  /^(?:hours?|hrs?|h|std|stunden?|heures?|horas?|ore|ora|godz(?:in[ay]?)?|uur|óra|timer?)\.?$/i;
const UNIT_MIN = /^(?:minutes?|mins?|m|minuten?|minutos?|minuti|minut[ay]?|perc|mn|min\.?)\.?$/i;
const UNIT_SEC = /^(?:seconds?|secs?|s|sekunden?|secondes?|segundos?)\.?$/i;

/** Parse free-text durations such as "1 hr 15 mins", "1 1/2 hours", "90", "1:30". */
export function parseTextDuration(input: string): number | null {
  if (input.length > MAX_DURATION_LENGTH) return null;
  let s = input.trim();
  if (!s) return null;
  if (/^\d+(?:\.\d+)?$/.test(s)) return num(s);
  // Ranges: "12-15 minutes", "1 to 2 hours" -> take the upper bound (what a cook plans for).
  s = s.replace(/(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:-|–|—|to|bis|à|a)\s*(?=\d)/gi, '');
  const hm = /^(\d{1,2}):(\d{2})$/.exec(s);
  if (hm) return num(hm[1]) * 60 + num(hm[2]);
  let minutes = 0;
  let any = false;
  const re =
    /(\d+(?:[.,]\d+)?)?(?:\s*(\d+)\s*\/\s*(\d+)|\s*([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]))?\s*([a-zA-Záéíóúüöäàèìòç]+\.?)/g;
  for (const m of s.matchAll(re)) {
    if (m[1] === undefined && m[2] === undefined && m[4] === undefined) continue;
    let v = num(m[1]);
    if (m[2] && m[3]) v += num(m[2]) / (num(m[3]) || 1);
    if (m[4]) v += FRACTIONS[m[4]] ?? 0;
    const unit = m[5] ?? '';
    if (UNIT_DAY.test(unit)) minutes += v * 1440;
    else if (UNIT_HOUR.test(unit)) minutes += v * 60;
    else if (UNIT_MIN.test(unit)) minutes += v;
    else if (UNIT_SEC.test(unit)) minutes += v / 60;
    else continue;
    any = true;
  }
  return any ? minutes : null;
}

/**
 * Any duration-ish value (ISO string, text, number of minutes, {maxValue} objects) to whole
 * minutes. Zero and unparseable values give null.
 */
export function toMinutes(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
  if (Array.isArray(value)) return toMinutes(value[0]);
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return toMinutes(o['maxValue'] ?? o['value'] ?? o['@value'] ?? o['minValue']);
  }
  if (typeof value !== 'string' || value.length > MAX_DURATION_LENGTH) return null;
  const s = value.trim();
  if (!s) return null;
  const m = /^-?P/i.test(s) ? parseIsoDuration(s) : parseTextDuration(s);
  if (m === null || !Number.isFinite(m) || m <= 0 || m > 14400) return null; // > 10 days: garbage
  // ISO durations are rounded up (PT30S is a minute of work); text is rounded to nearest.
  // A positive duration is at least one minute.
  return Math.max(1, /^-?P/i.test(s) ? Math.ceil(m - 1e-9) : Math.round(m));
}

/** Whole days, hours and minutes of a positive duration; null for none. */
function splitMinutes(minutes: number | null): { days: number; hours: number; mins: number } | null {
  if (minutes === null || !Number.isFinite(minutes) || minutes <= 0) return null;
  const total = Math.round(minutes);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), mins: total % 60 };
}

/** Minutes to readable text: 75 -> '1 hr 15 mins', 60 -> '1 hr', 1 -> '1 min', 1500 -> '1 day 1 hr'. */
export function formatMinutes(minutes: number | null): string | null {
  const split = splitMinutes(minutes);
  if (!split) return null;
  const { days, hours, mins } = split;
  const parts: string[] = [];
  if (days) parts.push(`${days} day${days === 1 ? '' : 's'}`);
  if (hours) parts.push(`${hours} hr${hours === 1 ? '' : 's'}`);
  if (mins) parts.push(`${mins} min${mins === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** Minutes to an ISO 8601 duration as schema.org wants it: 75 -> 'PT1H15M', 1500 -> 'P1DT1H'. */
export function isoDuration(minutes: number | null): string | null {
  const split = splitMinutes(minutes);
  if (!split) return null;
  const { days, hours, mins } = split;
  const time = `${hours ? `${hours}H` : ''}${mins ? `${mins}M` : ''}`;
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
}
