import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadForPath } from './app/preload';
import { createQueryClient } from './lib/query-client';
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

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
