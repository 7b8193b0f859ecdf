import { supportMessageRequestSchema, supportMessageResponseSchema } from '@cookmark/contracts';
import {
  currentUserId,
  type RateLimits,
  requireUser,
  sessionUser,
  Unauthorized,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { SupportService } from '../domain/support.service.ts';
import type { UserRepository } from '../repositories/user.repository.ts';

/** Besides the budget's minute: at most this many messages an hour per user (docs/limits.md). */
export const SUPPORT_HOURLY_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 };
export const SUPPORT_HOURLY_MESSAGE =
  'You have sent 10 messages to support in the last hour. Please wait before sending another.';

export interface SupportRouteDeps {
  users: UserRepository;
  support: SupportService;
  rateLimits: RateLimits;
  budgets: UserBudgets;
}

/**
 * Issue #29 'Priority support': the 'Contact support' form of a signed-in user (the reply goes to
 * the account's address, and the budget is the account's), sent by e-mail to SUPPORT_EMAIL.
 */
export async function supportRoutes(instance: FastifyInstance, deps: SupportRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/auth/support',
    {
      preHandler: [
        requireUser,
        await deps.rateLimits.hook(app, {
          name: 'support:user',
          ...SUPPORT_HOURLY_LIMIT,
          key: sessionUser,
          message: SUPPORT_HOURLY_MESSAGE,
        }),
      ],
      schema: { body: supportMessageRequestSchema, response: { 200: supportMessageResponseSchema } },
    },
    async (request) => {
      const user = await deps.users.findById(currentUserId(request));
      if (!user) throw new Unauthorized();
      const { priority } = await deps.budgets.run(USER_BUDGETS.supportMessage, user.id, () =>
        deps.support.send(user, request.body, request.log, request.id),
      );
      return { sent: true as const, priority };
    },
  );
}
