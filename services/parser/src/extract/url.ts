/** Resolve a possibly relative / protocol-relative URL against the page URL. */
export function resolveUrl(u: string, base: string): string {
  const s = u.trim();
  if (!s) return s;
  if (/^https?:\/\//i.test(s)) return s; // already absolute: keep it byte for byte
  if (/^\/\//.test(s)) {
    const proto = /^http:/i.test(base) ? 'http:' : 'https:';
    return proto + s;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return s; // data:, other schemes
  try {
    return new URL(s, base).href;
  } catch {
    return s;
  }
}
