/**
 * Which half of the recipe-pages corpus a host falls in: FNV-1a (32 bit) of the lower-cased host
 * name, even is 'a', odd is 'b'. Stable across runs and machines, so a rule tuned on one half can be
 * checked on the other. The parser's eval and the nutrition eval split the corpus the same way.
 */
export function hostHalf(host: string): 'a' | 'b' {
  let h = 0x811c9dc5;
  const s = host.toLowerCase();
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 2 === 0 ? 'a' : 'b';
}
