import { fileURLToPath } from 'node:url';
import { NUTRITION_MESSAGES } from '@cookmark/contracts';
import { TryAgainLater } from '@cookmark/contracts/errors';
import type { FoodChoices, NutritionResult } from '@cookmark/kitchen/foods';
import { Piscina } from 'piscina';
import type { NutritionTask } from './nutrition-task.ts';

const TASK_FILE = fileURLToPath(new URL('./nutrition-task.ts', import.meta.url));

/** Tasks that may wait for the thread in one process; one more answers 503 at once. */
const QUEUE = 32;
/** How long a refused request is asked to wait. */
const RETRY_AFTER_SECONDS = 2;

export interface FoodRef {
  id: string;
  name: string;
}

/**
 * Nutrition and food search in one worker thread: loading the food table and matching hundreds of
 * lines is CPU work that would otherwise stall the service's other requests. The thread stays up
 * (the table is loaded once); a full queue is refused at once (503 with Retry-After). Close it on
 * shutdown or its thread keeps the process alive.
 */
export class NutritionPool {
  private readonly pool: Piscina<NutritionTask, unknown>;

  constructor(options: { taskFile?: string } = {}) {
    this.pool = new Piscina({
      filename: options.taskFile ?? TASK_FILE,
      minThreads: 0,
      maxThreads: 1,
      maxQueue: QUEUE,
      concurrentTasksPerWorker: 1,
      idleTimeout: 10 * 60_000,
    });
  }

  private async run<T>(task: NutritionTask): Promise<T> {
    if (this.pool.queueSize >= QUEUE)
      throw new TryAgainLater(503, NUTRITION_MESSAGES.busy, RETRY_AFTER_SECONDS);
    return (await this.pool.run(task)) as T;
  }

  /** A recipe's nutrition from its lines at `servings`, scaled to `shownServings`. */
  compute(
    lines: readonly string[],
    servings: number,
    shownServings: number,
    choices: FoodChoices,
  ): Promise<NutritionResult> {
    return this.run({ kind: 'compute', lines: [...lines], servings, shownServings, choices: { ...choices } });
  }

  /** Several recipes' nutrition at their own servings, in one task (an export's recipes). */
  computeMany(
    recipes: readonly { lines: readonly string[]; servings: number; choices: FoodChoices }[],
  ): Promise<NutritionResult[]> {
    return this.run({
      kind: 'many',
      recipes: recipes.map((r) => ({ lines: [...r.lines], servings: r.servings, choices: { ...r.choices } })),
    });
  }

  /** Energy per serving (kcal, rounded), or null when no line could be counted: for the calories filter. */
  energyPerServing(
    lines: readonly string[],
    servings: number,
    choices: FoodChoices = {},
  ): Promise<number | null> {
    return this.run({ kind: 'energy', lines: [...lines], servings, choices: { ...choices } });
  }

  search(query: string, limit: number): Promise<FoodRef[]> {
    return this.run({ kind: 'search', query, limit });
  }

  food(id: string): Promise<FoodRef | null> {
    return this.run({ kind: 'food', id });
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
