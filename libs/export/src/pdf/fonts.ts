import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import type { Coverage } from './script-runs.ts';

/**
 * The embedded faces: subsets of Noto made by scripts/subset-fonts.py (see fonts/OFL.txt).
 * Japanese has one weight; bold Japanese is drawn with its outline stroked (render-pdf.ts).
 */
const FILES = {
  regular: 'NotoSans-Regular.ttf',
  bold: 'NotoSans-Bold.ttf',
  cjk: 'NotoSansJP-Regular.otf',
} as const;

export type Face = keyof typeof FILES;

export interface Fonts {
  data: Record<Face, Buffer>;
  coverage: Coverage;
}

let loaded: Fonts | undefined;

function codePointsOf(data: Buffer): Set<number> {
  const font = fontkit.create(data);
  if (!('characterSet' in font)) throw new Error('a font collection where one font was expected');
  return new Set(font.characterSet);
}

/** The faces' bytes and what they cover, read once per thread. */
export function fonts(): Fonts {
  if (loaded) return loaded;
  const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../fonts/${file}`, import.meta.url)));
  const data = { regular: read(FILES.regular), bold: read(FILES.bold), cjk: read(FILES.cjk) };
  const latin = codePointsOf(data.regular);
  const cjk = codePointsOf(data.cjk);
  loaded = { data, coverage: { latin: (cp) => latin.has(cp), cjk: (cp) => cjk.has(cp) } };
  return loaded;
}
