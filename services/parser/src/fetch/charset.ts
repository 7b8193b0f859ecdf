// Content-Type handling, HTML sniffing and charset decoding.

import { TextDecoder } from 'node:util';

const HTML_MEDIA_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const META_SCAN_BYTES = 2048;

export interface MediaType {
  type: string; // lower-case "type/subtype", '' when missing
  charset: string | null;
}

export function parseContentType(header: string | undefined): MediaType {
  if (!header) return { type: '', charset: null };
  const [essence = '', ...params] = header.split(';');
  let charset: string | null = null;
  for (const param of params) {
    const eq = param.indexOf('=');
    if (eq < 0) continue;
    if (param.slice(0, eq).trim().toLowerCase() !== 'charset') continue;
    const value = param
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (value !== '') charset = value;
    break;
  }
  return { type: essence.trim().toLowerCase(), charset };
}

export function isHtmlMediaType(type: string): boolean {
  return HTML_MEDIA_TYPES.has(type);
}

// HTML signatures from the WHATWG MIME Sniffing standard (each must be followed by space or '>').
const HTML_SIGNATURES = [
  '<!doctype html',
  '<html',
  '<head',
  '<script',
  '<iframe',
  '<h1',
  '<div',
  '<font',
  '<table',
  '<a',
  '<style',
  '<title',
  '<b',
  '<body',
  '<br',
  '<p',
];

/** MIME-sniffs a body whose Content-Type header is missing. */
export function looksLikeHtml(body: Uint8Array): boolean {
  let text = Buffer.from(body.subarray(0, 1024)).toString('latin1');
  if (text.startsWith('\xef\xbb\xbf')) text = text.slice(3);
  else if (text.startsWith('\xff\xfe') || text.startsWith('\xfe\xff')) {
    // UTF-16: drop the BOM and the NUL bytes so the ASCII signatures can match.
    text = text.slice(2).replace(/\0/g, '');
  }
  text = text.replace(/^[\t\n\f\r ]+/, '').toLowerCase();
  if (text.startsWith('<!--')) return true;
  return HTML_SIGNATURES.some((sig) => {
    if (!text.startsWith(sig)) return false;
    const next = text.charAt(sig.length);
    return next === ' ' || next === '>' || next === '\t' || next === '\n' || next === '\r' || next === '\f';
  });
}

function bomEncoding(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/** Returns a TextDecoder for a charset label, or null if the label is unknown to the runtime. */
function decoderFor(label: string | null, fromMeta = false): TextDecoder | null {
  if (!label) return null;
  try {
    const decoder = new TextDecoder(label.trim());
    // HTML standard: a <meta> declaring UTF-16 means UTF-8 (the bytes were readable as ASCII); x-user-defined
    // means windows-1252.
    if (fromMeta && decoder.encoding.startsWith('utf-16')) return new TextDecoder('utf-8');
    if (decoder.encoding === 'x-user-defined') return new TextDecoder('windows-1252');
    return decoder;
  } catch {
    return null;
  }
}

/** Finds a <meta charset> or <meta http-equiv="Content-Type" content="...; charset=..."> in the first 2 KB. */
export function metaCharset(body: Uint8Array): string | null {
  const head = Buffer.from(body.subarray(0, META_SCAN_BYTES))
    .toString('latin1')
    .replace(/<!--[\s\S]*?-->/g, '');
  const metaTags = head.match(/<meta\b[^>]*>/gi) ?? [];
  for (const tag of metaTags) {
    const direct = /\bcharset\s*=\s*["']?\s*([^"'\s/>;]+)/i.exec(tag);
    if (direct?.[1]) return direct[1];
  }
  return null;
}

/**
 * Decodes an HTML body. Order (WHATWG encoding sniffing): byte-order mark, then the Content-Type charset, then a
 * <meta> declaration in the first 2 KB, then UTF-8. Unknown labels are skipped. Invalid bytes become U+FFFD.
 */
export function decodeHtml(
  body: Uint8Array,
  headerCharset: string | null,
): { text: string; encoding: string } {
  const decoder =
    decoderFor(bomEncoding(body)) ??
    decoderFor(headerCharset) ??
    decoderFor(metaCharset(body), true) ??
    new TextDecoder('utf-8');
  return { text: decoder.decode(body), encoding: decoder.encoding };
}
