import {
  AUTH_MESSAGES,
  FREE_BILLING_STATUS,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  profileUpdateSchema,
  resetPasswordRequestSchema,
  settingsUpdateSchema,
  signupRequestSchema,
  type UserWithBilling,
} from '@cookmark/contracts';
import {
  BadRequest,
  bodyEmail,
  currentUserId,
  type RateLimits,
  requireUser,
  Unauthorized,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BillingStatusSource, isPremium } from '../lib/billing-status.ts';
import type { UserRepository } from '../repositories/user.repository.ts';
import type { AccountService } from '../services/account.service.ts';
import type { PasswordResetService } from '../services/password-reset.service.ts';

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

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const { users } = deps;
  const message = AUTH_MESSAGES.tooManyAttempts;
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
    await limited('signup', RATE_LIMITS.signupPerIp, RATE_LIMITS.signupPerEmail),
    async (request, reply) => {
      const user = await deps.accounts.signUp(signupRequestSchema.parse(request.body));
      await signIn(request, user.id);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/api/auth/login',
    await limited('login', RATE_LIMITS.loginPerIp, RATE_LIMITS.loginPerEmail),
    async (request) => {
      const input = loginRequestSchema.parse(request.body);
      await signIn(request, await deps.accounts.authenticate(input.email, input.password));
      return loadUser(request);
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    if (request.session.userId) await request.session.destroy();
    reply.clearCookie('cookmark.sid', { path: '/' });
    return { message: AUTH_MESSAGES.signedOut };
  });

  app.get('/api/auth/user', { preHandler: requireUser }, async (request) => loadUser(request));

  app.get(
    '/api/auth/user-with-billing',
    { preHandler: requireUser },
    async (request): Promise<UserWithBilling> => {
      const user = await loadUser(request);
      // Showing the free plan while billing is unreachable beats signing the user out of the app;
      // premium features are still enforced by each service asking billing itself.
      const billingStatus = await deps.billing.statusFor(user.id, request.id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'billing status unavailable; showing the free plan');
        return FREE_BILLING_STATUS;
      });
      return { ...user, isPremium: isPremium(billingStatus), billingStatus };
    },
  );

  app.patch('/api/auth/profile', { preHandler: requireUser }, async (request) => {
    const input = profileUpdateSchema.parse(request.body);
    const current = await loadUser(request);
    if (input.email !== undefined && input.email !== current.email.toLowerCase()) {
      throw new BadRequest(AUTH_MESSAGES.emailCannotChange, { email: AUTH_MESSAGES.emailCannotChange });
    }
    const updated = await users.updateProfile(current.id, input);
    if (!updated) throw new Unauthorized();
    return updated;
  });

  app.patch('/api/auth/settings', { preHandler: requireUser }, async (request) => {
    const input = settingsUpdateSchema.parse(request.body);
    const updated = await users.updateSettings(currentUserId(request), input);
    if (!updated) throw new Unauthorized();
    return updated;
  });

  app.post(
    '/api/auth/forgot-password',
    await limited('forgot', RATE_LIMITS.forgotPerIp, RATE_LIMITS.forgotPerEmail),
    async (request) => {
      const { email } = forgotPasswordRequestSchema.parse(request.body);
      deps.passwordResets.requestReset(email);
      return { message: AUTH_MESSAGES.resetLinkSent };
    },
  );

  app.post('/api/auth/reset-password', await limited('reset', RATE_LIMITS.resetPerIp), async (request) => {
    const input = resetPasswordRequestSchema.parse(request.body);
    await deps.passwordResets.resetPassword(input.token, input.password);
    return { message: AUTH_MESSAGES.passwordUpdated };
  });
}
