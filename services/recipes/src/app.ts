import { createDb, type Db, dbStore } from '@cookmark/db';
import {
  createEntitlements,
  createRedis,
  createServer,
  type EntitlementSource,
  internalRoutes,
  redisStore,
  registerStores,
  registerSession,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { RecipesConfig } from './config.ts';
import { RecipeCountCache } from './lib/count-cache.ts';
import { registerServerTiming } from './lib/server-timing.ts';
import { RecipeRepository } from './repositories/recipe.repository.ts';
import { recipeInternalRoutes } from './routes/internal.routes.ts';
import { recipeRoutes } from './routes/recipe.routes.ts';
import { scaleRoutes } from './routes/scale.routes.ts';
import { substitutionRoutes } from './routes/substitution.routes.ts';

export interface RecipesDeps {
  db?: Db;
  redis?: Redis;
  /** Who is premium; billing's answer (cached in Redis) by default. */
  entitlements?: EntitlementSource;
  logger?: boolean;
}

export async function buildApp(config: RecipesConfig, deps: RecipesDeps = {}): Promise<FastifyInstance> {
  const app = createServer({
    name: 'recipes',
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUSTED_PROXIES,
    ...(deps.logger === false ? { logger: false } : {}),
  });
  const db = deps.db ?? createDb(config.DATABASE_URL, { max: config.DATABASE_POOL_SIZE });
  const redis = deps.redis ?? createRedis(config.REDIS_URL);

  registerStores(app, { postgres: dbStore(db, !deps.db), redis: redisStore(redis, !deps.redis) });
  registerServerTiming(app);
  await registerSession(app, {
    secret: config.SESSION_SECRET,
    redis,
    production: config.NODE_ENV === 'production',
  });
  await app.register(recipeRoutes, { db, counts: new RecipeCountCache(redis, app.log) });
  const recipes = new RecipeRepository(db);
  const entitlements = deps.entitlements ?? createEntitlements(config, redis);
  await app.register(scaleRoutes, {
    recipes,
    entitlements,
    flags: { recipeScaling: config.RECIPE_SCALING_ENABLED },
  });
  await app.register(substitutionRoutes, { entitlements });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, recipeInternalRoutes), {
    prefix: '/internal',
    recipes,
  });
  return app;
}
