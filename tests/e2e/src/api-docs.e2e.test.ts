import { url } from './browser.ts';
import { page } from './page.ts';

test('the API reference page (/api/docs) shows every public route, under the CSP, with no script error', async () => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // The page's own scripts and styles only: a CSP refusal is reported as a console error.
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('requestfailed', (request) => errors.push(`${request.url()} failed`));

  const answer = await page.goto(url('/api/docs'));
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForSelector('.opblock-summary-path', { timeout: 15_000 });
  expect(await page.$eval('.info .title', (title) => title.textContent)).toContain('Cookmark API');
  const shown = await page.$$eval('.opblock-summary', (blocks) =>
    blocks.map((block) => {
      const method = block.querySelector('.opblock-summary-method')?.textContent ?? '';
      const path = block.querySelector('.opblock-summary-path')?.textContent ?? '';
      return `${method} ${path.replace(/\u200b/g, '')}`;
    }),
  );
  for (const route of [
    'POST /api/auth/login',
    'GET /api/recipes/{id}',
    'POST /api/parse-recipe',
    'DELETE /api/grocery-lists/{id}',
    'GET /api/billing/summary',
  ]) {
    expect(shown).toContain(route);
  }
  expect(errors).toEqual([]);
});
