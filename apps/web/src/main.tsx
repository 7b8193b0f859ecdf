import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { LandingPage } from './app/lazy-pages';
import { preloadForPath } from './app/preload';
import { sendWaitingChangesInBackground } from './app/send-waiting-changes';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// zod (form validation, loaded with the pages that validate) probes for eval with `new Function`,
// which our CSP (script-src 'self') refuses and browsers report as a policy violation. Without JIT
// it never probes. This is zod's own shared config object (what z.config writes), set before zod
// loads so the landing page need not carry zod to set it.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const queryClient = createQueryClient();
preloadForPath(window.location.pathname, queryClient);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The landing page comes rendered as HTML (build/prerender.ts): the app takes its nodes over as they
// are, once the page's code is here, so it renders the same page at once instead of its spinner.
if (root.dataset['prerendered'] === '/' && window.location.pathname === '/') {
  void LandingPage.preload().then(() => hydrateRoot(root, app));
} else {
  // A transition: React renders the app in short tasks, yielding to the browser between them, rather
  // than in one task that blocks a phone's main thread (issue #31's bench:web).
  startTransition(() => createRoot(root).render(app));
  // Not for a visitor's landing page: the offline copy of the app is for people who use it.
  registerServiceWorker();
}
sendWaitingChangesInBackground(queryClient);
