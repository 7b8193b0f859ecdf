import {
  AUTH_MESSAGES,
  FREE_BILLING_STATUS,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  messageResponseSchema,
  profileUpdateSchema,
  publicUserSchema,
  resetPasswordRequestSchema,
  settingsUpdateSchema,
  signupRequestSchema,
  tooManyAttemptsMessage,
  userWithBillingSchema,
} from '@cookmark/contracts';
import {
  bodyEmail,
  currentUserId,
  type RateLimits,
  requireUser,
  Unauthorized,
  type ZodTypeProvider,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BillingStatusSource, isPremium } from '../domain/billing-status.ts';
import { signedInHintHook } from '../domain/signed-in-hint.ts';
import type { UserRepository } from '../repositories/user.repository.ts';
import type { AccountService } from '../domain/account.service.ts';
import type { PasswordResetService } from '../domain/password-reset.service.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
/** Per client address and per e-mail address: a limit on one cannot be dodged by varying the other. */
export const RATE_LIMITS = {
  signupPerIp: { max: 10, windowMs: HOUR },
  signupPerEmail: { max: 5, windowMs: HOUR },
  loginPerIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  loginPerEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  forgotPerIp: { max: 10, windowMs: FIFTEEN_MINUTES },
  forgotPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
  // The body carries a token, not an address; a token works once and is checked before hashing.
  resetPerIp: { max: 10, windowMs: FIFTEEN_MINUTES },
};

export interface AuthRouteDeps {
  users: UserRepository;
  accounts: AccountService;
  passwordResets: PasswordResetService;
  rateLimits: RateLimits;
  billing: BillingStatusSource;
}

async function signIn(request: FastifyRequest, userId: string): Promise<void> {
  // A new session id on every sign-in: an id known before sign-in never carries the account.
  await request.session.regenerate();
  request.session.userId = userId;
  request.session.renewedAt = Date.now();
}

export async function authRoutes(instance: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { users } = deps;
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // The web app's signed-in hint follows sign-in, sign-out and the user checks (signed-in-hint.ts).
  app.addHook('onSend', signedInHintHook);
  const set = { signedInHint: 'set' } as const;
  const follow = { signedInHint: 'follow' } as const;
  const user = { 200: publicUserSchema };
  const message200 = { 200: messageResponseSchema };
  const message = tooManyAttemptsMessage;
  // The address limit runs before the body is read; the e-mail one needs the parsed body.
  const limited = async (
    name: string,
    perIp: { max: number; windowMs: number },
    perEmail?: { max: number; windowMs: number },
  ) => ({
    onRequest: await deps.rateLimits.hook(app, { name: `${name}:ip`, ...perIp, message }),
    ...(perEmail
      ? {
          preHandler: await deps.rateLimits.hook(app, {
            name: `${name}:email`,
            ...perEmail,
            key: bodyEmail,
            message,
          }),
        }
      : {}),
  });

  const loadUser = async (request: FastifyRequest) => {
    const user = await users.findById(currentUserId(request));
    if (!user) {
      await request.session.destroy();
      throw new Unauthorized();
    }
    return user;
  };

  app.get('/api/login', async (_request, reply) => reply.redirect('/auth', 302));

  app.post(
    '/api/auth/signup',
    {
      ...(await limited('signup', RATE_LIMITS.signupPerIp, RATE_LIMITS.signupPerEmail)),
      config: set,
      schema: { body: signupRequestSchema, response: { 201: publicUserSchema } },
    },
    async (request, reply) => {
      const created = await deps.accounts.signUp(request.body);
      await signIn(request, created.id);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/auth/login',
    {
      ...(await limited('login', RATE_LIMITS.loginPerIp, RATE_LIMITS.loginPerEmail)),
      config: set,
      schema: { body: loginRequestSchema, response: user },
    },
    async (request) => {
      const input = request.body;
      await signIn(request, await deps.accounts.authenticate(input.email, input.password));
      return loadUser(request);
    },
  );

  const clear = { signedInHint: 'clear' } as const;
  app.post(
    '/api/auth/logout',
    { config: clear, schema: { response: message200 } },
    async (request, reply) => {
      if (request.session.userId) await request.session.destroy();
      reply.clearCookie('cookmark.sid', { path: '/' });
      return { message: AUTH_MESSAGES.signedOut };
    },
  );

  app.get(
    '/api/auth/user',
    { preHandler: requireUser, config: follow, schema: { response: user } },
    async (request) => loadUser(request),
  );

  app.get(
    '/api/auth/user-with-billing',
    { preHandler: requireUser, config: follow, schema: { response: { 200: userWithBillingSchema } } },
    async (request) => {
      const user = await loadUser(request);
      // Showing the free plan while billing is unreachable beats signing the user out of the app;
      // premium features are still enforced by each service asking billing itself.
      const billingStatus = await deps.billing.statusFor(user.id, request.id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'billing status unavailable; showing the free plan');
        return FREE_BILLING_STATUS;
      });
      // A household member's Premium is the payer's (issue #32); the billing status stays their own.
      const premium =
        isPremium(billingStatus) ||
        ((await deps.billing.householdPremium?.(user.id, request.id).catch(() => false)) ?? false);
      return { ...user, isPremium: premium, billingStatus };
    },
  );

  const profile = { preHandler: requireUser, schema: { body: profileUpdateSchema, response: user } };
  app.patch('/api/auth/profile', profile, async (request) =>
    deps.accounts.updateProfile(await loadUser(request), request.body),
  );

  const settings = { preHandler: requireUser, schema: { body: settingsUpdateSchema, response: user } };
  app.patch('/api/auth/settings', settings, async (request) =>
    deps.accounts.updateSettings(currentUserId(request), request.body),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      ...(await limited('forgot', RATE_LIMITS.forgotPerIp, RATE_LIMITS.forgotPerEmail)),
      schema: { body: forgotPasswordRequestSchema, response: message200 },
    },
    async (request) => {
      const { email } = request.body;
      deps.passwordResets.requestReset(email);
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  const reset = {
    ...(await limited('reset', RATE_LIMITS.resetPerIp)),
    schema: { body: resetPasswordRequestSchema, response: message200 },
  };
  app.post('/api/auth/reset-password', reset, async (request) => {
    const input = request.body;
    await deps.passwordResets.resetPassword(input.token, input.password);
    return { message: AUTH_MESSAGES.passwordUpdated };
  });
}
