import { type Coverage, scriptRuns } from './script-runs.ts';
import { wrap } from './wrap.ts';

/** Every character 1 wide: widths are character counts. */
const measure = (text: string) => [...text].length;
const isKana = (cp: number) => cp >= 0x3000 && cp <= 0x9fff;
const coverage: Coverage = { latin: (cp) => cp < 0x3000, cjk: isKana };
const texts = (lines: ReturnType<typeof wrap>) =>
  lines.map((line) => line.runs.map((run) => run.text).join(''));

describe('scriptRuns', () => {
  test('cuts text into runs of one face and leaves out what neither face draws', () => {
    expect(scriptRuns('2 cups 牛乳 (milk) 🥛', coverage)).toEqual([
      { text: '2 cups ', script: 'latin' },
      { text: '牛乳', script: 'cjk' },
      { text: ' (milk) ', script: 'latin' },
    ]);
  });

  test('line breaks and tabs inside a line read as spaces', () => {
    expect(scriptRuns('a\tb\nc', coverage)).toEqual([{ text: 'a b c', script: 'latin' }]);
  });
});

describe('wrap', () => {
  test('breaks Latin between words, never inside one, trailing spaces not counted', () => {
    const lines = wrap(scriptRuns('whisk the eggs until pale', coverage), 12, measure);
    expect(texts(lines)).toEqual(['whisk the', 'eggs until', 'pale']);
    expect(lines.map((line) => line.width)).toEqual([9, 10, 4]);
  });

  test('breaks Japanese between characters, never before a closing mark', () => {
    const lines = wrap(scriptRuns('鶏肉を切る。玉ねぎを炒める。', coverage), 6, measure);
    expect(texts(lines)).toEqual(['鶏肉を切る。', '玉ねぎを炒め', 'る。']);
  });

  test('mixed scripts keep their faces on one line', () => {
    const [first] = wrap(scriptRuns('300g 鶏肉', coverage), 40, measure);
    expect(first?.runs).toEqual([
      { text: '300g ', script: 'latin' },
      { text: '鶏肉', script: 'cjk' },
    ]);
  });

  test('a word longer than a line (a web address) is cut to fit', () => {
    expect(texts(wrap(scriptRuns('see https://example.com/a', coverage), 10, measure))).toEqual([
      'see',
      'https://ex',
      'ample.com/',
      'a',
    ]);
  });

  test('empty text is one empty line', () => {
    expect(wrap([], 10, measure)).toEqual([{ runs: [], width: 0 }]);
  });
});
