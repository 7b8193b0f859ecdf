/**
 * Whether a piece of work costs linear time in the size of its input, judged the way a busy machine
 * cannot fool: the same work on a sixteenth of the input is timed in the same moment, so whatever
 * slows one run (other processes, a colder cache) slows the other alike. Linear work grows about
 * sixteenfold from the sixteenth to the whole, quadratic work 256-fold; the line is drawn between
 * them, at 64-fold, which leaves a factor of four for the noise of a busy machine either way. Each
 * size is timed a few times and its fastest run kept, which drops the runs a scheduler interrupted.
 */
export function expectLinearTime(work: (size: number) => unknown, size: number): void {
  const sixteenth = Math.max(1, Math.floor(size / 16));
  work(sixteenth); // loads and compiles the code paths once, outside the timing
  const small = fastestOf(() => work(sixteenth));
  const whole = fastestOf(() => work(size));
  expect(whole).toBeLessThanOrEqual(64 * small + FLOOR_MS);
}

/** Below this, a timing says nothing: work this quick is no attack, whatever its growth. */
const FLOOR_MS = 20;
const RUNS = 3;

function fastestOf(run: () => unknown): number {
  let fastest = Infinity;
  for (let n = 0; n < RUNS; n++) {
    const started = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}
