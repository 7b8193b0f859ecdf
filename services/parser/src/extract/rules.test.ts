import { cleanSteps } from './read/page-sections.ts';
import { extractRecipe, groupHeadingLines, splitNumberedBlob } from './index.ts';
import { splitGluedSentences } from './read/schema.ts';

const URL = 'https://example.com/recipes/x/';
const ld = (recipe: Record<string, unknown>): string =>
  `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', name: 'Test', ...recipe })}</script>`;

describe('single-string instructions', () => {
  it('splits a step blob where a sentence end is glued to the next sentence (lost line breaks)', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['1 cup flour', '2 eggs'],
      recipeInstructions:
        'Kichererbsen abspülen und abtropfen lassen. Knoblauch fein schneiden.Alles pürieren (nicht zu fein!)Bratlinge formen.',
    })}</head><body></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual([
      'Kichererbsen abspülen und abtropfen lassen. Knoblauch fein schneiden.',
      'Alles pürieren (nicht zu fein!)',
      'Bratlinge formen.',
    ]);
  });

  it('does not split at normal sentence spacing, decimals or abbreviations', () => {
    expect(splitGluedSentences('Bake at 180 °C. Cool for 1.5 hours. Serve, e.g. with cream.')).toEqual([
      'Bake at 180 °C. Cool for 1.5 hours. Serve, e.g. with cream.',
    ]);
    expect(splitGluedSentences('Use U.S. cups.')).toEqual(['Use U.S. cups.']);
  });
});

describe('group headings inside structured ingredient lists', () => {
  const page = (body: string): string =>
    `<html><head>${ld({
      recipeIngredient: [
        '500 g lamb',
        '1 onion',
        'Yoghurt Dressing',
        '200 g yoghurt',
        '1 tbsp olive oil',
        'Salt and pepper',
      ],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Grill the lamb.' }],
    })}</head><body>${body}</body></html>`;

  it('drops a line the page shows only as a heading and keeps it as a section name', () => {
    const html = page(`<div class="ingredients"><ul><li>500 g lamb</li><li>1 onion</li></ul>
      <div class="ingredients__title">Yoghurt Dressing</div><ul><li>200 g yoghurt</li><li>1 tbsp olive oil</li><li>Salt and pepper</li></ul></div>`);
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([
      '500 g lamb',
      '1 onion',
      '200 g yoghurt',
      '1 tbsp olive oil',
      'Salt and pepper',
    ]);
    expect(recipe.sections.map((s) => s.name)).toEqual([null, 'Yoghurt Dressing', null]); // the last one holds the steps
    expect(report.warnings).toContain('Group headings removed from the ingredient list');
    expect(report.rules).toContain('group-headings-in-ingredient-list');
  });

  it('keeps a line without digits when the page shows it as a list item (also in bold)', () => {
    const html =
      page(`<ul><li>500 g lamb</li><li>1 onion</li><li><strong>Yoghurt Dressing</strong></li><li>200 g yoghurt</li>
      <li>1 tbsp olive oil</li><li><b>Salt and pepper</b></li></ul><h3>Salt and pepper</h3>`);
    expect(extractRecipe(html, URL).recipe.ingredients).toHaveLength(6);
  });

  it('only looks at short lines without digits that appear as a whole heading', () => {
    const html = '<h2>Salt and pepper</h2><h3>More about the onion</h3>';
    expect([...groupHeadingLines(html, ['1 onion', 'Salt and pepper', 'onion'])]).toEqual([
      'Salt and pepper',
    ]);
  });
});

describe('DOM headings that name a part of the recipe', () => {
  it("reads 'Ingredients for …' / 'Zutaten für …' headings, one group after another", () => {
    const html = `<html><body><h1>Mantu</h1>
      <h3>Ingredients for Filling</h3><ul><li>2 cups onions</li><li>1 pound ground beef</li></ul>
      <h3>Ingredients for Topping</h3><ul><li>1 cup lentils</li><li>2 tsp tomato paste</li></ul>
      <h3>Method</h3><ol><li>Cook the beef.</li><li>Steam the dumplings.</li></ol></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([
      '2 cups onions',
      '1 pound ground beef',
      '1 cup lentils',
      '2 tsp tomato paste',
    ]);
    expect(recipe.sections.map((s) => s.name)).toEqual([
      'Ingredients for Filling',
      'Ingredients for Topping',
      null,
    ]);
    expect(recipe.instructions).toEqual(['Cook the beef.', 'Steam the dumplings.']);
  });

  it("still ends the list at a bare second 'Ingredients' heading (another recipe)", () => {
    const html = `<html><body><h1>Two recipes</h1>
      <h3>Ingredients</h3><ul><li>2 cups onions</li><li>1 pound beef</li></ul>
      <h3>Ingredients</h3><ul><li>1 cup rice</li></ul>
      <h3>Method</h3><ol><li>Cook.</li></ol></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(['2 cups onions', '1 pound beef']);
  });

  it('uses the page list when structured data names the ingredients without amounts', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['Knoblauchzehe', 'Sojasauce', 'Speck'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Alles mischen.' }],
    })}</head><body><p><b>Zutaten für 6 Kugeln</b></p><ul><li>1 Stück Knoblauchzehe</li><li>2 EL Sojasauce</li><li>18 Scheibe Speck</li></ul></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 Stück Knoblauchzehe', '2 EL Sojasauce', '18 Scheibe Speck']);
    expect(report.warnings).toContain('Ingredient amounts taken from headings');
    expect(report.rules).toContain('ingredient-amounts-from-page');
  });

  it('uses the page list that names one ingredient in two places the structured data lists once', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['laxfilé', 'olivolja', 'sumac', 'citron'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Grilla laxen.' }],
    })}</head><body><h2>Ingredienser</h2><ul><li>800 g laxfilé</li><li>4 msk olivolja</li><li>4 tsk sumac</li><li>1 citron</li><li>2 msk olivolja</li></ul></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual([
      '800 g laxfilé',
      '4 msk olivolja',
      '4 tsk sumac',
      '1 citron',
      '2 msk olivolja',
    ]);
  });

  it('keeps the structured names when the longer page list has a line that names none of them', () => {
    const names = ['Zucchini', 'Basil', 'Salt', 'Salt'];
    const html = `<html><head>${ld({
      recipeIngredient: names,
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Slice.' }],
    })}</head><body><h2>Ingredients</h2><ul><li>Zucchini 4</li><li>Basil 20 g</li><li>Salt 1 pinch</li><li>Salt 1 pinch</li><li>50 ml (filtered)</li></ul></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(names);
  });

  it('keeps the structured names when the page list says other words (not the same ingredients)', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['Boneless, Skinless Chicken Thighs', 'Olive Oil', 'Fresh Basil'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Fry the chicken.' }],
    })}</head><body><h2>Ingredients</h2><ul><li>2 pounds chicken</li><li>2 cups olive oil, divided</li><li>1 cup basil leaves</li></ul></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['Boneless, Skinless Chicken Thighs', 'Olive Oil', 'Fresh Basil']);
    expect(report.rules).not.toContain('ingredient-amounts-from-page');
  });
});

describe('what a reader sees in a DOM list', () => {
  const page = `<html><body><h1>Gingerbread Pancakes</h1>
    <h3>Ingredients</h3>
    <ul class="nav nav-tabs" role="tablist"><li><a href="#us" role="tab">US</a></li><li><a class="active" href="#metric" role="tab">METRIC</a></li></ul>
    <div class="tab-content">
      <div class="tab-pane fade" id="us"><p>8.8 oz plain flour</p><p>6.7 fl oz buttermilk</p></div>
      <div class="tab-pane fade show active" id="metric"><p>250 g plain flour</p><p>200 ml buttermilk</p></div>
    </div>
    <h3>Method</h3><ol><li>Whisk everything.</li><li>Fry the pancakes.</li></ol>
    <ul class="tags"><li><a href="/tag/breakfast">Breakfast</a></li><li><a href="/tag/christmas">Christmas</a></li></ul>
    </body></html>`;

  it('skips tab labels and the inactive tab panel next to the active one', () => {
    expect(extractRecipe(page, URL).recipe.ingredients).toEqual(['250 g plain flour', '200 ml buttermilk']);
  });

  it('keeps the first tab panel when none is marked active: one unit system, not the list twice (issue #30)', () => {
    const html = page.replace(' show active', '');
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual([
      '8.8 oz plain flour',
      '6.7 fl oz buttermilk',
    ]);
  });

  it('does not take link-only list items (tag lists) as steps', () => {
    expect(extractRecipe(page, URL).recipe.instructions).toEqual(['Whisk everything.', 'Fry the pancakes.']);
  });

  it("knows the Dutch 'Benodigdheden' ingredient heading", () => {
    const html = `<html><body><h1>Pancakes</h1><p>Benodigdheden:</p><ul><li>2 eieren</li><li>250 ml melk</li></ul>
      <p>Bereidingswijze:</p><ol><li>Meng alles.</li><li>Bak de pannenkoeken.</li></ol></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(['2 eieren', '250 ml melk']);
  });
});

describe('structured data clean-up', () => {
  const recipe = (extra: Record<string, unknown>): string =>
    `<html><head>${ld({
      recipeIngredient: ['1 medium carrot , peeled and chopped', '1 apple , cored', '2 cups flour'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Mix.' },
        { '@type': 'HowToStep', text: 'Bake.' },
      ],
      ...extra,
    })}</head><body></body></html>`;

  it("removes the space that templates put before a comma ('carrot , peeled')", () => {
    expect(extractRecipe(recipe({}), URL).recipe.ingredients).toEqual([
      '1 medium carrot, peeled and chopped',
      '1 apple, cored',
      '2 cups flour',
    ]);
  });

  it('splits a whole ingredient list given as one comma-separated string of amounts', () => {
    const r = extractRecipe(
      recipe({
        recipeIngredient: [
          '125ml non dairy milk, 1 tsp apple cider vinegar, 60ml olive oil, 100g caster sugar',
        ],
      }),
      URL,
    );
    expect(r.recipe.ingredients).toEqual([
      '125ml non dairy milk',
      '1 tsp apple cider vinegar',
      '60ml olive oil',
      '100g caster sugar',
    ]);
    const one = extractRecipe(recipe({ recipeIngredient: ['Salt, pepper, nutmeg and a little oil'] }), URL);
    expect(one.recipe.ingredients).toEqual(['Salt, pepper, nutmeg and a little oil']);
  });

  it('drops the name of a lone HowToSection that only titles the list, keeps real section names', () => {
    const lone = {
      '@type': 'HowToSection',
      name: 'Modo de Preparo',
      itemListElement: [
        { '@type': 'HowToStep', text: 'Aqueça o azeite.' },
        { '@type': 'HowToStep', text: 'Frite a carne.' },
      ],
    };
    expect(extractRecipe(recipe({ recipeInstructions: [lone] }), URL).recipe.instructions).toEqual([
      'Aqueça o azeite.',
      'Frite a carne.',
    ]);
    const named = { ...lone, name: 'Filling' };
    expect(extractRecipe(recipe({ recipeInstructions: [named] }), URL).recipe.instructions).toEqual([
      'Filling',
      'Aqueça o azeite.',
      'Frite a carne.',
    ]);
  });

  it('ignores JSON debris as a step and then recovers the steps from the page', () => {
    const html = `<html><head>${ld({ recipeIngredient: ['1 cup flour', '2 eggs'], recipeInstructions: '[{' })}</head>
      <body><h2>Method</h2><ol><li>Mix the flour and eggs.</li><li>Bake.</li></ol></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(['Mix the flour and eggs.', 'Bake.']);
  });
});

describe('methods flattened into one string', () => {
  it('splits a numbered paragraph at counters that run 1, 2, 3 after a sentence end', () => {
    expect(splitNumberedBlob('1. Heat the oven. 2. Mix 2 cups flour. 3) Bake for 20 min.')).toEqual([
      '1. Heat the oven.',
      '2. Mix 2 cups flour.',
      '3) Bake for 20 min.',
    ]);
    // Numbers that are amounts, or counters out of order, are not step starts.
    expect(splitNumberedBlob('1. Add 2. Then 4 eggs.')).toEqual(['1. Add 2. Then 4 eggs.']);
    expect(splitNumberedBlob('Mix well. 2. Bake.')).toEqual(['Mix well. 2. Bake.']);
  });

  it("takes the page's steps when structured data holds the same method as one string", () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['1 cup flour'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Heat the oven. Mix the flour. Bake it.' }],
    })}</head><body><h2>Instructions</h2><ol><li>Heat the oven.</li><li>Mix the flour.</li><li>Bake it.</li></ol></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(['Heat the oven.', 'Mix the flour.', 'Bake it.']);
    expect(report.warnings).toContain('Instruction steps taken from the page layout');
    expect(report.rules).toContain('steps-from-page-layout');
  });

  it('reads the paragraphs of a microdata step as separate steps', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1>
      <ul><li itemprop="recipeIngredient">1 onion</li></ul>
      <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
        <div itemprop="text"><p>Chop the onion.</p><p>Fry it in butter.</p></div></div></div></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(['Chop the onion.', 'Fry it in butter.']);
  });

  it('joins lines that the source wrapped inside one paragraph', () => {
    const html = `<html><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1>
      <ul><li itemprop="recipeIngredient">1 onion</li></ul>
      <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep">
        <div itemprop="text"><p>Chop the
        onion finely.</p><p>Fry it.</p></div></div></div></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(['Chop the onion finely.', 'Fry it.']);
  });

  it("drops a first section named only 'Recipe' that heads the whole list", () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['1 cup flour'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Oppskrift',
          itemListElement: [{ '@type': 'HowToStep', text: 'Mix.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'Glaze',
          itemListElement: [{ '@type': 'HowToStep', text: 'Pour.' }],
        },
      ],
    })}</head><body></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    const steps = recipe.instructions;
    expect(report.rules).toContain('section-named-as-the-list');
    expect(steps).not.toContain('Oppskrift');
    expect(steps).toContain('Mix.');
  });
});

describe('structured ingredients that are only group names', () => {
  it('reads the lines the page shows under each group heading', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['Sponge', 'Ganache'],
      recipeInstructions: ['Bake the sponge.', 'Pour the ganache.'],
    })}</head><body>
      <div class="Ingredients"><h2>Sponge</h2><div><p>2 eggs</p><p>60 g sugar</p></div></div>
      <div class="Ingredients"><h2>Ganache</h2><div><p>200 g chocolate</p></div></div>
      <h2>Method</h2><p>Bake the sponge.</p></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['2 eggs', '60 g sugar', '200 g chocolate']);
    expect(recipe.sections.filter((s) => s.ingredients.length).map((s) => s.name)).toEqual([
      'Sponge',
      'Ganache',
    ]);
    expect(report.warnings).toContain('Ingredients read from the groups the page shows');
    expect(report.rules).toContain('ingredients-under-group-names');
  });

  it('keeps the structured list when a name is not a heading with lines under it', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['Salt', 'Pepper'],
      recipeInstructions: ['Season.'],
    })}</head><body><h2>Salt</h2><h2>Pepper</h2><p>Season.</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(['Salt', 'Pepper']);
  });
});

describe('page lists without structured data', () => {
  it('finds BEM-named lists (steps__sections) and drops the step label above each step', () => {
    const html = `<html><body><h1>Brownies</h1>
      <ul class="ingredients__sections"><li>1 cup flour</li><li>2 eggs</li></ul>
      <ul class="steps__sections"><li><div class="step__label">Step 1</div><div><p>Heat the oven.</p></div></li>
      <li><div class="step__label">Step 2</div><div><p>Bake 40 minutes.</p></div></li></ul></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 cup flour', '2 eggs']);
    expect(recipe.instructions).toEqual(['Heat the oven.', 'Bake 40 minutes.']);
  });
});

describe('structured instructions that only repeat the description', () => {
  it("reads the steps under the page's 'Recipe: …' heading and drops the photo credit", () => {
    const summary = 'A no-bake chocolate biscuit cake for coffee time.';
    const html = `<html><head>${ld({
      description: summary,
      recipeIngredient: ['200 g biscuits', '100 g butter'],
      recipeInstructions: summary,
    })}</head><body><p>${summary}</p><h2>Why this cake?</h2><p>Because it is easy.</p>
      <h2>Recipe: make the biscuit cake yourself</h2><p>Melt the butter.</p><p>Stir in the biscuits and chill.</p>
      <p><strong>Foto: A. Person</strong></p></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(['Melt the butter.', 'Stir in the biscuits and chill.']);
    expect(report.warnings).toContain('Instructions repeated the description; steps read from the page');
    expect(report.rules).toEqual(
      expect.arrayContaining(['steps-not-the-description', 'step-bullets-and-photo-credits']),
    );
  });
});

describe('DOM list items and steps as a reader takes them', () => {
  const page = (ing: string, method: string): string =>
    `<html><body><h1>Chicken bake</h1><h3>Ingredients</h3>${ing}<h3>Method</h3>${method}</body></html>`;
  const steps = '<ol><li>Mix.</li><li>Bake.</li></ol>';

  it('leaves action links (add to shopping list) out of an item', () => {
    const html = page(
      `<ul><li>3 chicken breasts <a href="#" title="Add to shopping list">shopping list</a></li><li>1 can soup <a href="#" title="Add to shopping list">shopping list</a></li></ul>`,
      steps,
    );
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(['3 chicken breasts', '1 can soup']);
  });

  it('takes a list item with a category class as a group name', () => {
    const html = page(
      `<ul><li class="category">For the fruit</li><li>2 peaches</li><li class="category">For the topping</li><li>1 cup sugar</li></ul>`,
      steps,
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['2 peaches', '1 cup sugar']);
    expect(recipe.sections.filter((s) => s.ingredients.length).map((s) => s.name)).toEqual([
      'For the fruit',
      'For the topping',
    ]);
  });

  it('takes a list item with a separator class as the name of the lines after it', () => {
    // A theme's divider inside the list: 'Recommended liqueur' is a label, not one more ingredient.
    const html = page(
      `<ul class="ingredients"><li>6 cl coconut liqueur</li><li>6 cl pineapple juice</li><li class="separator">Recommended liqueur</li><li>Island Gold</li></ul>`,
      steps,
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['6 cl coconut liqueur', '6 cl pineapple juice', 'Island Gold']);
    expect(recipe.sections.filter((s) => s.ingredients.length).map((s) => s.name)).toEqual([
      null,
      'Recommended liqueur',
    ]);
  });

  const stepsOf = (method: string): string[] =>
    extractRecipe(page('<ul><li>2 eggs</li></ul>', method), URL).recipe.instructions;

  it.each([
    [
      'a method ended by a paragraph led by a note label',
      '<p>Whisk the eggs.</p><p>Fry them.</p><p><strong>NOTE </strong>| add herbs.</p>',
    ],
    [
      'a method ended by a suggestions heading',
      '<ol><li>Whisk the eggs.</li><li>Fry them.</li></ol><p><strong>Sugerencia</strong></p><ul><li>Sirva caliente.</li></ul>',
    ],
    ['paragraph steps with typed counters', '<p>1. Whisk the eggs.<br>2. Fry them.</p>'],
    [
      "paragraph steps with 'Step N' labels",
      '<p><strong>STEP 1 </strong>| Whisk the eggs.</p><p><strong>STEP 2 </strong>| Fry them.</p>',
    ],
  ])('reads two steps from %s', (_what, method) => {
    expect(stepsOf(method)).toEqual(['Whisk the eggs.', 'Fry them.']);
  });

  it('keeps step numbers that the page sets apart in bold', () => {
    expect(stepsOf('<p><strong>1.</strong> Whisk the eggs.</p><p><strong>2.</strong> Fry them.</p>')).toEqual(
      ['1. Whisk the eggs.', '2. Fry them.'],
    );
  });

  it('reads lists titled by plain short paragraphs as the items, the titles as group names', () => {
    const html = page(
      '<p>Tortillas</p><ul><li><p>2 cups flour</p></li><li><p>1 tsp salt</p></li></ul><p>Rice</p><ul><li><p>1 cup rice</p></li><li><p>1 cup water</p></li></ul>',
      '<p>Tortillas Method:</p><ol><li><p>Mix the flour.</p></li><li><p>Knead.</p></li></ol><p>Rice Method:</p><ol><li><p>Cook the rice.</p></li></ol>',
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['2 cups flour', '1 tsp salt', '1 cup rice', '1 cup water']);
    expect(recipe.instructions).toEqual(['Mix the flour.', 'Knead.', 'Cook the rice.']);
    expect(recipe.sections.filter((s) => s.ingredients.length).map((s) => s.name)).toEqual([
      'Tortillas',
      'Rice',
    ]);
  });

  it("moves a yield glued to the last step ('… Serves 4') out of the step", () => {
    const html = page(
      '<ul><li>2 eggs</li></ul>',
      '<ol><li>Whisk the eggs.</li><li>Fry them. <b>Serves 4</b></li></ol>',
    );
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual(['Whisk the eggs.', 'Fry them.']);
    expect(recipe.servings).toBe(4);
  });
});

describe('unit-system copies of each ingredient group', () => {
  it('keeps the first of sibling lists that repeat a group in other units', () => {
    const html = `<html><body><h1>Stroganoff</h1><h3>Ingredients</h3>
      <select><option>Metric</option><option>Imperial</option><option>Cups</option></select>
      <strong>For the pickle</strong>
      <ul><li>50 g Cucumber</li><li>1 Shallot</li><li>1 tsp Caster sugar</li></ul>
      <ul class="u-hide"><li>1.8 oz Cucumber</li><li>1 Shallot</li><li>1 tsp Caster sugar</li></ul>
      <ul class="u-hide"><li>1.8 oz Cucumber</li><li>1 Shallot</li><li>1 tsp Caster sugar</li></ul>
      <strong>For the beef</strong>
      <ul><li>250 g Beef fillet</li><li>150 ml Sour cream</li></ul>
      <ul class="u-hide"><li>8.8 oz Beef fillet</li><li>5.3 fl oz Sour cream</li></ul>
      <ul class="u-hide"><li>8.8 oz Beef fillet</li><li>0.6 cup Sour cream</li></ul>
      <h3>Method</h3><ol><li>Slice the cucumber.</li><li>Fry the beef.</li></ol></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual([
      '50 g Cucumber',
      '1 Shallot',
      '1 tsp Caster sugar',
      '250 g Beef fillet',
      '150 ml Sour cream',
    ]);
  });
});

describe('ingredients typed as bulleted lines in paragraphs', () => {
  it('reads the bulleted paragraphs as the ingredients and the column beside each as the method', () => {
    const html = `<html><body><h1>Piccata</h1><p><strong>2 Portionen</strong></p>
      <div class="columns"><div class="column"><p><em>• 15 g Parmesan<br>• 1/2 Zitrone<br>• 1 Ei</em></p></div>
        <div class="column"><p>Parmesan reiben.<br>Mit dem Ei mischen.</p></div></div>
      <div class="columns"><div class="column"><p>• 2 Schnitzel à 125 g</p><figure><img src="a.jpg"></figure></div>
        <div class="column"><p>Fleisch plattieren.</p></div></div>
      <div id="comments"><p>- 3 stars<br>- 4 stars</p></div></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['15 g Parmesan', '1/2 Zitrone', '1 Ei', '2 Schnitzel à 125 g']);
    expect(recipe.instructions).toEqual(['Parmesan reiben.', 'Mit dem Ei mischen.', 'Fleisch plattieren.']);
  });

  it('does not take bulleted lines without amounts for ingredients', () => {
    const html = `<html><body><h1>Notes</h1><p>• Be patient<br>• Use a good pan<br>• Enjoy</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual([]);
  });
});

describe("structured data that writes ingredients name first ('mlieko, 500 ml')", () => {
  const html = (page: string): string =>
    `<html><head>${ld({
      recipeIngredient: ['mlieko, 500 ml', 'múka hladká, 10 PL', 'vajcia, 2 ks celé', 'soľ, štipka', 'olej'],
      recipeInstructions: ['Zmiešať.'],
    })}</head><body>${page}</body></html>`;

  it('writes them amount first when the page shows them that way', () => {
    const table = [
      ['500 ml', 'mlieko'],
      ['10 PL', 'múka hladká'],
      ['2 ks celé', 'vajcia'],
      ['štipka', 'soľ'],
      ['', 'olej'],
    ]
      .map(([a, n]) => `<tr><td>${a}</td><td>${n}</td></tr>`)
      .join('');
    expect(extractRecipe(html(`<table>${table}</table>`), URL).recipe.ingredients).toEqual([
      '500 ml mlieko',
      '10 PL múka hladká',
      '2 ks celé vajcia',
      'štipka soľ',
      'olej',
    ]);
    expect(extractRecipe(html(`<table>${table}</table>`), URL).report.rules).toContain(
      'ingredients-amount-first-as-shown',
    );
  });

  it('keeps them as written when the page does not show the amount first', () => {
    expect(extractRecipe(html('<p>Palacinky</p>'), URL).recipe.ingredients[0]).toBe('mlieko, 500 ml');
  });
});

describe("structured data that glues amounts to units ('400g')", () => {
  const html = (list: string): string =>
    `<html><head>${ld({
      recipeIngredient: ['400g Bœuf', '10cl Vin rouge', 'Sel'],
      recipeInstructions: ['Saisir le bœuf.'],
    })}</head><body><h1>Bœuf</h1><h2>Ingrédients</h2>${list}<h2>Préparation</h2><p>Saisir le bœuf.</p></body></html>`;

  it('takes the lines as the page spaces them when only the spacing differs', () => {
    const list = '<ul><li><b>400 g</b> Bœuf</li><li><b>10 cl</b> Vin rouge</li><li>Sel</li></ul>';
    expect(extractRecipe(html(list), URL).recipe.ingredients).toEqual([
      '400 g Bœuf',
      '10 cl Vin rouge',
      'Sel',
    ]);
    expect(extractRecipe(html(list), URL).report.rules).toContain('ingredients-spaced-as-shown');
  });

  it('keeps the structured lines when the page list says something else', () => {
    const list = '<ul><li>400 g Bœuf haché</li><li>10 cl Vin rouge</li><li>Sel</li></ul>';
    expect(extractRecipe(html(list), URL).recipe.ingredients).toEqual(['400g Bœuf', '10cl Vin rouge', 'Sel']);
    expect(extractRecipe(html(list), URL).report.rules).not.toContain('ingredients-spaced-as-shown');
  });
});

describe('Markdown headings left in structured ingredient lists', () => {
  it("makes '## SAUCE' the name of the group it opens, not an ingredient", () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['1 pound spaghetti', '## SAUCE', '1 tablespoon olive oil', '2 cloves garlic'],
      recipeInstructions: ['Boil the spaghetti.', 'Make the sauce.'],
    })}</head><body></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 pound spaghetti', '1 tablespoon olive oil', '2 cloves garlic']);
    const groups = recipe.sections.filter((s) => s.ingredients.length > 0);
    expect(groups.map((s) => [s.name, s.ingredients])).toEqual([
      [null, ['1 pound spaghetti']],
      ['SAUCE', ['1 tablespoon olive oil', '2 cloves garlic']],
    ]);
  });

  it("makes a line in Markdown bold ('**For the sauce:**') a group name too (issue #15)", () => {
    const html = `<html><head>${ld({
      recipeIngredient: [
        '**For the pasta**',
        '1 pound spaghetti',
        '**For the sauce:**',
        '2 cloves garlic',
        '**2 tbsp** olive oil',
      ],
      recipeInstructions: ['Boil the spaghetti.', 'Make the sauce.'],
    })}</head><body></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 pound spaghetti', '2 cloves garlic', '**2 tbsp** olive oil']);
    expect(recipe.sections.filter((s) => s.ingredients.length > 0).map((s) => s.name)).toEqual([
      'For the pasta',
      'For the sauce',
    ]);
  });
});

describe('yield lines that put the number first', () => {
  it("reads '2 Portionen als Hauptgericht' on a line of its own as the servings", () => {
    const html = `<html><body><h1>Piccata</h1><p><strong>2 Portionen als Hauptgericht</strong></p>
      <h2>Zutaten</h2><ul><li>1 Ei</li><li>15 g Parmesan</li></ul><h2>Zubereitung</h2><p>Mischen.</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.servings).toBe(2);
  });

  it('does not take an ingredient line for the yield', () => {
    const html = `<html><body><h1>Bowl</h1><h2>Ingredients</h2><ul><li>4 servings cooked rice</li><li>1 egg</li></ul>
      <h2>Method</h2><p>Mix.</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.servings).toBeNull();
  });
});

describe('step counters glued to the first word', () => {
  it("drops counters that run 1, 2, 3… glued to a capitalised word ('2Fleisch schneiden')", () => {
    expect(cleanSteps(['1Preheat the oven.', 'Grease a tin.', '2Mix the flour.'])).toEqual([
      'Preheat the oven.',
      'Grease a tin.',
      'Mix the flour.',
    ]);
  });

  it('keeps numbers that are not counters', () => {
    const steps = ['2 eggs go in first.', '3D-printed cutters work too.'];
    expect(cleanSteps(steps)).toEqual(steps);
  });
});

describe('a bold label that opens the paragraph of the method (issue #15)', () => {
  it("reads the paragraph's lines after '<strong>Method:</strong>' as the steps", () => {
    const html = `<html><body><h1>Pancakes</h1>
      <p>Ingredients:</p><ul><li>2 eggs</li><li>250 ml milk</li><li>125 g flour</li></ul>
      <p><strong>Method:<br/></strong>Beat the eggs with the milk and the flour.<br/>
      Fry small pancakes in butter.<br/>Serve warm.</p>
      <p><strong>Enjoy!</strong></p></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['2 eggs', '250 ml milk', '125 g flour']);
    expect(recipe.instructions.slice(0, 3)).toEqual([
      'Beat the eggs with the milk and the flour.',
      'Fry small pancakes in butter.',
      'Serve warm.',
    ]);
  });
});

describe('a method heading styled by a bold class, in a tab panel hidden as a whole (issue #15)', () => {
  const ingredients = `<div class="text-xl font-bold">Ingredients</div>
    <ul><li>1 l milk</li><li>200 g rice</li><li>1 pinch salt</li></ul>`;
  const method = `<div class="text-xl font-bold">Method</div>
    <article><p>Simmer the rice in the milk with the salt until soft, about 20 minutes.</p>
    <h3>More puddings? Here are a few!</h3>
    <p><a href="/chocolate-pudding">Chocolate pudding</a></p></article>`;
  it('reads the paragraphs under the heading', () => {
    const html = `<html><body><h1>Rice Pudding</h1>${ingredients}
      <div style="display:none"><div class="m-5">${method}</div></div></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 l milk', '200 g rice', '1 pinch salt']);
    expect(recipe.instructions[0]).toBe(
      'Simmer the rice in the milk with the salt until soft, about 20 minutes.',
    );
  });
  it('leaves out paragraphs under the method that are only a link (other recipes)', () => {
    const html = `<html><body><h1>Rice Pudding</h1>${ingredients}<div class="text-xl font-bold">Method</div>
      <p>Simmer the rice in the milk with the salt until soft, about 20 minutes.</p>
      <p><a href="/chocolate-pudding">Chocolate pudding</a></p><p><a href="/rice-salad">Rice salad</a></p>
      </body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual([
      'Simmer the rice in the milk with the salt until soft, about 20 minutes.',
    ]);
  });
  it('still skips hidden paragraphs under a heading that is shown', () => {
    const html = `<html><body><h1>Rice Pudding</h1>${ingredients}
      <div class="text-xl font-bold">Method</div>
      <p>Simmer the rice in the milk with the salt until soft, about 20 minutes.</p>
      <div style="display:none"><p>Old version: boil everything for an hour.</p></div></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual([
      'Simmer the rice in the milk with the salt until soft, about 20 minutes.',
    ]);
  });
});

describe("a method under headings that name the dish and a verb ('Apfelkuchen backen') (issue #15)", () => {
  const list = '<h2>Zutaten</h2><ul><li>500 g Äpfel</li><li>200 g Mehl</li><li>100 g Zucker</li></ul>';
  it('reads the parts of the method under each such heading', () => {
    const html = `<html><body><h1>Apfelkuchen</h1>${list}
      <h2>Apfelkuchen vorbereiten</h2><p>Die Äpfel schälen und in Spalten schneiden.</p>
      <p>Mehl und Zucker zu einem Teig verkneten.</p>
      <h2>Apfelkuchen backen</h2><p>Den Kuchen 45 Minuten bei 180 °C backen.</p>
      <h2>Kommentare</h2><p>Sehr lecker, danke für das Rezept!</p></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.instructions).toEqual([
      'Die Äpfel schälen und in Spalten schneiden.',
      'Mehl und Zucker zu einem Teig verkneten.',
      'Den Kuchen 45 Minuten bei 180 °C backen.',
    ]);
  });
  it('does not take a heading that says more about the dish for the method', () => {
    const html = `<html><body><h1>Apfelkuchen</h1>${list}
      <h2>Apfelkuchen mit Sahne servieren</h2><p>Ich liebe diesen Kuchen seit meiner Kindheit.</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual([]);
  });
});

describe("a wiki page's namespace before its name (issue #15)", () => {
  const steps = '<h2>Procedure</h2><ol><li>Mix.</li><li>Bake.</li></ol>';
  const list = '<h2>Ingredients</h2><ul><li>1 pumpkin</li><li>2 eggs</li></ul>';
  it("drops 'Cookbook:' glued to the title the page heading shows", () => {
    const html = `<html><head><title>Cookbook:Pumpkin Pie - Wikibooks</title></head><body><h1>Cookbook:Pumpkin Pie</h1>${list}${steps}</body></html>`;
    expect(extractRecipe(html, URL).recipe.title).toBe('Pumpkin Pie');
  });
  it('keeps a colon followed by a space as part of the name', () => {
    const html = `<html><body><h1>Bento Filler: Orange Juice Carrots</h1>${list}${steps}</body></html>`;
    expect(extractRecipe(html, URL).recipe.title).toBe('Bento Filler: Orange Juice Carrots');
  });
});

describe("a dash and the word 'recipe' after the name (issue #15)", () => {
  const recipe = {
    recipeIngredient: ['100 g biscuits', '50 g butter'],
    recipeInstructions: ['Mix.', 'Chill.'],
  };
  it("drops ' – Recept' from the structured title", () => {
    const html = `<html><head>${ld({ ...recipe, name: 'Arretjescake – Recept' })}</head><body></body></html>`;
    const { recipe: r, report } = extractRecipe(html, URL);
    expect(r.title).toBe('Arretjescake');
    expect(report.rules).toContain('title-without-recipe-label');
  });
  it("keeps 'Recipe' that is part of the name", () => {
    const html = `<html><head>${ld({ ...recipe, name: 'Burger Sauce Recipe' })}</head><body></body></html>`;
    expect(extractRecipe(html, URL).recipe.title).toBe('Burger Sauce Recipe');
  });
});

describe("a rating after the name ('Recipe - (4.8/5)') (issue #15)", () => {
  const recipe = {
    recipeIngredient: ['3 egg whites', '150 g sugar'],
    recipeInstructions: ['Whisk.', 'Bake.'],
  };
  it('drops the rating and the recipe label before it', () => {
    const html = `<html><head>${ld({ ...recipe, name: 'Lemon Meringue Tartlets Recipe - (4.8/5)' })}</head><body></body></html>`;
    const { recipe: r, report } = extractRecipe(html, URL);
    expect(r.title).toBe('Lemon Meringue Tartlets');
    expect(report.rules).toContain('title-without-rating');
  });
  it('keeps brackets that are part of the name', () => {
    const html = `<html><head>${ld({ ...recipe, name: 'Meringues (2 ways)' })}</head><body></body></html>`;
    expect(extractRecipe(html, URL).recipe.title).toBe('Meringues (2 ways)');
  });
});

describe("whole amounts written as decimals in the structured data ('500.0 g') (issue #15)", () => {
  const steps = [{ '@type': 'HowToStep', text: 'Alles mischen.' }];
  it('takes the lines as the page shows them when only the .0 differs', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['500.0 g Kichererbsen', '2.0 Zehen Knoblauch', 'Salz'],
      recipeInstructions: steps,
    })}</head><body><h2>Zutaten</h2><ul><li>500 g Kichererbsen</li><li>2 Zehen Knoblauch</li><li>Salz</li></ul></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['500 g Kichererbsen', '2 Zehen Knoblauch', 'Salz']);
    expect(report.rules).toContain('whole-amounts-as-shown');
  });
  it('keeps them when the page shows them the same way', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['15.0 dried shiitake', '1.5 l water'],
      recipeInstructions: steps,
    })}</head><body><h2>Ingredients</h2><ul><li>15.0 dried shiitake</li><li>1.5 l water</li></ul></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(['15.0 dried shiitake', '1.5 l water']);
  });
});

describe('one card line that the structured data splits in two (issue #15)', () => {
  const card = (lines: string[]): string =>
    `<div class="wprm-recipe-container"><div class="wprm-recipe wprm-recipe-template"><h2 class="wprm-recipe-name">Acorn squash</h2>
      <div class="wprm-recipe-ingredient-group"><ul class="wprm-recipe-ingredients">${lines
        .map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`)
        .join('')}</ul></div>
      <div class="wprm-recipe-instruction-group"><ul class="wprm-recipe-instructions"><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Roast the squash.</div></li></ul></div></div></div>`;
  const structured = {
    name: 'Acorn squash',
    recipeIngredient: [
      '2 acorn squashes (seeded)',
      'Sea salt',
      'Freshly ground black pepper',
      '1 tbsp olive oil',
    ],
    recipeInstructions: [{ '@type': 'HowToStep', text: 'Roast the squash.' }],
  };
  it('takes the joined line as the card shows it and keeps the other structured lines', () => {
    const html = `<html><head>${ld(structured)}</head><body>${card([
      '2 acorn squashes, seeded',
      'Sea salt and freshly ground black pepper',
      '1 tbsp olive oil',
    ])}</body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([
      '2 acorn squashes (seeded)',
      'Sea salt and freshly ground black pepper',
      '1 tbsp olive oil',
    ]);
    expect(report.rules).toContain('ingredient-lines-joined-as-shown');
  });
  it('keeps the structured lines when the card is another list', () => {
    const html = `<html><head>${ld(structured)}</head><body>${card(['2 acorn squashes', 'Salt', '1 tbsp oil'])}</body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(structured.recipeIngredient);
  });
});

describe('amounts the structured data leaves out of some lines (issue #15)', () => {
  const steps = [{ '@type': 'HowToStep', text: 'Whisk everything.' }];
  const li = (amount: string, name: string, hidden = ''): string =>
    `<li class="ingredient"><span class="amount">${amount}</span> <span class="name">${name}</span>${hidden}</li>`;
  it('takes the page list when it shows the amount of a line the structured data gives bare', () => {
    const html = `<html><head>${ld({
      recipeIngredient: ['⅓ cup olive oil', '¼ cup white wine vinegar', 'dijon mustard', '2 medium tomato'],
      recipeInstructions: steps,
    })}</head><body><h2>Ingredients</h2><ul>${li('⅓ cups (80ml)', 'olive oil')}${li(
      '¼ cups (60ml)',
      'white wine vinegar',
      '<div class="substitute hidden">apple cider vinegar</div>',
    )}${li('2 tsp (10ml)', 'dijon mustard')}${li('2 medium', 'tomatoes')}</ul></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([
      '⅓ cups (80ml) olive oil',
      '¼ cups (60ml) white wine vinegar',
      '2 tsp (10ml) dijon mustard',
      '2 medium tomatoes',
    ]);
    expect(report.rules).toContain('missing-amounts-from-page');
  });
  it('keeps the structured list when the page shows the line without an amount too', () => {
    const lines = ['⅓ cup olive oil', 'salt'];
    const html = `<html><head>${ld({ recipeIngredient: lines, recipeInstructions: steps })}</head><body><h2>Ingredients</h2><ul>${li(
      '⅓ cup',
      'olive oil',
    )}<li>salt</li></ul></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(lines);
  });
  it('does not read hidden markup inside an item (a class that hides it)', () => {
    const html = `<html><body><h1>Dressing</h1><h2>Ingredients</h2><ul>${li(
      '¼ cup',
      'vinegar',
      '<div class="substitute hidden">apple cider vinegar</div> <span class="hidden md:inline">(60 ml)</span>',
    )}${li('1 tsp', 'mustard')}</ul><h2>Method</h2><ol><li>Whisk.</li></ol></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual(['¼ cup vinegar (60 ml)', '1 tsp mustard']);
  });
});

describe('a list of links under the method (issue #15)', () => {
  const top = `<html><body><h1>Tomato Soup</h1>
    <h3>Ingredients</h3><ul><li>1 kg tomatoes</li><li>1 onion</li><li>500 ml stock</li></ul>
    <h3>How to make it</h3><ol><li>Soften the onion in a pot.</li><li>Add the tomatoes and the stock; simmer 20 minutes.</li></ol>`;
  it('takes no item of a list that is mostly links, not even its message', () => {
    const html = `${top}<h6>Cooks who saved this</h6><ul>
      <li><a href="/u/ann">Ann</a></li><li><a href="/u/bob">Bob</a></li><li><a href="/u/cy">Cy</a></li>
      <li><strong>Want to be here?</strong> Save this recipe!</li></ul></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual([
      'Soften the onion in a pot.',
      'Add the tomatoes and the stock; simmer 20 minutes.',
    ]);
  });
  it('keeps a step list where a few steps link to another recipe', () => {
    const html = `<html><body><h1>Tomato Soup</h1>
      <h3>Ingredients</h3><ul><li>1 kg tomatoes</li><li>1 onion</li></ul>
      <h3>Method</h3><ol><li><a href="/stock">Make the stock</a></li><li>Soften the onion in a pot.</li>
      <li>Add the tomatoes and the stock.</li></ol></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual([
      'Soften the onion in a pot.',
      'Add the tomatoes and the stock.',
    ]);
  });
});

describe('a title in capitals that the meta title writes in lower and upper case (issue #15)', () => {
  const body = `<h2>Ingredients</h2><ul><li>4 potatoes</li><li>200 ml milk</li></ul>
    <h2>Method</h2><p>Boil the potatoes and mash them with the milk.</p>`;
  const html = (h1: string, metaTitle: string): string =>
    `<html><head><title>${metaTitle}</title></head><body><h1>${h1}</h1>${body}</body></html>`;
  it('takes the words as the meta title writes them', () => {
    const { recipe, report } = extractRecipe(
      html('CREAMY MASHED POTATOES', 'Recipe: Creamy mashed potatoes - Our Kitchen'),
      URL,
    );
    expect(recipe.title).toBe('Creamy mashed potatoes');
    expect(report.rules).toContain('title-as-written-in-meta');
  });
  it('keeps the capitals when the meta title says other words or shouts too', () => {
    expect(extractRecipe(html('MASHED POTATOES', 'Potato Mash Deluxe'), URL).recipe.title).toBe(
      'MASHED POTATOES',
    );
    expect(extractRecipe(html('MASH', 'SMASHED MASH - Our Kitchen'), URL).recipe.title).toBe('MASH');
    expect(extractRecipe(html('MASH', 'Smashed potatoes'), URL).recipe.title).toBe('MASH');
  });
});

describe('a name set in two headings (issue #15)', () => {
  const body = `<h2>Ingredients</h2><ul><li>2 eggplants</li><li>3 tbsp tahini</li></ul>
    <h2>Method</h2><p>Char the eggplants and blend them with the tahini.</p>`;
  it('takes the meta title, which gives the name in one piece', () => {
    const html = `<html><head><meta property="og:title" content="Smoky Eggplant Dip With Crisps | Our Kitchen"></head>
      <body><div class="panel"><h1>smoky dip</h1><h1>with crisps</h1></div>${body}</body></html>`;
    expect(extractRecipe(html, URL).recipe.title).toBe('Smoky Eggplant Dip With Crisps');
  });
  it('keeps a single heading, and the first of two headings that stand apart', () => {
    const one = `<html><head><meta property="og:title" content="Best Ever Smoky Dip | Our Kitchen"></head>
      <body><h1>Smoky dip</h1>${body}</body></html>`;
    expect(extractRecipe(one, URL).recipe.title).toBe('Smoky dip');
    const apart = `<html><head><meta property="og:title" content="Best Ever Smoky Dip | Our Kitchen"></head>
      <body><h1>Smoky dip</h1>${body}<h1>Newsletter</h1></body></html>`;
    expect(extractRecipe(apart, URL).recipe.title).toBe('Smoky dip');
  });
});
