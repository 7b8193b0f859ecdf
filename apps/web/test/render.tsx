import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../src/app/App';
import { AppRoutes } from '../src/app/routes';
import { createQueryClient } from '../src/lib/query-client';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

export type FetchRoutes = Record<string, MockResponse | ((init: RequestInit | undefined) => MockResponse)>;

/** Replaces fetch with a table keyed by "METHOD /path"; unknown calls answer 404. */
export function mockFetch(routes: FetchRoutes): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    const route = routes[key];
    const { status = 200, body } = (typeof route === 'function' ? route(init) : route) ?? {
      status: 404,
      body: { message: 'Not found' },
    };
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text } as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export function renderWithProviders(ui: ReactNode, path = '/'): RenderResult {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <>
                  {ui}
                  <LocationProbe />
                </>
              ),
            },
          ],
          { initialEntries: [path] },
        )}
      />
    </AppProviders>,
  );
}

export function renderApp(path: string): RenderResult {
  return renderWithProviders(<AppRoutes />, path);
}

export const SIGNED_OUT: MockResponse = { status: 401, body: { message: 'Unauthorized' } };

export function signedInUser(isPremium = false) {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    emailVerified: true,
    defaultServings: 4,
    units: 'US',
    theme: 'system',
    emailNotifications: true,
    recipeNotifications: true,
    groceryNotifications: true,
    createdAt: '2024-12-03T10:00:00.000Z',
    updatedAt: '2024-12-03T10:00:00.000Z',
    isPremium,
    billingStatus: {
      plan: isPremium ? 'premium' : 'free',
      status: 'active',
      billingInterval: isPremium ? 'month' : null,
      currentPeriodEnd: null,
    },
  };
}
