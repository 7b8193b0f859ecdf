import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { internalPageGuard } from '@cookmark/service-kit';
import type { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';

export const QUEUE_DASHBOARD_PATH = '/internal/queues';

/**
 * The BullMQ dashboard (bull-board) of the parser's queues at /internal/queues on the parser's own
 * port, for operators (e.g. `kubectl port-forward deploy/parser 3003`): the internal token as the
 * X-Internal-Token header or as the Basic-auth password. The gateway never forwards /internal.
 */
export async function registerQueueDashboard(
  app: FastifyInstance,
  options: { token: string; queues: Queue[] },
): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: options.queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Cookmark queues' } },
  });
  await app.register(async (scope) => {
    scope.addHook('onRequest', internalPageGuard(options.token));
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
