import { Readable } from 'node:stream';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_PAGE,
  ACCOUNT_MESSAGES,
  type AccountExport,
  type ExportedRecipe,
  largestPhotoPath,
  type HouseholdOnOwnerDeletion,
  type Recipe,
  type PublicUser,
  sameEmail,
  type UserGroceryLists,
  type UserMealPlan,
  type UserRecipesPage,
} from '@cookmark/contracts';
import {
  AppError,
  BadRequest,
  type CounterKey,
  InternalCallError,
  type InternalClient,
  type KeyOwner,
  personalKeyPatterns,
  personalKeys,
  type RedisSessionStore,
} from '@cookmark/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { type BillingStatusSource, isPremium } from './billing-status.ts';
import type { PasswordHasher } from './passwords.ts';
import type { HouseholdRepository } from '../repositories/household.repository.ts';
import type { UserRepository } from '../repositories/user.repository.ts';
import type { HouseholdService } from './household.service.ts';

/** Where a user's recipes, meal plan and grocery lists live: the recipes and grocery services. */
export interface UserDataSources {
  recipes(userId: string, after: string | null, requestId?: string): Promise<UserRecipesPage>;
  groceryLists(userId: string, requestId?: string): Promise<UserGroceryLists>;
  mealPlan(userId: string, requestId?: string): Promise<UserMealPlan>;
}

export function userDataOverHttp(recipes: InternalClient, grocery: InternalClient): UserDataSources {
  return {
    recipes: (userId, after, requestId) =>
      recipes.get<UserRecipesPage>(
        `/internal/users/${encodeURIComponent(userId)}/recipes?limit=${ACCOUNT_EXPORT_PAGE}${
          after ? `&after=${encodeURIComponent(after)}` : ''
        }`,
        requestId,
      ),
    groceryLists: (userId, requestId) =>
      grocery.get<UserGroceryLists>(`/internal/users/${encodeURIComponent(userId)}/grocery-lists`, requestId),
    mealPlan: (userId, requestId) =>
      recipes.get<UserMealPlan>(`/internal/users/${encodeURIComponent(userId)}/meal-plan`, requestId),
  };
}

/** The files of a user's photos, kept by the recipes service. */
export interface UserPhotos {
  /** One file of the user's photos (`{key}-{width}.webp`), base64, or null when there is none. */
  file(userId: string, name: string, requestId?: string): Promise<string | null>;
  /** Removes every file of the user's photos; throws when it cannot. */
  erase(userId: string, requestId?: string): Promise<void>;
}

export function userPhotosOverHttp(recipes: InternalClient): UserPhotos {
  const base = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/photos`;
  return {
    file: (userId, name, requestId) =>
      recipes.get<{ data: string }>(`${base(userId)}/${encodeURIComponent(name)}`, requestId).then(
        (answer) => answer.data,
        (error: unknown) => {
          if (error instanceof InternalCallError && error.answered === 404) return null;
          throw error;
        },
      ),
    erase: async (userId, requestId) => {
      await recipes.delete(base(userId), requestId);
    },
  };
}

/** The parser's collection imports of a user (their jobs hold file names and recipe titles). */
export interface UserImports {
  /** Stops a running import and removes every import of the user; throws when it cannot. */
  erase(userId: string, requestId?: string): Promise<void>;
}

export function userImportsOverHttp(parser: InternalClient): UserImports {
  return {
    erase: async (userId, requestId) => {
      await parser.delete(`/internal/users/${encodeURIComponent(userId)}/collection-imports`, requestId);
    },
  };
}

/** The largest copy of a recipe's photo, as the export carries it. */
async function photoFileOf(
  recipe: Recipe,
  userId: string,
  photos: UserPhotos,
  requestId: string,
): Promise<ExportedRecipe['photoFile']> {
  if (!recipe.photo) return undefined;
  const name = largestPhotoPath(recipe.photo).slice('/photos/'.length);
  const data = await photos.file(userId, name, requestId);
  return data === null ? undefined : { name, contentType: 'image/webp', data };
}

export interface AccountDataDeps {
  users: UserRepository;
  passwords: PasswordHasher;
  billing: BillingStatusSource;
  data: UserDataSources;
  photos: UserPhotos;
  imports: UserImports;
  households: HouseholdService;
  householdRows: HouseholdRepository;
  sessions: RedisSessionStore;
  redis: Redis;
  /** Names a rate limit's counter (RateLimits.counterKey): the user's and the address's are deleted. */
  counterKey: CounterKey;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * What the privacy policy promises: all of an account's data as one file, and the account deleted
 * with everything of it, in every service and in Redis.
 */
export class AccountDataService {
  private readonly deps: AccountDataDeps;

  constructor(deps: AccountDataDeps) {
    this.deps = deps;
  }

  /**
   * The account, its settings, every recipe, grocery list and meal plan entry, as JSON written while it is read:
   * recipes come a page at a time, so a large library is never held whole. The first page and the
   * lists are asked for before anything is sent, so a service that is down is a clear error.
   */
  async export(user: PublicUser, requestId: string): Promise<Readable> {
    const { data, billing, log, photos } = this.deps;
    const [firstPage, lists, plan, status] = await Promise.all([
      data.recipes(user.id, null, requestId),
      data.groceryLists(user.id, requestId),
      data.mealPlan(user.id, requestId),
      billing.statusFor(user.id, requestId),
    ]).catch((error: unknown) => {
      log.error({ err: error }, 'data export: a service did not answer');
      throw new AppError(503, ACCOUNT_MESSAGES.exportFailed);
    });
    const household = await this.householdOf(user.id);
    const head: Omit<AccountExport, 'recipes' | 'groceryLists' | 'mealPlan'> = {
      format: ACCOUNT_EXPORT_FORMAT,
      version: 1,
      exportedAt: this.deps.now().toISOString(),
      account: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        createdAt: user.createdAt,
        plan: isPremium(status) ? 'premium' : 'free',
      },
      settings: {
        defaultServings: user.defaultServings,
        units: user.units,
        theme: user.theme,
        emailNotifications: user.emailNotifications,
        recipeNotifications: user.recipeNotifications,
        groceryNotifications: user.groceryNotifications,
      },
      household,
    };
    async function* chunks(): AsyncGenerator<string> {
      yield `${JSON.stringify(head).slice(0, -1)},"recipes":[`;
      let page: UserRecipesPage = firstPage;
      let first = true;
      for (;;) {
        for (const recipe of page.recipes) {
          const photoFile = await photoFileOf(recipe, user.id, photos, requestId);
          const exported: ExportedRecipe = photoFile ? { ...recipe, photoFile } : recipe;
          yield `${first ? '' : ','}${JSON.stringify(exported)}`;
          first = false;
        }
        if (!page.next) break;
        page = await data.recipes(user.id, page.next, requestId);
      }
      yield `],"groceryLists":${JSON.stringify(lists.groceryLists)}`;
      yield `,"mealPlan":${JSON.stringify(plan.mealPlan)}}`;
    }
    return Readable.from(chunks());
  }

  /** The person's household for the export: its members as they see them, the invitations they sent. */
  private async householdOf(userId: string): Promise<AccountExport['household']> {
    const { households, householdRows } = this.deps;
    const household = await households.mine(userId);
    if (!household) return null;
    const me = household.members.find((member) => member.userId === userId);
    const sent = await householdRows.invitesSentBy(household.id, userId);
    const iso = (value: Date | string) => new Date(value).toISOString();
    return {
      id: household.id,
      name: household.name,
      role: me?.role ?? 'member',
      joinedAt: me?.joinedAt ?? household.createdAt,
      members: household.members.map(({ firstName, lastName, role }) => ({ firstName, lastName, role })),
      invitesSent: sent.map((invite) => ({
        email: invite.email,
        createdAt: iso(invite.createdAt),
        expiresAt: iso(invite.expiresAt),
        usedAt: invite.usedAt ? iso(invite.usedAt) : null,
      })),
    };
  }

  /**
   * Deletes the account once the typed e-mail and the password are right. Billing goes first (the
   * subscription is cancelled at Stripe); if it cannot, nothing is removed and the user may try
   * again. Then the user row, and with it (cascading) recipes, share links, grocery lists and reset
   * tokens; then every session on every device and the Redis keys named after the user's id or
   * address (cached counts and plans, rate-limit counters), by their exact names: never by a
   * pattern another user's key could match.
   */
  async delete(
    userId: string,
    email: string,
    password: string,
    requestId: string,
    household: HouseholdOnOwnerDeletion = 'hand-over',
  ): Promise<void> {
    const { users, passwords, billing, log } = this.deps;
    const account = await users.findCredentialsById(userId);
    if (!account) return;
    if (!sameEmail(email, account.email)) {
      throw new BadRequest(ACCOUNT_MESSAGES.emailMismatch, { email: ACCOUNT_MESSAGES.emailMismatch });
    }
    if (!(await passwords.verify(account.passwordHash, password))) {
      throw new BadRequest(ACCOUNT_MESSAGES.wrongPassword, { password: ACCOUNT_MESSAGES.wrongPassword });
    }
    await billing.erase(userId, requestId).catch((error: unknown) => {
      log.error({ err: error }, 'account deletion: billing could not erase the account; nothing removed');
      throw new AppError(503, ACCOUNT_MESSAGES.notDeleted);
    });
    // A running import would save recipes and photos: it is stopped, and every import removed, first.
    await this.deps.imports.erase(userId, requestId).catch((error: unknown) => {
      log.error(
        { err: error },
        'account deletion: the collection imports could not be removed; the account stays',
      );
      throw new AppError(503, ACCOUNT_MESSAGES.notDeleted);
    });
    // The photo files are not rows: they go before the rows that name them, or the account stays.
    await this.deps.photos.erase(userId, requestId).catch((error: unknown) => {
      log.error({ err: error }, 'account deletion: the photos could not be removed; the account stays');
      throw new AppError(503, ACCOUNT_MESSAGES.notDeleted);
    });
    // An owner's household goes to the member who joined first, or is deleted, as the person chose;
    // a member's place goes with the account's row.
    const householdMembers = await this.deps.households.beforeAccountDeletion(userId, household);
    await users.delete(userId);
    await this.deps.households.forget(householdMembers);
    await this.deps.sessions.destroyAllForUser(userId);
    await this.forgetInRedis({ userId, email: account.email });
  }

  /** Removes the owner's keys: the exact names, then the versioned families a batch at a time (SCAN). */
  private async forgetInRedis(owner: KeyOwner): Promise<void> {
    const { redis, counterKey } = this.deps;
    await redis.del(...personalKeys(owner, counterKey));
    for (const match of personalKeyPatterns(owner)) {
      for await (const keys of redis.scanStream({ match, count: 500 }) as AsyncIterable<string[]>) {
        if (keys.length > 0) await redis.del(...keys);
      }
    }
  }
}
