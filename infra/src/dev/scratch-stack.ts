import { createTestDatabase } from '@cookmark/db';
import { Redis } from 'ioredis';
import { type RunningStack, type StackOptions, startStack } from './stack.ts';

/**
 * What a run that stands for many users gives every process: test mode, warnings only, and the
 * client's address taken from the load generator's X-Forwarded-For (users at addresses of their own,
 * as behind a load balancer).
 */
export const LOAD_STACK_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'loopback',
};

export interface ScratchStackOptions extends Omit<StackOptions, 'databaseUrl'> {
  /** The fresh database's name prefix (e.g. 'cookmark_bench_live'). */
  database: string;
}

export interface ScratchStack extends RunningStack {
  databaseUrl: string;
  /** Stops every process, empties the Redis index and drops the database. */
  stop(): Promise<void>;
}

/**
 * The whole stack on stores of its own, for a benchmark or a test that starts it (bench:load,
 * bench:live, the resilience test): a fresh migrated database, the Redis index emptied, and
 * LOAD_STACK_ENV under the run's own environment. Nothing is left behind when the start fails.
 */
export async function startScratchStack(options: ScratchStackOptions): Promise<ScratchStack> {
  const { database: name, ...rest } = options;
  const database = await createTestDatabase(name);
  const emptyRedis = async () => {
    const redis = new Redis(options.redisUrl);
    try {
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
  };
  let stack: RunningStack;
  try {
    await emptyRedis();
    stack = await startStack({
      ...rest,
      databaseUrl: database.url,
      env: { ...LOAD_STACK_ENV, ...options.env },
    });
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...stack,
    databaseUrl: database.url,
    async stop() {
      try {
        await stack.stop();
        await emptyRedis();
      } finally {
        await database.drop();
      }
    },
  };
}
