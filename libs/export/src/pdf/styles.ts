/** How each kind of block is set; the compact layout is the same at smaller sizes and spacing. */
export type BlockStyle = 'title' | 'meta' | 'description' | 'section' | 'group' | 'line' | 'contents-entry';

export interface TextStyle {
  size: number;
  bold: boolean;
  /** Line height as a multiple of the size. */
  leading: number;
  spaceBefore: number;
  color: string;
}

const INK = '#1c1917';
const MUTED = '#57534e';
export const BRAND = '#c2410c';

const REGULAR: Record<BlockStyle, TextStyle> = {
  title: { size: 22, bold: true, leading: 1.25, spaceBefore: 0, color: INK },
  meta: { size: 10, bold: false, leading: 1.4, spaceBefore: 4, color: MUTED },
  description: { size: 10.5, bold: false, leading: 1.45, spaceBefore: 10, color: INK },
  section: { size: 14, bold: true, leading: 1.3, spaceBefore: 18, color: BRAND },
  group: { size: 11.5, bold: true, leading: 1.35, spaceBefore: 10, color: INK },
  line: { size: 10.5, bold: false, leading: 1.4, spaceBefore: 4, color: INK },
  'contents-entry': { size: 11, bold: false, leading: 1.4, spaceBefore: 6, color: INK },
};

/** Compact: smaller type, tighter lines, half the space between blocks. */
const COMPACT = Object.fromEntries(
  Object.entries(REGULAR).map(([name, style]) => [
    name,
    {
      ...style,
      size: Math.round(style.size * 0.82 * 2) / 2,
      leading: style.leading - 0.1,
      spaceBefore: style.spaceBefore / 2,
    },
  ]),
) as Record<BlockStyle, TextStyle>;

export function stylesFor(compact: boolean): Record<BlockStyle, TextStyle> {
  return compact ? COMPACT : REGULAR;
}
