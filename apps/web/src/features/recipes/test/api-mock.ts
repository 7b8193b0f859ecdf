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
    ...fields,
  };
}
