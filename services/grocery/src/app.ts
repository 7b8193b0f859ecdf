import type { Db } from '@cookmark/db';
import { exportPoolFrom } from '@cookmark/export';
import {
  createHouseholds,
  type HouseholdDirectory,
  createEntitlements,
  createServiceApp,
  type EntitlementSource,
  InternalClient,
  internalRoutes,
  LiveHub,
  RedisLivePublisher,
  UserBudgets,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { GroceryConfig } from './config.ts';
import { GroceryListService } from './domain/grocery-lists.ts';
import { RecipeContentsClient } from './domain/recipe-contents.ts';
import { GroceryListRepository } from './repositories/grocery-list.repository.ts';
import { groceryExportRoutes } from './routes/export.routes.ts';
import { groceryInternalRoutes } from './routes/internal.routes.ts';
import { groceryListRoutes } from './routes/grocery-list.routes.ts';
import { liveRoutes } from './routes/live.routes.ts';

export interface GroceryDeps {
  db?: Db;
  redis?: Redis;
  /** Who is premium; billing's answer (cached in Redis) by default. */
  entitlements?: EntitlementSource;
  /** Who is in a person's household; auth over HTTP (cached in Redis) by default. */
  households?: HouseholdDirectory;
  logger?: boolean;
}

export async function buildApp(config: GroceryConfig, deps: GroceryDeps = {}): Promise<FastifyInstance> {
  const { app, db, redis } = await createServiceApp({
    name: 'grocery',
    config,
    postgres: deps.db,
    redis: deps.redis,
    logger: deps.logger,
  });
  const lists = new GroceryListRepository(db);
  const entitlements = deps.entitlements ?? createEntitlements(config, redis);
  const budgets = new UserBudgets(redis);
  const pool = exportPoolFrom(config);
  app.addHook('onClose', () => pool.close());
  // Before the list routes: '/api/grocery-lists/export/pdf' is its own route, not a list id.
  await app.register(groceryExportRoutes, { lists, entitlements, pool, budgets });
  const recipes = new RecipeContentsClient(
    new InternalClient({ baseUrl: config.RECIPES_URL, token: config.INTERNAL_TOKEN }),
  );
  await app.register(groceryListRoutes, {
    groceryLists: new GroceryListService({
      lists,
      recipes,
      households: deps.households ?? createHouseholds(config, redis),
      live: new RedisLivePublisher(redis, app.log),
    }),
    entitlements,
    budgets,
  });
  // The live channel: any copy serves any subscriber (Redis pub/sub); a heartbeat renews the
  // connection's place in the user's bound, which lapses after three missed ones (a crashed copy).
  const hub = new LiveHub(redis, app.log, { connectionLeaseMs: config.LIVE_HEARTBEAT_MS * 3 });
  app.addHook('preClose', () => hub.close());
  await app.register(liveRoutes, { hub, redis, entitlements, heartbeatMs: config.LIVE_HEARTBEAT_MS });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, groceryInternalRoutes), {
    prefix: '/internal',
    lists,
  });
  return app;
}
