import type { Db } from '@cookmark/db';
import { exportPoolFrom } from '@cookmark/export';
import {
  createEntitlements,
  createHouseholds,
  createServiceApp,
  type HouseholdDirectory,
  type EntitlementSource,
  internalRoutes,
  RateLimits,
  RedisLivePublisher,
  UserBudgets,
  RECIPES_VERSION_PREFIX,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RecipesConfig } from './config.ts';
import { CalendarFeeds } from './domain/calendar-feed.ts';
import { MealPlanService } from './domain/meal-plan.ts';
import { HouseholdScopes } from './domain/household-scope.ts';
import { HouseholdLibrary } from './domain/household-library.ts';
import { householdLibraryRoutes } from './routes/household-library.routes.ts';
import { NutritionPool } from './domain/nutrition/nutrition-pool.ts';
import { PlanNutrition } from './domain/nutrition/plan-nutrition.ts';
import { RecipeEnergy } from './domain/nutrition/recipe-energy.ts';
import { RecipeNutritionService } from './domain/nutrition/recipe-nutrition.ts';
import { RecipesVersion } from './domain/recipes-version.ts';
import { RecipeLibrary } from './domain/recipe-library.ts';
import { RecipePhotos } from './domain/recipe-photos.ts';
import { imageFetcherFrom, photoStoreFrom } from './photos/photo-config.ts';
import { PhotoPool } from './photos/photo-pool.ts';
import type { PhotoStore } from './photos/photo-store.ts';
import { PhotoRepository } from './repositories/photo.repository.ts';
import { photoRoutes } from './routes/photo.routes.ts';
import { SharedRecipes } from './domain/shared-recipes.ts';
import { TagLibrary } from './domain/tag-library.ts';
import { MealPlanRepository } from './repositories/meal-plan.repository.ts';
import { NutritionChoiceRepository } from './repositories/nutrition-choice.repository.ts';
import { RecipeRepository } from './repositories/recipe.repository.ts';
import { ShareLinkRepository } from './repositories/share-link.repository.ts';
import { TagRepository } from './repositories/tag.repository.ts';
import { exportRoutes } from './routes/export.routes.ts';
import { nutritionRoutes } from './routes/nutrition.routes.ts';
import { recipeInternalRoutes } from './routes/internal.routes.ts';
import { collectionInternalRoutes } from './routes/collection.routes.ts';
import { libraryExportRoutes } from './routes/library-export.routes.ts';
import { CollectionRecipes } from './domain/collection-recipes.ts';
import { RecipeDuplicatesRepository } from './repositories/recipe-duplicates.repository.ts';
import { mealPlanFeedRoutes } from './routes/meal-plan-feed.routes.ts';
import { mealPlanRoutes } from './routes/meal-plan.routes.ts';
import { recipeRoutes } from './routes/recipe.routes.ts';
import { scaleRoutes } from './routes/scale.routes.ts';
import { shareRoutes } from './routes/share.routes.ts';
import { substitutionRoutes } from './routes/substitution.routes.ts';
import { tagRoutes } from './routes/tag.routes.ts';

export interface RecipesDeps {
  db?: Db;
  redis?: Redis;
  /** Who is premium; billing's answer (cached in Redis) by default. */
  entitlements?: EntitlementSource;
  /** Per-address limits of the public routes; over the service's Redis by default. */
  rateLimits?: RateLimits;
  logger?: boolean;
  /** Where photos are kept; from the config (S3 or PHOTO_DIR) by default. */
  photoStore?: PhotoStore;
  /** Who is in a person's household; auth over HTTP (cached in Redis) by default. */
  households?: HouseholdDirectory;
}

export async function buildApp(config: RecipesConfig, deps: RecipesDeps = {}): Promise<FastifyInstance> {
  const { app, db, redis, cache } = await createServiceApp({
    name: 'recipes',
    trackedPrefixes: [RECIPES_VERSION_PREFIX],
    config,
    postgres: deps.db,
    redis: deps.redis,
    logger: deps.logger,
  });
  const versions = new RecipesVersion(redis, app.log, cache);
  const recipes = new RecipeRepository(db);
  const entitlements = deps.entitlements ?? createEntitlements(config, redis);
  const budgets = new UserBudgets(redis);
  const scopes = new HouseholdScopes(deps.households ?? createHouseholds(config, redis));
  await app.register(scaleRoutes, {
    recipes,
    entitlements,
    budgets,
    scopes,
    flags: { recipeScaling: config.RECIPE_SCALING_ENABLED },
  });
  await app.register(substitutionRoutes, { entitlements, budgets });
  const rateLimits = deps.rateLimits ?? new RateLimits(redis);
  const nutritionPool = new NutritionPool();
  app.addHook('onClose', () => nutritionPool.close());
  const choices = new NutritionChoiceRepository(db);
  const energy = new RecipeEnergy({ recipes, choices, pool: nutritionPool, log: app.log });
  const nutrition = new RecipeNutritionService({
    recipes,
    choices,
    pool: nutritionPool,
    entitlements,
    energy,
    versions,
  });
  const photoPool = new PhotoPool();
  app.addHook('onClose', () => photoPool.close());
  const photoStore = deps.photoStore ?? photoStoreFrom(config);
  app.addHook('onClose', async () => photoStore.close?.());
  const photos = new RecipePhotos({
    photos: new PhotoRepository(db),
    store: photoStore,
    pool: photoPool,
    versions,
    fetchImage: imageFetcherFrom(config),
    log: app.log,
  });
  await app.register(photoRoutes, { photos, budgets });
  const tags = new TagRepository(db);
  const library = new RecipeLibrary({ recipes, tags, versions, lists: cache, energy, photos });
  const household = new HouseholdLibrary({ recipes, library, scopes });
  await app.register(householdLibraryRoutes, { household });
  await app.register(recipeRoutes, { library, entitlements, household });
  await app.register(tagRoutes, { library, tags: new TagLibrary({ tags, versions }) });
  await app.register(shareRoutes, {
    shared: new SharedRecipes({
      shares: new ShareLinkRepository(db),
      versions,
      nutritionOf: (owner, recipe) => nutrition.forSharedRecipe(owner, recipe),
    }),
    rateLimits,
    appUrl: config.APP_URL,
  });
  const planEntries = new MealPlanRepository(db);
  const plan = new MealPlanService(
    planEntries,
    new RedisLivePublisher(redis, app.log),
    new PlanNutrition({ nutrition, budgets, log: app.log }),
    scopes,
  );
  await app.register(mealPlanRoutes, { plan, entitlements });
  await app.register(mealPlanFeedRoutes, {
    feeds: new CalendarFeeds({ entries: planEntries, appUrl: config.APP_URL, scopes }),
    entitlements,
    rateLimits,
  });
  const pool = exportPoolFrom(config);
  app.addHook('onClose', () => pool.close());
  await app.register(exportRoutes, { recipes, entitlements, pool, budgets, nutrition, photos });
  await app.register(libraryExportRoutes, { recipes, photos, budgets });
  await app.register(nutritionRoutes, { nutrition, pool: nutritionPool, entitlements, budgets });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, recipeInternalRoutes), {
    prefix: '/internal',
    recipes,
    plan,
    photos,
    choices,
    scopes,
  });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, collectionInternalRoutes), {
    prefix: '/internal',
    collections: new CollectionRecipes({
      library,
      duplicates: new RecipeDuplicatesRepository(db),
      photos,
      log: app.log,
    }),
  });
  return app;
}
