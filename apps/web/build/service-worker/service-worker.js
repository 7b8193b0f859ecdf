// The service worker (built by build/pwa.ts, which puts PRECACHE and VERSION above this file): the
// app shell from the cache, so the app opens with no connection, and the answers a cook reads
// offline (who is signed in, the library, each recipe opened, grocery lists) from the network when
// there is one, else as last read. Plain JavaScript: it is served as it is, outside the app's bundle.
/* global self, caches, fetch, Request, URL, indexedDB, PRECACHE, VERSION */

const SHELL_CACHE = `cookmark-shell-${VERSION}`;
const READS_CACHE = 'cookmark-reads';
const PHOTOS_CACHE = 'cookmark-photos';
/** Answers and photos kept for offline reading; the oldest go first past these. */
const MAX_READS = 300;
const MAX_PHOTOS = 200;

/** GET answers worth reading offline: who is signed in, the library, a recipe, grocery lists. */
const OFFLINE_READS = [
  /^\/api\/auth\/user-with-billing$/,
  /^\/api\/features$/,
  /^\/api\/tags$/,
  /^\/api\/recipes$/,
  /^\/api\/recipes\/[^/]+$/,
  /^\/api\/grocery-lists$/,
  /^\/api\/grocery-lists\/[^/]+$/,
];
/** A sign-in, sign-up, sign-out or account deletion: what this device kept is the last person's. */
const PERSON_CHANGES = /^\/api\/auth\/(login|signup|logout|delete-account)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

// A new version takes over at once; the next page load uses its shell, the old shell is dropped.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('cookmark-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method !== 'GET') {
    if (PERSON_CHANGES.test(url.pathname)) event.respondWith(forgettingAfter(request));
    return;
  }
  if (request.mode === 'navigate') event.respondWith(pageOrShell(request));
  else if (OFFLINE_READS.some((path) => path.test(url.pathname))) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request, SHELL_CACHE));
  else if (url.pathname.startsWith('/photos/'))
    event.respondWith(cacheFirst(request, PHOTOS_CACHE, MAX_PHOTOS));
});

// A page opened before this worker controlled it (the first visit on a device) read the library, a
// recipe or a list past the worker; it sends the addresses it fetched (lib/service-worker.ts) and the
// worker reads again and keeps those worth keeping, so the first visit reads offline too.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-reads' || !Array.isArray(event.data.urls)) return;
  event.waitUntil(keepReads(event.data.urls));
});

/** Reads and keeps, one at a time, the addresses among `urls` the fetch handler above would keep. */
async function keepReads(urls) {
  for (const address of new Set(urls.filter((entry) => typeof entry === 'string'))) {
    const url = new URL(address, self.location.origin);
    if (url.origin !== self.location.origin) continue;
    const request = new Request(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    const reading = OFFLINE_READS.some((path) => path.test(url.pathname))
      ? networkFirst(request)
      : url.pathname.startsWith('/photos/')
        ? cacheFirst(new Request(url), PHOTOS_CACHE, MAX_PHOTOS)
        : null;
    // A read that fails now (the connection gone again) is simply not kept.
    await reading?.catch(() => undefined);
  }
}

/** A page from the network; with no connection, the app shell, which opens any route. */
async function pageOrShell(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** The answer from the network, kept for later; with no connection, the answer kept last time. */
async function networkFirst(request) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    const kept = await caches.match(request, { cacheName: READS_CACHE });
    if (kept) return kept;
    throw error;
  }
  if (response.status === 200) await keep(READS_CACHE, request, response.clone(), MAX_READS);
  // Signed out elsewhere (or the session expired): nothing of that person stays readable here.
  else if (response.status === 401) await forgetPerson();
  return response;
}

/** Files whose address changes with their content (hashed assets, photos): the cache, else the network. */
async function cacheFirst(request, cacheName, limit) {
  const kept = await caches.match(request, { cacheName });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.status === 200) await keep(cacheName, request, response.clone(), limit);
  return response;
}

async function keep(cacheName, request, response, limit) {
  const cache = await caches.open(cacheName);
  await cache.put(request, response);
  if (limit === undefined) return;
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

async function forgettingAfter(request) {
  const response = await fetch(request);
  if (response.ok) await forgetPerson();
  return response;
}

/**
 * Drops the answers kept for offline reading and the grocery changes waiting to be sent
 * (apps/web/src/features/grocery/change-queue.ts: database 'cookmark-offline', store
 * 'grocery-changes'), so the next person on this device sees none of them.
 */
async function forgetPerson() {
  await caches.delete(READS_CACHE);
  await new Promise((resolve) => {
    const opening = indexedDB.open('cookmark-offline');
    // As idb-keyval makes it, so the page can still use the database this creates.
    opening.onupgradeneeded = () => opening.result.createObjectStore('grocery-changes');
    opening.onerror = () => resolve();
    opening.onsuccess = () => {
      const db = opening.result;
      const clearing = db.transaction('grocery-changes', 'readwrite').objectStore('grocery-changes').clear();
      clearing.onsuccess = clearing.onerror = () => {
        db.close();
        resolve();
      };
    };
  });
}
