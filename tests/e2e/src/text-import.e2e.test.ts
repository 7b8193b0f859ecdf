import { clickByText, signUpInBrowser, typeInto, waitForText } from './browser.ts';
import { page } from './page.ts';

const RECIPE_TEXT = [
  'Weeknight dal',
  'Serves 4 | Prep 10 min | Cook 30 min',
  '',
  'Ingredients',
  '200 g red lentils',
  '1 onion, chopped',
  '2 tsp curry powder',
  '',
  'Method',
  '1. Fry the onion until soft.',
  '2. Add the lentils and curry powder,',
  'cover with water and simmer for 25 minutes.',
].join('\n');

/** The preview's section of what was understood, as a person reads it. */
const previewText = () =>
  page.$eval('section[aria-label="Extracted recipe"]', (section) => (section as HTMLElement).innerText);

test('a signed-in user pastes a recipe text, checks what was understood and saves it (on a phone)', async () => {
  await page.setViewport({ width: 375, height: 800 });
  await signUpInBrowser(page, 'Dal', 'Maker');
  await clickByText(page, 'button', 'Add Recipe');
  await clickByText(page, 'button', 'Paste the recipe text');
  await typeInto(page, '#add-recipe-text', RECIPE_TEXT);
  await clickByText(page, 'button', 'Read Recipe');
  await waitForText(page, 'Recipe extracted successfully', 45_000);

  const preview = await previewText();
  expect(preview).toContain('Weeknight dal');
  expect(preview).toContain('200 g red lentils');
  expect(preview).toContain('Add the lentils and curry powder, cover with water and simmer for 25 minutes.');
  expect(preview).toMatch(/4 servings/i);
  // Nothing of the preview runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await clickByText(page, 'button', 'Use This Recipe');
  expect(await page.$eval('#recipe-title', (input) => (input as HTMLInputElement).value)).toBe(
    'Weeknight dal',
  );
  const ingredients = await page.$eval('#recipe-ingredients', (area) => (area as HTMLTextAreaElement).value);
  expect(ingredients.split('\n')).toEqual(['200 g red lentils', '1 onion, chopped', '2 tsp curry powder']);
  await clickByText(page, 'button', 'Save Recipe');
  await page.waitForSelector('[data-testid="recipe-card"]');
  expect(await page.$eval('[data-testid="recipe-card"]', (card) => card.textContent)).toContain(
    'Weeknight dal',
  );
});

test('a pasted text too long to import is refused in the panel before it is sent', async () => {
  await signUpInBrowser(page, 'Long', 'Letter');
  await clickByText(page, 'button', 'Add Recipe');
  await clickByText(page, 'button', 'Paste the recipe text');
  // Pasted, not typed: 100,001 characters.
  await page.$eval('#add-recipe-text', (area) => {
    const field = area as HTMLTextAreaElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(field, 'x'.repeat(100_001));
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await waitForText(page, 'The pasted text is too long to import (at most 100,000 characters).');
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Read Recipe')
          ?.disabled,
    ),
  ).toBe(true);
});
