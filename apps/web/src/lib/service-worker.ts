/**
 * Registers the service worker (build/pwa.ts writes /sw.js) once the page has loaded, in a built
 * app: the app then opens with no connection, with the library, the recipes opened and the lists.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The app will not work offline: its service worker did not register', error);
    });
  });
}
