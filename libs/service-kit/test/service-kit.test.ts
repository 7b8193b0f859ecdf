import { randomBytes } from 'node:crypto';
import { testRedisUrl } from '@cookmark/db';
import type { FastifyInstance, Session } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import {
  BadRequest,
  bodyEmail,
  baseConfigSchema,
  ConfigError,
  createServer,
  DEVELOPMENT_REDIS_PASSWORD,
  InternalClient,
  internalRoutes,
  isMailCatcherUrl,
  loadConfig,
  MAIL_CATCHER_SMTP_URL,
  mailConfigShape,
  NotFound,
  port,
  RateLimits,
  RedisSessionStore,
  registerSession,
  SESSION_COOKIE,
  SESSION_RENEW_AFTER_MS,
  sessionUser,
} from '../src/index.ts';
import { productionEnvironment } from '../src/testing.ts';

const redis = new Redis(testRedisUrl());
afterAll(() => redis.disconnect());

const prefix = () => `test:${randomBytes(6).toString('hex')}:`;

describe('config', () => {
  const schema = baseConfigSchema.extend({ AUTH_PORT: port(3001), SMTP_URL: z.url() });

  test('a bad or missing variable stops the start with a message naming each one', () => {
    expect(() => loadConfig(schema, { AUTH_PORT: 'seventy', DATABASE_URL: 'nope' })).toThrow(ConfigError);
    try {
      loadConfig(schema, { AUTH_PORT: 'seventy', DATABASE_URL: 'nope' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('AUTH_PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SMTP_URL');
    }
  });

  test('defaults fill what development does not set', () => {
    const config = loadConfig(schema, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect(config.AUTH_PORT).toBe(3001);
    expect(config.REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  test('production refuses the development secrets', () => {
    expect(() => loadConfig(schema, { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(
      /SESSION_SECRET: must be set in production/,
    );
  });

  test('production refuses, by value, the development secrets and the placeholders compose published', () => {
    const withStripe = schema.extend({
      STRIPE_SECRET_KEY: z.string().optional(),
      STRIPE_WEBHOOK_SECRET: z.string().optional(),
    });
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' };
    const placeholders = {
      SESSION_SECRET: 'change-me-to-a-long-random-secret-of-32-chars',
      INTERNAL_TOKEN: 'change-me-internal-token',
      DATABASE_URL: 'postgres://postgres:postgres@postgres:5432/cookmark',
      STRIPE_SECRET_KEY: 'sk_test_cookmark_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_cookmark_local',
    };
    const messageFor = (env: Record<string, string>) => {
      try {
        loadConfig(withStripe, { ...production, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    const refused = messageFor(placeholders);
    for (const key of Object.keys(placeholders)) expect(refused).toContain(`${key}: `);
    expect(refused).toContain(
      'SESSION_SECRET: is a published placeholder; production needs a secret of its own',
    );

    const devDefaults = messageFor({
      SESSION_SECRET: 'dev-only-session-secret-change-me-0123456789',
      INTERNAL_TOKEN: 'dev-only-internal-token-change-me',
    });
    expect(devDefaults).toMatch(/SESSION_SECRET: is a published placeholder/);
    expect(devDefaults).toMatch(/INTERNAL_TOKEN: is a published placeholder/);

    const own = {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      INTERNAL_TOKEN: randomBytes(16).toString('hex'),
      DATABASE_URL: 'postgres://postgres:s3cret-of-our-own@db:5432/cookmark',
      REDIS_URL: 'redis://:r3dis-of-our-own@redis:6379',
      STRIPE_SECRET_KEY: 'sk_live_ours',
      STRIPE_WEBHOOK_SECRET: 'whsec_ours',
    };
    expect(messageFor(own)).toBe('accepted');
    expect(messageFor({ ...own, SESSION_SECRET: '' })).toBe(
      'Invalid configuration:\n  SESSION_SECRET: must be set in production',
    );
    expect(loadConfig(withStripe, { ...placeholders, SMTP_URL: 'smtp://mail:25' }).NODE_ENV).toBe(
      'development',
    );
  });
});

describe('production config: Redis without a password and the mail catcher', () => {
  // Auth's mail settings: the schema every service's production check sees SMTP_URL through.
  const schema = baseConfigSchema.extend(mailConfigShape);
  const own = productionEnvironment();
  const messageFor = (env: Record<string, string | undefined>, options?: { usesRedis?: boolean }) => {
    try {
      loadConfig(schema, env, options);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return 'accepted';
  };

  test('production refuses a Redis URL without a password, saying how to give one', () => {
    expect(messageFor(own)).toBe('accepted');
    const expected =
      'Invalid configuration:\n  REDIS_URL: has no password; production needs a Redis that requires one ' +
      "(requirepass, or your provider's AUTH) and the password in the URL: redis://:PASSWORD@host:6379";
    // docker-compose.yml's address before the fix, and the default when REDIS_URL is unset.
    expect(messageFor({ ...own, REDIS_URL: 'redis://redis:6379' })).toBe(expected);
    expect(messageFor({ ...own, REDIS_URL: undefined })).toBe(expected);
    // A user name alone is no credential.
    expect(messageFor({ ...own, REDIS_URL: 'redis://default@redis:6379' })).toBe(expected);
    expect(messageFor({ ...own, REDIS_URL: 'rediss://:s3cret-of-our-own@redis.example:6380' })).toBe(
      'accepted',
    );
    expect(messageFor({ ...own, REDIS_URL: 'redis://cookmark:s3cret-of-our-own@redis:6379/0' })).toBe(
      'accepted',
    );
    // The password docker-compose.yml gives Redis when REDIS_PASSWORD is unset, and the example's.
    for (const published of [
      `redis://:${DEVELOPMENT_REDIS_PASSWORD}@redis:6379`,
      'redis://:replace-with-your-redis-password@redis:6379',
    ])
      expect(messageFor({ ...own, REDIS_URL: published })).toBe(
        'Invalid configuration:\n  REDIS_URL: its password is a published placeholder; production needs one of its own',
      );
    // Development and tests keep the local Redis without a password.
    expect(messageFor({ ...own, NODE_ENV: 'development', REDIS_URL: 'redis://127.0.0.1:6379' })).toBe(
      'accepted',
    );
    expect(messageFor({ ...own, NODE_ENV: 'test', REDIS_URL: undefined })).toBe('accepted');
    // A service that keeps nothing in Redis (the gateway) is not asked for its password.
    expect(messageFor({ ...own, REDIS_URL: undefined }, { usesRedis: false })).toBe('accepted');
  });

  test('production refuses the development mail catcher as its SMTP server unless told explicitly', () => {
    const refusal = (url: string) =>
      `Invalid configuration:\n  SMTP_URL: ${url} is the development mail catcher, whose inbox shows ` +
      'every message (password-reset links too) to whoever reaches it; production needs a real mail ' +
      'relay (ALLOW_MAIL_CATCHER_IN_PRODUCTION=true allows the catcher, for a trial on your own machine)';
    // docker-compose.yml's mail catcher, `npm start`'s, and the default when SMTP_URL is unset.
    for (const url of [
      'smtp://mail:2525',
      'smtp://127.0.0.1:2525',
      'smtp://localhost:2525',
      'smtp://[::1]:2525',
    ])
      expect(messageFor({ ...own, SMTP_URL: url })).toBe(refusal(url));
    expect(messageFor({ ...own, SMTP_URL: undefined })).toBe(refusal(MAIL_CATCHER_SMTP_URL));
    // Credentials in the URL stay out of the message (it goes to the logs).
    expect(messageFor({ ...own, SMTP_URL: 'smtp://user:s3cret@mail:2525' })).toBe(
      refusal('smtp://mail:2525'),
    );
    // Told explicitly, with a variable named for what it allows.
    expect(
      messageFor({ ...own, SMTP_URL: 'smtp://mail:2525', ALLOW_MAIL_CATCHER_IN_PRODUCTION: 'true' }),
    ).toBe('accepted');
    expect(
      messageFor({ ...own, SMTP_URL: 'smtp://mail:2525', ALLOW_MAIL_CATCHER_IN_PRODUCTION: 'false' }),
    ).toBe(refusal('smtp://mail:2525'));
    expect(messageFor({ ...own, ALLOW_MAIL_CATCHER_IN_PRODUCTION: 'sure' })).toBe(
      'Invalid configuration:\n  ALLOW_MAIL_CATCHER_IN_PRODUCTION: must be true or false',
    );
    // Real relays, on 2525 too (several providers offer it), and a relay called mail on its own port.
    for (const url of ['smtp://smtp.example.com:2525', 'smtps://u:p@smtp.example.com:465', 'smtp://mail:25'])
      expect(messageFor({ ...own, SMTP_URL: url })).toBe('accepted');
    // Development uses the mail catcher without being told.
    expect(messageFor({ ...own, NODE_ENV: 'development', SMTP_URL: undefined })).toBe('accepted');
    expect(isMailCatcherUrl('smtp://127.0.0.2:2525')).toBe(true);
    expect(isMailCatcherUrl('not a url')).toBe(false);
  });

  test('both refusals come together, with the other problems', () => {
    const message = messageFor({
      ...own,
      SESSION_SECRET: undefined,
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://mail:2525',
    });
    expect(message.split('\n').map((line) => line.trim().split(':')[0])).toEqual([
      'Invalid configuration',
      'SESSION_SECRET',
      'REDIS_URL',
      'SMTP_URL',
    ]);
  });
});

describe('client address', () => {
  async function whoAmI(trustProxy?: string[]) {
    const app = createServer({ name: 'test', logger: false, ...(trustProxy ? { trustProxy } : {}) });
    app.get('/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
    const ipOf = async (remoteAddress: string) =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': '198.51.100.1' } })).json()
        .ip;
    return { app, ipOf };
  }

  test('X-Forwarded-For is believed only from the trusted proxies; by default, loopback', async () => {
    const configured = await whoAmI(
      loadConfig(baseConfigSchema, { TRUSTED_PROXIES: '10.0.0.0/8, 172.28.0.10' }).TRUSTED_PROXIES,
    );
    expect(await configured.ipOf('203.0.113.9')).toBe('203.0.113.9');
    expect(await configured.ipOf('127.0.0.1')).toBe('127.0.0.1');
    expect(await configured.ipOf('172.28.0.10')).toBe('198.51.100.1');
    expect(await configured.ipOf('10.1.2.3')).toBe('198.51.100.1');
    const byDefault = await whoAmI();
    expect(await byDefault.ipOf('203.0.113.9')).toBe('203.0.113.9');
    expect(await byDefault.ipOf('127.0.0.1')).toBe('198.51.100.1');
    const fromConfigDefault = await whoAmI(loadConfig(baseConfigSchema, {}).TRUSTED_PROXIES);
    expect(await fromConfigDefault.ipOf('203.0.113.9')).toBe('203.0.113.9');
    expect(await fromConfigDefault.ipOf('::1')).toBe('198.51.100.1');
    await Promise.all([configured.app.close(), byDefault.app.close(), fromConfigDefault.app.close()]);
  });

  test('TRUSTED_PROXIES must be addresses or CIDRs', () => {
    for (const bad of ['gateway', '10.0.0.0/33', '10.0.0.1/8/2', '*']) {
      expect(() => loadConfig(baseConfigSchema, { TRUSTED_PROXIES: bad })).toThrow(
        /TRUSTED_PROXIES: must be IP addresses or CIDRs/,
      );
    }
    expect(loadConfig(baseConfigSchema, { TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([]);
  });
});

describe('session store', () => {
  const session = (userId?: string): Session =>
    ({
      cookie: { expires: new Date(Date.now() + 60_000) },
      ...(userId ? { userId } : {}),
    }) as unknown as Session;
  const get = (store: RedisSessionStore, sid: string) =>
    new Promise<Session | null | undefined>((resolve, reject) =>
      store.get(sid, (error, value) => (error ? reject(error) : resolve(value))),
    );
  const set = (store: RedisSessionStore, sid: string, value: Session) =>
    new Promise<void>((resolve, reject) =>
      store.set(sid, value, (error) => (error ? reject(error) : resolve())),
    );
  const destroy = (store: RedisSessionStore, sid: string) =>
    new Promise<void>((resolve, reject) =>
      store.destroy(sid, (error) => (error ? reject(error) : resolve())),
    );

  test('keeps a session until its cookie expires', async () => {
    const keyPrefix = prefix();
    const store = new RedisSessionStore(redis, keyPrefix);
    await set(store, 'abc', session('user-1'));
    expect((await get(store, 'abc'))?.userId).toBe('user-1');
    const ttl = await redis.ttl(`${keyPrefix}abc`);
    expect(ttl).toBeGreaterThan(50);
    expect(ttl).toBeLessThanOrEqual(60);
    await destroy(store, 'abc');
    expect(await get(store, 'abc')).toBeNull();
  });

  test('ends every session of one user and no one else', async () => {
    const store = new RedisSessionStore(redis, prefix());
    await set(store, 'phone', session('ada'));
    await set(store, 'laptop', session('ada'));
    await set(store, 'other', session('grace'));
    expect(await store.destroyAllForUser('ada')).toBe(2);
    expect(await get(store, 'phone')).toBeNull();
    expect(await get(store, 'laptop')).toBeNull();
    expect((await get(store, 'other'))?.userId).toBe('grace');
  });
});

describe('request log', () => {
  test('one line a request once answered; probes and routine files only when they fail', async () => {
    const lines: {
      msg: string;
      req?: { url: string };
      res?: { statusCode: number };
      responseTime?: number;
    }[] = [];
    const app = createServer({
      name: 'log-test',
      logLevel: 'info',
      routinePath: /^\/assets\//,
      logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    });
    let healthy = true;
    app.get('/api/things', async () => ({ things: [] }));
    app.get('/healthz', async (_request, reply) => reply.code(healthy ? 200 : 503).send({ ok: healthy }));
    app.get('/assets/app.js', async () => 'code');
    try {
      await app.inject({ method: 'GET', url: '/api/things?token=secret' });
      await app.inject({ method: 'GET', url: '/healthz' });
      await app.inject({ method: 'GET', url: '/assets/app.js' });
      await app.inject({ method: 'GET', url: '/assets/missing.js' });
      healthy = false;
      await app.inject({ method: 'GET', url: '/healthz' });
    } finally {
      await app.close();
    }
    const requests = lines.filter((l) => l.msg === 'request completed');
    expect(requests.map((l) => [l.req?.url, l.res?.statusCode])).toEqual([
      ['/api/things?token=[REDACTED]', 200],
      ['/assets/missing.js', 404],
      ['/healthz', 503],
    ]);
    expect(requests.every((l) => typeof l.responseTime === 'number')).toBe(true);
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });
});

describe('session renewal', () => {
  const sidOf = (setCookie: string | string[] | undefined) => {
    const cookie = [setCookie ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    return cookie?.split(';')[0];
  };

  test('a signed-in read neither writes the session nor sends a cookie; once a day of use renews both', async () => {
    const app = createServer({ name: 'session-test', logger: false });
    const store = await registerSession(app, { secret: 'x'.repeat(32), redis, production: false });
    app.post('/sign-in', async (request) => {
      await request.session.regenerate();
      request.session.userId = 'user-renew';
      request.session.renewedAt = Date.now();
      return { ok: true };
    });
    app.get('/me', async (request) => ({ userId: request.session.userId ?? null }));
    await app.ready();
    try {
      const signedIn = await app.inject({ method: 'POST', url: '/sign-in' });
      const cookie = sidOf(signedIn.headers['set-cookie']);
      expect(cookie).toBeDefined();
      const sid = decodeURIComponent(cookie!.split('=')[1]!).split('.')[0]!;
      const key = `sess:${sid}`;
      // As if the session had been written 29 days ago: one day of its life is left.
      await redis.expire(key, 24 * 60 * 60);

      const writes = jest.spyOn(store, 'set');
      const read = await app.inject({ method: 'GET', url: '/me', headers: { cookie: cookie! } });
      expect(read.json()).toEqual({ userId: 'user-renew' });
      expect(read.headers['set-cookie']).toBeUndefined();
      expect(writes).not.toHaveBeenCalled();
      expect(await redis.ttl(key)).toBeLessThanOrEqual(24 * 60 * 60);

      const stale = JSON.parse((await redis.get(key))!) as { renewedAt: number };
      stale.renewedAt -= SESSION_RENEW_AFTER_MS + 1000;
      await redis.set(key, JSON.stringify(stale), 'KEEPTTL');
      const renewed = await app.inject({ method: 'GET', url: '/me', headers: { cookie: cookie! } });
      expect(renewed.json()).toEqual({ userId: 'user-renew' });
      expect(sidOf(renewed.headers['set-cookie'])).toBe(cookie);
      expect(writes).toHaveBeenCalledTimes(1);
      expect(await redis.ttl(key)).toBeGreaterThan(29 * 24 * 60 * 60);
      writes.mockRestore();

      // Signed out, a read has no user and gets no cookie; a forged signature of a known id is
      // refused, though the genuine one was just checked.
      const signedOut = await app.inject({ method: 'GET', url: '/me' });
      expect(signedOut.json()).toEqual({ userId: null });
      expect(signedOut.headers['set-cookie']).toBeUndefined();
      const forged = `${cookie!.slice(0, -2)}${cookie!.endsWith('AA') ? 'BB' : 'AA'}`;
      const refused = await app.inject({ method: 'GET', url: '/me', headers: { cookie: forged } });
      expect(refused.json()).toEqual({ userId: null });
      await store.destroyAllForUser('user-renew');
    } finally {
      await app.close();
    }
  });
});

describe('rate limits', () => {
  const emailRule = (max: number) => ({
    name: 'login:email',
    max,
    windowMs: 60_000,
    key: bodyEmail,
    message: 'Too many attempts for this address',
  });

  async function limitedApp(limits: RateLimits) {
    const app = createServer({ name: 'test', logger: false });
    const perAddress = await limits.hook(app, { name: 'ip', max: 3, windowMs: 60_000, message: 'Slow down' });
    const perEmail = await limits.hook(app, emailRule(2));
    app.post('/sign-in', { onRequest: perAddress, preHandler: perEmail }, async () => ({ ok: true }));
    await app.ready();
    return app;
  }
  const post = (app: FastifyInstance, email: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/sign-in', payload: { email }, remoteAddress });

  test('the request over the limit answers 429 with Retry-After and the message', async () => {
    const app = await limitedApp(new RateLimits(redis, prefix()));
    for (let i = 0; i < 3; i += 1)
      expect((await post(app, `cook${i}@example.com`, '10.1.1.1')).statusCode).toBe(200);
    const limited = await post(app, 'another@example.com', '10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Slow down' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await post(app, 'another@example.com', '10.1.1.2')).statusCode).toBe(200);
    await app.close();
  });

  test('two limits on one route both count: the per-address one holds across client addresses', async () => {
    const app = await limitedApp(new RateLimits(redis, prefix()));
    expect((await post(app, 'Ada@Example.com', '10.2.0.1')).statusCode).toBe(200);
    expect((await post(app, ' ada@example.com ', '10.2.0.2')).statusCode).toBe(200);
    const limited = await post(app, 'ada@example.com', '10.2.0.3');
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { message: 'Too many attempts for this address' },
    ]);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await post(app, 'grace@example.com', '10.2.0.3')).statusCode).toBe(200);
    await app.close();
  });

  test('counters live in Redis, shared by every instance', async () => {
    const limits = new RateLimits(redis, prefix());
    const [one, two] = [await limitedApp(limits), await limitedApp(limits)];
    expect((await post(one, 'a@example.com', '10.3.0.1')).statusCode).toBe(200);
    expect((await post(two, 'b@example.com', '10.3.0.1')).statusCode).toBe(200);
    expect((await post(one, 'c@example.com', '10.3.0.1')).statusCode).toBe(200);
    expect((await post(two, 'd@example.com', '10.3.0.1')).statusCode).toBe(429);
    await Promise.all([one.close(), two.close()]);
  });
});

describe('rate limits counted per user or per address', () => {
  test('start only when account deletion knows their counters (personal-keys.ts)', async () => {
    const limits = new RateLimits(redis, prefix());
    const app = createServer({ name: 'test', logger: false });
    const rule = { max: 1, windowMs: 60_000 };
    await expect(limits.hook(app, { ...rule, name: 'new-thing:user', key: sessionUser })).rejects.toThrow(
      'rate limit new-thing:user counts per user: list it in personal-keys.ts',
    );
    await expect(limits.hook(app, { ...rule, name: 'new-thing:email', key: bodyEmail })).rejects.toThrow(
      'counts per email',
    );
    await limits.hook(app, { ...rule, name: 'improve:user', key: sessionUser });
    expect(limits.counterKey('improve:user', 'u-1')).toMatch(/^test:[0-9a-f]+:improve:user:u-1$/);
    await app.close();
  });
});

describe('errors and internal calls', () => {
  test('maps typed errors and zod errors to status and message; hides 5xx internals', async () => {
    const app = createServer({ name: 'test', logger: false });
    app.get('/bad', async () => {
      throw new BadRequest('Title is required', { title: 'Title is required' });
    });
    app.get('/missing', async () => {
      throw new NotFound('Recipe not found');
    });
    app.get('/zod', async () => z.object({ title: z.string({ message: 'Title is required' }) }).parse({}));
    app.get('/boom', async () => {
      throw new Error('connection to 10.0.0.5 refused: password=hunter2');
    });
    expect((await app.inject('/bad')).json()).toEqual({
      message: 'Title is required',
      errors: { title: 'Title is required' },
    });
    const missing = await app.inject('/missing');
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Recipe not found' }]);
    const zod = await app.inject('/zod');
    expect([zod.statusCode, zod.json()]).toEqual([
      400,
      { message: 'Title is required', errors: { title: 'Title is required' } },
    ]);
    const boom = await app.inject('/boom');
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('hunter2');
    expect(boom.body).not.toContain('10.0.0.5');
    const unknown = await app.inject('/nope');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Not found' }]);
    await app.close();
  });

  test('internal routes need the shared token; the client sends it and forwards the request id', async () => {
    const app = createServer({ name: 'billing', logger: false });
    await app.register(
      internalRoutes('a-shared-internal-token', async (internal) => {
        internal.get('/echo', async (request) => ({ requestId: request.id }));
      }),
      { prefix: '/internal' },
    );
    app.get('/api/open', async () => ({ open: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    for (const path of ['/internal/echo', '/%69nternal/echo', '/%69nternal/%65cho', '/internal/echo?x=1']) {
      const anonymous = await fetch(`${baseUrl}${path}`);
      expect([path, anonymous.status]).toEqual([path, 404]);
      expect(await anonymous.json()).toEqual({ message: 'Not found' });
    }
    expect((await fetch(`${baseUrl}/api/open`)).status).toBe(200);
    const wrong = new InternalClient({ baseUrl, token: 'a-wrong-internal-token!' });
    await expect(wrong.get('/internal/echo')).rejects.toThrow(/answered 404/);
    const client = new InternalClient({ baseUrl, token: 'a-shared-internal-token' });
    expect(await client.get('/internal/echo', 'req-42')).toEqual({ requestId: 'req-42' });
    expect(await client.get('/%69nternal/echo', 'req-43')).toEqual({ requestId: 'req-43' });
    await app.close();
  });
});
