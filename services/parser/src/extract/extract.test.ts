import fs from 'node:fs';
import path from 'node:path';
import { extractRecipe, isComplete, readableText } from './index.ts';

const FIXTURES = path.resolve(__dirname, '..', '..', 'test', 'fixtures');
const fixture = (name: string): string => fs.readFileSync(path.join(FIXTURES, name), 'utf8');
const URL = 'https://example.com/recipes/x/';

describe('JSON-LD', () => {
  const { recipe, report } = extractRecipe(fixture('jsonld-graph.html'), URL);

  it('finds the Recipe inside @graph even with a @type array', () => {
    expect(report.method).toBe('json-ld');
    expect(report.success).toBe(true);
    expect(recipe.title).toBe('Lemon Bars & Cream'); // double-encoded &amp;amp;
  });

  it('resolves the author reference and the relative ImageObject URL', () => {
    expect(recipe.author).toBe('Jane Baker');
    expect(recipe.image).toBe('https://example.com/images/lemon-bars.jpg');
  });

  it('lists ingredients without the group heading and keeps the groups as sections', () => {
    expect(recipe.ingredients).toEqual(['1 cup flour', '1/2 cup butter, softened', '4 eggs', '1 cup sugar']);
    expect(recipe.sections.map((s) => [s.name, s.ingredients])).toEqual(
      expect.arrayContaining([
        [null, ['1 cup flour', '1/2 cup butter, softened']],
        ['For the filling', ['4 eggs', '1 cup sugar']],
      ]),
    );
  });

  it('flattens HowToSections into steps, with section names, without "Step 1" labels', () => {
    expect(recipe.instructions).toContain('Heat the oven to 350°F.');
    expect(recipe.instructions).toContain('Pour over the crust and bake.');
    expect(recipe.instructions).toContain('Crust');
    expect(recipe.instructions).not.toContain('Step 1');
    const filling = recipe.sections.find((s) => s.name === 'Filling');
    expect(filling?.instructions).toEqual([
      'Whisk',
      'Beat the eggs with the sugar.',
      'Pour over the crust and bake.',
    ]);
  });

  it('normalises times, yield, tags and description', () => {
    expect(recipe.time).toEqual({ prep: 15, cook: 60, total: 75 });
    expect(recipe.totalTime).toBe('1 hr 15 mins');
    expect(recipe.servings).toBe(16);
    expect(recipe.yield).toBe('16 squares');
    expect(recipe.tags).toEqual(['Dessert', 'American', 'lemon', 'bars']);
    expect(recipe.description).toBe('Tangy lemon bars.');
    expect(recipe.language).toBe('en-US');
    expect(report.completenessScore).toBe(100);
  });

  it("keeps the keywords as suggested tags without the author's and site's names, nutrients and the title", () => {
    const node = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Greek Lemon Soup',
      author: { '@type': 'Person', name: 'Jane Baker' },
      recipeCategory: 'Main course, Soup',
      recipeCuisine: 'Greek',
      keywords: 'Jane Baker, Fibre, Protein, greek lemon soup, Soups, Example Kitchen',
      recipeIngredient: ['1 lemon', '2 eggs', '1 litre stock'],
      recipeInstructions: ['Whisk the eggs with the lemon.', 'Temper with the hot stock.'],
    };
    const html = `<html><head><meta property="og:site_name" content="Example Kitchen">
      <script type="application/ld+json">${JSON.stringify(node)}</script></head><body></body></html>`;
    expect(extractRecipe(html, URL).recipe.tags).toEqual(['Main course', 'Soup', 'Greek']);
  });

  it('repairs broken JSON (comments, raw newlines and tabs, trailing commas) and splits a step blob', () => {
    const r = extractRecipe(fixture('jsonld-broken.html'), URL);
    expect(r.report.method).toBe('json-ld');
    expect(r.recipe.title).toBe('Tomato Soup');
    expect(r.recipe.ingredients).toEqual(['2 lb tomatoes', '1 onion']);
    expect(r.recipe.instructions).toEqual([
      'Chop the onion.',
      'Cook the tomatoes with the onion for 20 minutes.',
      'Blend until smooth.',
    ]);
    expect(r.recipe.time.total).toBe(90);
    expect(r.recipe.yield).toBe('4 servings');
  });

  it('finds a Recipe in a top-level array and under WebPage.mainEntity, with ItemList steps', () => {
    const html = `<script type="application/ld+json">//<![CDATA[
      [{"@type":"Organization","name":"Org"},
       {"@type":"WebPage","mainEntity":{"@type":"Recipe","name":"Flatbread",
         "image":["https://cdn.example.com/a.jpg","https://cdn.example.com/b.jpg"],
         "recipeIngredient":"2 cups flour\n1 cup water\n1 tsp salt",
         "recipeInstructions":{"@type":"ItemList","itemListElement":[
           {"@type":"ListItem","position":1,"item":{"@type":"HowToStep","text":"Mix."}},
           {"@type":"HowToStep","text":"<p>Knead &amp; rest.</p>"}]}}}]
    //]]></script>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(report.method).toBe('json-ld');
    expect(recipe.title).toBe('Flatbread');
    expect(recipe.image).toBe('https://cdn.example.com/a.jpg');
    expect(recipe.ingredients).toEqual(['2 cups flour', '1 cup water', '1 tsp salt']);
    expect(recipe.instructions).toEqual(['Mix.', 'Knead & rest.']);
  });

  it('computes total time from prep + cook when total is missing', () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"X","prepTime":"PT10M","cookTime":"PT25M",
      "recipeIngredient":["a","b"],"recipeInstructions":[{"@type":"HowToStep","text":"Do it."}]}</script>`;
    expect(extractRecipe(html, URL).recipe.time).toEqual({ prep: 10, cook: 25, total: 35 });
  });
});

describe('JSON-LD combined with the page', () => {
  const card = fixture('wprm.html').replace(
    '<body>',
    `<body><p>Serves 6</p><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe",
    "name":"Chewy Cookies","recipeIngredient":["2 cups flour","1 cup butter (melted)","Mix-ins","1 cup chocolate chips"],
    "recipeInstructions":[{"@type":"HowToStep","text":"Mix the dough."},{"@type":"HowToStep","text":"Fold in the chips and bake."}]}</script>`,
  );

  it('takes ingredient groups from the plugin card and drops group headings from the list', () => {
    const { recipe, report } = extractRecipe(card, URL);
    expect(report.method).toBe('json-ld');
    expect(recipe.ingredients).toEqual(['2 cups flour', '1 cup butter (melted)', '1 cup chocolate chips']);
    expect(recipe.sections.map((s) => s.name)).toEqual(['Dough', 'Mix-ins', null]);
  });

  it('fills a yield missing from JSON-LD from the page (card servings first)', () => {
    expect(extractRecipe(card, URL).recipe.yield).toBe('24 cookies');
    expect(extractRecipe(card, URL).report.rules).toEqual(
      expect.arrayContaining(['ingredient-groups-from-plugin-card', 'yield-from-page']),
    );
    const noCard = `<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Soup","recipeIngredient":["1 l stock","2 leeks"],
      "recipeInstructions":"Simmer."}</script></head><body><div class="recipe-meta"><span>Serves: 4</span></div></body></html>`;
    expect(extractRecipe(noCard, URL).recipe.yield).toBe('4 servings');
  });
});

describe('microdata and RDFa', () => {
  it('reads schema.org/Recipe microdata with nested author and protocol-relative image', () => {
    const { recipe, report } = extractRecipe(fixture('microdata.html'), URL);
    expect(report.method).toBe('microdata');
    expect(recipe.title).toBe('Kartoffelsalat');
    expect(recipe.ingredients).toEqual(['1 kg Kartoffeln', '1 Zwiebel', '3 EL Essig']);
    expect(recipe.instructions).toEqual(['Kartoffeln kochen und pellen.', 'Mit Zwiebel und Essig mischen.']);
    expect(recipe.author).toBe('Oma Erna');
    expect(recipe.image).toBe('https://cdn.example.com/salat.jpg');
    expect(recipe.time.total).toBe(45);
    expect(recipe.yield).toBe('4 servings');
    expect(recipe.language).toBe('de');
  });

  it('reads RDFa typeof/property markup', () => {
    const { recipe, report } = extractRecipe(fixture('rdfa.html'), URL);
    expect(report.method).toBe('rdfa');
    expect(recipe.title).toBe('Pancakes');
    expect(recipe.ingredients).toEqual(['1 cup flour', '1 egg', '1 cup milk']);
    expect(recipe.instructions).toEqual(['Whisk everything together.', 'Fry in a hot pan.']);
    expect(recipe.time).toEqual({ prep: 5, cook: 10, total: 15 });
  });
});

describe('DOM heuristics (enhanced-dom)', () => {
  it('follows German headings to their lists, keeps sub-headings as sections, stops at the next heading', () => {
    const { recipe, report } = extractRecipe(fixture('dom-headings-de.html'), URL);
    expect(report.method).toBe('enhanced-dom');
    expect(recipe.title).toBe('Apfelkuchen vom Blech'); // the visible h1, not the hidden nav heading
    expect(recipe.ingredients).toEqual(['250 g Mehl', '125 g Butter', '1 kg Äpfel', '2 EL Zucker']);
    expect(recipe.instructions).toEqual([
      'Mehl und Butter verkneten.',
      'Teig ausrollen und mit Äpfeln belegen.',
      '40 Minuten backen.',
    ]);
    expect(recipe.sections.map((s) => s.name)).toEqual(['Für den Teig', 'Für den Belag', null]);
    expect(recipe.time.prep).toBe(30);
    expect(recipe.yield).toBe('20 items'); // 'Ergibt 20 Stücke' = 'makes 20'
    expect(report.warnings).toContain('Title taken from page headings/meta tags');
  });

  it('reads WP Recipe Maker cards: groups, checkbox glyphs removed, servings unit', () => {
    const { recipe, report } = extractRecipe(fixture('wprm.html'), URL);
    expect(report.method).toBe('enhanced-dom');
    expect(recipe.title).toBe('Chewy Cookies');
    expect(recipe.ingredients).toEqual(['2 cups flour', '1 cup butter melted', '1 cup chocolate chips']);
    expect(recipe.instructions).toEqual(['Mix the dough.', 'Fold in the chips and bake for 10 minutes.']);
    expect(recipe.sections.map((s) => s.name)).toEqual(['Dough', 'Mix-ins', null]);
    expect(recipe.yield).toBe('24 cookies');
    expect(recipe.image).toBe('https://example.com/cookies.jpg');
  });

  it('keeps one copy of an ingredient list repeated for metric and US units', () => {
    const html = `<h1>Shortbread</h1><h3>Ingredients</h3><ul>
      <li>85 g butterscotch candies</li><li>200 g unsalted butter</li><li>250 g plain flour</li></ul>
      <ul><li>3 oz butterscotch candies</li><li>7 oz unsalted butter</li><li>8.8 oz plain flour</li></ul>
      <h3>Method</h3><ol><li>Mix.</li><li>Bake.</li></ol>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual([
      '85 g butterscotch candies',
      '200 g unsalted butter',
      '250 g plain flour',
    ]);
    expect(recipe.instructions).toEqual(['Mix.', 'Bake.']);
  });

  it('recovers instructions from the page when JSON-LD has none', () => {
    const html = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"Recipe","name":"Toast",
      "recipeIngredient":["1 slice bread","butter"]}</script></head><body><h1>Toast</h1>
      <h2>Method</h2><ol><li>Toast the bread.</li><li>Butter it.</li></ol></body></html>`;
    const { recipe, report } = extractRecipe(html, URL);
    expect(report.method).toBe('json-ld');
    expect(recipe.instructions).toEqual(['Toast the bread.', 'Butter it.']);
    expect(report.warnings).toContain('Instructions recovered from page text');
    expect(report.rules).toContain('instructions-from-other-source');
  });
});

describe('report and helpers', () => {
  it('reports failure with warnings for a page without a recipe', () => {
    const { recipe, report } = extractRecipe(
      '<html><head><title>About us</title></head><body><p>Hello</p></body></html>',
      URL,
    );
    expect(report.success).toBe(false);
    expect(report.warnings).toEqual(
      expect.arrayContaining(['No ingredients found', 'No instructions found']),
    );
    expect(report.foundData).toEqual({ ingredientCount: 0, instructionCount: 0 });
    expect(isComplete(recipe)).toBe(false);
    expect(recipe.originalUrl).toBe(URL);
  });

  it('calls a recipe complete when it has a title, 2+ ingredients and a step', () => {
    expect(isComplete({ title: 'X', ingredients: ['a', 'b'], instructions: ['c'] })).toBe(true);
    expect(isComplete({ title: '', ingredients: ['a', 'b'], instructions: ['c'] })).toBe(false);
    expect(isComplete({ title: 'X', ingredients: ['a'], instructions: ['c'] })).toBe(false);
  });

  it('gives the readable text of the page without scripts and navigation', () => {
    const text = readableText(fixture('dom-headings-de.html'));
    expect(text).toContain('Apfelkuchen vom Blech');
    expect(text).toContain('250 g Mehl');
    expect(text).not.toContain('Rezepte'); // nav menu
  });
});
