import { type TestDatabase, tearDownTestStores } from '@cookmark/db';
import type { OpenAiStandIn, RunningStack } from '@cookmark/infra';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)['__COOKMARK_SECURITY__'] as
    { stack: RunningStack; database: TestDatabase; ai: OpenAiStandIn } | undefined;
  if (!state) {
    await tearDownTestStores();
    return;
  }
  await state.stack.stop();
  await state.ai.close();
  await state.database.drop();
  await tearDownTestStores();
}
