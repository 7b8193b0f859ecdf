import { mockFetch } from '../../test/render';
import { ApiError, apiRequest, errorCategory, errorMessage } from './api';
import { isUnauthorizedError } from './session';

describe('apiRequest', () => {
  it('sends cookies and a JSON body only when a payload is given', async () => {
    const fetchMock = mockFetch({
      'POST /api/things': { body: { ok: true } },
      'GET /api/things': { body: [] },
    });

    await expect(apiRequest('POST', '/api/things', { name: 'Soup' })).resolves.toEqual({ ok: true });
    await apiRequest('GET', '/api/things');

    const [, postInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(postInit).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Soup"}' });
    expect(postInit.headers).toMatchObject({ 'Content-Type': 'application/json' });
    const [, getInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(getInit.body).toBeUndefined();
    expect(getInit.headers).not.toHaveProperty('Content-Type');
  });

  it('throws an error whose message starts with the status and carries the server message', async () => {
    mockFetch({ 'POST /api/auth/profile': { status: 401, body: { message: 'Unauthorized' } } });

    const error: unknown = await apiRequest('POST', '/api/auth/profile', {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: Unauthorized');
    expect((error as ApiError).category).toBe('authentication required');
    expect(isUnauthorizedError(error)).toBe(true);
    expect(errorMessage(error, 'fallback')).toBe('Unauthorized');
  });

  it('falls back to the response text when the body has no message', async () => {
    mockFetch({ 'GET /api/broken': { status: 500, body: 'oops' } });

    const error = (await apiRequest('GET', '/api/broken').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('500: "oops"');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Something failed')).toBe('Something failed');
    expect(isUnauthorizedError(error)).toBe(false);
  });

  it.each([
    [401, 'authentication required'],
    [403, 'premium subscription required'],
    [404, 'not found'],
    [408, 'timeout'],
    [504, 'timeout'],
    [500, 'server error'],
    [503, 'server error'],
    [409, 'unknown'],
  ])('maps status %i to %s', (status, category) => {
    expect(errorCategory(status)).toBe(category);
  });
});
