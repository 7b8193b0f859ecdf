import {
  AUTH_MESSAGES,
  type ProfileUpdate,
  type PublicUser,
  type SettingsUpdate,
  type SignupRequest,
} from '@cookmark/contracts';
import { BadRequest, Conflict, Unauthorized } from '@cookmark/service-kit';
import type { PasswordHasher } from './passwords.ts';
import { EmailTakenError, type UserRepository } from '../repositories/user.repository.ts';

export interface AccountServiceDeps {
  users: UserRepository;
  passwords: PasswordHasher;
}

/** Creating accounts and checking their credentials. */
export class AccountService {
  private readonly users: UserRepository;
  private readonly passwords: PasswordHasher;

  constructor(deps: AccountServiceDeps) {
    this.users = deps.users;
    this.passwords = deps.passwords;
  }

  /** 409 for an address in use, found before any hashing; the unique index settles a race. */
  async signUp(input: SignupRequest): Promise<PublicUser> {
    const { email, firstName, lastName } = input;
    if (await this.users.findCredentialsByEmail(email)) throw new Conflict(AUTH_MESSAGES.emailTaken);
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return await this.users.create({ email, firstName, lastName, passwordHash });
    } catch (error) {
      if (error instanceof EmailTakenError) throw new Conflict(AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  /**
   * The id of the account the credentials open. An unknown address costs the same work as a wrong
   * password and gets the same 401.
   */
  async authenticate(email: string, password: string): Promise<string> {
    const credentials = await this.users.findCredentialsByEmail(email);
    const valid = credentials
      ? await this.passwords.verify(credentials.passwordHash, password)
      : await this.passwords.verifyAgainstDummy(password);
    if (!credentials || !valid) throw new Unauthorized(AUTH_MESSAGES.invalidCredentials);
    return credentials.id;
  }

  /** The name and picture; the e-mail address is the account's and cannot change (400). */
  async updateProfile(current: PublicUser, input: ProfileUpdate): Promise<PublicUser> {
    if (input.email !== undefined && input.email !== current.email.toLowerCase()) {
      throw new BadRequest(AUTH_MESSAGES.emailCannotChange, { email: AUTH_MESSAGES.emailCannotChange });
    }
    const updated = await this.users.updateProfile(current.id, input);
    if (!updated) throw new Unauthorized();
    return updated;
  }

  async updateSettings(userId: string, input: SettingsUpdate): Promise<PublicUser> {
    const updated = await this.users.updateSettings(userId, input);
    if (!updated) throw new Unauthorized();
    return updated;
  }
}
