import { once } from 'node:events';
import { testRedisUrl } from '@cookmark/db';
import { baseConfigSchema, createServiceApp, loadConfig } from '../src/index.ts';

const config = loadConfig(baseConfigSchema, {
  LOG_LEVEL: 'silent',
  REDIS_URL: testRedisUrl(),
});

describe('createServiceApp', () => {
  test('its own Redis is checked by /readyz and closed after the onClose hooks the service adds', async () => {
    const { app, redis } = await createServiceApp({ name: 'test', config, postgres: false, logger: false });
    // What a service's queues and mail do on close: they still need the stores.
    let answeredOnClose = '';
    app.addHook('onClose', async () => {
      answeredOnClose = await redis.ping();
    });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', checks: { redis: true } }]);
    const ended = once(redis, 'end');
    await app.close();
    expect(answeredOnClose).toBe('PONG');
    await ended;
  });

  test('a service without a database or Redis has health routes, no sessions, and says so if asked for them', async () => {
    const service = await createServiceApp({
      name: 'bare',
      config,
      postgres: false,
      redis: false,
      openApi: false,
      logger: false,
    });
    try {
      expect((await service.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
      expect((await service.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect(() => service.db).toThrow('bare was created without a database');
      expect(() => service.sessions).toThrow('bare was created without sessions');
    } finally {
      await service.app.close();
    }
  });
});
