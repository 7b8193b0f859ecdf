import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LazyToaster } from '../components/ui/lazy-toaster';
import { useAuth } from '../features/auth/use-auth';
import { createQueryClient } from '../lib/query-client';
import { settingsFromUser, syncLocalSettings } from '../lib/settings-storage';
import { AppRoutes } from './routes';

/** On sign-in the server's settings win over the browser's copy. */
function SettingsSync() {
  const { user } = useAuth();
  useEffect(() => {
    if (user) syncLocalSettings(settingsFromUser(user));
  }, [user]);
  return null;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SettingsSync />
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}

/**
 * A data router (for scroll restoration on Back and the Add Recipe form's leave prompt) whose one
 * catch-all route renders the route table of routes.tsx.
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes /> }]));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
