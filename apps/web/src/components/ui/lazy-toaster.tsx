import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastItems } from './use-toast';

const loadToaster = () => import('./toaster').then((module) => ({ default: module.Toaster }));
const Toaster = lazy(loadToaster);

/**
 * The toast area, whose library (Radix Toast) is not on the first page load: it is fetched once the
 * browser is idle after start-up, or at the first toast if that comes sooner, and stays mounted.
 */
export function LazyToaster() {
  const hasToasts = useToastItems().length > 0;
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    idle(() => void loadToaster().then(() => setMounted(true)));
  }, []);
  if (!mounted && !hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
