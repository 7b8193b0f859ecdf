import { extractRecipe } from '../index.ts';

const URL = 'https://example.com/recipes/x/';

describe('ingredient rows laid out as blocks', () => {
  const row = (amount: string, name: string): string =>
    `<div class="row"><input type="checkbox"><div class="item"><div>${amount}</div><div class="name">${name}</div></div></div>`;

  it('reads each row of a grid after the ingredient heading as one line', () => {
    const html = `<html><body><h1>Rice pudding</h1>
      <h3>Ingredients</h3><div class="grid"><div>${row('2', 'cinnamon sticks')}${row('1 l', 'milk')}${row('200 g', 'rice')}</div></div>
      <h3>Method</h3><p>Cook the rice in the milk with the cinnamon.</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).toEqual([
      '2 cinnamon sticks',
      '1 l milk',
      '200 g rice',
    ]);
  });

  it('keeps groups of rows that stand side by side, named by their headings', () => {
    const html = `<html><body><h1>Stuffed squash</h1>
      <h3>Ingredients</h3><div class="grid">
        <div><h5>For the squash</h5><div>${row('1', 'squash')}${row('1 tbsp', 'salt')}</div></div>
        <div><h5>For the sauce</h5><div>${row('200 ml', 'water')}</div></div>
      </div>
      <h3>Method</h3><p>Bake the squash.</p></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 squash', '1 tbsp salt', '200 ml water']);
    expect(recipe.sections.filter((s) => s.ingredients.length).map((s) => s.name)).toEqual([
      'For the squash',
      'For the sauce',
    ]);
  });
});

describe('rows that are whole tables', () => {
  it('does not join a block of many parts into one ingredient line', () => {
    const cell = (t: string): string => `<div class="cell">${t}</div>`;
    const block = ['Group 1', 'Ingredient', 'KG', 'Water', '0.160', 'Glaze', '1.000'].map(cell).join('');
    const html = `<html><body><h1>Glaze</h1><h3>Ingredients</h3><div class="list"><div class="row">${block}</div>
      <div class="row">${cell('Total weight: 1.160')}</div></div><h3>Method</h3><p>Mix all.</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.ingredients).not.toContain(
      'Group 1 Ingredient KG Water 0.160 Glaze 1.000',
    );
  });
});

describe('a grid row of name and amount cells, a table without table markup (issue #15)', () => {
  const name = (t: string): string => `<div class="col-9 left">${t}</div>`;
  const amount = (t: string): string => `<div class="col-3 right">${t}</div>`;
  const group = (label: string, cells: [string, string][]): string =>
    `<div class="grid-row"><div class="col-12"><b>${label}</b></div>${name('<span class="visually-hidden">Ingredient</span>')}${amount('Grams')}${cells
      .map(([n, a]) => name(n) + amount(a))
      .join('')}</div>`;
  const html = (groups: string): string => `<html><body><h1>Sourdough</h1>
    <div class="panel"><div class="panel-title">Ingredients</div><div class="panel-body">${groups}
    <div class="grid-row"><div class="col-12">Total: 1,520</div></div></div></div>
    <div class="panel"><div class="panel-title">Method</div><div class="panel-body">
    <p>1. Mix the flour and the water.<br>2. Add the starter and the salt.<br>3. Bake at 240 °C.</p></div></div>
    </body></html>`;
  it('reads one line per pair, with the unit the amount column names, each group named by its label', () => {
    const { recipe } = extractRecipe(
      html(
        group('Dough', [
          ['Bread flour', '1000'],
          ['Water (30 °C)', '700'],
        ]) +
          group('Finish', [
            ['Starter', '200'],
            ['Salt', '20'],
          ]),
      ),
      URL,
    );
    expect(recipe.ingredients).toEqual([
      'Bread flour 1000 Grams',
      'Water (30 °C) 700 Grams',
      'Starter 200 Grams',
      'Salt 20 Grams',
    ]);
    expect(recipe.sections.filter((s) => s.ingredients.length).map((s) => s.name)).toEqual([
      'Dough',
      'Finish',
    ]);
    expect(recipe.instructions).toEqual([
      'Mix the flour and the water.',
      'Add the starter and the salt.',
      'Bake at 240 °C.',
    ]);
  });
  it('does not pair cells whose second column holds no amounts', () => {
    const { recipe } = extractRecipe(
      html(
        `<div class="grid-row">${name('Bread flour')}${amount('strong, white')}${name('Water')}${amount('lukewarm')}</div>`,
      ),
      URL,
    );
    expect(recipe.ingredients).not.toContain('Bread flour strong, white');
  });
});

describe('steps laid out as a run of blocks, no list and no paragraph (issue #15)', () => {
  const top = `<html><body><h1>Pea soup</h1><h2>Ingredients</h2><ul><li>500 g peas</li><li>1 onion</li><li>1 l stock</li></ul>`;
  const step = (n: number, t: string): string =>
    `<div class="step"><div class="step-number">${n}</div><div class="step-text">${t}</div></div>`;
  const steps =
    step(1, 'Soften the onion in a pot.') + step(2, 'Add the peas and the stock; simmer for 20 minutes.');
  const want = ['Soften the onion in a pot.', 'Add the peas and the stock; simmer for 20 minutes.'];
  it('takes one step per block, without its counter, when the blocks stand beside the heading', () => {
    const html = `${top}<h2>Directions</h2>${steps}<h2>Comments</h2><p>Lovely soup, thank you.</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(want);
  });
  it('and when a container after the heading holds them', () => {
    const html = `${top}<h2>Directions</h2><div class="steps"><div class="inner">${steps}</div></div></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(want);
  });
  it('takes no blocks that are not sentences, nor blocks after a heading of another part', () => {
    const photos =
      '<div class="ph"><img src="a.jpg"><span>Photo 1</span></div><div class="ph"><img src="b.jpg"><span>Photo 2</span></div>';
    expect(
      extractRecipe(`${top}<h2>Directions</h2>${photos}</body></html>`, URL).recipe.instructions,
    ).toEqual([]);
    const html = `${top}<h2>Directions</h2><h2>Notes</h2>${steps}</body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual([]);
  });
});

describe('ingredient column beside the method', () => {
  it('takes the list in the column before a block named instructions, and keeps step headings as shown', () => {
    const html = `<html><body><h1>Tuna melt</h1><div class="cols">
      <div class="col"><h2>Produce</h2><ul><li>1 lemon</li><li>2 celery stalks</li></ul>
        <h2>Pantry</h2><ul><li>2 cans tuna</li></ul></div>
      <div class="col"><div class="module instructions">
        <h3>1. Do some prep:</h3><ul><li>Chop the celery.</li></ul>
        <h3>2. Make the salad:</h3><ul><li>Mix in the tuna.</li></ul>
      </div></div></div></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['1 lemon', '2 celery stalks', '2 cans tuna']);
    expect(recipe.instructions).toEqual([
      '1. Do some prep:',
      'Chop the celery.',
      '2. Make the salad:',
      'Mix in the tuna.',
    ]);
  });
});

describe("a recipe under a heading that says 'Recipe'", () => {
  it('reads the list after it as ingredients and the paragraphs after the list as steps', () => {
    const html = `<html><body><h1>Bento filler</h1><p>Some story.</p>
      <h3>Recipe: Orange Juice Carrots</h3><ul><li>3 large carrots</li><li>1/4 tsp. salt</li></ul>
      <p>Cut the carrots.</p><p>Cook them in orange juice.</p>
      <h3>Variation</h3><p>Use stock instead.</p></body></html>`;
    const { recipe } = extractRecipe(html, URL);
    expect(recipe.ingredients).toEqual(['3 large carrots', '1/4 tsp. salt']);
    expect(recipe.instructions).toEqual(['Cut the carrots.', 'Cook them in orange juice.']);
  });

  it('takes the steps from it when an ingredient heading gives no method', () => {
    const html = `<html><body><h1>Cake</h1><h2>Hozzávalók</h2><ul><li>4 eggs</li><li>100 g sugar</li></ul>
      <h1>A recept</h1><section><p>Beat the eggs with the sugar.</p></section></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual(['Beat the eggs with the sugar.']);
  });
});

describe('method sections that open with step headings', () => {
  it('goes on past a heading of the method rank when its section opens with Step 1', () => {
    const html = `<html><body><h1>Mantu</h1><h3>Ingredients</h3><ul><li>500 g beef</li><li>1 onion</li></ul>
      <h3>Method for Filling</h3><h4>Step 1</h4><p>Cook the beef.</p>
      <h3>Making the Mantu</h3><h4>Step 1</h4><p>Roll the dough.</p><h4>Step 2</h4><p>Fill the wraps.</p>
      <h3>Reviews</h3><p>Great recipe!</p></body></html>`;
    expect(extractRecipe(html, URL).recipe.instructions).toEqual([
      'Cook the beef.',
      'Roll the dough.',
      'Fill the wraps.',
    ]);
  });
});
