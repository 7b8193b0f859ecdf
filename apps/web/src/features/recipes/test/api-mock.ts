/** Test helper: a fetch stand-in answering by method and parsed URL, recording each call. */
export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

export type ApiHandler = (call: ApiCall) => { status?: number; body?: unknown } | undefined;

export function mockApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      url: new URL(raw, 'http://localhost'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = handler(call) ?? { status: 404, body: { message: 'Not found' } };
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return calls;
}

export function listItem(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    userId: 'u1',
    title: `Recipe ${id}`,
    description: null,
    cookTime: null,
    difficulty: null,
    servings: 4,
    tags: [],
    sourceUrl: null,
    extractionMethod: 'manual',
    extractionIngredientCount: null,
    extractionInstructionCount: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function fullRecipe(id: string, fields: Record<string, unknown> = {}) {
  return {
    ...listItem(id),
    descriptionRaw: null,
    ingredients: ['2 cups flour', '1 egg'],
    ingredientsRaw: null,
    instructions: ['Mix.', 'Bake.'],
    instructionsRaw: null,
    lastCookedAt: null,
    suggestedTags: [],
    ...fields,
  };
}

/** An import answer: a parsed recipe and its extraction report. */
export const PARSED = {
  recipe: {
    title: 'Banana Bread',
    description: 'Moist and easy.',
    ingredients: ['3 bananas', '2 cups flour', '1 tsp soda', '1/2 cup sugar', '1 egg', '1/3 cup butter'],
    instructions: ['Mash.', 'Mix.', 'Pour.', 'Bake 60 minutes.'],
    totalTime: '1 hour 10 minutes',
    cookTime: '1 hour',
    prepTime: '10 minutes',
    time: { prep: 10, cook: 60, total: 70 },
    difficulty: null,
    servings: 8,
    yield: '1 loaf',
    tags: ['baking', 'breakfast', 'bread', 'snack', 'sweet'],
    notes: [],
    sections: [],
    image: null,
    originalUrl: 'https://cooking.example.com/banana-bread',
    author: null,
    language: 'en',
  },
  report: {
    method: 'json-ld',
    success: true,
    warnings: [],
    completenessScore: 95,
    foundData: { ingredientCount: 6, instructionCount: 4 },
  },
};

/** An import queued as job 'j1': the first poll says it is rendering, the next one has the result. */
export function queuedImport(): ApiHandler {
  let polls = 0;
  return ({ url }) => {
    if (url.pathname === '/api/parse-recipe')
      return { status: 202, body: { jobId: 'j1', status: 'pending' } };
    if (url.pathname !== '/api/parse-jobs/j1') return undefined;
    polls += 1;
    return polls === 1
      ? { body: { jobId: 'j1', state: 'active', progress: { stage: 'rendering', percent: 50 } } }
      : {
          body: {
            jobId: 'j1',
            state: 'completed',
            progress: { stage: 'done', percent: 100 },
            result: PARSED,
          },
        };
  };
}

/** A stored grocery list as `GET /api/grocery-lists` answers it. */
export function groceryList(id: string, fields: Record<string, unknown> = {}) {
  return {
    id,
    userId: 'u1',
    name: `List ${id}`,
    recipeIds: ['r1'],
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    items: [],
    ...fields,
  };
}
