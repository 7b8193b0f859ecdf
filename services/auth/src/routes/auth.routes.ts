import { createHash, randomBytes } from 'node:crypto';
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
import type { Db } from '@cookmark/db';
import {
  BadRequest,
  Conflict,
  currentUserId,
  type RedisRateLimiter,
  type RedisSessionStore,
  requireUser,
  Unauthorized,
} from '@cookmark/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BillingStatusSource, isPremium } from '../lib/billing-status.ts';
import { type Mailer, passwordResetMail } from '../lib/mailer.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../lib/passwords.ts';
import { ResetTokenRepository } from '../repositories/reset-token.repository.ts';
import { EmailTakenError, UserRepository } from '../repositories/user.repository.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const RATE_LIMITS = {
  loginPerIp: { max: 30, windowMs: FIFTEEN_MINUTES },
  loginPerEmail: { max: 10, windowMs: FIFTEEN_MINUTES },
  forgotPerIp: { max: 10, windowMs: FIFTEEN_MINUTES },
  forgotPerEmail: { max: 5, windowMs: FIFTEEN_MINUTES },
};

export interface AuthRouteDeps {
  db: Db;
  sessions: RedisSessionStore;
  limiter: RedisRateLimiter;
  mailer: Mailer;
  billing: BillingStatusSource;
  appUrl: string;
  now: () => Date;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function signIn(request: FastifyRequest, userId: string): Promise<void> {
  // A new session id on every sign-in: an id known before sign-in never carries the account.
  await request.session.regenerate();
  request.session.userId = userId;
}

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps): Promise<void> {
  const users = new UserRepository(deps.db);
  const resetTokens = new ResetTokenRepository(deps.db);

  const loadUser = async (request: FastifyRequest) => {
    const user = await users.findById(currentUserId(request));
    if (!user) {
      await request.session.destroy();
      throw new Unauthorized();
    }
    return user;
  };

  app.get('/api/login', async (_request, reply) => reply.redirect('/auth', 302));

  app.post('/api/auth/signup', async (request, reply) => {
    const input = signupRequestSchema.parse(request.body);
    const passwordHash = await hashPassword(input.password);
    try {
      const { email, firstName, lastName } = input;
      const user = await users.create({ email, firstName, lastName, passwordHash });
      await signIn(request, user.id);
      return reply.status(201).send(user);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new Conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  });

  app.post('/api/auth/login', async (request) => {
    const input = loginRequestSchema.parse(request.body);
    await deps.limiter.hit(RATE_LIMITS.loginPerIp, [`login:ip:${request.ip}`], AUTH_MESSAGES.tooManyAttempts);
    await deps.limiter.hit(
      RATE_LIMITS.loginPerEmail,
      [`login:email:${input.email}`],
      AUTH_MESSAGES.tooManyAttempts,
    );
    const credentials = await users.findCredentialsByEmail(input.email);
    const valid = credentials
      ? await verifyPassword(credentials.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!credentials || !valid) throw new Unauthorized(AUTH_MESSAGES.invalidCredentials);
    await signIn(request, credentials.id);
    return loadUser(request);
  });

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

  app.post('/api/auth/forgot-password', async (request) => {
    const { email } = forgotPasswordRequestSchema.parse(request.body);
    await deps.limiter.hit(
      RATE_LIMITS.forgotPerIp,
      [`forgot:ip:${request.ip}`],
      AUTH_MESSAGES.tooManyAttempts,
    );
    await deps.limiter.hit(
      RATE_LIMITS.forgotPerEmail,
      [`forgot:email:${email}`],
      AUTH_MESSAGES.tooManyAttempts,
    );
    const credentials = await users.findCredentialsByEmail(email);
    if (credentials) {
      const token = randomBytes(32).toString('base64url');
      await resetTokens.replaceForUser(
        credentials.id,
        hashToken(token),
        new Date(deps.now().getTime() + RESET_TOKEN_TTL_MS),
      );
      const user = await users.findById(credentials.id);
      const link = new URL(`/reset-password?token=${token}`, deps.appUrl).toString();
      // Sent after answering, so the response time does not tell whether the account exists.
      deps.mailer
        .send(passwordResetMail(user?.email ?? email, user?.firstName ?? '', link))
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset e-mail failed'));
    }
    return { message: AUTH_MESSAGES.resetLinkSent };
  });

  app.post('/api/auth/reset-password', async (request) => {
    const input = resetPasswordRequestSchema.parse(request.body);
    const passwordHash = await hashPassword(input.password);
    const userId = await deps.db.transaction().execute(async (trx) => {
      const owner = await resetTokens.consume(hashToken(input.token), deps.now(), trx);
      if (owner) await users.setPasswordHash(owner, passwordHash, trx);
      return owner;
    });
    if (!userId) throw new BadRequest(AUTH_MESSAGES.resetInvalid);
    await deps.sessions.destroyAllForUser(userId);
    return { message: AUTH_MESSAGES.passwordUpdated };
  });
}
