import { Redis } from 'ioredis';
import { type Actor, type Actors, loadActors, signIn } from './actors.ts';
import { type Answer, call } from './client.ts';
import { RECIPE_SEED, type RouteSpec } from './routes.ts';
import { SECURITY_REDIS_URL } from './stack-env.ts';

/** The suite's accounts, each with a session of this test file's own. */
export async function signedInActors(): Promise<Actors> {
  await clearRateLimits();
  const { victim, attacker, premium } = loadActors();
  return { victim: await signIn(victim), attacker: await signIn(attacker), premium: await signIn(premium) };
}

/** A recipe of `owner`'s, made through the API. */
export async function createRecipe(owner: Actor, title = 'Victim soup'): Promise<{ id: string }> {
  const answer = await call('POST', '/api/recipes', {
    cookie: owner.cookie,
    body: { ...RECIPE_SEED, title },
  });
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${answer.body}`);
  return answer.json as { id: string };
}

export function pathOf(route: RouteSpec, recipeId: string): string {
  return route.path.replace(':recipe', recipeId);
}

/** What no answer may carry: a stack trace, a source path, a database error. */
export function expectNoInternals(answer: Answer): void {
  expect(answer.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules|syntax error at|violates .* constraint/);
}

/** A refusal a person can read: the status, and a `{ message }` body with no internals. */
export function expectRefusal(answer: Answer, status: number): void {
  expect({ status: answer.status, message: typeof (answer.json as { message?: unknown })?.message }).toEqual({
    status,
    message: 'string',
  });
  expectNoInternals(answer);
}

/**
 * The per-address limits count every request from this one loopback address; between attacks the
 * suite clears them so that each answer shows the route's own checks (the limits have tests of their own).
 */
export async function clearRateLimits(): Promise<void> {
  const redis = new Redis(SECURITY_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', '*rate*limit*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
