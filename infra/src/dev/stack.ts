import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

export interface StackPorts {
  gateway: number;
  auth: number;
  recipes: number;
  parser: number;
  grocery: number;
  billing: number;
  smtp: number;
  mailHttp: number;
  stripe: number;
}

export const DEFAULT_PORTS: StackPorts = {
  gateway: 3000,
  auth: 3001,
  recipes: 3002,
  parser: 3003,
  grocery: 3004,
  billing: 3005,
  smtp: 2525,
  mailHttp: 8025,
  stripe: 12111,
};

/**
 * Each process's /metrics (Prometheus) is on a port of its own, never its service port: 9464-9470
 * for `npm start` (gateway 3000), offset the same way from the gateway's port for the test stacks.
 */
export const METRICS_PORT_OFFSET = 6464;
const METRICS_ORDER = ['gateway', 'auth', 'recipes', 'parser', 'grocery', 'billing', 'worker'] as const;

/** The metrics port of every process of a stack whose gateway listens on `gatewayPort`. */
export function stackMetricsPorts(gatewayPort: number): Record<(typeof METRICS_ORDER)[number], number> {
  return Object.fromEntries(
    METRICS_ORDER.map((name, index) => [name, gatewayPort + METRICS_PORT_OFFSET + index]),
  ) as Record<(typeof METRICS_ORDER)[number], number>;
}

export interface StackOptions {
  root: string;
  ports?: Partial<StackPorts>;
  databaseUrl: string;
  redisUrl: string;
  /** Extra environment for every process. */
  env?: Record<string, string>;
  /** Print each process's log lines (with a name prefix). */
  log?: (line: string) => void;
  /**
   * Copies of every service and of the parser worker (default 1). Copy n (from 2) of a service
   * listens on its port + (n - 1) * `copyPortOffset`, is named e.g. `recipes-2`, and every caller
   * is given all copies' addresses, comma-separated.
   */
  copies?: number;
  /** Port distance between copies of a service (default 10). */
  copyPortOffset?: number;
}

export interface RunningStack {
  url: string;
  ports: StackPorts;
  processes: string[];
  stop(): Promise<void>;
  /**
   * Sends a process (by name, e.g. `recipes-2`, `worker`) a signal and resolves with its exit code
   * once it has exited (null when a signal ended it).
   */
  signal(name: string, signal: NodeJS.Signals): Promise<number | null>;
  /** Each running process's id by name (benchmarks read what each process spent). */
  pids(): Record<string, number>;
}

interface ProcessSpec {
  name: string;
  entry: string;
  env: Record<string, string>;
  /** Port whose /healthz must answer before the stack counts as up; none for workers. */
  healthPort?: number;
  /** For a process without a port: the log line that says it is ready (printed at info level). */
  readyLine?: RegExp;
}

function formatLine(name: string, line: string): string {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const levels: Record<number, string> = {
      10: 'trace',
      20: 'debug',
      30: 'info',
      40: 'warn',
      50: 'error',
      60: 'fatal',
    };
    const level = levels[Number(entry['level'])] ?? 'info';
    const req = entry['req'] as { method?: string; url?: string } | undefined;
    const res = entry['res'] as { statusCode?: number } | undefined;
    const detail = req ? ` ${req.method} ${req.url}` : res ? ` ${res.statusCode}` : '';
    const err = entry['err'] as { message?: string } | undefined;
    return `[${name}] ${level} ${String(entry['msg'] ?? '')}${detail}${err?.message ? ` (${err.message})` : ''}`;
  } catch {
    return `[${name}] ${line}`;
  }
}

/**
 * How long a starting process may neither answer nor exit before it is taken for stuck. Not a speed
 * budget: on a machine kept busy by other work (load average 15 on two cores) a service has taken
 * over a minute to start, and a start that is merely slow must not fail a test run. A process that
 * exits while starting fails at once, with its exit code.
 */
const STARTUP_HANG_GUARD_MS = 10 * 60_000;

async function waitForHealth(
  port: number,
  child: ChildProcess,
  name: string,
  timeoutMs = STARTUP_HANG_GUARD_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${name} did not answer on port ${port} within ${timeoutMs / 1000} s`);
}

/** Starts every part of Cookmark that exists in the tree as its own process, and waits until all answer. */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const ports: StackPorts = { ...DEFAULT_PORTS, ...options.ports };
  const root = options.root;
  const has = (entry: string) => existsSync(resolve(root, entry));
  const appUrl = `http://localhost:${ports.gateway}`;
  const local = (port: number) => `http://127.0.0.1:${port}`;
  const copies = Math.max(1, options.copies ?? 1);
  const offset = options.copyPortOffset ?? 10;
  const copyPorts = (port: number) => Array.from({ length: copies }, (_, n) => port + n * offset);
  const allCopies = (port: number) => copyPorts(port).map(local).join(',');
  const stripeLocal = !options.env?.['STRIPE_SECRET_KEY'] && has('infra/src/stripe-local/main.ts');
  const billing = has('services/billing/src/main.ts');

  const common: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    APP_URL: appUrl,
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    AUTH_URL: allCopies(ports.auth),
    RECIPES_URL: allCopies(ports.recipes),
    PARSER_URL: allCopies(ports.parser),
    GROCERY_URL: allCopies(ports.grocery),
    // Every copy of the recipes service shares one photo folder (a bucket does that in production).
    PHOTO_DIR: join(tmpdir(), `cookmark-photos-${ports.gateway}`),
    ...(billing ? { BILLING_URL: allCopies(ports.billing) } : {}),
    ...(stripeLocal
      ? {
          STRIPE_SECRET_KEY: 'sk_test_cookmark_local',
          STRIPE_WEBHOOK_SECRET: 'whsec_cookmark_local',
          STRIPE_API_HOST: '127.0.0.1',
          STRIPE_API_PORT: String(ports.stripe),
          STRIPE_API_PROTOCOL: 'http',
          STRIPE_LOCAL_PORT: String(ports.stripe),
          // Every copy of billing, in turn (as a load balancer in front of them would).
          STRIPE_LOCAL_WEBHOOK_URL: copyPorts(ports.billing)
            .map((port) => `${local(port)}/api/stripe/webhook`)
            .join(','),
          STRIPE_LOCAL_PUBLIC_URL: local(ports.stripe),
        }
      : {}),
    ...options.env,
  };

  const metricsPort = (index: number) => String(ports.gateway + METRICS_PORT_OFFSET + index);
  const all: ProcessSpec[] = [
    {
      name: 'mail',
      entry: 'infra/src/mail-catcher/main.ts',
      env: { MAIL_CATCHER_SMTP_PORT: String(ports.smtp), MAIL_CATCHER_HTTP_PORT: String(ports.mailHttp) },
    },
    ...(stripeLocal
      ? [
          {
            name: 'stripe',
            entry: 'infra/src/stripe-local/main.ts',
            env: {},
            healthPort: ports.stripe,
          } as ProcessSpec,
        ]
      : []),
    {
      name: 'auth',
      entry: 'services/auth/src/main.ts',
      env: { AUTH_PORT: String(ports.auth), METRICS_PORT: metricsPort(1) },
      healthPort: ports.auth,
    },
    {
      name: 'recipes',
      entry: 'services/recipes/src/main.ts',
      env: { RECIPES_PORT: String(ports.recipes), METRICS_PORT: metricsPort(2) },
      healthPort: ports.recipes,
    },
    {
      name: 'parser',
      entry: 'services/parser/src/main.ts',
      env: { PARSER_PORT: String(ports.parser), METRICS_PORT: metricsPort(3) },
      healthPort: ports.parser,
    },
    {
      name: 'worker',
      entry: 'services/parser/src/worker.ts',
      env: { METRICS_PORT: metricsPort(6) },
      readyLine: /parse worker ready/,
    },
    {
      name: 'grocery',
      entry: 'services/grocery/src/main.ts',
      env: { GROCERY_PORT: String(ports.grocery), METRICS_PORT: metricsPort(4) },
      healthPort: ports.grocery,
    },
    {
      name: 'billing',
      entry: 'services/billing/src/main.ts',
      env: { BILLING_PORT: String(ports.billing), METRICS_PORT: metricsPort(5) },
      healthPort: ports.billing,
    },
    {
      name: 'gateway',
      entry: 'services/gateway/src/main.ts',
      env: {
        PORT: String(ports.gateway),
        WEB_DIST_DIR: resolve(root, 'apps/web/dist'),
        METRICS_PORT: metricsPort(0),
      },
      healthPort: ports.gateway,
    },
  ];
  const replicated = new Set(['auth', 'recipes', 'parser', 'worker', 'grocery', 'billing']);
  const portVariable: Record<string, string> = {
    auth: 'AUTH_PORT',
    recipes: 'RECIPES_PORT',
    parser: 'PARSER_PORT',
    grocery: 'GROCERY_PORT',
    billing: 'BILLING_PORT',
  };
  const specs = all
    .filter((spec) => has(spec.entry))
    .flatMap((spec) => {
      if (!replicated.has(spec.name) || copies === 1) return [spec];
      return Array.from({ length: copies }, (_, n): ProcessSpec => {
        if (n === 0) return spec;
        const variable = portVariable[spec.name];
        const port = spec.healthPort === undefined ? undefined : spec.healthPort + n * offset;
        // Each copy's metrics port is its own too (the first copy's + n * offset).
        const metrics = spec.env['METRICS_PORT'];
        return {
          ...spec,
          name: `${spec.name}-${n + 1}`,
          env: {
            ...spec.env,
            ...(variable && port !== undefined ? { [variable]: String(port) } : {}),
            ...(metrics ? { METRICS_PORT: String(Number(metrics) + n * offset) } : {}),
          },
          ...(port === undefined ? {} : { healthPort: port }),
        };
      });
    });

  const children: { name: string; child: ChildProcess }[] = [];
  const stop = async () => {
    await Promise.all(
      children.map(
        ({ child }) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 8000).unref();
          }),
      ),
    );
  };

  try {
    const logLevel = common['LOG_LEVEL'] ?? process.env['LOG_LEVEL'] ?? 'info';
    const readyLinesPrinted = ['info', 'debug', 'trace'].includes(logLevel);
    const waits: Promise<void>[] = [];
    // COOKMARK_CPU_PROF_DIR: each process writes a CPU profile there when it stops (benchmarks).
    const profileDir = process.env['COOKMARK_CPU_PROF_DIR'];
    for (const spec of specs) {
      const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profileDir, spec.name)}`] : [];
      const child = spawn(process.execPath, [...profile, resolve(root, spec.entry)], {
        cwd: root,
        env: { ...process.env, ...common, ...spec.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push({ name: spec.name, child });
      let sawReadyLine: () => void = () => undefined;
      const readyLineSeen = new Promise<void>((done) => (sawReadyLine = done));
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        createInterface({ input: stream }).on('line', (line) => {
          if (spec.readyLine?.test(line)) sawReadyLine();
          options.log?.(formatLine(spec.name, line));
        });
      }
      if (spec.name === 'mail') await waitForHealthless(ports.mailHttp, child);
      if (spec.healthPort) waits.push(waitForHealth(spec.healthPort, child, spec.name));
      else if (spec.readyLine && readyLinesPrinted) waits.push(waitForLine(readyLineSeen, child, spec.name));
    }
    await Promise.all(waits);
  } catch (error) {
    await stop();
    throw error;
  }
  const signal = (name: string, sig: NodeJS.Signals) => {
    const found = children.find((entry) => entry.name === name);
    if (!found) return Promise.reject(new Error(`no process named ${name}`));
    const { child } = found;
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
    return new Promise<number | null>((done) => {
      child.once('exit', (code) => done(code));
      child.kill(sig);
    });
  };
  const pids = () =>
    Object.fromEntries(
      children.flatMap(({ name, child }) =>
        child.pid !== undefined && child.exitCode === null ? [[name, child.pid]] : [],
      ),
    );
  return { url: appUrl, ports, processes: specs.map((s) => s.name), stop, signal, pids };
}

async function waitForLine(
  seen: Promise<void>,
  child: ChildProcess,
  name: string,
  timeoutMs = STARTUP_HANG_GUARD_MS,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let onExit: ((code: number | null) => void) | undefined;
  const failed = new Promise<never>((_, reject) => {
    onExit = (code) => reject(new Error(`${name} exited with code ${code} while starting`));
    child.once('exit', onExit);
    timer = setTimeout(
      () => reject(new Error(`${name} did not say it was ready within ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([seen, failed]);
  } finally {
    clearTimeout(timer);
    if (onExit) child.off('exit', onExit);
  }
}

async function waitForHealthless(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_HANG_GUARD_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mail catcher exited with code ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/messages`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`mail catcher did not answer on port ${port}`);
}
