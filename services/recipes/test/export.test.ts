import { EXPORT_MESSAGES, type Recipe, RECIPE_MESSAGES } from '@cookmark/contracts';
import { flat, PdfFile } from '@cookmark/export/testing';
import { png } from './photo-images.ts';
import { type Harness, type PremiumHarness, startPremiumHarness, type TestUser } from './helpers.ts';

let premium: PremiumHarness;
let h: Harness;
let cook: TestUser;
beforeAll(async () => {
  premium = await startPremiumHarness('test-internal-token-export-0123456789');
  ({ h } = premium);
  cook = await premium.premiumUser();
});
afterAll(() => premium.close());

const premiumUser = () => premium.premiumUser();

/** A recipe in the scripts and signs a PDF has to print: accents, fractions, Greek, Cyrillic, Japanese. */
const WORLD = {
  title: 'Crème brûlée',
  description: 'Σαλάτα on the side; борщ to start. 親子丼 for lunch.',
  servings: 6,
  cookTime: '45 minutes',
  difficulty: 'Medium',
  sourceUrl: 'https://www.example.com/creme-brulee',
  ingredientGroups: [
    { name: 'Custard', lines: ['½ cup sugar', '¾ cup heavy cream', '5 egg yolks'] },
    { name: 'Topping', lines: ['⅓ cup demerara sugar', '醤油 大さじ2', 'Свёкла 200 g'] },
  ],
  instructionGroups: [
    { name: null, lines: ['Heat the oven to 150 °C.', 'Whisk the yolks — gently.'] },
    { name: 'Finishing', lines: ['Caramelise the sugar.'] },
  ],
  tags: ['Dessert'],
};

async function exportPdf(user: TestUser | null, body: unknown) {
  return h.call(user, 'POST', '/api/recipes/export/pdf', body);
}

async function pdfOf(body: unknown): Promise<PdfFile> {
  const response = await exportPdf(cook, body);
  expect(response.statusCode).toBe(200);
  return new PdfFile(response.rawPayload);
}

describe('POST /api/recipes/export/pdf', () => {
  let world: Recipe;
  beforeAll(async () => {
    world = await h.createRecipe(cook, WORLD);
  });

  test('one recipe: a PDF download named after it that prints every script, heading and step', async () => {
    const response = await exportPdf(cook, { recipeIds: [world.id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('attachment; filename="creme-brulee.pdf"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = new PdfFile(response.rawPayload);
    try {
      const text = await pdf.text();
      for (const expected of [
        'Cookmark',
        'Crème brûlée',
        'Serves 6 · Total 1 hour · Prep 15 minutes · Cook 45 minutes · Medium · example.com',
        'Σαλάτα',
        'борщ',
        '親子丼',
        '醤油',
        'Свёкла 200 g',
        '½ cup sugar',
        '¾ cup heavy cream',
        '⅓ cup demerara sugar',
        'Custard',
        'Topping',
        'Finishing',
        '150 °C',
        'yolks — gently',
        'Page 1 of 1',
      ]) {
        expect(text).toContain(expected);
      }
      // Steps are numbered across groups: the step under 'Finishing' is the third.
      expect(flat(text)).toMatch(/1\. Heat the oven.*2\. Whisk the yolks.*Finishing 3\. Caramelise/);
      await pdf.keepPng(1, 'recipe-export-one');
    } finally {
      pdf.close();
    }
  });

  test('each recipe carries its nutrition per serving under its ingredients, partial when lines were left out', async () => {
    const cake = await h.createRecipe(cook, {
      title: 'Plain cake',
      ingredients: ['2 large eggs', '1 cup all-purpose flour', '1/2 cup sugar'],
      instructions: ['Bake.'],
      servings: 4,
    });
    const partial = await h.createRecipe(cook, {
      title: 'Mystery stew',
      ingredients: ['1 cup sugar', '300 g zorblax paste'],
      instructions: ['Stew.'],
      servings: 2,
    });
    const pdf = await pdfOf({ recipeIds: [cake.id, partial.id] });
    try {
      const text = flat(await pdf.text());
      // 100 g egg + 125 g flour + 100 g sugar = 985 kcal, a quarter a serving.
      expect(text).toMatch(
        /Plain cake.*Ingredients.*Nutrition per serving.*Energy: 246 kcal.*Protein: 6\.4 g/,
      );
      expect(text).toContain('Estimated from the ingredients with USDA food composition data (SR26).');
      // The zorblax paste matches no food and weighs more than the sugar: the stew's figures say so.
      expect(text).toMatch(/Mystery stew.*Energy: 387 kcal.*Partial: some ingredients could not be counted/);
      expect(text).not.toMatch(/Plain cake.*Partial.*Mystery stew/);
    } finally {
      pdf.close();
    }
  });

  test('prints the total time with prep and cook beside it, and the notes after the steps', async () => {
    // A user of its own: the exports of this file's user are counted by the per-user limit.
    const chef = await premiumUser();
    const pizza = await h.createRecipe(chef, {
      title: 'Skillet pizza',
      description: null,
      ingredients: ['1 ball of dough', '½ cup tomato sauce'],
      instructions: ['Stretch the dough.', 'Bake (see note 1).'],
      servings: 2,
      prepTime: '30 mins',
      cookTime: '10 mins',
      totalTime: null,
      notes: 'Note 1: a pizza stone gives a crisper base.\nThe dough keeps 3 days in the fridge.',
    });
    const pdfFor = async (body: unknown) => {
      const response = await exportPdf(chef, body);
      expect(response.statusCode).toBe(200);
      return new PdfFile(response.rawPayload);
    };
    const pdf = await pdfFor({ recipeIds: [pizza.id] });
    try {
      const text = flat(await pdf.text());
      expect(text).toContain('Serves 2 · Total 40 mins · Prep 30 mins · Cook 10 mins');
      expect(text).toMatch(
        /2\. Bake \(see note 1\)\. Notes Note 1: a pizza stone gives a crisper base\. The dough keeps 3 days/,
      );
    } finally {
      pdf.close();
    }
    // The notes are about the recipe, so they are printed without the steps too.
    const short = await pdfFor({ recipeIds: [pizza.id], includeInstructions: false });
    try {
      const text = await short.text();
      expect(text).not.toContain('Stretch the dough');
      expect(text).toContain('The dough keeps 3 days in the fridge.');
    } finally {
      short.close();
    }
  });

  test('without instructions the steps are left out', async () => {
    const pdf = await pdfOf({ recipeIds: [world.id], includeInstructions: false });
    try {
      const text = await pdf.text();
      expect(text).toContain('½ cup sugar');
      expect(text).not.toContain('Instructions');
      expect(text).not.toContain('Caramelise');
    } finally {
      pdf.close();
    }
  });

  test('a recipe long enough for three pages breaks between lines, never inside an ingredient or a step', async () => {
    const ingredients = Array.from(
      { length: 45 },
      (_, i) =>
        `Ingredient ${i + 1}: 2 ½ cups of finely chopped seasonal vegetables, rinsed and patted dry with a towel`,
    );
    const steps = Array.from(
      { length: 30 },
      (_, i) =>
        `Step ${i + 1}: stir the pot slowly and keep the heat low; taste, season with salt and pepper, and ` +
        `let it rest for ${i + 2} minutes before moving on to the next part of the recipe.`,
    );
    const long = await h.createRecipe(cook, { title: 'Long stew', ingredients, instructions: steps });
    const pdf = await pdfOf({ recipeIds: [long.id] });
    const compact = await pdfOf({ recipeIds: [long.id], compact: true });
    try {
      const pages = await pdf.pageCount();
      expect(pages).toBeGreaterThanOrEqual(3);
      const texts = await Promise.all(Array.from({ length: pages }, (_, i) => pdf.text(i + 1).then(flat)));
      for (const line of [...ingredients, ...steps]) {
        // Whole on exactly one page: a line split across pages would be whole on none.
        expect({ line, pages: texts.filter((page) => page.includes(line)).length }).toEqual({
          line,
          pages: 1,
        });
      }
      texts.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages}`));
      await pdf.keepPng(2, 'recipe-export-long-page-2');
      // The compact layout fits the same recipe on fewer pages.
      expect(await compact.pageCount()).toBeLessThan(pages);
      await compact.keepPng(1, 'recipe-export-compact');
    } finally {
      pdf.close();
      compact.close();
    }
  });

  test('several recipes: one PDF with a contents page giving the page each starts on', async () => {
    const soup = await h.createRecipe(cook, { title: 'Борщ' });
    const pdf = await pdfOf({ recipeIds: [world.id, soup.id] });
    try {
      const contents = await pdf.text(1);
      expect(contents).toContain('Contents');
      for (const title of ['Crème brûlée', 'Борщ']) {
        const page = Number(new RegExp(`${title}\\s+(\\d+)`).exec(contents)?.[1]);
        expect(page).toBeGreaterThan(1);
        expect(await pdf.text(page)).toContain(title);
      }
      expect(contents.indexOf('Crème brûlée')).toBeLessThan(contents.indexOf('Борщ'));
      await pdf.keepPng(1, 'recipe-export-contents');
    } finally {
      pdf.close();
    }
  });

  test("a recipe's photo is drawn under its title from its JPEG copy (pdfkit reads no WebP)", async () => {
    const baker = await premiumUser();
    const tart = await h.createRecipe(baker, { title: 'Lemon tart' });
    const bread = await h.createRecipe(baker, { title: 'Plain bread' });
    const upload = await h.app.inject({
      method: 'PUT',
      url: `/api/recipe-photos/${tart.id}`,
      headers: { cookie: baker.cookie, 'content-type': 'image/png' },
      payload: await png(1200, 900),
    });
    expect(upload.statusCode).toBe(200);
    const response = await exportPdf(baker, { recipeIds: [tart.id, bread.id] });
    expect(response.statusCode).toBe(200);
    const pdf = new PdfFile(response.rawPayload);
    try {
      // Page 1 is the contents; the tart (with its 960 px JPEG) comes first.
      expect(await pdf.images()).toEqual(['2:960x720']);
      expect(await pdf.text(2)).toContain('Lemon tart');
      await pdf.keepPng(2, 'recipe-export-photo');
    } finally {
      pdf.close();
    }
  });

  test('without recipeIds: every recipe of the user and no one else’s, under a dated name', async () => {
    const user = await premiumUser();
    await h.createRecipe(user, { title: 'Apple pie' });
    await h.createRecipe(user, { title: 'Zucchini bread' });
    const response = await exportPdf(user, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="cookmark-recipes-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = new PdfFile(response.rawPayload);
    try {
      const text = await pdf.text();
      expect(text).toContain('Apple pie');
      expect(text).toContain('Zucchini bread');
      expect(text).not.toContain('Crème brûlée');
    } finally {
      pdf.close();
    }
  });

  test("an empty choice is 400 'No items selected'; a user without recipes gets the same", async () => {
    const empty = await exportPdf(cook, { recipeIds: [] });
    expect({ status: empty.statusCode, body: empty.json() }).toMatchObject({
      status: 400,
      body: { message: EXPORT_MESSAGES.noItems },
    });
    const none = await exportPdf(await premiumUser(), {});
    expect({ status: none.statusCode, body: none.json() }).toEqual({
      status: 400,
      body: { message: EXPORT_MESSAGES.noItems },
    });
  });

  test("another user's recipe answers 404 and prints nothing of it; a free user 403; signed out 401", async () => {
    const rival = await premiumUser();
    const answer = await exportPdf(rival, { recipeIds: [world.id] });
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({
      status: 404,
      body: { message: RECIPE_MESSAGES.notFound },
    });
    const free = await h.createUser();
    expect((await exportPdf(free, { recipeIds: [world.id] })).json()).toEqual({
      message: 'Premium subscription required',
    });
    expect((await exportPdf(null, { recipeIds: [world.id] })).statusCode).toBe(401);
  });
});
