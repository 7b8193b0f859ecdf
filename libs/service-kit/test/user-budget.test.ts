import { randomUUID } from 'node:crypto';
import { testRedisUrl } from '@cookmark/db';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { registerErrorHandler } from '../src/error-handler.ts';
import { OverBudget, type UserBudgetRule, UserBudgets } from '../src/user-budget.ts';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());

const rule = (over: Partial<UserBudgetRule> = {}): UserBudgetRule => ({
  name: `test-${randomUUID()}`,
  perMinute: 3,
  concurrent: 1,
  leaseMs: 60_000,
  what: 'tests',
  ...over,
});

describe('UserBudgets', () => {
  const budgets = new UserBudgets(redis);

  test('a user may start perMinute requests a minute; the next is 429 with the wait in seconds', async () => {
    const r = rule({ concurrent: 10 });
    for (let i = 0; i < 3; i++) await budgets.run(r, 'ann', async () => undefined);
    const refused = budgets.run(r, 'ann', async () => undefined);
    await expect(refused).rejects.toBeInstanceOf(OverBudget);
    const error = (await refused.catch((e: unknown) => e)) as OverBudget;
    expect(error.statusCode).toBe(429);
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(error.message).toMatch(
      /^You can start at most 3 tests a minute\. Please wait \d+ seconds? and try again\.$/,
    );
    // Another user's budget is their own.
    await expect(budgets.run(r, 'bob', async () => 'done')).resolves.toBe('done');
  });

  test('one place at a time: a second request while the first runs is refused, then allowed', async () => {
    const r = rule({ perMinute: 100 });
    let finish = () => {};
    const first = budgets.run(r, 'ann', () => new Promise<void>((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(budgets.run(r, 'ann', async () => undefined)).rejects.toMatchObject({
      statusCode: 429,
      retryAfterSeconds: 5,
      message: expect.stringMatching(/still running/) as unknown,
    });
    finish();
    await first;
    await expect(budgets.run(r, 'ann', async () => 'again')).resolves.toBe('again');
  });

  test('a place is given back when the work fails', async () => {
    const r = rule({ perMinute: 100 });
    await expect(budgets.run(r, 'ann', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(budgets.run(r, 'ann', async () => 'next')).resolves.toBe('next');
  });

  test('the place of a process that died frees itself when its lease ends', async () => {
    const r = rule({ perMinute: 100, leaseMs: 300 });
    await budgets.take(r, 'ann'); // never released, as if the process had died
    await expect(budgets.take(r, 'ann')).rejects.toBeInstanceOf(OverBudget);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(budgets.take(r, 'ann')).resolves.toBeDefined();
  });

  test('holds across copies of a service (two clients of one Redis)', async () => {
    const other = new Redis(testRedisUrl());
    try {
      const r = rule({ perMinute: 2, concurrent: 5 });
      await budgets.run(r, 'ann', async () => undefined);
      await new UserBudgets(other).run(r, 'ann', async () => undefined);
      await expect(budgets.run(r, 'ann', async () => undefined)).rejects.toBeInstanceOf(OverBudget);
    } finally {
      other.disconnect();
    }
  });

  test('the error handler answers 429 with Retry-After and the message', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/', async () => {
      throw new OverBudget('Please wait 7 seconds and try again.', 7);
    });
    const answer = await app.inject({ method: 'GET', url: '/' });
    expect(answer.statusCode).toBe(429);
    expect(answer.headers['retry-after']).toBe('7');
    expect(answer.json()).toEqual({ message: 'Please wait 7 seconds and try again.' });
    await app.close();
  });
});
