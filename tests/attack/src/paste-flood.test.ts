import { call } from './client.ts';
import { clearRateLimits } from './harness.ts';
import { SECURITY_PORTS } from './stack-env.ts';

/**
 * The attack that froze import for everyone: pasted pages whose JSON-LD durations are 200,000 digits
 * long. Extraction runs in worker threads with a deadline, so the service's own event loop keeps
 * answering while they are read, and each paste answers within the deadline.
 */
const hostilePage = (field: string) =>
  `<html><body><script type="application/ld+json">${JSON.stringify({
    '@type': 'Recipe',
    name: 'Slow',
    recipeIngredient: ['1 egg'],
    recipeInstructions: ['Boil'],
    [field]: `1${'1'.repeat(200_000)}x`,
  })}</script></body></html>`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

describe('30 hostile pastes at once', () => {
  it('each answers within the deadline while /healthz answers at once', async () => {
    await clearRateLimits();
    const fields = ['totalTime', 'cookTime', 'prepTime', 'recipeYield'];
    const pastes = Array.from({ length: 30 }, (_, i) =>
      timed(() =>
        call('POST', '/api/parse-recipe', {
          body: {
            url: `https://slow.example.com/r${i}`,
            html: hostilePage(fields[i % fields.length] ?? 'totalTime'),
          },
        }),
      ),
    );
    let settled = false;
    const all = Promise.all(pastes).finally(() => {
      settled = true;
    });
    const health: number[] = [];
    while (!settled) {
      const [answer, ms] = await timed(() =>
        call('GET', '/healthz', { base: `http://127.0.0.1:${SECURITY_PORTS.parser}` }),
      );
      expect(answer.status).toBe(200);
      health.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const answers = await all;
    for (const [answer, ms] of answers) {
      // Read in time (the durations are simply not durations) or stopped at the deadline with a message.
      expect([200, 422]).toContain(answer.status);
      if (answer.status === 422) expect(answer.json).toEqual({ message: expect.any(String) as unknown });
      expect(ms).toBeLessThan(20_000);
    }
    expect(health.length).toBeGreaterThan(0);
    expect(Math.max(...health)).toBeLessThan(1_000);
  });
});

describe('a pasted page nested 40,000 elements deep (and hiding a tab of it)', () => {
  it('is read like any page, not a 500 from an overflowed stack', async () => {
    await clearRateLimits();
    const html = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Recipe',
      name: 'Deep',
      recipeIngredient: ['1 egg', '2 g salt', '100 g flour', '200 ml milk', '1 tbsp butter'],
      recipeInstructions: ['Whisk the egg, the flour and the milk.', 'Fry in the butter.'],
    })}</script>${'<div>'.repeat(40_000)}<div class="d-none"><ul><li>200 ml milk</li><li>1 tbsp butter</li></ul></div>`;
    const answer = await call('POST', '/api/parse-recipe', {
      body: { url: 'https://deep.example.com/r', html },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ recipe: { title: 'Deep' } });
  });
});
