import { lazy, Suspense, useEffect, useState } from 'react';
import { useToastItems } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The Toaster (Radix's toast with its collection, dismissable layer and presence: about 8 KB gzipped)
 * is not part of a page's start-up: it mounts once the browser is idle after it, or at the first toast
 * if that comes sooner (a toast made before its code arrived shows when it does).
 */
export function LazyToaster() {
  const someToast = useToastItems().length > 0;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true));
      return () => clearTimeout(timer);
    }
    const callback = requestIdleCallback(() => setIdle(true));
    return () => cancelIdleCallback(callback);
  }, []);
  if (!idle && !someToast) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
