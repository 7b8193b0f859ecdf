/**
 * Failure classes seen on sites outside the corpus, each on small pages of our own: the step rules that handle them (and the quality gate where it is the gate that does).
 */
import { extractRecipe } from '../index.ts';
import { URL, LINES, STEPS, ul, METHOD, page, ld } from '../../../test/lemon-cake-pages.ts';

describe('the method and the ingredient list each in their own place', () => {
  it('the method read as the ingredients gives way to the page list (quality gate)', () => {
    const numbered = STEPS.map((s, i) => `${i + 1}. ${s}`);
    const html = page(
      `<h2>Ingredients</h2>${ul(LINES)}${METHOD}`,
      ld({ recipeIngredient: numbered, recipeInstructions: STEPS }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(LINES);
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.warnings.some((w) => w.startsWith('The structured data looked wrong'))).toBe(true);
  });

  it('short method sentences given as the structured ingredients give way to the page list (quality gate, issue #15)', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(LINES)}${METHOD}`,
      ld({
        recipeIngredient: [
          'Heat the oven and butter a tin.',
          'Beat the sugar and the eggs well.',
          'Fold in the flour gently.',
        ],
        recipeInstructions: STEPS,
      }),
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(LINES);
  });

  it('the ingredient list with its heading inside the steps is taken out (ingredient-list-out-of-steps)', () => {
    const html = page(
      '',
      ld({
        recipeIngredient: LINES,
        recipeInstructions: ['Ingredients:', ...LINES, 'Method', STEPS[0], STEPS[2]],
      }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual([STEPS[0], STEPS[2]]);
    expect(report.rules).toContain('ingredient-list-out-of-steps');
    expect(report.warnings).toContain('The ingredient list was removed from the steps');
  });

  it('a step that mentions an ingredient is not taken for the list', () => {
    const html = page(
      '',
      ld({ recipeIngredient: LINES, recipeInstructions: ['3 eggs', 'Whisk well.', 'Bake.'] }),
    );
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(['3 eggs', 'Whisk well.', 'Bake.']);
  });
});

describe('step lists', () => {
  it('interface labels are dropped (step-interface-labels)', () => {
    const steps = [
      'Step 1 of 3',
      STEPS[0],
      'Add ingredient',
      'Step 2 of 3',
      STEPS[1],
      '3/3',
      STEPS[2],
      'Print recipe',
    ];
    const { recipe, report } = extractRecipe(
      page(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(steps, 'ol')}`),
      URL,
    );
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.rules).toContain('step-interface-labels');
  });

  it("a call to share the dish at the end of the steps is dropped too ('Did you make this recipe?') (issue #15)", () => {
    const html = page(
      '',
      ld({
        recipeIngredient: LINES,
        recipeInstructions: [
          ...STEPS,
          'Did you make this recipe?',
          'Tag @lemonbakes on Instagram',
          'Pin it!',
        ],
      }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.rules).toContain('step-interface-labels');
  });

  it('structured data with empty or placeholder steps takes the steps the page shows (steps-from-page-not-placeholders)', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(LINES)}${METHOD}`,
      ld({
        recipeIngredient: LINES,
        recipeInstructions: [
          { '@type': 'HowToStep', text: '' },
          { '@type': 'HowToStep', text: '...' },
        ],
      }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.rules).toContain('steps-from-page-not-placeholders');
    expect(report.warnings).toContain('The structured data had no real steps; steps read from the page');
  });

  describe("structured steps that are only the steps' titles (steps-under-their-titles)", () => {
    const TITLES = ['Make the batter', 'Bake the cake', 'Serve'];
    // Each step a box of its own: its counter, its title, then its text (one or more paragraphs).
    const shown = (texts: string[]) =>
      `<h2>Method</h2><div class="steps">${TITLES.map(
        (t, i) =>
          `<div class="step"><span class="n">${i + 1}</span><h3>${t}</h3>` +
          `<div class="body">${(texts[i] ?? '')
            .split('|')
            .map((p) => `<p>${p}</p>`)
            .join('')}</div></div>`,
      ).join('')}</div><footer><p>More cakes you will love</p></footer>`;
    const TEXTS = [
      'Beat the sugar and the eggs until pale.|Fold in the flour.',
      'Bake for 35 minutes at 180°C.',
      'Slice and serve warm.',
    ];

    it('takes each title with the text the page shows under it', () => {
      const html = page(
        `<h2>Ingredients</h2>${ul(LINES)}${shown(TEXTS)}`,
        ld({
          recipeIngredient: LINES,
          recipeInstructions: TITLES.map((text, i) => ({
            '@type': 'HowToStep',
            name: `Step ${i + 1}`,
            text,
          })),
        }),
      );
      const { recipe, report } = extractRecipe(html, URL);
      expect(recipe.instructions).toEqual([
        'Make the batter: Beat the sugar and the eggs until pale. Fold in the flour.',
        'Bake the cake: Bake for 35 minutes at 180°C.',
        'Serve: Slice and serve warm.',
      ]);
      expect(report.rules).toContain('steps-under-their-titles');
      expect(report.warnings).toContain(
        "The structured data gave only the steps' titles; their text read from the page",
      );
    });

    it('keeps the titles when the page does not show every one of them with a text', () => {
      const missing = page(
        `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2><h3>Make the batter</h3><p>Beat well.</p>`,
        ld({ recipeIngredient: LINES, recipeInstructions: TITLES }),
      );
      expect(extractRecipe(missing, URL).recipe.instructions).toEqual(TITLES);
      const bare = page(
        `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2><ol>${TITLES.map((t) => `<li>${t}</li>`).join('')}</ol>`,
        ld({ recipeIngredient: LINES, recipeInstructions: TITLES }),
      );
      expect(extractRecipe(bare, URL).recipe.instructions).toEqual(TITLES);
    });

    it('leaves short steps that are sentences alone', () => {
      const short = ['Shake with ice.', 'Strain into a glass.'];
      const html = page(
        `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2><ol>${short.map((t) => `<li>${t}</li>`).join('')}</ol>`,
        ld({ recipeIngredient: LINES, recipeInstructions: short }),
      );
      const { recipe, report } = extractRecipe(html, URL);
      expect(recipe.instructions).toEqual(short);
      expect(report.rules).not.toContain('steps-under-their-titles');
    });
  });

  it('placeholder steps with no steps on the page leave no steps, and the report says so', () => {
    const html = page('', ld({ recipeIngredient: LINES, recipeInstructions: ['N/A'] }));
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual([]);
    expect(report.success).toBe(false);
    expect(report.warnings).toContain('No instructions found');
  });
});

describe('structured data that stops before the last steps', () => {
  const FIVE = [...STEPS, 'Leave to cool in the tin for 10 minutes.', 'Turn out and dust with icing sugar.'];
  it('takes the steps the page shows when they go on (steps-to-the-end-from-page)', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(FIVE, 'ol')}`,
      ld({ recipeIngredient: LINES, recipeInstructions: STEPS }),
    );
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(FIVE);
    expect(report.rules).toContain('steps-to-the-end-from-page');
    expect(report.warnings).toContain(
      'The structured data stopped before the last steps; steps read from the page',
    );
  });

  it('one more line after the method (a sign-off) is not taken for a step', () => {
    const html = page(
      `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul([...STEPS, "Don't forget to share a picture!"], 'ol')}`,
      ld({ recipeIngredient: LINES, recipeInstructions: STEPS }),
    );
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(STEPS);
  });
});

describe('intro paragraphs', () => {
  const INTRO =
    'I first made this lemon cake for my mother on a rainy afternoon, and we have baked it for every family birthday since then.';
  it('a story before the method is not a step (step-intro-paragraphs)', () => {
    const paras = [INTRO, ...STEPS].map((x) => `<p>${x}</p>`).join('');
    const { recipe, report } = extractRecipe(
      page(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${paras}`),
      URL,
    );
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.rules).toContain('step-intro-paragraphs');
  });

  it("a first step that gives its instruction before an aside in the first person ('I like…') is kept", () => {
    const first =
      'Mash the strawberries in a medium pot to the texture you want. I like some large pieces and others that are completely mashed.';
    const paras = [first, ...STEPS.slice(1)].map((x) => `<p>${x}</p>`).join('');
    const { recipe } = extractRecipe(page(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${paras}`), URL);
    expect(recipe.instructions).toEqual([first, ...STEPS.slice(1)]);
  });

  it('a first step told in the first person with a measure is kept', () => {
    const first =
      'First I heat the oven to 180 C and line the tin, because we want the cake to rise evenly and brown.';
    const paras = [first, ...STEPS.slice(1)].map((x) => `<p>${x}</p>`).join('');
    const { recipe } = extractRecipe(page(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${paras}`), URL);
    expect(recipe.instructions).toEqual([first, ...STEPS.slice(1)]);
  });
});

describe('microdata steps grouped in sections (issue #15)', () => {
  const step = (text: string): string =>
    `<div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><li><span itemprop="text">${text}</span></li></div>`;
  const section = (name: string, steps: string[]): string =>
    `<ol itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection"><h5 itemprop="name">${name}</h5>${steps.map(step).join('')}</ol>`;
  it("leaves out the sections' names, which head the groups (microdata-section-names)", () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Lemon cake</h1>
      ${LINES.map((l) => `<li itemprop="recipeIngredient">${l}</li>`).join('')}
      ${section('Cake', [STEPS[0], STEPS[1]])}${section('Glaze', [STEPS[2]])}
      </div></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual([...STEPS]);
    expect(recipe.instructionGroups.map((g) => g.name)).toEqual(['Cake', 'Glaze']);
    expect(report.rules).toContain('microdata-section-names');
  });
});
