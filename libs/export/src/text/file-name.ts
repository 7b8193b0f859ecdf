/** 'Crème brûlée!' → 'creme-brulee': letters and digits of any script kept, accents dropped. */
export function fileStem(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 80);
}

/**
 * The name of an exported file: the one title's ('creme-brulee.pdf'), or for several
 * 'cookmark-recipes-2026-11-23.pdf' ('cookmark-grocery-lists-…' for lists).
 */
export function exportFileName(
  kind: 'recipes' | 'grocery-lists',
  titles: readonly string[],
  extension: 'pdf' | 'txt',
  today: Date = new Date(),
): string {
  const single = titles.length === 1 ? fileStem(titles[0] ?? '') : '';
  return `${single || `cookmark-${kind}-${today.toISOString().slice(0, 10)}`}.${extension}`;
}
