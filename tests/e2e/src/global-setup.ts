import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTestDatabase, setUpTestStores, tearDownTestStores } from '@cookmark/db';
import { startOpenAiStandIn, startStack } from '@cookmark/infra';
import { Redis } from 'ioredis';
import { E2E_AI_ANSWER, E2E_AI_SUBSTITUTIONS } from './ai-answer.ts';
import { E2E_PORTS, e2eRedisUrl } from './stack-env.ts';

/** Starts the whole product on test ports with its own database and Redis index. */
export default async function globalSetup(): Promise<void> {
  await setUpTestStores();
  const root = resolve(__dirname, '../../..');
  const database = await createTestDatabase('cookmark_e2e');
  const redis = new Redis(e2eRedisUrl());
  await redis.flushdb();
  redis.disconnect();
  const logs: string[] = [];
  // Every line the stack prints, kept for a failing run to show (see the `test` script).
  const logFile = resolve(__dirname, '../.stack.log');
  writeFileSync(logFile, '');
  // 'Improve with AI' and AI substitutions talk to a local OpenAI-compatible server through the real client.
  const ai = await startOpenAiStandIn(E2E_AI_ANSWER, { substitutions: E2E_AI_SUBSTITUTIONS });
  try {
    const stack = await startStack({
      root,
      ports: E2E_PORTS,
      databaseUrl: database.url,
      redisUrl: e2eRedisUrl(),
      env: {
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
        PARSER_ALLOW_LOOPBACK_FOR_TESTS: 'true',
        OPENAI_API_KEY: 'e2e-key',
        OPENAI_BASE_URL: ai.baseUrl,
        // The test browsers stand for many visitors behind a loopback load balancer (see browser.ts).
        TRUST_PROXY: 'loopback',
        // The reading deadline has tests of its own (page-reading.test.ts, paste-flood.test.ts); here a
        // read slowed by a loaded machine (the reading threads run at nice 10) must not fail an import.
        PARSER_EXTRACT_TIMEOUT_MS: '60000',
      },
      log: (line) => {
        logs.push(line);
        appendFileSync(logFile, `${line}\n`);
      },
    });
    (globalThis as Record<string, unknown>)['__COOKMARK_E2E__'] = { stack, database, logs, ai };
  } catch (error) {
    console.error(logs.join('\n'));
    await ai.close();
    await database.drop();
    await tearDownTestStores();
    throw error;
  }
}
