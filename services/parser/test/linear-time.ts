/**
 * Whether a piece of work costs linear time in the size of its input, judged the way a busy machine
 * cannot fool: by the CPU time this thread spends (`process.threadCpuUsage`), not the clock, so time
 * spent waiting for a core while other processes ran counts for nothing. The whole input is
 * measured against sixteen runs of the work on a sixteenth of it, in the same moment: linear work
 * costs about the same either way, quadratic work sixteen times more for the whole. The line is
 * drawn at four times, which leaves room for noise either way; both sides are the same amount of
 * work, so the CPU clock's coarse ticks (a few milliseconds) weigh on both alike. Each side runs a
 * few times and its cheapest run is kept.
 */
export function expectLinearTime(work: (size: number) => unknown, size: number): void {
  const sixteenth = Math.max(1, Math.floor(size / 16));
  work(sixteenth); // loads and compiles the code paths once, outside the measure
  const parts = cheapestOf(() => {
    for (let n = 0; n < 16; n++) work(sixteenth);
  });
  const whole = cheapestOf(() => work(size));
  expect(whole).toBeLessThanOrEqual(4 * parts + FLOOR_MS);
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
