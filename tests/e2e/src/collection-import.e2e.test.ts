import { resolve } from 'node:path';
import type { ElementHandle } from 'puppeteer-core';
import {
  clickByText,
  clickWhenStill,
  saveRecipeThroughApi,
  signUpInBrowser,
  url,
  waitForText,
  waitUntilStill,
} from './browser.ts';
import { allowDownloads, downloaded } from './downloads.ts';
import { page } from './page.ts';

/** The apps' real exports, trimmed (services/parser/test/fixtures/app-exports). */
const EXPORTS = resolve(__dirname, '..', '..', '..', 'services', 'parser', 'test', 'fixtures', 'app-exports');

interface Expected {
  file: string;
  titles: string[];
  /** Recipes that arrive with their photo (the export carries its bytes). */
  withPhoto: string[];
  /** A recipe and the names of its ingredient or step groups. */
  groups?: { title: string; part: 'ingredientGroups' | 'instructionGroups'; names: (string | null)[] };
}

const SAMPLES: Expected[] = [
  {
    file: 'paprika.zip',
    titles: [
      'Zucchinipuffer',
      'Zweimal gebratenes Hähnchen mit Gemüse und Nudeln',
      'Zwiebelrostbraten mit selbstgemachten Spätzle',
    ],
    withPhoto: ['Zucchinipuffer', 'Zwiebelrostbraten mit selbstgemachten Spätzle'],
    groups: {
      title: 'Zwiebelrostbraten mit selbstgemachten Spätzle',
      part: 'ingredientGroups',
      names: ['für den Braten', 'für die Spätzle'],
    },
  },
  {
    file: 'mealie.zip',
    titles: ['PIZZA DOUGH — Basics With Babish', 'Levain Chocolate Chip Cookies', 'Old-Fashioned Beef Stew'],
    withPhoto: ['PIZZA DOUGH — Basics With Babish', 'Old-Fashioned Beef Stew'],
    groups: {
      title: 'PIZZA DOUGH — Basics With Babish',
      part: 'instructionGroups',
      names: ['Preparation', 'Cooking'],
    },
  },
  { file: 'tandoor.zip', titles: ['“Texas Red” Chili'], withPhoto: ['“Texas Red” Chili'] },
  {
    file: 'nextcloud.zip',
    titles: ['Air Fryer Shrimp', 'Chicken Parmigiana', "Skillet Shepherd's Pie"],
    withPhoto: ['Air Fryer Shrimp', 'Chicken Parmigiana'],
  },
  {
    file: 'copymethat.zip',
    titles: ['Classic Stuffed Shells', 'Crockpot Cilantro Lime Chicken', 'Spam Zoodles'],
    withPhoto: ['Classic Stuffed Shells', 'Spam Zoodles'],
  },
  {
    file: 'chowdown.zip',
    titles: ['Roasted Brussels Sprouts', 'Roasted Okra'],
    withPhoto: ['Roasted Brussels Sprouts', 'Roasted Okra'],
  },
  {
    file: 'plantoeat.zip',
    titles: ['Test Recipe', 'Test Recipe2'],
    withPhoto: [],
    groups: { title: 'Test Recipe', part: 'ingredientGroups', names: ['Heading', 'Heading2'] },
  },
  {
    file: 'myrecipebox.csv',
    titles: ['Air fryer Sliced potatoes', 'Apple Spinach Salad', 'Banh Mi Sandwich'],
    withPhoto: [],
    groups: { title: 'Banh Mi Sandwich', part: 'ingredientGroups', names: [null, 'TOFU MARINADE'] },
  },
];

interface SavedRecipe {
  id: string;
  title: string;
  photo: { key: string } | null;
  ingredientGroups: { name: string | null }[];
  instructionGroups: { name: string | null }[];
}

/** The signed-in person's recipes, each as the reader gets it. */
function library(): Promise<SavedRecipe[]> {
  return page.evaluate(async () => {
    const list = (await (await fetch('/api/recipes?limit=100', { credentials: 'include' })).json()) as {
      recipes: { id: string }[];
    };
    return Promise.all(
      list.recipes.map(async ({ id }) =>
        (await fetch(`/api/recipes/${id}`, { credentials: 'include' })).json(),
      ),
    );
  }) as Promise<SavedRecipe[]>;
}

async function importFile(file: string): Promise<void> {
  const input = (await page.waitForSelector('#collection-file')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(resolve(EXPORTS, file));
  await clickByText(page, 'button[type=submit]', 'Import');
  await page.waitForFunction(
    (name: string) => {
      const region = document.querySelector('[aria-labelledby="import-status-heading"]');
      return region?.textContent?.includes(name) && /Finished:|Nothing was imported/.test(region.textContent);
    },
    { timeout: 120_000 },
    file,
  );
}

const statusText = () => page.$eval('[role=status]', (el) => el.textContent ?? '');

test('each of the eight apps’ exports arrives with its recipes, photos and groups; a second import skips them all', async () => {
  await page.setViewport({ width: 1280, height: 900 });
  await signUpInBrowser(page, 'Marcella', 'Hazan');
  await page.goto(url('/library/import'));
  await waitForText(page, 'Import a collection');
  let count = 0;
  for (const sample of SAMPLES) {
    await importFile(sample.file);
    expect(await statusText()).toContain(`Finished: ${sample.titles.length} recipe`);
    const saved = await library();
    count += sample.titles.length;
    expect(saved).toHaveLength(count);
    for (const title of sample.titles) expect(saved.map((r) => r.title)).toContain(title);
    for (const title of sample.withPhoto) expect(saved.find((r) => r.title === title)?.photo).not.toBeNull();
    if (sample.groups) {
      const { title, part, names } = sample.groups;
      expect(saved.find((r) => r.title === title)?.[part].map((g) => g.name)).toEqual(names);
    }
  }
  // Again: every recipe is already there, listed as skipped with why.
  await importFile('mealie.zip');
  expect(await statusText()).toContain('Finished: 0 recipes imported');
  const summary = await page.$eval('[aria-labelledby="import-status-heading"]', (el) => el.textContent ?? '');
  expect(summary).toContain('PIZZA DOUGH — Basics With Babish: Already in your library');
  expect(await library()).toHaveLength(count);
});

test('on a phone, the import goes on while the person is away, and its summary is there when they come back', async () => {
  await page.setViewport({ width: 375, height: 800 });
  await signUpInBrowser(page, 'Claudia', 'Roden');
  await page.goto(url('/library/import'));
  const input = (await page.waitForSelector('#collection-file')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(resolve(EXPORTS, 'copymethat.zip'));
  await clickByText(page, 'button[type=submit]', 'Import');
  await page.waitForSelector('[aria-labelledby="import-status-heading"]');
  await page.goto(url('/dashboard'));
  await page.goto(url('/library/import'));
  await page.waitForFunction(
    () => document.querySelector('[role=status]')?.textContent?.includes('Finished: 3 recipes imported'),
    { timeout: 120_000 },
  );
  await waitForText(page, 'copymethat.zip');
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await clickByText(page, 'a', 'See your recipes');
  await waitForText(page, 'Crockpot Cilantro Lime Chicken');
});

test('a hostile archive is refused with its reason and nothing is imported', async () => {
  await page.setViewport({ width: 1280, height: 900 });
  await signUpInBrowser(page, 'Ken', 'Hom');
  await page.goto(url('/library/import'));
  const input = (await page.waitForSelector('#collection-file')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(resolve(__dirname, 'fixtures', 'evil-path.zip'));
  await clickByText(page, 'button[type=submit]', 'Import');
  await page.waitForFunction(
    () => document.querySelector('[role=status]')?.textContent?.includes('Nothing was imported'),
    { timeout: 120_000 },
  );
  expect(await statusText()).toContain('points outside the archive');
  expect(await library()).toEqual([]);
});

test('a library exported from Your data imports back into another account with its groups', async () => {
  await page.setViewport({ width: 1280, height: 900 });
  const downloads = await allowDownloads(page);
  await signUpInBrowser(page, 'Julia', 'Child');
  await saveRecipeThroughApi(page, {
    title: 'Boeuf Bourguignon',
    ingredientGroups: [
      { name: 'Stew', lines: ['1 kg beef', '750 ml red wine'] },
      { name: 'Garnish', lines: ['200 g mushrooms'] },
    ],
    instructionGroups: [{ name: null, lines: ['Brown the beef.', 'Simmer for 3 hours.'] }],
    notes: 'Better the next day.',
  });
  await clickWhenStill(page, 'button[aria-label^="Open account menu"]');
  await clickByText(page, '[role=menuitem]', 'Settings');
  await waitUntilStill(page, '[role=dialog]');
  await clickByText(page, 'button', 'Export my library');
  await waitForText(page, 'Library exported');
  const zip = await downloaded(downloads, '.zip');

  // Another person, in the same window: the first one's session cookie goes.
  await (await page.createCDPSession()).send('Network.clearBrowserCookies');
  await signUpInBrowser(page, 'Jacques', 'Pepin');
  await page.goto(url('/library/import'));
  const input = (await page.waitForSelector('#collection-file')) as ElementHandle<HTMLInputElement>;
  await input.uploadFile(zip);
  await clickByText(page, 'button[type=submit]', 'Import');
  await page.waitForFunction(
    () => document.querySelector('[role=status]')?.textContent?.includes('Finished: 1 recipe imported'),
    { timeout: 120_000 },
  );
  const [recipe] = await library();
  expect(recipe?.title).toBe('Boeuf Bourguignon');
  expect(recipe?.ingredientGroups.map((g) => g.name)).toEqual(['Stew', 'Garnish']);
});
