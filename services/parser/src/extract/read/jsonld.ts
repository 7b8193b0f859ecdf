/**
 * JSON-LD: find every `<script type="application/ld+json">` with a quick scan of the raw HTML
 * (no DOM needed), parse it leniently and locate the schema.org Recipe node wherever it sits
 * (top level, arrays, `@graph`, `mainEntity`, nested objects, `@type` arrays).
 */

export type JsonObject = Record<string, unknown>;

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const LD_TYPE_RE = /type\s*=\s*["']?\s*application\/(?:ld\+json|json\+ld)/i;

/** Raw text of all JSON-LD script blocks in document order. */
export function findJsonLdBlocks(html: string): string[] {
  const out: string[] = [];
  if (!/ld\+json|json\+ld/i.test(html)) return out;
  for (const m of html.matchAll(SCRIPT_RE)) {
    const attrs = m[1] ?? '';
    if (LD_TYPE_RE.test(attrs)) out.push(m[2] ?? '');
  }
  return out;
}

/** Escape raw control characters that appear inside JSON strings. */
function escapeControlCharsInStrings(s: string): string {
  let out = '';
  let inStr = false;
  let esc = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    const code = ch.charCodeAt(0);
    if (inStr) {
      if (esc) {
        esc = false;
        out += ch;
        continue;
      }
      if (ch === '\\') {
        // Invalid escapes like \' or \& become the plain character.
        const next = s[i + 1];
        if (next !== undefined && !/["\\/bfnrtu]/.test(next)) continue;
        esc = true;
        out += ch;
        continue;
      }
      if (ch === '"') inStr = false;
      if (code < 0x20) {
        out += code === 10 ? '\\n' : code === 13 ? '\\r' : code === 9 ? '\\t' : ' ';
        continue;
      }
      out += ch;
    } else {
      if (ch === '"') inStr = true;
      out += ch;
    }
  }
  return out;
}

/** Parse JSON-LD text leniently. Returns null when it cannot be repaired. */
export function parseJsonLenient(text: string): unknown {
  let s = text.trim();
  if (!s) return null;
  try {
    return JSON.parse(s);
  } catch {
    // fall through to repairs
  }
  s = s
    .replace(/^\s*(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>\s*$/, '')
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .replace(/^\uFEFF/, '')
    .trim();
  s = escapeControlCharsInStrings(s);
  // Trailing commas before } or ]
  s = s.replace(/,(\s*[}\]])/g, '$1');
  try {
    return JSON.parse(s);
  } catch {
    // Several objects glued together: {..}{..} or {..},{..} -> wrap in an array.
    try {
      return JSON.parse(`[${s.replace(/}\s*{/g, '},{')}]`);
    } catch {
      // Last resort: cut at the point where the first complete top-level value ends.
      const end = balancedEnd(s);
      if (end > 0 && end < s.length) {
        try {
          return JSON.parse(s.slice(0, end));
        } catch {
          return null;
        }
      }
      return null;
    }
  }
}

function balancedEnd(s: string): number {
  let depth = 0;
  let inStr = false;
  let esc = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (inStr) {
      if (esc) esc = false;
      else if (ch === '\\') esc = true;
      else if (ch === '"') inStr = false;
      continue;
    }
    if (ch === '"') inStr = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The `@type` values of a node, lower-cased, without schema.org prefixes. */
export function typesOf(node: JsonObject): string[] {
  const t = node['@type'] ?? node['type'];
  const arr = Array.isArray(t) ? t : [t];
  const out: string[] = [];
  for (const x of arr) {
    if (typeof x !== 'string') continue;
    out.push(
      x
        .replace(/^https?:\/\/schema\.org\//i, '')
        .replace(/^schema:/i, '')
        .toLowerCase(),
    );
  }
  return out;
}

export function hasType(node: JsonObject, type: string): boolean {
  return typesOf(node).includes(type.toLowerCase());
}

export interface JsonLdData {
  recipes: JsonObject[];
  /** Every node with an @id, for resolving references like {"@id": "#author"}. */
  byId: Map<string, JsonObject>;
  /** Other useful top-level nodes. */
  webPageName: string | null;
  articleHeadline: string | null;
  blocks: number;
  parseErrors: number;
}

/** Walk all parsed JSON-LD blocks and collect Recipe nodes and @id nodes. */
export function collectJsonLd(html: string): JsonLdData {
  const data: JsonLdData = {
    recipes: [],
    byId: new Map(),
    webPageName: null,
    articleHeadline: null,
    blocks: 0,
    parseErrors: 0,
  };
  const blocks = findJsonLdBlocks(html);
  data.blocks = blocks.length;
  const seen = new Set<unknown>();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 12 || v === null || typeof v !== 'object' || seen.has(v)) return;
    seen.add(v);
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const node = v as JsonObject;
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !data.byId.has(id)) data.byId.set(id, node);
    const types = typesOf(node);
    if (types.includes('recipe')) data.recipes.push(node);
    else if (types.includes('article') || types.includes('blogposting') || types.includes('newsarticle')) {
      if (data.articleHeadline === null && typeof node['headline'] === 'string')
        data.articleHeadline = node['headline'];
    } else if (types.includes('webpage') && data.webPageName === null && typeof node['name'] === 'string') {
      data.webPageName = node['name'];
    }
    for (const [k, child] of Object.entries(node)) {
      if (child && typeof child === 'object' && k !== '@context') visit(child, depth + 1);
    }
  };
  for (const b of blocks) {
    const parsed = parseJsonLenient(b);
    if (parsed === null) {
      data.parseErrors++;
      continue;
    }
    visit(parsed, 0);
  }
  return data;
}

/** Follow an {"@id": ...} reference when the node itself only carries the id. */
export function deref(v: unknown, byId: Map<string, JsonObject>): unknown {
  if (isObject(v) && typeof v['@id'] === 'string' && Object.keys(v).length === 1) {
    return byId.get(v['@id']) ?? v;
  }
  return v;
}
