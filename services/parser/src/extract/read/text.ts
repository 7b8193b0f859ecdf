/**
 * Text helpers: entity decoding (also double-encoded), tag stripping and whitespace
 * normalisation. Everything here is pure and allocation-light because it runs for
 * every string we extract.
 */
import { decodeHTML } from 'entities';

const ENTITY_RE = /&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});?/;
const TAG_RE = /<\/?[a-zA-Z!][^<>]*>/g;
const BLOCK_TAG_RE = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|table|section|article|blockquote)\b[^<>]*>/gi;
// Every kind of blank, including NBSP, thin / hair / narrow spaces and the ideographic space.
const WS_RE = /[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/g;
// Invisible characters that only get in the way (zero-width space / joiners, BOM, soft hyphen).
const INVISIBLE_RE = /\u200b|\u200c|\u200d|\u2060|\ufeff|\u00ad/g;

/** Decode HTML entities, up to three rounds so that `&amp;amp;` and `&amp;#39;` come out right. */
export function decodeEntities(s: string): string {
  let out = s;
  for (let i = 0; i < 3 && out.includes('&') && ENTITY_RE.test(out); i++) {
    const next = decodeHTML(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

// UTF-8 read as Latin-1 and encoded again: a lead byte shown as 'Â'…'ß' and a continuation byte
// shown as U+0080…U+00BF ('Â½' for '½', 'Ã©' for 'é'). Real text never has that pair ('×' excepted).
const MOJIBAKE_RE = /[\u00c2-\u00d6\u00d8-\u00df][\u0080-\u00bf]/g;

/** Repair two-byte UTF-8 characters that were decoded as Latin-1 somewhere upstream. */
export function repairMojibake(s: string): string {
  return s.replace(MOJIBAKE_RE, (pair) =>
    String.fromCharCode(((pair.charCodeAt(0) & 0x1f) << 6) | (pair.charCodeAt(1) & 0x3f)),
  );
}

/** Letters and digits only, lower case: the same text laid out or punctuated differently compares equal. */
export function looseKey(s: string): string {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Collapse all whitespace (incl. NBSP & thin spaces) to single spaces and trim. */
export function collapseWs(s: string): string {
  return repairMojibake(s).replace(INVISIBLE_RE, '').replace(WS_RE, ' ').trim();
}

/** Remove HTML tags (keeps their text). */
export function stripTags(s: string): string {
  // Block-level tags separate words; inline tags (<b>, <a>, <span>) do not.
  return s.includes('<') ? s.replace(BLOCK_TAG_RE, ' ').replace(TAG_RE, '') : s;
}

/**
 * Clean a value coming from structured data: decode entities (even double-encoded),
 * strip HTML tags, collapse whitespace.
 */
export function clean(s: unknown): string {
  if (s === null || s === undefined) return '';
  let str = typeof s === 'string' ? s : typeof s === 'number' ? String(s) : '';
  if (!str) return '';
  // Tags first (a literal "&lt;b&gt;" stays text), then entities, then tags that were encoded.
  str = stripTags(str);
  str = decodeEntities(str);
  if (str.includes('<')) str = stripTags(str);
  return collapseWs(str);
}

/**
 * Like {@link clean} but keeps line structure: block tags and <br> become newlines,
 * so that an instruction blob can be split into steps.
 */
export function cleanMultiline(s: string): string[] {
  let str = s.replace(/<br\s*\/?>|<\/?(?:p|li|div|h[1-6]|ol|ul|tr)\b[^>]*>/gi, '\n');
  str = stripTags(str);
  str = decodeEntities(str);
  if (/<(?:br|\/p|\/li)/i.test(str)) {
    str = str.replace(/<br\s*\/?>|<\/(?:p|li|div)>/gi, '\n');
    str = str.replace(TAG_RE, ' ');
  }
  return str
    .split(/\r\n|\r|\n|\u2028|\u2029/)
    .map(collapseWs)
    .filter((x) => x.length > 0);
}

/** Normalisation used for comparisons in tests / evaluation. */
export function normalizeForCompare(s: string): string {
  return collapseWs(s.normalize('NFKC'));
}

/** Case-insensitive, order-keeping de-duplication. */
export function uniqueCi(items: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const it of items) {
    const k = it.toLowerCase();
    if (!it || seen.has(k)) continue;
    seen.add(k);
    out.push(it);
  }
  return out;
}
