import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  FEED_TOKEN_PATTERN,
  MEAL_LABELS,
  MEAL_PLAN_LIMITS,
  MEAL_PLAN_MESSAGES,
  type MealPlanFeed,
  type MealPlanFeedStatus,
  mealPlanFeedPath,
} from '@cookmark/contracts';
import { writeCalendar } from '@cookmark/kitchen';
import { NotFound } from '@cookmark/service-kit';
import type { MealPlanRepository } from '../repositories/meal-plan.repository.ts';
import { alone, type HouseholdScopes } from './household-scope.ts';

/** 256 random bits, URL-safe (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

/** What is stored of a token: its SHA-256, hex (a stolen table opens no feed). */
export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const today = () => new Date().toISOString().slice(0, 10);

export interface CalendarFeedsDeps {
  entries: MealPlanRepository;
  /** Cookmark's public address (APP_URL): feed and recipe links point there. */
  appUrl: string;
  /** Issue #32: a household member's feed shows the household's plan. Alone by default. */
  scopes?: Pick<HouseholdScopes, 'of'>;
}

/**
 * The private calendar feed of a user's plan: a secret address (shown once when made), that
 * calendar apps poll. Making it again rotates it (the old address stops); revoking ends it.
 */
export class CalendarFeeds {
  private readonly deps: CalendarFeedsDeps;

  constructor(deps: CalendarFeedsDeps) {
    this.deps = deps;
  }

  async status(userId: string): Promise<MealPlanFeedStatus> {
    const feed = await this.deps.entries.feed(userId);
    return { feed: feed ? { createdAt: feed.createdAt.toISOString() } : null };
  }

  /** A new secret address; any earlier one stops working at once. */
  async create(userId: string): Promise<MealPlanFeed> {
    const token = newToken();
    const createdAt = await this.deps.entries.saveFeed(userId, feedTokenHash(token));
    return {
      url: new URL(mealPlanFeedPath(token), this.deps.appUrl).toString(),
      createdAt: createdAt.toISOString(),
    };
  }

  async revoke(userId: string): Promise<void> {
    await this.deps.entries.revokeFeed(userId);
  }

  /** Whose feed the token opens; 404 for a malformed, unknown or revoked one (all alike). */
  async owner(token: string): Promise<string> {
    const owner = FEED_TOKEN_PATTERN.test(token)
      ? await this.deps.entries.feedOwner(feedTokenHash(token))
      : undefined;
    if (!owner) throw new NotFound(MEAL_PLAN_MESSAGES.feedNotFound);
    return owner;
  }

  /**
   * The owner's plan as iCalendar: an all-day event per entry from MEAL_PLAN_LIMITS.feedPastDays
   * days ago on (at most feedEvents), summary 'Dinner: Lasagne', a recipe's link at its servings.
   */
  async calendar(userId: string): Promise<string> {
    const sharers = this.deps.scopes ? await this.deps.scopes.of(userId) : alone(userId);
    const entries = await this.deps.entries.feedEntries(
      sharers,
      addDays(today(), -MEAL_PLAN_LIMITS.feedPastDays),
      MEAL_PLAN_LIMITS.feedEvents,
    );
    return writeCalendar({
      productId: '-//Cookmark//Meal plan//EN',
      name: 'Cookmark meal plan',
      events: entries.map((entry) => {
        const recipeUrl =
          entry.recipeId === null
            ? undefined
            : new URL(`/recipe/${entry.recipeId}?servings=${entry.servings}`, this.deps.appUrl).toString();
        return {
          uid: `${entry.id}@cookmark`,
          date: entry.date,
          summary: `${MEAL_LABELS[entry.meal]}: ${entry.title}`,
          ...(recipeUrl
            ? { description: `${entry.title}, for ${entry.servings} servings\n${recipeUrl}`, url: recipeUrl }
            : {}),
          stamp: new Date(entry.updatedAt),
        };
      }),
    });
  }
}
