import { setTimeout as delay } from 'node:timers/promises';
import { AUTH_MESSAGES, tooManyAttemptsMessage } from '@cookmark/contracts';
import { sql } from 'kysely';
import { createMailer } from '../src/domain/mailer.ts';
import { SIGNED_IN_HINT_COOKIE } from '../src/domain/signed-in-hint.ts';
import { argon2Passwords, type PasswordHasher } from '../src/domain/passwords.ts';
import {
  GOOD_PASSWORD,
  type Harness,
  sessionCookie,
  signUp,
  startHarness,
  uniqueAddress,
  uniqueEmail,
} from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const THIRTY_ONE_MINUTES = 31 * 60 * 1000;

async function login(email: string, password: string, cookie?: string, remoteAddress?: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function currentUser(cookie: string) {
  return h.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
}

function forgotPassword(email: string, remoteAddress = uniqueAddress(), app = h.app) {
  return app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
}

/** Holds the reset-token table locked while `during` runs: any write to it waits. */
async function withResetTokensLocked<T>(during: () => Promise<T>): Promise<T> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const holder = h.db.transaction().execute(async (trx) => {
    await sql`lock table auth.password_reset_tokens in access exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  try {
    return await during();
  } finally {
    release();
    await holder;
  }
}

/** The promise's value, or 'timed out' when it takes longer than `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T | 'timed out'> {
  return Promise.race([promise, delay(ms).then(() => 'timed out' as const)]);
}

async function requestReset(email: string): Promise<string> {
  h.mail.clear();
  const response = await forgotPassword(email);
  expect(response.statusCode).toBe(200);
  const mail = await h.mail.waitFor((m) => m.to.includes(email.toLowerCase()));
  const link = mail.links.find((l) => l.includes('/reset-password?token='));
  if (!link) throw new Error('no reset link in the e-mail');
  return new URL(link).searchParams.get('token') ?? '';
}

describe('sign-up, sign-in and sign-out', () => {
  test('a new account is signed in and can read itself, without its password', async () => {
    const { response, email, cookie } = await signUp(h.app);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      firstName: 'Julia',
      lastName: 'Child',
      defaultServings: 4,
    });
    expect(response.body).not.toContain('password');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await currentUser(cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  test('sign-in with the right password works, sign-out ends the session', async () => {
    const { email } = await signUp(h.app);
    const signedIn = await login(email.toUpperCase(), GOOD_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().email).toBe(email);
    const cookie = sessionCookie(signedIn);
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    const after = await currentUser(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  test("the web app's signed-in hint follows the session and is never trusted", async () => {
    const hintOf = (response: {
      cookies: { name: string; value: string; maxAge?: number; httpOnly?: boolean }[];
    }) => response.cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE);
    const { response, email, cookie } = await signUp(h.app);
    expect(hintOf(response)).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hintOf(response)?.httpOnly).not.toBe(true);
    const signedIn = await login(email, GOOD_PASSWORD);
    expect(hintOf(signedIn)?.value).toBe('1');
    const me = await h.app.inject({ method: 'GET', url: '/api/auth/user-with-billing', headers: { cookie } });
    expect(hintOf(me)?.value).toBe('1');
    // The hint alone is no session: the server still answers 401, and clears the stale hint.
    const hintOnly = await h.app.inject({
      method: 'GET',
      url: '/api/auth/user-with-billing',
      headers: { cookie: `${SIGNED_IN_HINT_COOKIE}=1` },
    });
    expect(hintOnly.statusCode).toBe(401);
    expect(hintOf(hintOnly)).toMatchObject({ value: '', maxAge: 0 });
    const wrongPassword = await login(email, 'not-the-password-1A!');
    expect(wrongPassword.statusCode).toBe(401);
    expect(hintOf(wrongPassword)).toBeUndefined();
    const out = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(hintOf(out)).toMatchObject({ value: '', maxAge: 0 });
  });

  test('an unknown e-mail and a wrong password get the same answer', async () => {
    const { email } = await signUp(h.app);
    const wrong = await login(email, 'Not-The-Password-1');
    const unknown = await login(uniqueEmail(), 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  test('signing up with an e-mail that exists answers 409', async () => {
    const { email } = await signUp(h.app);
    const again = await signUp(h.app, email.toUpperCase());
    expect(again.response.statusCode).toBe(409);
    expect(again.response.json()).toEqual({ message: 'An account with this email already exists' });
  });

  test.each([
    ['short1A!', 'Password must be at least 10 characters'],
    ['alllowercaseletters', 'Password must contain at least 3 of: uppercase, lowercase, numbers, symbols'],
    ['Password123', 'Password is too common, please choose a stronger password'],
  ])('refuses the weak password %s with the spec message', async (password, message) => {
    const { response } = await signUp(h.app, uniqueEmail(), password);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().errors.password).toBe(message);
  });

  test('sign-up without names or a valid e-mail answers each field', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'not-an-email', password: GOOD_PASSWORD, firstName: ' ', lastName: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: 'Invalid email address',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  test('sign-in without a password says it is required', async () => {
    const response = await login('someone@example.com', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Password is required');
  });

  test('a session id known before sign-in stops working after sign-in (no fixation)', async () => {
    const a = await signUp(h.app);
    const b = await signUp(h.app);
    const signedIn = await login(b.email, GOOD_PASSWORD, a.cookie);
    expect(signedIn.statusCode).toBe(200);
    const fresh = sessionCookie(signedIn);
    expect(fresh).not.toBe(a.cookie);
    expect((await currentUser(a.cookie)).statusCode).toBe(401);
    expect((await currentUser(fresh)).json().email).toBe(b.email);
  });

  test('a session made by one instance is honoured by another', async () => {
    const { cookie, email } = await signUp(h.app);
    const other = await h.newInstance();
    const me = await other.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  test('a tampered session cookie is not accepted', async () => {
    const { cookie } = await signUp(h.app);
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('a') ? 'bbb' : 'aaa');
    expect((await currentUser(tampered)).statusCode).toBe(401);
  });

  test('user-with-billing reports the free plan', async () => {
    const { cookie } = await signUp(h.app);
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/auth/user-with-billing',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ isPremium: false, billingStatus: { plan: 'free' } });
  });

  test('user-with-billing carries the premium status billing reports, and the free plan when billing is down', async () => {
    const { cookie, email } = await signUp(h.app);
    const statuses = {
      premium: {
        plan: 'premium',
        status: 'active',
        billingInterval: 'year' as const,
        currentPeriodEnd: '2027-11-22T00:00:00.000Z',
      },
    };
    let billingUp = true;
    const app = await h.newInstance({
      billing: {
        statusFor: async () => {
          if (!billingUp) throw new Error('connect ECONNREFUSED');
          return statuses.premium;
        },
        erase: async () => undefined,
      },
    });
    const premium = await app.inject({
      method: 'GET',
      url: '/api/auth/user-with-billing',
      headers: { cookie },
    });
    expect(premium.json()).toMatchObject({ email, isPremium: true, billingStatus: statuses.premium });
    billingUp = false;
    const down = await app.inject({ method: 'GET', url: '/api/auth/user-with-billing', headers: { cookie } });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ isPremium: false, billingStatus: { plan: 'free' } });
  });

  test('/api/login sends the browser to the sign-in screen', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/auth');
  });
});

describe('password reset', () => {
  test('forgot-password answers the same whether or not the account exists', async () => {
    const { email } = await signUp(h.app);
    const known = await h.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
    });
    const unknown = await h.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail() },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: "If that email exists, we've sent a password reset link." });
  });

  test('the mailed link resets the password once, signs out every device and signs no one in', async () => {
    const { email, cookie: device1 } = await signUp(h.app);
    const device2 = sessionCookie(await login(email, GOOD_PASSWORD));
    const token = await requestReset(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const newPassword = 'Basil-and-Thyme-77';
    const reset = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['set-cookie']).toBeUndefined();
    expect((await currentUser(device1)).statusCode).toBe(401);
    expect((await currentUser(device2)).statusCode).toBe(401);

    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, newPassword)).statusCode).toBe(200);

    const again = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'Another-Good-Pass-9' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.resetInvalid);
  });

  test('two simultaneous uses of one token: exactly one succeeds', async () => {
    const { email } = await signUp(h.app);
    const token = await requestReset(email);
    const results = await Promise.all(
      ['Parallel-One-11', 'Parallel-Two-22'].map((password) =>
        h.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  test('a reset token expires after 30 minutes', async () => {
    const { email } = await signUp(h.app);
    const token = await requestReset(email);
    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + THIRTY_ONE_MINUTES);
    try {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Too-Late-Pass-55' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(AUTH_MESSAGES.resetInvalid);
    } finally {
      h.clock.now = start;
    }
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  test('the token is stored only as a hash', async () => {
    const { email } = await signUp(h.app);
    const token = await requestReset(email);
    const rows = await h.db.selectFrom('auth.passwordResetTokens').select('tokenHash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  test('forgot-password answers before the token and the e-mail are made, the same for any address', async () => {
    const { email } = await signUp(h.app);
    h.mail.clear();
    const [known, unknown] = await withResetTokensLocked(() =>
      // The reset work cannot finish while the table is locked: an answer that waited for it would
      // never come. The limit only ends the wait; a busy machine's slow answer still passes.
      Promise.all([within(30_000, forgotPassword(email)), within(30_000, forgotPassword(uniqueEmail()))]),
    );
    if (known === 'timed out' || unknown === 'timed out')
      throw new Error('forgot-password waited for the reset work');
    expect([known.statusCode, known.json()]).toEqual([200, { message: AUTH_MESSAGES.resetLinkSent }]);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    const mail = await h.mail.waitFor((m) => m.to.includes(email));
    expect(mail.links.some((l) => l.includes('/reset-password?token='))).toBe(true);
  });

  test('a slow mail server does not slow the answer; the e-mail still arrives', async () => {
    const smtp = createMailer(h.config.SMTP_URL, h.config.MAIL_FROM);
    // The mail server answers only once the test lets it: the answer must not wait for it.
    let answerMail = () => {};
    const mailServerAnswers = new Promise<void>((resolve) => (answerMail = resolve));
    const app = await h.newInstance({
      mailer: {
        send: async (mail) => {
          await mailServerAnswers;
          await smtp.send(mail);
        },
        close: () => smtp.close(),
      },
    });
    const { email } = await signUp(app);
    h.mail.clear();
    const response = await forgotPassword(email, uniqueAddress(), app);
    expect(response.statusCode).toBe(200);
    expect(h.mail.messages().some((m) => m.to.includes(email))).toBe(false);
    answerMail();
    await h.mail.waitFor((m) => m.to.includes(email));
  });

  test('a bad, used or expired reset token answers 400 without hashing the new password', async () => {
    let hashes = 0;
    const counting: PasswordHasher = {
      ...argon2Passwords,
      hash: (password) => {
        hashes += 1;
        return argon2Passwords.hash(password);
      },
    };
    const app = await h.newInstance({ passwords: counting });
    const reset = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'Fresh-Basil-Pass-31' },
        remoteAddress: uniqueAddress(),
      });
    const { email } = await signUp(app);
    const used = await requestReset(email);
    hashes = 0;
    expect((await reset(used)).statusCode).toBe(200);
    expect(hashes).toBe(1);
    hashes = 0;

    const bad = await reset('not-a-token-anyone-was-sent');
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: AUTH_MESSAGES.resetInvalid }]);
    expect((await reset(used)).statusCode).toBe(400);
    const expired = await requestReset(email);
    const start = h.clock.now;
    h.clock.now = new Date(start.getTime() + THIRTY_ONE_MINUTES);
    try {
      expect((await reset(expired)).statusCode).toBe(400);
    } finally {
      h.clock.now = start;
    }
    expect(hashes).toBe(0);
  });

  test('reset with a weak password or no token gives the spec messages', async () => {
    const weak = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x', password: 'short' },
    });
    expect(weak.json().message).toBe('Password must be at least 10 characters');
    const missing = await h.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { password: GOOD_PASSWORD },
    });
    expect(missing.json().message).toBe('Reset token is required');
  });
});

/** A 429 whose message says, in minutes, the wait its Retry-After header says in seconds. */
function expectRealWait(limited: {
  statusCode: number;
  headers: Record<string, unknown>;
  json: () => unknown;
}) {
  expect(limited.statusCode).toBe(429);
  const retryAfter = Number(limited.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(limited.json()).toEqual({ message: tooManyAttemptsMessage(retryAfter * 1000) });
}

describe('rate limits', () => {
  test('too many sign-in attempts for one e-mail answer 429 with a clear message', async () => {
    const { email } = await signUp(h.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await login(email, 'Wrong-Password-1', undefined, `10.0.0.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await login(email, GOOD_PASSWORD, undefined, '10.0.1.1');
    expect(limited.statusCode).toBe(429);
    expectRealWait(limited);
  });

  test('too many reset requests from one address answer 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail() },
        remoteAddress: '10.9.9.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('rate limits on sign-up and reset', () => {
  const signUpFrom = (remoteAddress: string, email = uniqueEmail()) =>
    h.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: GOOD_PASSWORD, firstName: 'Julia', lastName: 'Child' },
      remoteAddress,
    });

  test('the eleventh sign-up within the hour from one address answers 429 with Retry-After', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 10; i += 1) expect((await signUpFrom(address)).statusCode).toBe(201);
    const limited = await signUpFrom(address);
    expect(limited.statusCode).toBe(429);
    // The window is an hour and began with the first of these sign-ups: the wait said is that hour's
    // rest, in minutes, the same as Retry-After says in seconds (not 'a few minutes').
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(limited.json()).toEqual({
      message: `Too many attempts. Please wait ${Math.ceil(retryAfter / 60)} minutes and try again.`,
    });
    expect(Math.ceil(retryAfter / 60)).toBeGreaterThan(15);
    expect((await signUpFrom(uniqueAddress())).statusCode).toBe(201);
  });

  test('a caller that is not the gateway is known by its own address, whatever X-Forwarded-For says', async () => {
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: uniqueEmail() },
        remoteAddress: address,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const viaGateway = await h.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail() },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address },
    });
    expect(viaGateway.statusCode).toBe(429);
  });

  test('sign-ups for one e-mail are limited however many addresses send them', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signUpFrom(uniqueAddress(), email)).statusCode);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
  });

  test('reset requests for one e-mail are limited however many addresses send them', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgotPassword(email.toUpperCase())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await forgotPassword(email);
    expectRealWait(limited);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  test('the eleventh reset attempt from one address answers 429', async () => {
    const address = uniqueAddress();
    const attempt = () =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: 'guessed-token', password: GOOD_PASSWORD },
        remoteAddress: address,
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt()).statusCode).toBe(400);
    const limited = await attempt();
    expectRealWait(limited);
  });
});

describe('internal routes', () => {
  test.each(['/internal/users', '/%69nternal/users', '/%69nternal/billing-status/1'])(
    '%s does not exist, with or without the shared token',
    async (url) => {
      for (const headers of [{}, { 'x-internal-token': h.config.INTERNAL_TOKEN }]) {
        const response = await h.app.inject({ method: 'GET', url, headers });
        expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not found' }]);
      }
    },
  );
});

describe('profile and settings', () => {
  test('the profile e-mail cannot change; names can', async () => {
    const { cookie, email } = await signUp(h.app);
    const changed = await h.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: { firstName: 'Jules', lastName: 'Child', email: 'someone-else@example.com' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe('Email address cannot be changed');
    const ok = await h.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { cookie },
      payload: { firstName: 'Jules', lastName: 'Child', email },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'Jules', email });
  });

  test('settings follow the user and are validated', async () => {
    const { cookie, email } = await signUp(h.app);
    const bad = await h.app.inject({
      method: 'PATCH',
      url: '/api/auth/settings',
      headers: { cookie },
      payload: { defaultServings: 21 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Cannot exceed 20');
    const zero = await h.app.inject({
      method: 'PATCH',
      url: '/api/auth/settings',
      headers: { cookie },
      payload: { defaultServings: 0 },
    });
    expect(zero.json().message).toBe('Must be at least 1');
    const saved = await h.app.inject({
      method: 'PATCH',
      url: '/api/auth/settings',
      headers: { cookie },
      payload: { defaultServings: 6, units: 'Metric', groceryNotifications: false },
    });
    expect(saved.statusCode).toBe(200);
    const elsewhere = sessionCookie(await login(email, GOOD_PASSWORD));
    expect((await currentUser(elsewhere)).json()).toMatchObject({
      defaultServings: 6,
      units: 'Metric',
      groceryNotifications: false,
    });
  });

  test('profile and settings need a session', async () => {
    const response = await h.app.inject({ method: 'PATCH', url: '/api/auth/settings', payload: {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});
