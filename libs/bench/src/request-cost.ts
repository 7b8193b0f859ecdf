/**
 * What one request costs (issue #17): each call's throughput beside a Fastify hello-world measured
 * back to back with it, on the same Node, with the same autocannon settings (10 connections, 5 s).
 * The machine is shared and its speed drifts, so the figure to read is the ratio to the hello-world
 * run just before, not the req/s alone; the 1-minute load average is printed with each row.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export interface CostTarget {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

export interface CostRow {
  name: string;
  rps: number;
  helloRps: number;
  /** rps / helloRps. */
  ratio: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, errors and timeouts. */
  errors: number;
  load: number;
}

export interface CostOptions {
  connections?: number;
  seconds?: number;
  /** Seconds of load on each target before it is measured (JIT, pools). */
  warmupSeconds?: number;
}

export interface HelloWorld {
  url: string;
  stop(): Promise<void>;
}

/** Starts `hello-world.ts` in a process of its own, with this process's Node. */
export async function startHelloWorld(): Promise<HelloWorld> {
  const child: ChildProcess = spawn(process.execPath, [resolve(import.meta.dirname, 'hello-world.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`hello-world exited with ${code}`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match?.[1]) done(match[1]);
    });
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function run(target: CostTarget, connections: number, seconds: number): Promise<Run> {
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.headers ?? {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Each target measured right after a hello-world run, both after a warm-up. */
export async function measureRequestCost(
  hello: HelloWorld,
  targets: CostTarget[],
  options: CostOptions = {},
  log: (line: string) => void = console.log,
): Promise<CostRow[]> {
  const connections = options.connections ?? 10;
  const seconds = options.seconds ?? 5;
  const warmup = options.warmupSeconds ?? 1;
  const baseline = { name: 'hello-world', url: hello.url };
  await run(baseline, connections, warmup);
  const rows: CostRow[] = [];
  log(`${connections} connections, ${seconds} s each; each call right after a hello-world run`);
  log('call                                   req/s  hello req/s  ratio  p50 ms  p99 ms  errors  load');
  for (const target of targets) {
    await run(target, connections, warmup);
    const helloRun = await run(baseline, connections, seconds);
    const measured = await run(target, connections, seconds);
    const row: CostRow = {
      name: target.name,
      rps: measured.rps,
      helloRps: helloRun.rps,
      ratio: measured.rps / Math.max(1, helloRun.rps),
      p50: measured.p50,
      p99: measured.p99,
      errors: measured.errors,
      load: loadavg()[0] ?? 0,
    };
    rows.push(row);
    log(
      `${row.name.padEnd(36)} ${Math.round(row.rps).toString().padStart(7)} ${Math.round(row.helloRps)
        .toString()
        .padStart(12)} ${`${(row.ratio * 100).toFixed(0)}%`.padStart(6)} ${row.p50
        .toFixed(1)
        .padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${String(row.errors).padStart(7)} ${row.load
        .toFixed(1)
        .padStart(5)}`,
    );
  }
  return rows;
}
