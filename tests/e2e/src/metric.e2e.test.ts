import {
  clickByText,
  saveRecipeThroughApi,
  signUpInBrowser,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';

const CAKE = {
  title: 'Vanilla layer cake',
  description: 'A birthday cake',
  ingredients: [
    '2 ½ cups all-purpose flour',
    '1 ½ cups sugar',
    '1 cup unsalted butter, softened',
    '1 tsp salt',
    '1 cup milk',
    '4 eggs',
  ],
  instructions: [
    'Preheat the oven to 350°F.',
    'Cream the butter with the sugar, then beat in the eggs.',
    'Fold in 1 cup of the flour, then the milk, then the rest of the flour.',
    'Bake for 30 to 35 minutes.',
  ],
  servings: 12,
};

/** The shown texts of the ingredient lines and the steps. */
const shown = () =>
  page.evaluate(() => ({
    ingredients: [...document.querySelectorAll('[aria-labelledby="ingredients-heading"] li')].map(
      (li) => li.textContent?.trim() ?? '',
    ),
    steps: [...document.querySelectorAll('[aria-labelledby="instructions-heading"] li p')].map(
      (p) => p.textContent?.trim() ?? '',
    ),
  }));

const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.each([
  ['desktop', 1280, 900],
  ['phone', 375, 800],
])('a premium user converts a cake to grams and the oven to °C (%s)', async (_name, width, height) => {
  await signUpInBrowser(page, 'Mary', 'Berry');
  await upgradeToPremiumInBrowser(page);
  const id = await saveRecipeThroughApi(page, CAKE);
  await page.setViewport({ width, height });
  await page.goto(url(`/recipe/${id}`));
  await waitForText(page, '2 ½ cups all-purpose flour');
  await waitForText(page, 'Preheat the oven to 350°F.');

  await clickByText(page, '[role=radiogroup][aria-label="Measurement units"] button', 'Metric');
  await waitForText(page, 'Preheat the oven to 180°C.');
  // USDA SR26 cup weights: flour 125 g (NDB 20081), sugar 200 g (19335), butter 227 g (01145).
  expect(await shown()).toEqual({
    ingredients: [
      '315 g all-purpose flour',
      '300 g sugar',
      '225 g unsalted butter, softened',
      '1 tsp salt',
      '250 ml milk',
      '4 eggs',
    ],
    steps: [
      'Preheat the oven to 180°C.',
      'Cream the butter with the sugar, then beat in the eggs.',
      'Fold in 125 g of the flour, then the milk, then the rest of the flour.',
      'Bake for 30 to 35 minutes.',
    ],
  });
  expect(await noSideScroll()).toBe(true);

  // Doubled by the server, still in grams, the step's amount doubled with it.
  await clickByText(page, '[role=radiogroup][aria-label="Scale Recipe"] button', '2×');
  await waitForText(page, '625 g all-purpose flour');
  await waitForText(page, 'Fold in 250 g of the flour, then the milk, then the rest of the flour.');
  await waitForText(page, '24 servings');

  // Back to US: cups and °F again.
  await clickByText(page, '[role=radiogroup][aria-label="Measurement units"] button', 'US');
  await waitForText(page, '5 cups all-purpose flour');
  await waitForText(page, 'Preheat the oven to 350°F.');
});
