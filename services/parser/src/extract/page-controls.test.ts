/**
 * Pages without structured data, read from what they show (issue #15, measured with
 * `npm run eval:parser -- --no-structured-data`): the controls, labels and side boxes a recipe
 * page puts around its lists are not read as ingredients or steps. Each case is a small page of
 * our own, no site's markup.
 */
import { extractRecipe } from './index.ts';

const URL = 'https://example.com/recipes/lemon-cake/';
const LINES = ['200 g flour', '150 g sugar', '3 eggs'];
const STEPS = ['Heat the oven to 180 C.', 'Beat sugar and eggs, fold in the flour.', 'Bake for 40 minutes.'];
const ul = (items: string[], tag = 'ul'): string =>
  `<${tag}>${items.map((x) => `<li>${x}</li>`).join('')}</${tag}>`;
const INGREDIENTS = `<h2>Ingredients</h2>${ul(LINES)}`;
const METHOD = `<h2>Method</h2>${ul(STEPS, 'ol')}`;
const page = (body: string): string =>
  `<html><head><title>Lemon cake</title></head><body><h1>Lemon cake</h1>${body}</body></html>`;
const read = (body: string) => extractRecipe(page(body), URL);

describe('the servings control over the ingredient list', () => {
  it('is not an ingredient, as a paragraph between buttons or as a heading of two spans', () => {
    const control = '<button>−</button><p>4 servings</p><button>+</button>';
    expect(read(`<h2>Ingredients</h2>${control}${ul(LINES)}${METHOD}`).recipe.ingredients).toEqual(LINES);
    const heading = '<h3><span>2</span> <span>personen</span></h3>';
    expect(read(`<h2>Ingrediënten</h2>${heading}${ul(LINES)}${METHOD}`).recipe.ingredients).toEqual(LINES);
    expect(read(`<h2>Ingredienser</h2><p>4 porsjoner</p>${ul(LINES)}${METHOD}`).recipe.ingredients).toEqual(
      LINES,
    );
  });

  it('a short line that says more than the servings stays an ingredient', () => {
    const lines = ['Serves 4, with 2 cups of rice', ...LINES];
    expect(read(`<h2>Ingredients</h2>${ul(lines)}${METHOD}`).recipe.ingredients).toEqual(lines);
  });
});

describe("the recipe's times", () => {
  it("are no method heading: 'Préparation 10 min' in a times list before the real 'Préparation'", () => {
    const times =
      '<ul class="times"><li><span class="label">Préparation</span> 10 min</li><li>Cuisson 40 min</li></ul>';
    const { recipe } = read(`${times}<h2>Ingrédients</h2>${ul(LINES)}<h2>Préparation</h2>${ul(STEPS, 'ol')}`);
    expect(recipe.instructions).toEqual(STEPS);
  });

  it('are no steps when they stand as the first lines under the method heading', () => {
    const times = ul(['Préparation 5 min', 'Cuisson 10 min', 'Repos 10 min']);
    const { recipe, report } = read(`${INGREDIENTS}<h2>Préparation</h2>${times}${ul(STEPS, 'ol')}`);
    expect(recipe.instructions).toEqual(STEPS);
    expect(report.rules).toContain('step-times-labels');
  });

  it('one such line alone may be a step', () => {
    const steps = ['Bake 10 min', 'Cool on a rack, then dust with sugar.', 'Slice and serve.'];
    expect(read(`${INGREDIENTS}<h2>Method</h2>${ul(steps, 'ol')}`).recipe.instructions).toEqual(steps);
  });
});

describe('controls in the step list and the ingredient list', () => {
  it("a step counter in another language ('Étape 1 /8') is no step", () => {
    const steps = STEPS.flatMap((s, i) => [`Étape ${i + 1} /3`, s]);
    expect(read(`${INGREDIENTS}<h2>Préparation</h2>${ul(steps, 'ol')}`).recipe.instructions).toEqual(STEPS);
  });

  it("a recipe card's scaling, unit and cook-mode controls are no ingredients", () => {
    const lines = [
      'Scale',
      '1x 2x 3x',
      ...LINES,
      'US Customary Metric',
      'Cook Mode Prevent your screen from going dark',
    ];
    const { recipe, report } = read(`<h2>Ingredients</h2>${ul(lines)}${METHOD}`);
    expect(recipe.ingredients).toEqual(LINES);
    expect(report.rules).toContain('ingredient-interface-labels');
  });

  it("the other unit system's amount kept for a units switch is left out of the line", () => {
    const row = (amount: string, name: string) =>
      `<li><span class="rcb-ingredient-amount">${amount}</span> <span class="rcb-ingredient-alt-amount">${amount}</span> <span class="rcb-ingredient-name">${name}</span></li>`;
    const list = `<ul>${row('200 g', 'flour')}${row('150 g', 'sugar')}${row('3', 'eggs')}</ul>`;
    expect(read(`<h2>Ingredients</h2>${list}${METHOD}`).recipe.ingredients).toEqual(LINES);
  });
});

describe('a part after the ingredients ends the list', () => {
  it("a nutrition heading, also when it is written 'Nutritional Information' or in another language", () => {
    for (const heading of ['Nutritional Information', 'Nährwerte', 'Valeurs nutritionnelles']) {
      const facts = `<h3>${heading}</h3>${ul(['Calories 428', 'Fat 19g', 'Protein 17g'])}`;
      expect(read(`${INGREDIENTS}${facts}${METHOD}`).recipe.ingredients).toEqual(LINES);
    }
  });

  it('a box styled as a heading (\'<div class="section-heading">Nutrition</div>\')', () => {
    const facts = `<div class="section-heading">Nutrition</div>${ul(['Serving Size: 1 Pear', 'Calories: 230'])}`;
    expect(read(`${METHOD}${INGREDIENTS}${facts}`).recipe.ingredients).toEqual(LINES);
  });
});

describe('a method whose list holds only the titles of its parts', () => {
  it('takes the paragraphs after each title as its steps, grouped under the titles', () => {
    const parts =
      '<ul><li>Make the batter</li><span><p>Beat sugar and eggs.</p><p>Fold in the flour.</p></span></ul>' +
      '<ul><li>Bake</li><span><p>Bake for 40 minutes.</p></span></ul>';
    const { recipe } = read(`${INGREDIENTS}<h2>Method</h2>${parts}`);
    expect(recipe.instructions).toEqual([
      'Beat sugar and eggs.',
      'Fold in the flour.',
      'Bake for 40 minutes.',
    ]);
    expect(recipe.instructionGroups.map((g) => g.name)).toEqual(['Make the batter', 'Bake']);
  });
});

describe('a definition list whose terms name groups of lines', () => {
  it('reads each definition as a line, under the term as the group name', () => {
    const dl =
      '<dl><dt>For the sponge</dt><dd>200 g flour</dd><dd>150 g sugar</dd><dd>3 eggs</dd>' +
      '<dt>For the syrup</dt><dd>50 ml lemon juice</dd><dd>50 g icing sugar</dd></dl>';
    const { recipe } = read(`<h2>Ingredients</h2>${dl}${METHOD}`);
    expect(recipe.ingredients).toEqual([...LINES, '50 ml lemon juice', '50 g icing sugar']);
    expect(recipe.ingredientGroups.map((g) => g.name)).toEqual(['For the sponge', 'For the syrup']);
  });

  it('a term with one definition is still one line with it', () => {
    const dl = '<dl><dt>200 g</dt><dd>flour</dd><dt>150 g</dt><dd>sugar</dd><dt>3</dt><dd>eggs</dd></dl>';
    expect(read(`<h2>Ingredients</h2>${dl}${METHOD}`).recipe.ingredients).toEqual(LINES);
  });
});

describe('a method heading phrased as "this is how you do it"', () => {
  it.each([
    'Zo maak je het',
    'Slik gjør du',
    'Så här gör du',
    "So wird's gemacht",
    'Come si prepara',
    'Come fare il Tortino al cioccolato',
  ])("'%s' heads the steps", (heading) => {
    const { recipe } = read(`${INGREDIENTS}<h2>${heading}</h2>${STEPS.map((s) => `<p>${s}</p>`).join('')}`);
    expect(recipe.instructions).toEqual(STEPS);
  });
});

describe('group labels over the lists under the ingredient heading', () => {
  it('a long label that ends in a colon still names the list after it', () => {
    const body =
      `<h2>Ingredients</h2><p>For the sponge:</p>${ul(LINES)}` +
      `<p>BONUS, for the lemon syrup to pour over the cake:</p>${ul(['50 ml lemon juice', '50 g icing sugar'])}`;
    const { recipe } = read(`${body}${METHOD}`);
    expect(recipe.ingredients).toEqual([...LINES, '50 ml lemon juice', '50 g icing sugar']);
    expect(recipe.ingredientGroups.map((g) => g.name)).toEqual([
      'For the sponge',
      'BONUS, for the lemon syrup to pour over the cake',
    ]);
  });
});

describe("a recipe card's items that name a group ('For the sponge:' in bold)", () => {
  const item = (inner: string) => `<li class="wprm-recipe-ingredient">${inner}</li>`;
  const line = (amount: string, name: string) =>
    item(
      `<span class="wprm-recipe-ingredient-amount">${amount}</span> <span class="wprm-recipe-ingredient-name">${name}</span>`,
    );
  const label = (t: string) => item(`<span class="wprm-recipe-ingredient-name"><strong>${t}</strong></span>`);
  const card =
    `<div class="wprm-recipe-container"><div class="wprm-recipe-ingredient-group"><ul class="wprm-recipe-ingredients">` +
    `${label('For the sponge:')}${line('200 g', 'flour')}${line('150 g', 'sugar')}${line('3', 'eggs')}` +
    `${label('For the syrup:')}${line('50 ml', 'lemon juice')}</ul></div>` +
    `<ul class="wprm-recipe-instructions">${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul></div>`;

  it('start groups of their own and are no ingredient lines', () => {
    const { recipe } = read(card);
    expect(recipe.ingredients).toEqual([...LINES, '50 ml lemon juice']);
    expect(recipe.ingredientGroups.map((g) => g.name)).toEqual(['For the sponge', 'For the syrup']);
  });

  it('group the structured data lines as the card shows them', () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Lemon cake',
      recipeIngredient: [...LINES, '50 ml lemon juice'],
      recipeInstructions: STEPS,
    })}</script>`;
    const { recipe } = extractRecipe(
      `<html><head>${ld}</head><body><h1>Lemon cake</h1>${card}</body></html>`,
      URL,
    );
    expect(recipe.ingredientGroups.map((g) => g.name)).toEqual(['For the sponge', 'For the syrup']);
  });
});

describe('groups the page shows over a structured list that has none (ingredient-groups-from-page)', () => {
  const ld = (lines: string[]) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Lemon cake',
      recipeIngredient: lines,
      recipeInstructions: STEPS,
    })}</script>`;
  const grouped =
    `<h2>Ingredients</h2><h3>For the sponge</h3>${ul(LINES)}` +
    `<h3>For the syrup⁣</h3>${ul(['50 ml lemon juice', '50 g icing sugar'])}${METHOD}`;
  const withLd = (lines: string[], body: string) =>
    extractRecipe(`<html><head>${ld(lines)}</head><body><h1>Lemon cake</h1>${body}</body></html>`, URL);

  it('takes the groups when the page lists the same lines under group names', () => {
    const lines = [...LINES, '50 ml fresh lemon juice', '50 g icing sugar'];
    const { recipe, report } = withLd(lines, grouped);
    expect(report.rules).toContain('ingredient-groups-from-page');
    expect(recipe.ingredients).toEqual(lines);
    expect(recipe.ingredientGroups).toEqual([
      { name: 'For the sponge', lines: LINES },
      { name: 'For the syrup', lines: ['50 ml fresh lemon juice', '50 g icing sugar'] },
    ]);
  });

  it("splits the lines where the page's list names a group in a line of its own", () => {
    const lines = [...LINES, '50 ml lemon juice', '50 g icing sugar'];
    const name = '<span class="ingredient item-heading"><span class="name">Lemon syrup</span></span>';
    const shown = `<h2>Ingredients</h2>${ul([...LINES, name, '50 ml lemon juice', '50 g icing sugar'])}${METHOD}`;
    const { recipe } = withLd(lines, shown);
    expect(recipe.ingredients).toEqual(lines);
    expect(recipe.ingredientGroups).toEqual([
      { name: null, lines: LINES },
      { name: 'Lemon syrup', lines: ['50 ml lemon juice', '50 g icing sugar'] },
    ]);
  });

  it('leaves the list as one group when the page shows other lines or another number of them', () => {
    const other = withLd(['1 kg potatoes', '2 onions', '1 l stock', '1 leek', 'salt'], grouped);
    expect(other.recipe.ingredientGroups).toHaveLength(1);
    const fewer = withLd([...LINES, '50 ml lemon juice'], grouped);
    expect(fewer.recipe.ingredientGroups).toHaveLength(1);
  });
});

describe('a method under a sub-heading that repeats the dish name, with no method heading (steps-under-the-dish-heading)', () => {
  const ld = `<script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Lemon cake',
    recipeIngredient: LINES,
  })}</script>`;
  const html = (after: string) =>
    `<html><head>${ld}</head><body><h1>Lemon cake</h1><p>A cake for every Sunday.</p>${ul(LINES)}${after}</body></html>`;
  const method =
    '<h2>Lemon cake</h2><p>Beat the sugar and the eggs until pale, then fold in the flour.</p>' +
    '<p>Bake for 40 minutes at 180 C and leave to cool in the tin.</p>';

  it('takes the paragraphs right after that heading as the steps', () => {
    const { recipe, report } = extractRecipe(
      html(`${method}<ul><li>More cakes</li></ul><p>About us</p>`),
      URL,
    );
    expect(recipe.instructions).toEqual([
      'Beat the sugar and the eggs until pale, then fold in the flour.',
      'Bake for 40 minutes at 180 C and leave to cool in the tin.',
    ]);
    expect(report.rules).toContain('steps-under-the-dish-heading');
  });

  it("finds the heading on a page without structured data, by the headline's part before its colon", () => {
    const page =
      `<html><head><title>x</title></head><body><h1>Lemon cake: the one cake every Sunday needs</h1>` +
      `<h2>Ingredients</h2>${ul(LINES)}${method}</body></html>`;
    const { recipe, report } = extractRecipe(page, URL);
    expect(recipe.instructions).toHaveLength(2);
    expect(report.rules).toContain('steps-under-the-dish-heading');
  });

  it('takes nothing under a heading that names another dish, or when no paragraph reads like a step', () => {
    const other = method.replace('<h2>Lemon cake</h2>', '<h2>Orange cake</h2>');
    expect(extractRecipe(html(other), URL).recipe.instructions).toEqual([]);
    expect(extractRecipe(html('<h2>Lemon cake</h2><p>Share it</p>'), URL).recipe.instructions).toEqual([]);
  });
});

describe('a button label in a box styled as a heading', () => {
  it('does not end the list (\'<div class="card-header">Print</div>\' over the lines)', () => {
    const body = `<h2>Ingredients</h2><div class="card-header">Print</div>${ul(LINES)}${METHOD}`;
    expect(read(body).recipe.ingredients).toEqual(LINES);
  });
});

describe('lines set in a box with line breaks, without paragraphs or a list', () => {
  const lines = `<span class="ingredient-list">${LINES.join('<br />')}</span>`;

  it('are the lines of the part, under a heading that gives the servings', () => {
    const { recipe } = read(`<div><h5>Ingredients 4 servings</h5>${lines}</div>${METHOD}`);
    expect(recipe.ingredients).toEqual(LINES);
  });

  it('an empty line set as a break alone does not hide the list after it', () => {
    const empty = '<div><span><br /></span></div>';
    expect(read(`<h2>Ingredients</h2>${empty}${ul(LINES)}${empty}${METHOD}`).recipe.ingredients).toEqual(
      LINES,
    );
  });
});

describe('groups headed at the level of the part heading (issue #30)', () => {
  const SKEWERS = ['1 kg lamb', '2 onions'];
  const SALSA = ['1 cucumber', '1 bunch mint'];
  it('a heading right under the ingredient heading names the first group, and its level the others', () => {
    const body =
      `<h2>Ingredients</h2><h2>Skewers</h2>${ul(SKEWERS)}<h2>Salsa</h2>${ul(SALSA)}` +
      `<h2>Method</h2><p>Cut the lamb into cubes and thread them on skewers.</p>` +
      `<p>Grill the skewers for 10 minutes.</p><h2>Salsa</h2><p>Chop the cucumber and the mint, and mix them.</p>` +
      `<h2>Comments</h2><p>Lovely, thank you for this recipe!</p>`;
    const { recipe } = read(body);
    expect(recipe.ingredients).toEqual([...SKEWERS, ...SALSA]);
    expect(recipe.ingredientGroups.map((g) => g.name)).toEqual(['Skewers', 'Salsa']);
    // The method goes on under the heading named as an ingredient group, and ends at the comments.
    expect(recipe.instructions).toEqual([
      'Cut the lamb into cubes and thread them on skewers.',
      'Grill the skewers for 10 minutes.',
      'Chop the cucumber and the mint, and mix them.',
    ]);
  });

  it('a method heading with a subtitle of its level does not run into the sections after it', () => {
    const body =
      `${INGREDIENTS}<h2>Method</h2><h2>How to make the lemon cake</h2>${ul(STEPS, 'ol')}` +
      `<h2>Wine to pair</h2><p>A sweet white wine goes well with it, served cold.</p>`;
    expect(read(body).recipe.instructions).toEqual(STEPS);
  });

  it('the lists after the ingredient list under headings of its level are no ingredients', () => {
    const body = `${INGREDIENTS}<h2>You might also like</h2>${ul(['Apple pie', 'Carrot cake'])}${METHOD}`;
    expect(read(body).recipe.ingredients).toEqual(LINES);
  });
});

describe("a step's counter in its own element (issue #30)", () => {
  it('is not read into the step', () => {
    const steps = STEPS.map(
      (s, i) => `<li class="step"><div><p class="step-num">${i + 1}</p><div><p>${s}</p></div></div></li>`,
    ).join('');
    const body = `<div class="ingredients">${ul(LINES)}</div><div class="steps"><ol>${steps}</ol></div>`;
    expect(read(body).recipe.instructions).toEqual(STEPS);
  });

  it('a number that begins the step text itself stays', () => {
    const steps = ['2 eggs go in first, then the sugar.', 'Fold in the flour.'];
    const body = `<div class="ingredients">${ul(LINES)}</div><div class="steps">${ul(steps, 'ol')}</div>`;
    expect(read(body).recipe.instructions).toEqual(steps);
  });
});
