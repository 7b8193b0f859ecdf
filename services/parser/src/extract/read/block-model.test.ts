import { featuredBlocks, pickLines, readPart, type ScoredBlock } from './block-model.ts';
import { BLOCK_MODELS } from './block-weights.ts';
import { candidateBlocks, FEATURE_NAMES } from './blocks.ts';
import { parseHtml } from './dom.ts';
import { emptyCandidate } from '../candidate.ts';
import { runRules, type Draft } from '../rules/index.ts';
import { labelsOnly, trainedReader } from '../rules/trained-reader.ts';
import { readSources } from './sources.ts';

const MENU = ['Home', 'Recipes', 'Dinner ideas', 'About us', 'Contact'];
const LINES = ['▢ 200 g flour', '▢ 150 g sugar', '▢ 3 eggs', '▢ 100 g butter, melted', '▢ 1 lemon, zested'];
const STEPS = [
  'Heat the oven to 180 °C and butter a loaf tin.',
  'Beat the butter with the sugar until pale, then beat in the eggs one by one.',
  'Fold in the flour and the lemon zest, pour into the tin and bake for 45 minutes.',
];
const li = (xs: string[]): string => xs.map((x) => `<li>${x}</li>`).join('');

/** A page with no recipe headings, classes or structured data: a menu, a list, steps, links. */
const PAGE = `<html><body><nav><ul>${li(MENU.map((m) => `<a href="/${m}">${m}</a>`))}</ul></nav>
  <h1>Lemon loaf</h1><p>Our favourite cake for a picnic.</p>
  <ul>${li(LINES)}</ul><ol>${li(STEPS)}</ol>
  <footer><ul>${li(['Privacy', 'Terms', 'Cookies'].map((m) => `<a href="/${m}">${m}</a>`))}</ul></footer></body></html>`;

describe('candidate blocks', () => {
  it('finds lists, tables, definition lists and paragraph runs, without typed bullets', () => {
    const idx = parseHtml(
      `<ul><li>▢ 2 eggs</li><li>• 1 cup milk</li></ul><table><tr><td>Flour</td><td>200 g</td></tr><tr><td>Salt</td><td>1 tsp</td></tr></table>` +
        `<dl><dt>Sugar</dt><dd>50 g</dd></dl><div><p>Mix.</p><p>Bake.</p></div><ul><li>alone</li></ul>`,
    );
    expect(candidateBlocks(idx).map((b) => [b.el.name, b.lines])).toEqual([
      ['ul', ['2 eggs', '1 cup milk']],
      ['table', ['Flour 200 g', 'Salt 1 tsp']],
      ['dl', ['Sugar', '50 g']],
      ['div', ['Mix.', 'Bake.']],
    ]);
  });

  it('reads rows of divs of one class as a block, not a box of mixed children', () => {
    const idx = parseHtml(
      `<section><div class="row">200 g flour</div><div class="row">2 eggs</div><div class="row">1 pinch salt</div></section>` +
        `<section><div class="intro">Hello</div><div class="photo">Photo</div><div class="ad">Buy</div></section>`,
    );
    expect(candidateBlocks(idx).map((b) => [b.el.name, b.lines])).toEqual([
      ['section', ['200 g flour', '2 eggs', '1 pinch salt']],
    ]);
  });

  it('reads rows of one class with a separator between each two, not the separators', () => {
    const step = (n: number, t: string): string =>
      `<div class="sep"><span>${n}</span></div><div class="step"><div>${t}</div></div>`;
    const idx = parseHtml(
      `<div id="method"><h2>Method</h2>${step(1, 'Whip the cream.')}${step(2, 'Layer it.')}</div>`,
    );
    expect(candidateBlocks(idx).map((b) => [b.el.attribs['id'], b.lines])).toEqual([
      ['method', ['Whip the cream.', 'Layer it.']],
    ]);
    // Two other children side by side between the rows: a box of mixed content, no block.
    const mixed = parseHtml(
      `<div><div class="a">Hello there</div><span>Intro</span><span>More</span><div class="a">Bye now</div></div>`,
    );
    expect(candidateBlocks(mixed).filter((b) => b.el.name === 'div')).toEqual([]);
  });

  it('sees the part heading over a group heading, a heading inside the block, and class names', () => {
    const feature = (html: string, name: (typeof FEATURE_NAMES)[number]): number[] => {
      const j = FEATURE_NAMES.indexOf(name);
      return featuredBlocks(parseHtml(html)).map((b) => b.x[j] as number);
    };
    const list = '<ul><li>2 eggs</li><li>1 cup milk</li></ul>';
    expect(feature(`<h2>Ingredients</h2><h2>For the batter</h2>${list}`, 'ingredient heading')).toEqual([0]);
    expect(
      feature(`<h2>Ingredients</h2><h2>For the batter</h2>${list}`, 'ingredient heading further back'),
    ).toEqual([1]);
    expect(
      feature(`<h2>Notes</h2><h3>A</h3><h3>B</h3><h3>C</h3>${list}`, 'ingredient heading further back'),
    ).toEqual([0]);
    expect(feature(`<div><h3>Method</h3><p>Mix it all.</p><p>Bake it.</p></div>`, 'method heading')).toEqual([
      1,
    ]);
    expect(feature(`<div class="recipe-ingredients"><div>${list}</div></div>`, 'ingredient class')).toEqual([
      1,
    ]);
    expect(
      feature(`<section id="steps"><ol><li>Mix.</li><li>Bake.</li></ol></section>`, 'method class'),
    ).toEqual([1]);
    expect(feature(`<div class="sidebar">${list}</div>`, 'ingredient class')).toEqual([0]);
  });

  it('gives every block one value per feature name', () => {
    for (const b of featuredBlocks(parseHtml(PAGE))) expect(b.x).toHaveLength(FEATURE_NAMES.length);
  });
});

describe('a method of labels only', () => {
  it('is no method: the trained reader reads it from the page', () => {
    expect(labelsOnly(['Zutaten', 'Schritte'])).toBe(true);
    expect(labelsOnly(['Plat', 'Cuisson 50 min'])).toBe(true);
    expect(labelsOnly(['Mix.', 'Heat the oven to 180 °C.'])).toBe(false);
    expect(labelsOnly(['Mix.'])).toBe(false);
    // A step in a script without spaces is long by its characters.
    expect(labelsOnly(['鍋に水を入れ、沸騰直前で火を止め、火からおろす。卵を入れて12分おく。'])).toBe(false);
  });
});

describe('the trained models (committed weights)', () => {
  it('read the ingredient list and the method, not the menu or the footer', () => {
    const blocks = featuredBlocks(parseHtml(PAGE));
    expect(readPart(BLOCK_MODELS.ingredients, blocks, 'ingredients')).toEqual(LINES.map((l) => l.slice(2)));
    expect(readPart(BLOCK_MODELS.instructions, blocks, 'instructions')).toEqual(STEPS);
  });
});

describe('pickLines', () => {
  const idx = parseHtml(
    `<div><ul class="one"><li>1 a</li><li>2 b</li></ul><p>x</p><ul class="two"><li>3 c</li><li>4 d</li></ul></div><ul><li>far</li><li>away</li></ul>`,
  );
  const [first, second] = candidateBlocks(idx);

  it('adds the likely blocks near the best one, in page order', () => {
    const scored: ScoredBlock[] = [
      { block: second!, p: 0.9 },
      { block: first!, p: 0.6 },
    ];
    expect(pickLines(scored)).toEqual(['1 a', '2 b', '3 c', '4 d']);
    expect(
      pickLines([
        { block: second!, p: 0.9 },
        { block: first!, p: 0.2 },
      ]),
    ).toEqual(['3 c', '4 d']);
  });

  it('adds lists of the same kind and class in the same box, however unlikely alone (other groups)', () => {
    const page = parseHtml(
      `<main><article><div class="recipe"><h3>For the dough</h3><ul class="ing"><li>1 a</li><li>2 b</li></ul>` +
        `<h3>For the filling</h3><ul class="ing"><li>3 c</li><li>4 d</li></ul><ul class="share"><li>Pin</li><li>Mail</li></ul>` +
        `</div></article></main>`,
    );
    const [dough, filling, share] = candidateBlocks(page);
    expect(
      pickLines([
        { block: dough!, p: 0.9 },
        { block: filling!, p: 0.1 },
        { block: share!, p: 0.1 },
      ]),
    ).toEqual(['1 a', '2 b', '3 c', '4 d']);
  });

  it('below the floor, reads a block only when it clearly stands out from the others', () => {
    const far = candidateBlocks(idx)[2]!;
    // 0.12 is below the floor 0.2 but four times any other block: read.
    expect(
      pickLines(
        [
          { block: first!, p: 0.12 },
          { block: far, p: 0.02 },
        ],
        0.2,
      ),
    ).toEqual(['1 a', '2 b']);
    // Two blocks about as likely: neither stands out, nothing is read.
    expect(
      pickLines(
        [
          { block: first!, p: 0.12 },
          { block: far, p: 0.08 },
        ],
        0.2,
      ),
    ).toEqual([]);
    // Too unlikely to be read at all, however alone.
    expect(pickLines([{ block: first!, p: 0.01 }], 0.2)).toEqual([]);
  });

  it('reads nothing from no blocks', () => {
    expect(pickLines([])).toEqual([]);
  });
});

describe('parts-from-trained-reader', () => {
  it('reads the parts the rules left missing, and says so in the report', () => {
    const page = readSources(PAGE, 'https://example.com/lemon-loaf');
    const d: Draft = {
      c: { ...emptyCandidate(), title: 'Lemon loaf' },
      warnings: [],
      instructionsFrom: 'enhanced-dom',
    };
    expect(runRules(d, page, [trainedReader])).toEqual(['parts-from-trained-reader']);
    expect(d.c.ingredients).toEqual(LINES.map((l) => l.slice(2)));
    expect(d.c.instructions).toEqual(STEPS);
    expect(d.parts?.ingredients).toEqual({ from: 'the page', why: 'read by the trained page reader' });
    expect(d.warnings).toEqual(['Parts of the recipe were read by the trained page reader; check them.']);
  });

  it('reads the method where the rules took a row of labels for it', () => {
    const page = readSources(PAGE, 'https://example.com/lemon-loaf');
    const d: Draft = {
      c: {
        ...emptyCandidate(),
        title: 'Lemon loaf',
        ingredients: LINES.map((l) => l.slice(2)),
        instructions: ['Ingredients', 'Steps'],
      },
      warnings: [],
      instructionsFrom: 'enhanced-dom',
    };
    expect(runRules(d, page, [trainedReader])).toEqual(['parts-from-trained-reader']);
    expect(d.c.instructions).toEqual(STEPS);
  });

  it('leaves a plausible recipe alone', () => {
    const page = readSources(PAGE, 'https://example.com/lemon-loaf');
    const d: Draft = {
      c: {
        ...emptyCandidate(),
        title: 'Lemon loaf',
        ingredients: ['2 eggs', '1 cup milk'],
        instructions: ['Mix.'],
      },
      warnings: [],
      instructionsFrom: 'enhanced-dom',
    };
    expect(runRules(d, page, [trainedReader])).toEqual([]);
    expect(d.c.ingredients).toEqual(['2 eggs', '1 cup milk']);
  });
});
