/** Every queue of Cookmark. Producers and consumers import the names from here, never spell them. */
export const QUEUES = {
  /** Recipe imports: fetch a page, extract, render in Chromium, ask the AI. Produced by the parser API. */
  parse: 'parse',
  /** AI requests a user waits for (ingredient substitutions). Produced by the parser API. */
  ai: 'ai',
  /** Whole collections from other apps, read and saved a recipe at a time. Produced by the parser API. */
  collections: 'collections',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names per queue: a worker handles exactly these, anything else fails at start. */
export const JOB_NAMES = {
  parse: { importUrl: 'import-url' },
  ai: { substitute: 'substitute' },
  collections: { importCollection: 'import-collection' },
} as const;
