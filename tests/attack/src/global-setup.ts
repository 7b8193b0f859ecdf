import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestDatabase, setUpTestStores, tearDownTestStores } from '@cookmark/db';
import { type RunningStack, startOpenAiStandIn, startStack } from '@cookmark/infra';
import { Redis } from 'ioredis';
import { becomePremium, saveActors, signUp } from './actors.ts';
import { SECURITY_DATABASE_ENV, SECURITY_OPENAI_ENV, SECURITY_PORTS, securityRedisUrl } from './stack-env.ts';

/**
 * Starts the whole product on its own ports, database and Redis index, as `npm start` would run it
 * (loopback addresses refused by the importer, as in production), and makes the accounts to attack with.
 */
export default async function globalSetup(): Promise<void> {
  await setUpTestStores();
  const root = resolve(__dirname, '../../..');
  const database = await createTestDatabase('cookmark_security');
  const redis = new Redis(securityRedisUrl());
  await redis.flushdb();
  redis.disconnect();
  const logFile = resolve(__dirname, '../.stack.log');
  writeFileSync(logFile, '');
  // Improve with AI runs as in production with a key: through the real client, to a local stand-in.
  const ai = await startOpenAiStandIn({
    title: 'Boiled egg',
    description: 'An egg, boiled.',
    ingredients: ['1 egg'],
    instructions: ['Boil the egg for 7 minutes.'],
    prepMinutes: 1,
    cookMinutes: 7,
    totalMinutes: 8,
    yield: '1 serving',
    difficulty: 'Easy',
    tags: ['Eggs'],
    notes: [],
  });
  let stack: RunningStack | undefined;
  try {
    stack = await startStack({
      root,
      ports: SECURITY_PORTS,
      databaseUrl: database.url,
      redisUrl: securityRedisUrl(),
      env: {
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Every request comes from 127.0.0.1 here: the per-address import limit above the per-user
        // budget, so expensive-requests.test.ts can show the user's budget (30 a minute) at work.
        PARSER_RATE_LIMIT_PER_MINUTE: '120',
        OPENAI_API_KEY: 'security-key',
        OPENAI_BASE_URL: ai.baseUrl,
      },
      log: (line) => appendFileSync(logFile, `${line}\n`),
    });
    (globalThis as Record<string, unknown>)['__COOKMARK_SECURITY__'] = { stack, database, ai };
    // The erasure test reads every table of the stack's database; the AI test what the model received.
    process.env[SECURITY_DATABASE_ENV] = database.url;
    process.env[SECURITY_OPENAI_ENV] = ai.baseUrl;
    const [victim, attacker, premium, rival] = [
      await signUp('Vera'),
      await signUp('Mallory'),
      await signUp('Paula'),
      await signUp('Rita'),
    ];
    await becomePremium(premium);
    await becomePremium(rival);
    saveActors({ victim, attacker, premium, rival });
  } catch (error) {
    await stack?.stop();
    await ai.close();
    await database.drop();
    await tearDownTestStores();
    throw error;
  }
}
