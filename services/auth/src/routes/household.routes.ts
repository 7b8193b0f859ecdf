import {
  HOUSEHOLD_MESSAGES,
  householdInvitePreviewSchema,
  householdInviteRequestSchema,
  householdInviteTokenSchema,
  householdNameRequestSchema,
  householdOwnerRequestSchema,
  householdResponseSchema,
  messageResponseSchema,
  tooManyAttemptsMessage,
} from '@cookmark/contracts';
import {
  currentUserId,
  idParam,
  noStore,
  type RateLimits,
  requireUser,
  sessionUser,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { HouseholdService } from '../domain/household.service.ts';

/** Invitations are e-mails: at most this many an hour per person (docs/limits.md). */
export const HOUSEHOLD_INVITE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 };
/** Tokens tried (preview and accept together) per person: a guess costs a try. */
export const HOUSEHOLD_ACCEPT_LIMIT = { max: 30, windowMs: 15 * 60 * 1000 };

export interface HouseholdRouteDeps {
  households: HouseholdService;
  rateLimits: RateLimits;
}

const idParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });
const inviteParams = z.object({ id: z.string(), inviteId: z.string() });

/** Issue #32: the signed-in person's household, under `/api/household`. */
export async function householdRoutes(instance: FastifyInstance, deps: HouseholdRouteDeps): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', requireUser);
  noStore(app);
  const { households } = deps;
  const householdId = (request: FastifyRequest): string => idParam(request, HOUSEHOLD_MESSAGES.notFound);
  const answer = { 200: householdResponseSchema };
  const tokenTries = await deps.rateLimits.hook(app, {
    name: 'household-accept:user',
    ...HOUSEHOLD_ACCEPT_LIMIT,
    key: sessionUser,
    message: tooManyAttemptsMessage,
  });

  app.get('/api/household', { schema: { response: answer } }, async (request) => ({
    household: await households.mine(currentUserId(request)),
  }));

  app.post(
    '/api/household',
    { schema: { body: householdNameRequestSchema, response: { 201: householdResponseSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ household: await households.create(currentUserId(request), request.body.name) }),
  );

  app.patch(
    '/api/household/:id',
    { schema: { params: idParams, body: householdNameRequestSchema, response: answer } },
    async (request) => ({
      household: await households.rename(currentUserId(request), householdId(request), request.body.name),
    }),
  );

  app.delete(
    '/api/household/:id',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await households.delete(currentUserId(request), householdId(request));
      return { message: HOUSEHOLD_MESSAGES.deleted };
    },
  );

  app.post(
    '/api/household/:id/invites',
    {
      preHandler: await deps.rateLimits.hook(app, {
        name: 'household-invite:user',
        ...HOUSEHOLD_INVITE_LIMIT,
        key: sessionUser,
        message: HOUSEHOLD_MESSAGES.tooManyInvitesSent,
      }),
      schema: {
        params: idParams,
        body: householdInviteRequestSchema,
        response: { 201: householdResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        household: await households.invite(currentUserId(request), householdId(request), request.body.email),
      }),
  );

  app.delete(
    '/api/household/:id/invites/:inviteId',
    { schema: { params: inviteParams, response: answer } },
    async (request) => ({
      household: await households.revokeInvite(
        currentUserId(request),
        householdId(request),
        request.params.inviteId,
      ),
    }),
  );

  app.post(
    '/api/household/invites/preview',
    {
      preHandler: tokenTries,
      schema: { body: householdInviteTokenSchema, response: { 200: householdInvitePreviewSchema } },
    },
    async (request) => households.preview(currentUserId(request), request.body.token),
  );

  app.post(
    '/api/household/invites/accept',
    { preHandler: tokenTries, schema: { body: householdInviteTokenSchema, response: answer } },
    async (request) => ({ household: await households.accept(currentUserId(request), request.body.token) }),
  );

  app.post(
    '/api/household/:id/leave',
    { schema: { params: idParams, response: { 200: messageResponseSchema } } },
    async (request) => {
      await households.leave(currentUserId(request), householdId(request));
      return { message: HOUSEHOLD_MESSAGES.left };
    },
  );

  app.delete(
    '/api/household/:id/members/:userId',
    { schema: { params: memberParams, response: answer } },
    async (request) => ({
      household: await households.removeMember(
        currentUserId(request),
        householdId(request),
        request.params.userId,
      ),
    }),
  );

  app.post(
    '/api/household/:id/owner',
    { schema: { params: idParams, body: householdOwnerRequestSchema, response: answer } },
    async (request) => ({
      household: await households.handOver(currentUserId(request), householdId(request), request.body.userId),
    }),
  );
}
