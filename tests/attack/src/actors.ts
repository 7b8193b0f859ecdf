import { randomBytes } from 'node:crypto';
import { call, sessionCookie } from './client.ts';

/** A signed-in account the suite attacks with or attacks. */
export interface Actor {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface Actors {
  /** A free user whose data the others go after. */
  victim: Actor;
  /** Another free user. */
  attacker: Actor;
  /** A paying user (through the real checkout and webhook path). */
  premium: Actor;
  /** Another paying user, who goes after the paying user's lists and recipes on premium routes. */
  rival: Actor;
}

const ACTORS_ENV = 'COOKMARK_SECURITY_ACTORS';

export async function signUp(
  name: string,
  email = `${name}.${randomBytes(4).toString('hex')}@example.com`,
): Promise<Actor> {
  const password = `Cookmark-${randomBytes(6).toString('hex')}!`;
  const answer = await call('POST', '/api/auth/signup', {
    body: { email, password, firstName: name, lastName: 'Tester' },
  });
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`sign-up answered ${answer.status}: ${answer.body}`);
  return { id: (answer.json as { id: string }).id, email, password, cookie: sessionCookie(answer.headers) };
}

/** A new session for an account (a test file that signs a user out does not sign out the next file's). */
export async function signIn(actor: Actor): Promise<Actor> {
  const answer = await call('POST', '/api/auth/login', {
    body: { email: actor.email, password: actor.password },
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}: ${answer.body}`);
  return { ...actor, cookie: sessionCookie(answer.headers) };
}

/** Pays for Premium through the stand-in's hosted checkout, then waits for billing's webhook. */
export async function becomePremium(actor: Actor): Promise<void> {
  const checkout = await call('POST', '/api/create-checkout-session', {
    cookie: actor.cookie,
    body: { plan: 'yearly' },
  });
  const { url } = checkout.json as { url: string };
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the checkout answered ${paid.status}`);
  // Only a webhook that never comes ends this wait: it may be slow on a busy machine.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const user = await call('GET', '/api/auth/user-with-billing', { cookie: actor.cookie });
    if ((user.json as { isPremium?: boolean }).isPremium) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the premium upgrade never arrived');
}

export function saveActors(actors: Actors): void {
  process.env[ACTORS_ENV] = JSON.stringify(actors);
}

export function loadActors(): Actors {
  const saved = process.env[ACTORS_ENV];
  if (!saved) throw new Error('the global setup made no accounts');
  return JSON.parse(saved) as Actors;
}
