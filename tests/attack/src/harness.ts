import { liveScopeOfUser } from '@cookmark/contracts';
import { Redis } from 'ioredis';
import { type Actor, type Actors, loadActors, signIn } from './actors.ts';
import { type Answer, call } from './client.ts';
import {
  LIST_SEED,
  PLAN_DAY,
  RECIPE_SEED,
  type RouteSpec,
  SOME_HOUSEHOLD_ID,
  SOME_OTHER_ID,
} from './routes.ts';
import { securityRedisUrl } from './stack-env.ts';

/** The suite's accounts, each with a session of this test file's own. */
export async function signedInActors(): Promise<Actors> {
  await clearRateLimits();
  const { victim, attacker, premium, rival } = loadActors();
  return {
    victim: await signIn(victim),
    attacker: await signIn(attacker),
    premium: await signIn(premium),
    rival: await signIn(rival),
  };
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

/** A grocery list of `owner`'s (a paying user), made through the API. */
export async function createList(owner: Actor, name = 'Victim shop'): Promise<{ id: string }> {
  const answer = await call('POST', '/api/grocery-lists', {
    cookie: owner.cookie,
    body: { ...LIST_SEED, name },
  });
  if (answer.status !== 201) throw new Error(`list create answered ${answer.status}: ${answer.body}`);
  return answer.json as { id: string };
}

/** Ids of things the suite aims at. */
export interface Targets {
  /** The victim's recipe (free user). */
  recipe: string;
  /** The paying user's recipe, for premium routes. */
  premiumRecipe: string;
  /** The paying user's grocery list. */
  list: string;
  /** The token of the victim's live share link of `recipe`. */
  share: string;
  /** The paying user's meal plan entry (their recipe, on PLAN_DAY). */
  entry: string;
  /** The token of the paying user's calendar feed. */
  feed: string;
  /** The paying user's live scope (their lists and plan). */
  scope: string;
}

/** Plans the user's recipe on PLAN_DAY and turns their calendar feed on; answers both. */
async function planAndFeed(owner: Actor, recipeId: string): Promise<{ entry: string; feed: string }> {
  const entry = await call('POST', '/api/meal-plan/entries', {
    cookie: owner.cookie,
    body: { date: PLAN_DAY, meal: 'dinner', recipeId },
  });
  if (entry.status !== 201) throw new Error(`plan answered ${entry.status}: ${entry.body}`);
  const feed = await call('POST', '/api/meal-plan/feed', { cookie: owner.cookie });
  if (feed.status !== 201) throw new Error(`feed answered ${feed.status}: ${feed.body}`);
  const token = new URL((feed.json as { url: string }).url).pathname.split('/').pop() ?? '';
  return { entry: (entry.json as { id: string }).id, feed: token.replace(/\.ics$/, '') };
}

/** Shares `recipeId` as its owner; answers the link's token. */
export async function shareRecipe(owner: Actor, recipeId: string): Promise<string> {
  const answer = await call('POST', `/api/recipes/${recipeId}/share`, { cookie: owner.cookie });
  if (answer.status !== 200) throw new Error(`share answered ${answer.status}: ${answer.body}`);
  return (answer.json as { token: string }).token;
}

/** Makes the targets of one test file: a recipe of the victim's, a recipe and a list of the paying user's. */
async function createTargets(actors: Actors, title: string): Promise<Targets> {
  const recipe = (await createRecipe(actors.victim, title)).id;
  const premiumRecipe = (await createRecipe(actors.premium, title)).id;
  return {
    recipe,
    premiumRecipe,
    list: (await createList(actors.premium, title)).id,
    share: await shareRecipe(actors.victim, recipe),
    ...(await planAndFeed(actors.premium, premiumRecipe)),
    scope: liveScopeOfUser(actors.premium.id),
  };
}

/** A test file's accounts (sessions of its own) and the things it attacks, named by `title`. */
export async function attackSetup(title: string): Promise<{ actors: Actors; targets: Targets }> {
  const actors = await signedInActors();
  return { actors, targets: await createTargets(actors, title) };
}

/** Premium routes aim at the paying user's recipe, the others at the victim's. */
function recipeOf(route: RouteSpec, targets: Targets): string {
  return route.access === 'premium' ? targets.premiumRecipe : targets.recipe;
}

/** The route's path with its placeholders filled. */
export function pathOf(route: RouteSpec, targets: Targets): string {
  const path = route.path
    .replace(':recipe', recipeOf(route, targets))
    .replace(':list', targets.list)
    .replace(':share', targets.share)
    .replace(':entry', targets.entry)
    .replace(':feed', targets.feed)
    .replace(':household', SOME_HOUSEHOLD_ID)
    .replace(/:invite\b|:member\b/, SOME_OTHER_ID);
  return route.query ? `${path}?${route.query.replace(':scope', encodeURIComponent(targets.scope))}` : path;
}

/** Who owns what `pathOf` aims at: the paying user on premium routes, the victim otherwise. */
export function ownerOf(route: RouteSpec, actors: Actors): Actor {
  return route.access === 'premium' ? actors.premium : actors.victim;
}

/** The owner's view of what a route aims at, to compare before and after an attack. */
export async function ownersView(route: RouteSpec, actors: Actors, targets: Targets): Promise<unknown> {
  const owner = ownerOf(route, actors);
  const paths = [
    `/api/recipes/${recipeOf(route, targets)}`,
    ...(route.access === 'premium'
      ? [
          `/api/grocery-lists/${targets.list}`,
          `/api/meal-plan?from=${PLAN_DAY}&to=${PLAN_DAY}`,
          '/api/meal-plan/feed',
        ]
      : []),
    // The foods kept for the recipe's lines show in its nutrition.
    ...(route.path.includes('/nutrition') ? [`/api/recipes/${recipeOf(route, targets)}/nutrition`] : []),
  ];
  const views = [];
  for (const path of paths) {
    const answer = await call('GET', path, { cookie: owner.cookie });
    views.push({ path, status: answer.status, body: answer.json });
  }
  return views;
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
  const redis = new Redis(securityRedisUrl());
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
