import { householdMembershipSchema, refundMailRequestSchema } from '@cookmark/contracts';
import { NotFound, type ZodTypeProvider } from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Mailer, refundConfirmationMail } from '../domain/mailer.ts';
import type { HouseholdRepository } from '../repositories/household.repository.ts';
import type { UserRepository } from '../repositories/user.repository.ts';

const userParams = z.object({ userId: z.guid({ message: 'userId must be a uuid' }) });

/**
 * For other services only, under `/internal` (registered through service-kit's `internalRoutes`,
 * which requires the shared token); the gateway never proxies them.
 */
export async function authInternalRoutes(
  instance: FastifyInstance,
  deps: { users: UserRepository; mailer: Mailer; households: HouseholdRepository },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  /** Billing, once Stripe says a refund was made: the confirmation e-mail, to the account's address. */
  app.post(
    '/users/:userId/refund-mail',
    {
      schema: {
        params: userParams,
        body: refundMailRequestSchema,
        response: { 200: z.object({ sent: z.literal(true) }) },
      },
    },
    async (request) => {
      const user = await deps.users.findById(request.params.userId);
      if (!user) throw new NotFound('User not found');
      const { amount, currency } = request.body;
      await deps.mailer.send(refundConfirmationMail(user.email, user.firstName ?? '', amount, currency));
      return { sent: true as const };
    },
  );

  /** Any service (billing's entitlements): the person's household and its members (issue #32). */
  app.get(
    '/users/:userId/household',
    { schema: { params: userParams, response: { 200: householdMembershipSchema } } },
    async (request) => deps.households.membershipOf(request.params.userId.toLowerCase()),
  );
}
