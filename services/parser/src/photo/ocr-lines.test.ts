import { type OcrLine, rebuildText } from './ocr-lines.ts';

/** A line of print as tesseract gives it: words 10 px a letter, `size` px tall, one space (10 px) apart, from `left`. */
function line(text: string, top: number, size = 20, left = 100, baseline?: number): OcrLine {
  let x = left;
  const words = text.split(' ').map((word) => {
    const bbox = { x0: x, y0: top, x1: x + word.length * 10, y1: top + size };
    x = bbox.x1 + 10;
    return { text: word, bbox };
  });
  const bbox = { x0: left, y0: top, x1: x - 10, y1: top + size };
  return {
    text: `${text}\n`,
    bbox,
    baseline: baseline === undefined ? null : { y0: baseline, y1: baseline },
    words,
  };
}

describe("the page's text rebuilt from tesseract's lines", () => {
  test('a line the next word would not have fitted after is continued by the next one, capital or not', () => {
    const lines = [
      line('1/2 tsp McCormick Gourmet Organic', 0), // ends at x 440: 'Chili' (50 px) would pass the edge
      line('Chili Powder', 30),
      line('3 pounds pork butt', 60),
      line('Salt', 90), // after a short line: an ingredient of its own
      line('1 bag (11 ounces) tortilla chips and', 120), // the widest line: the right edge (x 460)
      line('(about 2 cups)', 150),
      line('2 eggs', 180),
      line('1/4 tsp McCormick Gourmet Organic', 210),
      line('Ginger, Ground', 240),
    ];
    const text = lines.map((l) => l.text).join('');
    expect(rebuildText(text, [lines])).toBe(
      '1/2 tsp McCormick Gourmet Organic Chili Powder\n3 pounds pork butt\nSalt\n1 bag (11 ounces) tortilla chips and (about 2 cups)\n2 eggs\n1/4 tsp McCormick Gourmet Organic Ginger, Ground\n',
    );
  });

  test('a list whose items are set apart by more space than their wrapped lines: a spaced line starts an item', () => {
    // Baselines 36 px apart within an item, 41 px from one item to the next (the box's bottom varies with descenders).
    const lines = [
      line('2 ahi tuna steaks (about 4 oz. each, 1 thick', 0, 20, 100, 16),
      line('see notes)', 36, 20, 100, 52),
      line('1 tablespoon toasted sesame oil (see the', 77, 20, 100, 93),
      line('notes)', 113, 20, 100, 129),
      line('1 lemon (zested and cut into the wedges)', 154, 20, 100, 170),
      line('olive oil (for drizzling)', 195, 20, 100, 211),
      line('2 tablespoons soy sauce and some of the', 236, 20, 100, 252),
      line('honey', 272, 20, 100, 288),
      // A title in large type, its lines further apart than the small print's: still one title.
      line('Kottbullar med potatismos och gurka och', 340, 34, 100, 370),
      line('lingon', 400, 34, 100, 430),
    ];
    const text = lines.map((l) => l.text).join('');
    expect(rebuildText(text, [lines])).toBe(
      '2 ahi tuna steaks (about 4 oz. each, 1 thick see notes)\n1 tablespoon toasted sesame oil (see the notes)\n1 lemon (zested and cut into the wedges)\nolive oil (for drizzling)\n2 tablespoons soy sauce and some of the honey\nKottbullar med potatismos och gurka och lingon\n',
    );
  });

  test('a line that is only a number continues the line it would not fit after', () => {
    const lines = [
      line('100 g BACK FAMILY Weizenmehl Type', 0),
      line('405', 30),
      line('150 ml MY VAY Mandeldrink pur, kalt', 60),
      line('2 Eier', 90),
      line('1 Prise Salz und etwas Pfeffer dazu', 120),
    ];
    const text = lines.map((l) => l.text).join('');
    expect(rebuildText(text, [lines])).toBe(
      '100 g BACK FAMILY Weizenmehl Type 405\n150 ml MY VAY Mandeldrink pur, kalt\n2 Eier\n1 Prise Salz und etwas Pfeffer dazu\n',
    );
  });

  test('in a list of short lines the widest one alone shows no edge: the line after it is its own', () => {
    const lines = [
      line('1.1 ounces fine coconut flour', 0),
      line('Salt', 30),
      line('2 eggs', 60),
      line('1 cup water', 90),
    ];
    const text = lines.map((l) => l.text).join('');
    expect(rebuildText(text, [lines])).toBe(text);
  });

  test('no join across paragraphs, after a sentence end, onto an amount, or onto type of another size', () => {
    const first = [line('Heat the oven and butter the long tin', 0)];
    const second = [line('Mix the flour and sugar in a large bowl.', 50), line('Then add eggs', 80)];
    const list = [line('2 cups flour, sifted twice over a sheet', 120), line('3 eggs', 150)];
    const title = [line('Irish cream cheesecake', 200, 34), line('Makes 6 items', 240)];
    const paragraphs = [first, second, list, title];
    const text = paragraphs.map((p) => p.map((l) => l.text).join('')).join('\n');
    expect(rebuildText(text, paragraphs)).toBe(text);
  });

  test('a title in large type wrapped over two paragraphs is one line', () => {
    const paragraphs = [
      [line('Smoked Paprika Shredded Pork with Orange', 0, 34)],
      [line('Marmalade', 50, 34)],
      [line('Serves 4 - Prep 15 min', 100), line('2 cups orange juice', 130)],
    ];
    const text = paragraphs.map((p) => p.map((l) => l.text).join('')).join('\n');
    expect(rebuildText(text, paragraphs)).toBe(
      'Smoked Paprika Shredded Pork with Orange Marmalade\n\nServes 4 - Prep 15 min\n2 cups orange juice\n',
    );
  });

  test("mended words replace tesseract's, the line's spacing kept", () => {
    const lines = [line('¥s teaspoon salt', 0), line('1 Y% cups sugar', 30), line('2 eggs', 60)];
    const text = lines.map((l) => l.text).join('');
    const mended = new Map([
      [lines[0] as OcrLine, new Map([[0, '¼']])],
      [lines[1] as OcrLine, new Map([[1, '½']])],
    ]);
    expect(rebuildText(text, [lines], mended)).toBe('¼ teaspoon salt\n1 ½ cups sugar\n2 eggs\n');
  });
});
