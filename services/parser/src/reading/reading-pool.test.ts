import { getPriority } from 'node:os';
import path from 'node:path';
import { PARSE_MESSAGES } from '@cookmark/contracts';
import { PageTooSlow, ReadingBusy } from './page-reader.ts';
import { ReadingPool } from './reading-pool.ts';

const SLOW_TASK = path.join(__dirname, '..', '..', 'test', 'fixtures', 'slow-reading-task.ts');
const PAGE = 'https://cook.example/r';
const RECIPE = `<script type="application/ld+json">${JSON.stringify({
  '@type': 'Recipe',
  name: 'Boiled egg',
  recipeIngredient: ['1 egg'],
  recipeInstructions: ['Boil the egg.'],
})}</script>`;

describe('ReadingPool', () => {
  test('reads a recipe and a page text in its worker threads', async () => {
    const pool = new ReadingPool({ timeoutMs: 5_000, threads: 1 });
    try {
      const { recipe, report } = await pool.extractRecipe(RECIPE, PAGE);
      expect(recipe.title).toBe('Boiled egg');
      expect(report.success).toBe(true);
      await expect(
        pool.readableText('<html><body><main><p>Boil the egg.</p></main></body></html>'),
      ).resolves.toContain('Boil the egg.');
    } finally {
      await pool.close();
    }
  });

  test("a page's deadline counts its reading, not its wait behind a stuck page", async () => {
    // One thread: the fine page waits the whole of the stuck page's deadline. Were the wait counted,
    // its own deadline would be spent before a thread took it.
    const pool = new ReadingPool({ timeoutMs: 1_000, threads: 1, taskFile: SLOW_TASK });
    try {
      await pool.ready;
      const stuck = pool.extractRecipe('<p>hang</p>', PAGE);
      const behind = pool.extractRecipe('<p>fine</p>', PAGE);
      expect(pool.load).toEqual({ reading: 1, waiting: 1 });
      await expect(stuck).rejects.toBeInstanceOf(PageTooSlow);
      await expect(behind).resolves.toMatchObject({ recipe: { title: '<p>fine</p>' } });
    } finally {
      await pool.close();
    }
  });

  test('with every thread busy and the queue full, one more page is refused at once (503, Retry-After)', async () => {
    const pool = new ReadingPool({ timeoutMs: 60_000, threads: 1, queue: 1, taskFile: SLOW_TASK });
    try {
      await pool.ready;
      const stuck = pool.extractRecipe('<p>hang</p>', PAGE).catch((error: unknown) => error);
      const waiting = pool.extractRecipe('<p>fine</p>', PAGE).catch((error: unknown) => error);
      const refused = pool.extractRecipe('<p>one more</p>', PAGE);
      await expect(refused).rejects.toBeInstanceOf(ReadingBusy);
      await expect(refused).rejects.toMatchObject({
        statusCode: 503,
        message: PARSE_MESSAGES.readingBusy,
        retryAfterSeconds: 5,
      });
      expect(pool.load).toEqual({ reading: 1, waiting: 1 });
      await pool.close();
      // Closing ends the stuck page and the one waiting; neither is left hanging.
      await expect(stuck).resolves.toBeInstanceOf(Error);
      await expect(waiting).resolves.toBeInstanceOf(Error);
    } finally {
      await pool.close();
    }
  });

  test('a page not read by its deadline fails with the user message; a new thread reads the next', async () => {
    // One thread: the page after the stuck one is read only if that thread was replaced.
    const pool = new ReadingPool({ timeoutMs: 1_000, threads: 1, taskFile: SLOW_TASK });
    try {
      await pool.ready; // the deadline does not count the thread's start-up
      const stuck = pool.extractRecipe('<p>hang</p>', PAGE);
      await expect(stuck).rejects.toBeInstanceOf(PageTooSlow);
      await expect(stuck).rejects.toMatchObject({ statusCode: 422, message: PARSE_MESSAGES.pageTooSlow });

      await expect(pool.readableText('<p>hang</p>')).rejects.toBeInstanceOf(PageTooSlow);
      await expect(pool.extractRecipe('<p>fine</p>', PAGE)).resolves.toMatchObject({
        recipe: { title: '<p>fine</p>' },
      });
    } finally {
      await pool.close();
    }
  });

  test('its threads run at a lower CPU priority than the process, so requests go first', async () => {
    const pool = new ReadingPool({ timeoutMs: 5_000, threads: 1, taskFile: SLOW_TASK, niceIncrement: 3 });
    try {
      const own = getPriority(0);
      expect(Number(await pool.readableText('priority'))).toBe(Math.min(19, own + 3));
      expect(getPriority(0)).toBe(own); // the process's own thread keeps its priority
    } finally {
      await pool.close();
    }
  });

  test('closing ends its threads for good, so a stopping process can exit', async () => {
    const pool = new ReadingPool({ timeoutMs: 5_000, threads: 1, taskFile: SLOW_TASK });
    await expect(pool.extractRecipe('<p>fine</p>', PAGE)).resolves.toBeDefined();
    await pool.close();
    // A late request during shutdown must not start a thread again.
    await expect(pool.extractRecipe('<p>fine</p>', PAGE)).rejects.toThrow('closed');
  });
});
