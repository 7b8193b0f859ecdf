import { crc32, deflateSync } from 'node:zlib';
import { PdfFile } from '../testing/pdf-text.ts';
import type { ExportRecipe } from '../text/recipe-text.ts';
import { IMAGE_MAX_HEIGHT, imageBox } from './layout.ts';
import { renderPdf } from './render-pdf.ts';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG of `width` × `height` (pdfkit reads PNG and JPEG). */
function png(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 0;
  const rows = Buffer.alloc(height * (width + 1), 0x80);
  for (let row = 0; row < height; row++) rows[row * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const recipe = (title: string, image: ExportRecipe['image']): ExportRecipe => ({
  title,
  description: 'A tart.',
  servings: 4,
  prepTime: null,
  cookTime: '1 hour',
  totalTime: null,
  notes: null,
  difficulty: null,
  sourceUrl: null,
  ingredientGroups: [{ name: null, lines: ['2 lemons'] }],
  instructionGroups: [{ name: null, lines: ['Bake.'] }],
  image,
});

test('a photo is never wider than the text nor taller than a third of the page, and never distorted', () => {
  expect(imageBox({ width: 1000, height: 400 }, 500)).toEqual({ width: 500, height: 200 });
  const tall = imageBox({ width: 600, height: 1200 }, 500);
  expect(tall.height).toBe(IMAGE_MAX_HEIGHT);
  expect(tall.width / tall.height).toBeCloseTo(0.5);
});

test("each recipe's photo is drawn on its page, under its title; a recipe without one has none", async () => {
  const pdf = Buffer.from(
    await renderPdf({
      kind: 'recipes',
      recipes: [
        recipe('Lemon tart', { data: png(64, 48), width: 64, height: 48 }),
        recipe('Plain bread', null),
      ],
      options: { includeInstructions: true, compact: false },
    }),
  );
  const file = new PdfFile(pdf);
  try {
    // Page 1 is the contents; the tart is on page 2, the bread (no photo) on page 3.
    expect(await file.images()).toEqual(['2:64x48']);
    expect(await file.text(2)).toContain('Lemon tart');
    expect(await file.text(2)).toContain('2 lemons');
  } finally {
    file.close();
  }
});
