import { EARLY_LIBRARY_PATH, EARLY_USER_PATH } from '../../build/route-preload';
import { mockFetch } from '../../test/render';
import { USER_QUERY_KEY } from '../features/auth/use-auth';
import { LIBRARY_PAGE_SIZE, listRecipes, NO_FILTERS } from '../features/recipes/recipes-api';
import { apiRequest } from './api';
import { EARLY_ANSWER_FRESH_MS, EARLY_ANSWERS_GLOBAL } from './early-answers';

const globals = globalThis as Record<string, unknown>;

/** What the route preload script leaves: the promise of an answer, and when it asked. */
function leaveEarlyAnswer(path: string, body: unknown): void {
  const answers = (globals[EARLY_ANSWERS_GLOBAL] ??= {}) as Record<string, unknown>;
  const text = JSON.stringify(body);
  answers[path] = {
    at: Date.now(),
    answer: Promise.resolve({ ok: true, status: 200, statusText: '', text: async () => text }),
  };
}

const SERVER = { body: { from: 'server' } };

describe("the route preload script's early answers", () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    delete globals[EARLY_ANSWERS_GLOBAL];
    fetchMock = mockFetch({
      'GET /api/recipes/7': SERVER,
      'GET /api/recipes/8': SERVER,
      'PUT /api/recipes/7': SERVER,
    });
  });
  afterEach(() => jest.useRealTimers());

  test("the app's first GET of the path takes the answer; the next one asks the server", async () => {
    leaveEarlyAnswer('/api/recipes/7', { from: 'early' });
    await expect(apiRequest('GET', '/api/recipes/7')).resolves.toEqual({ from: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('GET', '/api/recipes/7')).resolves.toEqual({ from: 'server' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a write or another path never takes it', async () => {
    leaveEarlyAnswer('/api/recipes/7', { from: 'early' });
    await apiRequest('PUT', '/api/recipes/7', { title: 'Soup' });
    await apiRequest('GET', '/api/recipes/8');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(apiRequest('GET', '/api/recipes/7')).resolves.toEqual({ from: 'early' });
  });

  test('an answer the app did not take at start-up is not used later', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T00:00:00Z') });
    leaveEarlyAnswer('/api/recipes/7', { from: 'early' });
    jest.setSystemTime(Date.now() + EARLY_ANSWER_FRESH_MS);
    await expect(apiRequest('GET', '/api/recipes/7')).resolves.toEqual({ from: 'server' });
  });
});

test("the script asks for the paths the app's start-up asks for", async () => {
  expect(EARLY_USER_PATH).toBe(USER_QUERY_KEY[0]);
  const fetchMock = mockFetch({ [`GET ${EARLY_LIBRARY_PATH}`]: { body: { recipes: [] } } });
  // The library's unfiltered first page, as libraryQueryOptions asks for it.
  await listRecipes(NO_FILTERS, null, LIBRARY_PAGE_SIZE, 'tags');
  expect(fetchMock.mock.calls[0]?.[0]).toBe(EARLY_LIBRARY_PATH);
});
