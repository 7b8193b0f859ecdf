import type { QueryClient } from '@tanstack/react-query';
import { hasSignedInHint } from '../lib/session-hint';
import { getRecipe, libraryQueryOptions, NO_FILTERS, recipeKey } from '../features/recipes/recipes-api';
import {
  AuthPage,
  CookModePage,
  FreeDashboardPage,
  LandingPage,
  PremiumDashboardPage,
  RecipePage,
} from './lazy-pages';

/**
 * What the page at the address will need, asked for at start-up, alongside the signed-in user
 * instead of after it: the page's code and its first data. Without this the dashboard waited for
 * the user, then for its chunk, then for its recipes. When nobody is signed in the data requests
 * answer 401 and are dropped (the guards send the visitor on as before).
 */
export function preloadForPath(pathname: string, queryClient: QueryClient): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  const library = () => void queryClient.prefetchInfiniteQuery(libraryQueryOptions(NO_FILTERS, queryClient));
  if (path === '/') {
    // A signed-in user is sent on to their dashboard (build/route-preload.ts skips these too).
    if (!hasSignedInHint()) void LandingPage.preload();
  } else if (path === '/auth' || path === '/login' || path === '/signup') {
    if (!hasSignedInHint()) void AuthPage.preload();
  } else if (path === '/dashboard/free') {
    void FreeDashboardPage.preload();
    library();
  } else if (path === '/dashboard/premium' || path === '/premium') {
    void PremiumDashboardPage.preload();
    library();
  } else if (/^\/recipe\/[^/]+\/cook$/.test(path)) {
    const id = decodeURIComponent(path.split('/')[2] ?? '');
    void CookModePage.preload();
    void queryClient.prefetchQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) });
  } else if (path.startsWith('/recipe/')) {
    const id = decodeURIComponent(path.slice('/recipe/'.length));
    void RecipePage.preload();
    if (id && !id.includes('/'))
      void queryClient.prefetchQuery({ queryKey: recipeKey(id), queryFn: () => getRecipe(id) });
  }
}
