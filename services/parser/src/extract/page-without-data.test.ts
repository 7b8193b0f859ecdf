/**
 * Page reading without structured data (issue #30, measured with `npm run eval:parser --
 * --no-structured-data` and `node scripts/page-reading-misses.ts`): headings that open and end the
 * method, and photo captions inside the steps. Each case is a small page of our own, no site's
 * markup.
 */
import { extractRecipe } from './index.ts';

const URL = 'https://example.com/recipes/pepper-sandwich/';
const LINES = ['1 red bell pepper', '2 tbsp cream cheese', '2 slices ham'];
const STEPS = ['Cut the pepper in half.', 'Spread the cream cheese inside.', 'Layer the ham and close.'];
const ul = (items: string[], tag = 'ul'): string =>
  `<${tag}>${items.map((x) => `<li>${x}</li>`).join('')}</${tag}>`;
const page = (body: string): string =>
  `<html><head><title>Pepper sandwich</title></head><body><h1>Pepper sandwich</h1>${body}</body></html>`;
const read = (body: string) => extractRecipe(page(body), URL).recipe;

describe('the headings of the method', () => {
  const variations = `<h3>Recipe Variations</h3>${'<p>Use cheddar instead of the ham.</p><p>Add bacon.</p>'}`;
  const tags = `<h3>Recipe Tags:</h3>${ul(['sandwich', 'lunch'])}`;

  it("'Steps to Make It' heads the method, and 'Variations' and 'Recipe Tags' end it", () => {
    const box = `<div class="instructions"><h2>Steps to Make It</h2>${ul(STEPS, 'ol')}${variations}${tags}</div>`;
    expect(read(`<h2>Ingredients</h2>${ul(LINES)}${box}`).instructions).toEqual(STEPS);
  });

  it("'Variations' under the method heading ends the steps written as paragraphs", () => {
    const steps = STEPS.map((s) => `<p>${s}</p>`).join('');
    const r = read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${steps}${variations}${tags}`);
    expect(r.instructions).toEqual(STEPS);
  });

  it.each(['Discussion', 'Diskusia k receptu', 'Diskussion'])(
    "a discussion under the method ('%s') ends it, whatever its heading's rank",
    (heading) => {
      const comments = `<h3>${heading}</h3><p>Lovely recipe, I added more ham.</p><h3>More sandwiches</h3><p>Cheese toastie</p>`;
      const steps = STEPS.map((s) => `<p>${s}</p>`).join('');
      expect(read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${steps}${comments}`).instructions).toEqual(
        STEPS,
      );
    },
  );

  it("'Recipe Tips' ends the method, as 'Tips' does", () => {
    const tips = `<h3>Recipe Tips</h3>${ul(['Use ripe peppers.', 'Keep cold.'])}`;
    const box = `<div class="instructions"><h2>Method</h2>${ul(STEPS, 'ol')}${tips}</div>`;
    expect(read(`<h2>Ingredients</h2>${ul(LINES)}${box}`).instructions).toEqual(STEPS);
  });

  it("a step that speaks of variations stays a step ('Serve with the variations above')", () => {
    const steps = [...STEPS, 'Serve with the variations above.'];
    const r = read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(steps, 'ol')}`);
    expect(r.instructions).toEqual(steps);
  });
});

describe('a prompt to share after the steps', () => {
  it('is no step', () => {
    const steps = [...STEPS, "Last Step: Don't forget to share! Post a picture of your sandwich."];
    const r = read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(steps, 'ol')}`);
    expect(r.instructions).toEqual(STEPS);
  });

  it('a step that shares the food out stays', () => {
    const steps = [...STEPS, 'Share the sandwich between two plates.'];
    const r = read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(steps, 'ol')}`);
    expect(r.instructions).toEqual(steps);
  });
});

describe('a photo inside a step', () => {
  it("its caption is not the step's text", () => {
    const withPhoto = STEPS.map(
      (s) => `${s}<figure><img src="/p.jpg" alt=""><figcaption>Photo: A. Cook</figcaption></figure>`,
    );
    const r = read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(withPhoto, 'ol')}`);
    expect(r.instructions).toEqual(STEPS);
  });
});

describe('names and amounts in separate elements', () => {
  const method = `<h2>Method</h2>${ul(STEPS, 'ol')}`;
  it('name, then amount: each pair is one line, amount first', () => {
    const split = [
      'Kartoffeln',
      '800 g, vorwiegend festkochend',
      'Zwiebeln',
      '2 Stück',
      'Petersilie',
      '1 EL, gehackt',
    ];
    expect(read(`<h2>Zutaten</h2>${ul(split)}${method}`).ingredients).toEqual([
      '800 g Kartoffeln, vorwiegend festkochend',
      '2 Stück Zwiebeln',
      '1 EL Petersilie, gehackt',
    ]);
  });

  it('rows that are links, the amount in bold beside the name: one line each, the parts spaced', () => {
    const row = (amount: string, name: string): string =>
      `<a href="/food/x" class="row"><div class="item"><div><b class="qty">${amount}</b><span>${name}</span></div></div></a>`;
    const rows = `<div class="list">${row('1', 'red bell pepper')}${row('2 tbsp', 'cream cheese')}${row('2', 'slices ham')}</div>`;
    expect(read(`<h2>Ingredients</h2>${rows}${method}`).ingredients).toEqual(LINES);
  });

  it('each amount alone in an element before its name paragraph: one line each, amount first', () => {
    const pair = (amount: string, name: string): string =>
      `<x-number class="amount">${amount}</x-number><p class="label"><span>${name}</span></p>`;
    const list = `<div>${pair('1', 'red bell pepper')}${pair('2', 'tbsp cream cheese')}${pair('2', 'slices ham')}<p>salt</p></div>`;
    expect(read(`<h2>Ingredients</h2>${list}${method}`).ingredients).toEqual([...LINES, 'salt']);
  });

  it("group names set apart among ingredient paragraphs ('…__separator') name the lines after them", () => {
    const sep = (name: string): string =>
      `<div class="ingredients__separator"><p class="info-title">${name}</p></div>`;
    const list = `<div><p>1 red bell pepper</p>${sep('Tomato salsa')}<p>2 tbsp cream cheese</p><p>2 slices ham</p></div>`;
    const r = extractRecipe(page(`<h2>Ingredients</h2>${list}${method}`), URL).recipe;
    expect(r.ingredients).toEqual(LINES);
    expect(r.ingredientGroups.map((g) => g.name)).toEqual([null, 'Tomato salsa']);
  });

  it('a name paragraph after a paragraph that is a line of its own keeps to itself', () => {
    const list = `<div><p>2 eggs</p><p>salt</p><p>1 tbsp butter</p><p>pepper</p></div>`;
    expect(read(`<h2>Ingredients</h2>${list}${method}`).ingredients).toEqual([
      '2 eggs',
      'salt',
      '1 tbsp butter',
      'pepper',
    ]);
  });

  it('amounts in paragraphs of their own, each beside its name: one line each', () => {
    const pair = (amount: string, name: string): string =>
      `<p class="amount">${amount}</p><div class="name">${name}</div>`;
    const list = `<div>${pair('250', 'g dried fruit')}${pair('6', 'sheets of filo')}${pair('', 'honey')}</div>`;
    expect(read(`<h2>Ingredients</h2>${list}${method}`).ingredients).toEqual([
      '250 g dried fruit',
      '6 sheets of filo',
      'honey',
    ]);
  });

  it('amount, then name: each pair is one line', () => {
    const split = ['200 g', 'flour', '3', 'eggs', '1/2 cup', 'milk'];
    expect(read(`<h2>Ingredients</h2>${ul(split)}${method}`).ingredients).toEqual([
      '200 g flour',
      '3 eggs',
      '1/2 cup milk',
    ]);
  });

  it('a list whose lines do not all pair up so is left alone', () => {
    const lines = ['Salt', '2 eggs', 'Pepper', '200 g flour, sifted and then rested for a while before use'];
    expect(read(`<h2>Ingredients</h2>${ul(lines)}${method}`).ingredients).toEqual(lines);
    expect(read(`<h2>Ingredients</h2>${ul(LINES)}${method}`).ingredients).toEqual(LINES);
    // Two pairs that alternate by chance are no split list.
    const four = ['Salt', '2 eggs', 'Pepper', '3 apples'];
    expect(read(`<h2>Ingredients</h2>${ul(four)}${method}`).ingredients).toEqual(four);
  });
});

describe('the title', () => {
  const titled = (h1: string, og: string): string | null =>
    extractRecipe(
      `<html><head><meta property="og:title" content="${og}"></head><body><h1>${h1}</h1>` +
        `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(STEPS, 'ol')}</body></html>`,
      URL,
    ).recipe.title;

  it('a label in capitals before the name the meta title gives is not part of the name', () => {
    expect(titled('KITCHEN MACHINE ® RECIPE 1 Pepper sandwich', 'Pepper sandwich')).toBe('Pepper sandwich');
  });

  it("the meta title that goes on with more of the heading's name ('… with …') is the whole name", () => {
    expect(titled('Pepper sandwich', 'Pepper sandwich with ham & cream cheese')).toBe(
      'Pepper sandwich with ham & cream cheese',
    );
    expect(titled('Pepper sandwich', 'Pepper sandwich recipe for lunch')).toBe('Pepper sandwich');
  });

  it('a lead in lower case is part of the name', () => {
    expect(titled('Easy Pepper sandwich', 'Pepper sandwich')).toBe('Easy Pepper sandwich');
  });

  const headed = (header: string): string | null =>
    extractRecipe(
      `<html><head><meta property="og:title" content="Pepper sandwich recipe for lunch"></head><body>${header}` +
        `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(STEPS, 'ol')}</body></html>`,
      URL,
    ).recipe.title;

  it("the <h1> in the header of the article or the main content is the dish's name", () => {
    expect(headed('<article><header><h1>Pepper sandwich</h1></header></article>')).toBe('Pepper sandwich');
    expect(headed('<main><header><h1>Pepper sandwich</h1></header></main>')).toBe('Pepper sandwich');
  });

  it("an <h1> hidden only in print ('hidden-print') is shown; one hidden by 'hidden' is not", () => {
    expect(headed('<div class="title hidden-print"><h1>Pepper sandwich</h1></div>')).toBe('Pepper sandwich');
    expect(headed('<div class="title hidden"><h1>Pepper sandwich</h1></div>')).toBe(
      'Pepper sandwich recipe for lunch',
    );
  });

  it("the <h1> that ends a breadcrumb and opens the page's meta title names the dish", () => {
    const crumb =
      '<nav class="breadcrumbs"><a href="/">Home</a><a href="/r">Recipes</a><h1>Pepper sandwich with ham – a lunch classic</h1></nav>';
    const r = extractRecipe(
      `<html><head><meta property="og:title" content="Pepper sandwich with ham – a lunch classic - Recipe"></head><body>${crumb}` +
        `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${ul(STEPS, 'ol')}</body></html>`,
      URL,
    ).recipe;
    expect(r.title).toBe('Pepper sandwich with ham – a lunch classic');
  });

  it("the <h1> in the site's banner is not", () => {
    expect(headed('<header><h1>Sandwich Corner</h1></header>')).toBe('Pepper sandwich recipe for lunch');
  });
});

describe('markup the page does not show', () => {
  it('a notice hidden by its class inside the ingredient box is no ingredient', () => {
    const notice =
      '<div class="servings-warning hidden"><ul><li>Changing the servings changes the times.</li></ul></div>';
    const box = `<div class="ingredients">${notice}${ul(LINES)}</div>`;
    expect(read(`${box}<div class="instructions">${ul(STEPS, 'ol')}</div>`).ingredients).toEqual(LINES);
  });
});

describe('a method box whose parts or versions sit in boxes of their own', () => {
  const ingredients = `<div class="ingredients">${ul(LINES)}</div>`;
  const paras = (xs: string[]): string => xs.map((s) => `<p>${s}</p>`).join('');

  it('reads the method given as one box per part, each under its title', () => {
    const box = (title: string, xs: string[]): string =>
      `<div class="recipe-preparation"><h3>${title}</h3>${paras(xs)}</div>`;
    const method = `<div class="parts">${box('Pepper', STEPS.slice(0, 2))}${box('Ham', STEPS.slice(2))}</div>`;
    const r = read(ingredients + method);
    expect(r.instructions.filter((s) => STEPS.includes(s))).toEqual(STEPS);
  });

  it('does not read a box of the same class under a heading of its own (the tools needed)', () => {
    const method = `<div class="instructions">${ul(STEPS, 'ol')}</div><h3>Tools</h3><div class="instructions"><p>A sharp knife.</p></div>`;
    expect(read(`<h2>Ingredients</h2>${ul(LINES)}${method}`).instructions).toEqual(STEPS);
  });

  it('does not read the version the page hides (the steps for another appliance)', () => {
    const other = STEPS.map((s) => `${s} On the grill.`);
    const method = `<div class="recipe-instructions"><h2>Instructions</h2><div>${paras(STEPS)}</div><div class="d-none">${paras(other)}</div></div>`;
    expect(read(ingredients + method).instructions).toEqual(STEPS);
  });
});

describe("a recipe card's name", () => {
  const card = (name: string): string =>
    `<html><head><meta property="og:title" content="Pepper sandwich recipe - Sandwich Corner"></head><body>` +
    `<div class="wprm-recipe-container"><div class="wprm-recipe">${name}` +
    `<ul class="wprm-recipe-ingredients">${LINES.map((l) => `<li class="wprm-recipe-ingredient">${l}</li>`).join('')}</ul>` +
    `<ul class="wprm-recipe-instructions">${STEPS.map((s) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${s}</div></li>`).join('')}</ul>` +
    `</div></div></body></html>`;

  it("is the inner element of the name's class, without the theme's lead-in ('How to make')", () => {
    const name =
      '<h2 class="wprm-recipe-name"><div class="how">How to make</div><span class="wprm-recipe-name">Pepper sandwich</span></h2>';
    expect(extractRecipe(card(name), URL).recipe.title).toBe('Pepper sandwich');
  });

  it('is the whole element where no other of its class is inside', () => {
    const name = '<h2 class="wprm-recipe-name">How to make a pepper sandwich</h2>';
    expect(extractRecipe(card(name), URL).recipe.title).toBe('How to make a pepper sandwich');
  });
});

describe('facts and copies around the method', () => {
  it('the servings and times shown between the method heading and its list are no steps', () => {
    const facts =
      '<div><p>6 personnes</p></div><div><p>Préparation 15 min</p></div><div><p>Cuisson 1h10</p></div>';
    const r = read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Préparation</h2>${facts}${ul(STEPS, 'ol')}`);
    expect(r.instructions).toEqual(STEPS);
  });

  it("a line naming a time inside the steps' paragraphs is kept", () => {
    const steps = [...STEPS, 'Rest 10 min'];
    const r = read(
      `<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${steps.map((s) => `<p>${s}</p>`).join('')}`,
    );
    expect(r.instructions).toEqual(steps);
  });

  it("the phone's copy of the method, hidden on wider screens ('d-lg-none'), is not read again", () => {
    const desktop = `<div class="d-none d-lg-block">${ul(STEPS, 'ol')}</div>`;
    const phone = `<div class="d-block d-lg-none">${ul(STEPS, 'ol')}</div>`;
    const r = read(`<h2>Ingredients</h2>${ul(LINES)}<h2>Method</h2>${desktop}${phone}`);
    expect(r.instructions).toEqual(STEPS);
  });
});
