import { parseJobId, QUEUES } from '@cookmark/queue';
import { findUnstorableText } from '@cookmark/service-kit';
import { Queue } from 'bullmq';
import { ChromiumRenderer } from '../src/domain/renderer.ts';
import { TEST_ALLOWED_ADDRESSES } from '../src/domain/fetch-options.ts';
import {
  type Fixture,
  fixturePage,
  type Harness,
  hitsOf,
  routes,
  send,
  startFixture,
  startHarness,
} from './helpers.ts';

/** The pie page with lone surrogates in its JSON-LD, written as JSON escapes (`\ud800`, 6 characters). */
const tornPie = () =>
  fixturePage('jsonld-pie.html')
    .replace(`"Grandma's Apple Pie"`, `"Grandma's Apple Pie \\ud800"`)
    .replace('"6 apples, sliced"', '"6 apples\\udfff, sliced"')
    .replace('"dessert, baking"', '"dessert\\ud800, baking"');

let h: Harness;
let site: Fixture;
let base: string;

beforeAll(async () => {
  h = await startHarness();
  const slow = (body: string, ms: number) => () => (_req: unknown, res: Parameters<typeof send>[0]) =>
    setTimeout(() => send(res, body), ms);
  site = await startFixture(
    routes({
      '/pie': (_req, res) => send(res, fixturePage('jsonld-pie.html')),
      '/pie-again': (_req, res) => send(res, fixturePage('jsonld-pie.html')),
      '/slow-pie': slow(fixturePage('jsonld-pie.html'), 400)(),
      '/soup': (_req, res) => send(res, fixturePage('js-rendered-soup.html')),
      '/menu-soup': (_req, res) => send(res, fixturePage('menu-first-soup.html')),
      '/static/recipe-app.js': (_req, res) =>
        send(res, fixturePage('recipe-app.js'), { 'Content-Type': 'text/javascript' }),
      '/gone': (_req, res) => send(res, 'gone', {}, 404),
      '/torn-pie': (_req, res) => send(res, tornPie()),
    }),
  );
  base = `http://127.0.0.1:${site.port}`;
  h.startWorker({
    renderer: new ChromiumRenderer({
      executablePath: h.config.CHROMIUM_PATH,
      timeoutMs: 15_000,
      testAllowedAddresses: TEST_ALLOWED_ADDRESSES,
    }),
  });
});

afterAll(async () => {
  await h.close();
  await site.close();
});

const parse = (payload: unknown, remoteAddress = '127.0.0.1', query = '') =>
  h.app.inject({
    method: 'POST',
    url: `/api/parse-recipe${query}`,
    payload: payload as object,
    remoteAddress,
  });

describe('POST /api/parse-recipe', () => {
  test('a page with JSON-LD gives the parsed recipe and its extraction report', async () => {
    const response = await parse({ url: `${base}/pie` });
    expect(response.statusCode).toBe(200);
    const { recipe, report } = response.json();
    expect(recipe).toMatchObject({
      title: "Grandma's Apple Pie",
      description: 'A flaky, buttery apple pie.',
      ingredients: ['2 pie crusts', '6 apples, sliced', '3/4 cup sugar', '1 tsp cinnamon'],
      instructions: [
        'Heat the oven to 200 C.',
        'Toss the apples with sugar and cinnamon.',
        'Fill the crust, cover and bake for 1 hour.',
      ],
      prepTime: '30 mins',
      cookTime: '1 hr',
      totalTime: '1 hr 30 mins',
      time: { prep: 30, cook: 60, total: 90 },
      servings: 8,
      tags: ['dessert', 'baking'],
      image: `${base}/img/pie.jpg`,
      originalUrl: `${base}/pie`,
    });
    expect(recipe.sections).toEqual([
      { name: null, ingredients: recipe.ingredients, instructions: recipe.instructions },
    ]);
    expect(report).toMatchObject({
      method: 'json-ld',
      success: true,
      foundData: { ingredientCount: 4, instructionCount: 3 },
      // Which source each part came from, and why (issue #30).
      parts: {
        ingredients: { from: 'json-ld', why: 'the structured data agrees with what the page shows' },
        instructions: { from: 'json-ld', why: 'the structured data agrees with what the page shows' },
      },
    });
    expect(report.completenessScore).toBeGreaterThanOrEqual(90);
  });

  test('a repeated import answers from the cache without fetching the page again', async () => {
    const first = await parse({ url: `${base}/pie-again` });
    expect(first.statusCode).toBe(200);
    expect(hitsOf(site, '/pie-again')).toBe(1);
    const again = await parse({ url: `${base}/pie-again#comments` });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(hitsOf(site, '/pie-again')).toBe(1);
  });

  test('two simultaneous imports of one page run one job and get the same answer', async () => {
    const [a, b] = await Promise.all([
      parse({ url: `${base}/slow-pie` }),
      parse({ url: `${base}/slow-pie` }),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
    expect(hitsOf(site, '/slow-pie')).toBe(1);
  });

  test('a page that builds its recipe with JavaScript is imported through Chromium', async () => {
    const response = await parse({ url: `${base}/soup` });
    expect(response.statusCode).toBe(200);
    const { recipe, report } = response.json();
    expect(report.method).toBe('rendered');
    expect(report.success).toBe(true);
    expect(recipe.title).toBe('Midnight Tomato Soup');
    expect(recipe.ingredients).toHaveLength(4);
    expect(recipe.instructions).toHaveLength(3);
    expect(recipe.totalTime).toBe('40 mins');
    // The page came from the vetted fetch (one hit), its script through the request guard.
    expect(hitsOf(site, '/soup')).toBe(1);
    expect(hitsOf(site, '/static/recipe-app.js')).toBe(1);
    expect(hitsOf(site, '/img/hero.jpg')).toBe(0);
  });

  test('a complete recipe that fails the quality gate (its ingredients are the site menu) is rendered in Chromium', async () => {
    const response = await parse({ url: `${base}/menu-soup` });
    expect(response.statusCode).toBe(200);
    const { recipe, report } = response.json();
    expect(report.method).toBe('rendered');
    expect(recipe.ingredients).toEqual([
      '1 kg tomatoes',
      '1 onion, chopped',
      '2 cloves garlic',
      '500 ml stock',
    ]);
    expect(recipe.instructions).toHaveLength(3);
    expect(report.warnings.join(' ')).not.toMatch(/navigation/);
  });

  test.each([
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/'],
    ['localhost', 'http://localhost/'],
    ['another loopback address', 'http://127.0.0.2/'],
  ])('%s is refused with a clear message and no retries', async (_name, url) => {
    const response = await parse({ url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'This address is not allowed.' });
    const queue = new Queue(QUEUES.parse, {
      connection: { url: h.config.REDIS_URL },
      prefix: h.config.PARSER_QUEUE_PREFIX,
    });
    const job = await queue.getJob(parseJobId(new URL(url).href));
    expect(job?.attemptsMade).toBe(1);
    expect(job?.failedReason).toContain('This address is not allowed.');
    await queue.close();
  });

  test('a page the site refuses gives its status in the message, not the site text', async () => {
    const response = await parse({ url: `${base}/gone` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The site refused the request (HTTP 404).' });
  });

  test.each([[''], ['not a url'], ['pancakes'], ['ftp://example.com/pie'], [42]])(
    '%p is not a web address',
    async (url) => {
      const response = await parse({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please enter a valid web address');
    },
  );

  test('pasted page source is extracted without fetching anything', async () => {
    const before = site.requests.length;
    const response = await parse({
      url: 'https://fixture.example/pie',
      html: fixturePage('jsonld-pie.html'),
    });
    expect(response.statusCode).toBe(200);
    const { recipe, report } = response.json();
    expect(recipe.title).toBe("Grandma's Apple Pie");
    expect(recipe.originalUrl).toBe('https://fixture.example/pie');
    expect(recipe.image).toBe('https://fixture.example/img/pie.jpg');
    expect(report.method).toBe('json-ld');
    expect(site.requests.length).toBe(before);
  });

  test('pasted page source needs no address: the page names its own, or there is none', async () => {
    const before = site.requests.length;
    const page = fixturePage('jsonld-pie.html');
    const named = page.replace(
      '<head>',
      '<head><link rel="canonical" href="https://pies.example/apple-pie">',
    );
    const response = await parse({ html: named });
    expect(response.statusCode).toBe(200);
    expect(response.json().recipe.title).toBe("Grandma's Apple Pie");
    expect(response.json().recipe.originalUrl).toBe('https://pies.example/apple-pie');

    const blankUrl = await parse({ url: '  ', html: page });
    expect(blankUrl.statusCode).toBe(200);
    expect(blankUrl.json().recipe.title).toBe("Grandma's Apple Pie");
    expect(blankUrl.json().recipe.originalUrl).toBe('');
    expect(site.requests.length).toBe(before);
  });

  test('half a character in the JSON-LD of a page, pasted or fetched, comes out as U+FFFD', async () => {
    const torn = tornPie();
    const pasted = await parse({ url: 'https://fixture.example/pie', html: torn });
    const fetched = await parse({ url: `${base}/torn-pie` });
    for (const response of [pasted, fetched]) {
      expect(response.statusCode).toBe(200);
      const { recipe } = response.json<{
        recipe: { title: string; ingredients: string[]; tags: string[] };
      }>();
      expect(findUnstorableText(recipe)).toBe(null);
      expect(recipe.title).toBe("Grandma's Apple Pie \uFFFD");
      expect(recipe.ingredients).toContain('6 apples\uFFFD, sliced');
      expect(recipe.tags).toContain('dessert\uFFFD');
    }
  });

  test('neither an address nor page source is a 400', async () => {
    const response = await parse({});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter a valid web address');
  });

  test('pasted page source over 5 MB is refused', async () => {
    const response = await parse({
      url: 'https://fixture.example/pie',
      html: 'x'.repeat(5 * 1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The pasted page is too large to import (at most 5 MB).');
  });

  test('blank pasted page source is refused, not read as an empty recipe', async () => {
    const response = await parse({ url: 'https://fixture.example/pie', html: '  \n ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please paste the page source');
  });

  test('?async=1 answers the job id at once; the job can be followed to its result', async () => {
    const accepted = await parse({ url: `${base}/slow-pie?async` }, '127.0.0.1', '?async=1');
    expect(accepted.statusCode).toBe(202);
    const { jobId, status } = accepted.json();
    expect(status).toBe('pending');
    expect(jobId).toBe(parseJobId(`${base}/slow-pie?async`));
    let body: {
      state: string;
      progress: { stage: string; percent: number };
      result?: { recipe: { title: string } };
    };
    do {
      await new Promise((r) => setTimeout(r, 100));
      const polled = await h.app.inject({ method: 'GET', url: `/api/parse-jobs/${jobId}` });
      expect(polled.statusCode).toBe(200);
      body = polled.json();
    } while (body.state !== 'completed');
    expect(body.progress).toEqual({ stage: 'done', percent: 100 });
    expect(body.result?.recipe.title).toBe("Grandma's Apple Pie");
  });

  test('an unknown job is not found', async () => {
    for (const id of ['0'.repeat(64), 'nope']) {
      const response = await h.app.inject({ method: 'GET', url: `/api/parse-jobs/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'This import was not found. Please start it again.' });
    }
  });

  test('more than 30 imports a minute from one address are refused', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await parse({ url: 'not a url' }, '198.51.100.7')).statusCode);
    expect(answers.slice(0, 30).every((s) => s === 400)).toBe(true);
    const refused = await parse({ url: `${base}/pie` }, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many recipe imports. Please wait a minute and try again.',
    });
    const other = await parse({ url: 'not a url' }, '198.51.100.8');
    expect(other.statusCode).toBe(400);
  });
});

describe('health', () => {
  test('/healthz and /readyz answer', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await h.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ok', checks: { redis: true } });
  });
});
