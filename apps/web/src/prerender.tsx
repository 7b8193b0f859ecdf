import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { LandingPage } from './app/lazy-pages';
import { AppRoutes } from './app/routes';
import { createQueryClient } from './lib/query-client';

/**
 * The build's server-side entry (build/prerender.ts): the markup the app renders at an address for a
 * visitor, with the same providers and route table as the browser's App (a memory router in place of
 * the browser's), so the browser can take the page over as it is (main.tsx hydrates it).
 */
export const PRERENDERED_PAGES = { '/': LandingPage } as const;

export async function renderPage(path: keyof typeof PRERENDERED_PAGES): Promise<string> {
  // Loaded first, so the page renders at once rather than its Suspense fallback.
  await PRERENDERED_PAGES[path].preload();
  const router = createMemoryRouter([{ path: '*', element: <AppRoutes /> }], { initialEntries: [path] });
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
