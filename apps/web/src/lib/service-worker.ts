/**
 * Registers the service worker (build/pwa.ts writes /sw.js) once the page has loaded, in a built
 * app: the app then opens with no connection, with the library, the recipes opened and the lists.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Opened with no worker yet (the first visit on this device): what the page reads until the worker
  // takes over goes past it, so it is handed to the worker to read again and keep.
  if (!navigator.serviceWorker.controller) handOverEarlyReads(navigator.serviceWorker);
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The app will not work offline: its service worker did not register', error);
    });
  });
}

/** The worker keeps API answers and photos of this site; the rest it has, or never keeps. */
function mayBeKept(address: string): boolean {
  const url = new URL(address);
  return url.origin === location.origin && /^\/(?:api|photos)\//.test(url.pathname);
}

/**
 * When the worker first controls this page (it claims open pages as it activates), sends it the
 * addresses of every request the page started before then, including those still under way; the
 * worker keeps the ones it keeps for offline reading (the library, recipes, lists, photos).
 */
function handOverEarlyReads(container: ServiceWorkerContainer): void {
  const early: string[] = [];
  let takenOverAt: number | null = null;
  const handOver = (urls: string[]) => {
    if (urls.length > 0) container.controller?.postMessage({ type: 'keep-reads', urls });
  };
  const observer = new PerformanceObserver((list) => {
    const urls = list
      .getEntries()
      .filter((entry) => takenOverAt === null || entry.startTime < takenOverAt)
      .map((entry) => entry.name)
      .filter(mayBeKept);
    if (takenOverAt === null) early.push(...urls);
    else handOver(urls);
  });
  observer.observe({ type: 'resource', buffered: true });
  container.addEventListener(
    'controllerchange',
    () => {
      takenOverAt = performance.now();
      handOver(early.splice(0));
      // Requests started before the worker took over and finished since are reported later; after a
      // while none can be left (a request the page makes is answered or fails within a minute).
      setTimeout(() => observer.disconnect(), 60_000);
    },
    { once: true },
  );
}
