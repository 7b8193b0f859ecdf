import axe from 'axe-core';
import { violations } from './axe.ts';
import {
  clickByText,
  pickFromSearch,
  saveRecipeThroughApi,
  signUpInBrowser,
  typeInto,
  upgradeToPremiumInBrowser,
  url,
  waitForText,
} from './browser.ts';
import { page } from './page.ts';

// Issue #34: lines that came out as '1.42 cups sugar', '3 handfuls of spinaches', pepper under
// Produce, 'butter (60g, melted; melted; softened)' and salt on several lines.
const RECIPES = [
  {
    title: 'Green Curry',
    lines: [
      '1 cup sugar',
      '1 handful of spinach',
      '1 head of broccoli',
      '1 tsp pepper',
      '1 tsp salt',
      '1 can full-fat coconut milk',
      '4 tbsp (60g) butter, melted',
    ],
  },
  {
    title: 'Broccoli Bake',
    lines: [
      '1/3 cup sugar',
      '2 handfuls spinach',
      '2 heads broccoli',
      'salt to taste',
      '1 red bell pepper',
      '1/2 cup butter, softened',
      'salt',
    ],
  },
  {
    title: 'Onion Soup',
    lines: ['2 onions, chopped', '1 onion', 'salt and pepper to taste', '2 cups water'],
  },
];

const LIST = 'Curry week';

/** axe-core's findings on the page as it is: 'rule: element'. */
async function axeFindings(): Promise<string[]> {
  return (await violations(axe.source)).flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** The list as it reads: 'Category: line' for every row, in order, with whether it is ticked. */
const rows = () =>
  page.evaluate((name: string) => {
    const region = document.querySelector(`[role=region][aria-label="${name}"]`);
    return [...(region?.querySelectorAll<HTMLElement>('section[aria-label]') ?? [])].flatMap((section) =>
      [...section.querySelectorAll<HTMLLabelElement>('li label')].map((label) => {
        const line = label.querySelector<HTMLElement>('input + span + span');
        const text = [...(line?.childNodes ?? [])]
          .filter((n) => !(n instanceof HTMLElement && n.classList.contains('block')))
          .map((n) => n.textContent ?? '')
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
        const box = label.getBoundingClientRect();
        return {
          line: `${section.getAttribute('aria-label')}: ${text}`,
          checked: label.querySelector('input')?.checked ?? false,
          struck: line ? getComputedStyle(line).textDecorationLine.includes('line-through') : false,
          height: box.height,
          width: box.width,
        };
      }),
    );
  }, LIST);

const EXPECTED = [
  'Produce: 3 heads broccoli',
  'Produce: 3 onions, chopped',
  'Produce: 1 red bell pepper',
  'Produce: 3 handfuls spinach',
  'Dairy: ¾ cup butter, melted, softened',
  'Pantry: 1 tsp black pepper, plus to taste',
  'Pantry: 1 can full-fat coconut milk',
  'Pantry: 1 tsp salt, plus to taste',
  'Pantry: 1 ⅓ cups sugar',
];

test('a list from several recipes reads as a person writes it, keeps its address, and is ticked on a phone', async () => {
  await signUpInBrowser(page, 'Madhur', 'Jaffrey');
  await upgradeToPremiumInBrowser(page);
  for (const recipe of RECIPES) {
    await saveRecipeThroughApi(page, {
      title: recipe.title,
      description: `${recipe.title} for the week`,
      ingredients: recipe.lines,
      instructions: ['Cook.'],
      servings: 4,
    });
  }

  // Desktop: build the list from the three recipes.
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(url('/tools/grocery'));
  await waitForText(page, 'Smart Grocery Lists');
  await typeInto(page, 'input[placeholder="Weekly shop"]', LIST);
  for (const { title } of RECIPES) {
    await pickFromSearch(page, title.toLowerCase(), 'Recipe choices', `${title}${title} for the week`);
  }
  // The live preview already writes kitchen fractions and keeps the notes beside the name.
  await page.waitForFunction(
    () =>
      (document.querySelector('input[aria-label="Quantity of sugar"]') as HTMLInputElement | null)?.value ===
      '1 ⅓',
    { timeout: 15_000 },
  );
  await waitForText(page, 'melted, softened');
  await clickByText(page, 'button[type=submit]', 'Save List');
  await waitForText(page, `0 of ${EXPECTED.length} items checked`);

  // The opened list has an address of its own.
  const listPath = new URL(page.url()).pathname;
  expect(listPath).toMatch(/^\/tools\/grocery\/lists\/[0-9a-f-]{36}$/);
  expect((await rows()).map((r) => r.line)).toEqual(EXPECTED);

  // A reload keeps the list open.
  await page.reload();
  await waitForText(page, `0 of ${EXPECTED.length} items checked`);
  expect(new URL(page.url()).pathname).toBe(listPath);
  expect((await rows()).map((r) => r.line)).toEqual(EXPECTED);

  // Phone: a plain checklist with rows of at least 44 px, the whole row a target.
  await page.setViewport({ width: 375, height: 800 });
  await page.reload();
  await waitForText(page, `0 of ${EXPECTED.length} items checked`);
  const phoneRows = await rows();
  expect(phoneRows.map((r) => r.line)).toEqual(EXPECTED);
  for (const row of phoneRows) expect(row.height).toBeGreaterThanOrEqual(44);
  expect(await axeFindings()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Tap the far right end of the broccoli row (away from its box): it is ticked, struck through and
  // moved below the rest of Produce.
  const target = await page.evaluate((name: string) => {
    const label = [
      ...document.querySelectorAll<HTMLElement>(`[role=region][aria-label="${name}"] li label`),
    ].find((l) => l.textContent?.includes('broccoli'));
    label?.scrollIntoView({ block: 'center' });
    const box = label?.getBoundingClientRect();
    return box ? { x: box.right - 8, y: box.top + box.height / 2 } : null;
  }, LIST);
  if (!target) throw new Error('no broccoli row');
  await page.mouse.click(target.x, target.y);
  await waitForText(page, `1 of ${EXPECTED.length} items checked`);
  const ticked = await rows();
  expect(ticked.map((r) => r.line).slice(0, 4)).toEqual([
    'Produce: 3 onions, chopped',
    'Produce: 1 red bell pepper',
    'Produce: 3 handfuls spinach',
    'Produce: 3 heads broccoli',
  ]);
  expect(ticked[3]).toMatchObject({ checked: true, struck: true });
  expect(ticked.filter((r) => r.checked)).toHaveLength(1);

  // The tick is kept on the server: a reload shows it, at the same address.
  await page.reload();
  await waitForText(page, `1 of ${EXPECTED.length} items checked`);
  expect(new URL(page.url()).pathname).toBe(listPath);
  expect((await rows())[3]).toMatchObject({ line: 'Produce: 3 heads broccoli', checked: true, struck: true });
  expect(await axeFindings()).toEqual([]);

  // Back to the tool leaves the list's address; the library opens it again there.
  await clickByText(page, 'button', 'Back to Selection');
  await waitForText(page, 'Your Grocery Lists');
  expect(new URL(page.url()).pathname).toBe('/tools/grocery');
  await clickByText(page, 'button', 'Open');
  await waitForText(page, `1 of ${EXPECTED.length} items checked`);
  expect(new URL(page.url()).pathname).toBe(listPath);
});
