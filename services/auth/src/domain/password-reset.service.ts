import { createHash, randomBytes } from 'node:crypto';
import { AUTH_MESSAGES } from '@cookmark/contracts';
import type { Db } from '@cookmark/db';
import { BadRequest, type RedisSessionStore } from '@cookmark/service-kit';
import type { BackgroundTasks } from './background-tasks.ts';
import { type Mailer, passwordResetMail } from './mailer.ts';
import type { PasswordHasher } from './passwords.ts';
import type { ResetTokenRepository } from '../repositories/reset-token.repository.ts';
import type { UserRepository } from '../repositories/user.repository.ts';

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export interface PasswordResetServiceDeps {
  db: Db;
  users: UserRepository;
  resetTokens: ResetTokenRepository;
  passwords: PasswordHasher;
  sessions: RedisSessionStore;
  mailer: Mailer;
  tasks: BackgroundTasks;
  appUrl: string;
  now: () => Date;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Reset links by e-mail, and the password change they allow once. */
export class PasswordResetService {
  private readonly deps: PasswordResetServiceDeps;

  constructor(deps: PasswordResetServiceDeps) {
    this.deps = deps;
  }

  /**
   * Returns at once, before the account is even looked up: the token and the e-mail are made in
   * the background, so neither the answer nor its timing tells whether the account exists.
   */
  requestReset(email: string): void {
    this.deps.tasks.run('password reset e-mail', () => this.sendResetLink(email));
  }

  private async sendResetLink(email: string): Promise<void> {
    const { users, resetTokens, now } = this.deps;
    const credentials = await users.findCredentialsByEmail(email);
    if (!credentials) return;
    const token = randomBytes(32).toString('base64url');
    await resetTokens.replaceForUser(
      credentials.id,
      hashToken(token),
      new Date(now().getTime() + RESET_TOKEN_TTL_MS),
    );
    const user = await users.findById(credentials.id);
    const link = new URL(`/reset-password?token=${token}`, this.deps.appUrl).toString();
    await this.deps.mailer.send(passwordResetMail(user?.email ?? email, user?.firstName ?? '', link));
  }

  /**
   * Sets the password and signs the user out everywhere. The token is checked before the new
   * password is hashed, so a bad token costs no hashing; using it stays one atomic statement, so
   * two simultaneous uses cannot both succeed.
   */
  async resetPassword(token: string, password: string): Promise<void> {
    const { db, users, resetTokens, now } = this.deps;
    const tokenHash = hashToken(token);
    if (!(await resetTokens.findUsable(tokenHash, now()))) throw new BadRequest(AUTH_MESSAGES.resetInvalid);
    const passwordHash = await this.deps.passwords.hash(password);
    const userId = await db.transaction().execute(async (trx) => {
      const owner = await resetTokens.consume(tokenHash, now(), trx);
      if (owner) await users.setPasswordHash(owner, passwordHash, trx);
      return owner;
    });
    if (!userId) throw new BadRequest(AUTH_MESSAGES.resetInvalid);
    await this.deps.sessions.destroyAllForUser(userId);
  }
}
