import {
  ACCOUNT_MESSAGES,
  accountExportFileName,
  accountExportSchema,
  deleteAccountRequestSchema,
  messageResponseSchema,
  tooManyAttemptsMessage,
} from '@cookmark/contracts';
import {
  currentUserId,
  type RateLimits,
  requireUser,
  sessionUser,
  SESSION_COOKIE,
  streamedJsonResponse,
  Unauthorized,
  USER_BUDGETS,
  type UserBudgets,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import { signedInHintHook } from '../domain/signed-in-hint.ts';
import type { UserRepository } from '../repositories/user.repository.ts';
import type { AccountDataService } from '../domain/account-data.service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** A password is checked here too: as few tries as sign-in allows, per address and per account. */
export const DELETE_ACCOUNT_LIMITS = {
  perIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  perUser: { max: 10, windowMs: FIFTEEN_MINUTES },
};

export interface AccountRouteDeps {
  users: UserRepository;
  accountData: AccountDataService;
  rateLimits: RateLimits;
  budgets: UserBudgets;
}

/** 'Your data' in Settings: export all of it, delete the account (spec §2 privacy policy). */
export async function accountRoutes(instance: FastifyInstance, deps: AccountRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', signedInHintHook);
  const message = tooManyAttemptsMessage;

  const exported = streamedJsonResponse(accountExportSchema, 'All of the account’s data, as a download');
  app.get(
    '/api/auth/account/export',
    { preHandler: requireUser, schema: { response: { 200: exported } } },
    async (request, reply) => {
      const user = await deps.users.findById(currentUserId(request));
      if (!user) throw new Unauthorized();
      // The file is written as it is read: the user's place is held until it is sent or dropped.
      const lease = await deps.budgets.take(USER_BUDGETS.accountExport, user.id);
      reply.raw.once('close', () => void lease.release().catch(() => undefined));
      const body = await deps.accountData.export(user, request.id);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${accountExportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      onRequest: await deps.rateLimits.hook(app, {
        name: 'delete-account:ip',
        ...DELETE_ACCOUNT_LIMITS.perIp,
        message,
      }),
      preHandler: [
        requireUser,
        await deps.rateLimits.hook(app, {
          name: 'delete-account:user',
          ...DELETE_ACCOUNT_LIMITS.perUser,
          key: sessionUser,
          message,
        }),
      ],
      config: { signedInHint: 'clear' },
      schema: { body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const { email, password, household } = request.body;
      await deps.accountData.delete(currentUserId(request), email, password, request.id, household);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: ACCOUNT_MESSAGES.deleted };
    },
  );
}
