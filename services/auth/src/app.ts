import type { Db } from '@cookmark/db';
import {
  createServiceApp,
  InternalClient,
  internalRoutes,
  RateLimits,
  UserBudgets,
} from '@cookmark/service-kit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AuthConfig } from './config.ts';
import { BackgroundTasks } from './domain/background-tasks.ts';
import { billingOverHttp, type BillingStatusSource, freePlanOnly } from './domain/billing-status.ts';
import { createMailer, type Mailer } from './domain/mailer.ts';
import { argon2Passwords, type PasswordHasher } from './domain/passwords.ts';
import { ResetTokenRepository } from './repositories/reset-token.repository.ts';
import { UserRepository } from './repositories/user.repository.ts';
import { HouseholdRepository } from './repositories/household.repository.ts';
import { HouseholdService } from './domain/household.service.ts';
import { householdRoutes } from './routes/household.routes.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { authRoutes } from './routes/auth.routes.ts';
import { authInternalRoutes } from './routes/internal.routes.ts';
import { supportRoutes } from './routes/support.routes.ts';
import { SupportService } from './domain/support.service.ts';
import {
  AccountDataService,
  type UserDataSources,
  userDataOverHttp,
  type UserImports,
  type UserPhotos,
  userImportsOverHttp,
  userPhotosOverHttp,
} from './domain/account-data.service.ts';
import { AccountService } from './domain/account.service.ts';
import { PasswordResetService } from './domain/password-reset.service.ts';

export interface AuthDeps {
  rateLimits?: RateLimits;
  db?: Db;
  redis?: Redis;
  mailer?: Mailer;
  passwords?: PasswordHasher;
  /** Work done after answering (reset e-mails); a test may wait for it with `idle()`. */
  tasks?: BackgroundTasks;
  billing?: BillingStatusSource;
  /** The user's recipes and grocery lists, for the data export; the services over HTTP by default. */
  userData?: UserDataSources;
  /** The files of the user's photos (export, deletion); the recipes service over HTTP by default. */
  photos?: UserPhotos;
  /** The user's collection imports (deletion); the parser over HTTP by default. */
  imports?: UserImports;
  now?: () => Date;
  logger?: boolean;
}

export async function buildApp(config: AuthConfig, deps: AuthDeps = {}): Promise<FastifyInstance> {
  const { app, db, redis, sessions } = await createServiceApp({
    name: 'auth',
    config,
    postgres: deps.db,
    redis: deps.redis,
    logger: deps.logger,
  });
  const mailer = deps.mailer ?? createMailer(config.SMTP_URL, config.MAIL_FROM);
  const tasks = deps.tasks ?? new BackgroundTasks(app.log);
  const passwords = deps.passwords ?? argon2Passwords;
  const billing =
    deps.billing ??
    (config.BILLING_URL
      ? billingOverHttp(new InternalClient({ baseUrl: config.BILLING_URL, token: config.INTERNAL_TOKEN }))
      : freePlanOnly);

  // Before the mailer and the stores close: a reset e-mail being sent finishes first.
  app.addHook('onClose', async () => {
    await tasks.idle();
    mailer.close();
  });

  const users = new UserRepository(db);
  const rateLimits = deps.rateLimits ?? new RateLimits(redis);
  const now = deps.now ?? (() => new Date());
  const internal = (baseUrl: string) => new InternalClient({ baseUrl, token: config.INTERNAL_TOKEN });
  const householdRows = new HouseholdRepository(db);
  const households = new HouseholdService({
    db,
    households: householdRows,
    users,
    mailer,
    redis,
    appUrl: config.APP_URL,
    log: app.log,
    now,
  });
  await app.register(householdRoutes, { households, rateLimits });
  await app.register(authRoutes, {
    users,
    accounts: new AccountService({ users, passwords }),
    passwordResets: new PasswordResetService({
      db,
      users,
      resetTokens: new ResetTokenRepository(db),
      passwords,
      sessions,
      mailer,
      tasks,
      appUrl: config.APP_URL,
      now,
    }),
    rateLimits,
    billing,
  });
  const budgets = new UserBudgets(redis);
  await app.register(supportRoutes, {
    users,
    rateLimits,
    budgets,
    support: new SupportService({ mailer, billing, supportEmail: config.SUPPORT_EMAIL }),
  });
  await app.register(internalRoutes(config.INTERNAL_TOKEN, authInternalRoutes), {
    prefix: '/internal',
    users,
    mailer,
    households: householdRows,
  });
  await app.register(accountRoutes, {
    users,
    rateLimits,
    budgets,
    accountData: new AccountDataService({
      users,
      passwords,
      billing,
      data: deps.userData ?? userDataOverHttp(internal(config.RECIPES_URL), internal(config.GROCERY_URL)),
      photos: deps.photos ?? userPhotosOverHttp(internal(config.RECIPES_URL)),
      imports: deps.imports ?? userImportsOverHttp(internal(config.PARSER_URL)),
      households,
      householdRows,
      sessions,
      redis,
      counterKey: rateLimits.counterKey,
      log: app.log,
      now,
    }),
  });
  return app;
}
