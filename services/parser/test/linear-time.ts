/**
 * Whether a piece of work costs linear time in the size of its input, judged the way a busy machine
 * cannot fool: by the CPU time this thread spends on it (`process.threadCpuUsage`), not the clock,
 * so time the thread spent waiting for a core while other processes ran counts for nothing. The
 * same work on a sixteenth of the input is measured in the same moment, so what else slows the CPU
 * (a colder cache) slows both alike. Linear work grows about sixteenfold from the sixteenth to the
 * whole, quadratic work 256-fold; the line is drawn between them, at 64-fold, which leaves a factor
 * of four for noise either way. Each size runs a few times and its cheapest run is kept.
 */
export function expectLinearTime(work: (size: number) => unknown, size: number): void {
  const sixteenth = Math.max(1, Math.floor(size / 16));
  work(sixteenth); // loads and compiles the code paths once, outside the measure
  const small = cheapestOf(() => work(sixteenth));
  const whole = cheapestOf(() => work(size));
  expect(whole).toBeLessThanOrEqual(64 * small + FLOOR_MS);
}

/** Below this, a measure says nothing: work this quick is no attack, whatever its growth. */
const FLOOR_MS = 20;
const RUNS = 3;

/** CPU milliseconds (user and system) this thread has used so far. */
function threadCpuMs(): number {
  const { user, system } = process.threadCpuUsage();
  return (user + system) / 1000;
}

function cheapestOf(run: () => unknown): number {
  let cheapest = Infinity;
  for (let n = 0; n < RUNS; n++) {
    const started = threadCpuMs();
    run();
    cheapest = Math.min(cheapest, threadCpuMs() - started);
  }
  return cheapest;
}
