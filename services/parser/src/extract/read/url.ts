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

/**
 * A page's link (an image, …) as an absolute http(s) URL, or null. Anything else the page names
 * (`javascript:`, `data:`, `file:`) would reach the user's browser as a recipe field: dropped. The
 * scheme is judged on the parsed URL, as a browser would read it (`java\tscript:` is `javascript:`).
 */
export function webUrlOn(u: string, base: string): string | null {
  const resolved = resolveUrl(u, base);
  if (!resolved) return null;
  try {
    const { protocol } = new URL(resolved);
    return protocol === 'http:' || protocol === 'https:' ? resolved : null;
  } catch {
    return null;
  }
}
