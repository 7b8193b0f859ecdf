import { type TestDatabase, tearDownTestStores } from '@cookmark/db';
import type { OpenAiStandIn, RunningStack } from '@cookmark/infra';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>)['__COOKMARK_E2E__'] as
    { stack: RunningStack; database: TestDatabase; logs: string[]; ai: OpenAiStandIn } | undefined;
  if (!state) {
    await tearDownTestStores();
    return;
  }
  if (process.env['E2E_SHOW_LOGS']) console.log(state.logs.join('\n'));
  await state.stack.stop();
  await state.ai.close();
  await state.database.drop();
  await tearDownTestStores();
}
