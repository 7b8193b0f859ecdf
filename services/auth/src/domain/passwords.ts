import argon2 from 'argon2';

/** OWASP's argon2id settings: 19 MiB of memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown e-mail answers in similar time. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('cookmark-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** How the services hash and check passwords (argon2id; tests may count the calls). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** The work of a real check, against no account. */
  verifyAgainstDummy(password: string): Promise<false>;
}

export const argon2Passwords: PasswordHasher = {
  hash: hashPassword,
  verify: verifyPassword,
  verifyAgainstDummy,
};
