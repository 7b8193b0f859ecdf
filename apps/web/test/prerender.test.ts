import { runInNewContext } from 'node:vm';
import { landingHtml, PRERENDERED_ATTRIBUTE, WAKE_EVENTS, wakeScript } from '../build/prerender';

type Listener = () => void;

/** Runs the wake script in a stand-in page; returns what it added to the head and a way to fire events. */
function loadWakeScript(readyState = 'loading') {
  const added: { rel?: string; type?: string; href?: string; src?: string }[] = [];
  const listeners = new Map<string, Listener[]>();
  const idleCallbacks: Listener[] = [];
  const context = {
    window: { requestIdleCallback: (callback: Listener) => idleCallbacks.push(callback) },
    document: {
      readyState,
      createElement: () => ({}),
      head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
    },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    removeEventListener: (type: string, listener: Listener) =>
      listeners.set(
        type,
        (listeners.get(type) ?? []).filter((registered) => registered !== listener),
      ),
  };
  runInNewContext(
    wakeScript('/assets/index-a.js', ['/assets/index-a.js', '/assets/LandingPage-b.js']),
    context,
  );
  const fire = (type: string) => (listeners.get(type) ?? []).slice().forEach((listener) => listener());
  const scripts = () => added.filter((element) => element.type === 'module').map((element) => element.src);
  const prefetches = () =>
    added.filter((element) => element.rel === 'prefetch').map((element) => element.href);
  /** Lets the browser be idle once: the callbacks waiting for it run. */
  const idle = () => idleCallbacks.splice(0).forEach((callback) => callback());
  const idleUntilDone = () => {
    while (idleCallbacks.length > 0) idle();
  };
  return { fire, scripts, prefetches, listeners, idle, idleUntilDone };
}

describe('the landing page wake script', () => {
  test('runs nothing of the app until the visitor presses, touches, focuses or types', () => {
    const page = loadWakeScript();
    page.fire('pointerover');
    page.fire('scroll');
    expect(page.scripts()).toEqual([]);
    page.fire('load');
    expect(page.scripts()).toEqual([]);
    for (const event of WAKE_EVENTS) {
      const fresh = loadWakeScript();
      fresh.fire(event);
      expect([event, fresh.scripts()]).toEqual([event, ['/assets/index-a.js']]);
    }
  });

  test('starts the app once, however many events follow', () => {
    const page = loadWakeScript();
    page.fire('pointerdown');
    page.fire('focusin');
    page.fire('keydown');
    expect(page.scripts()).toEqual(['/assets/index-a.js']);
    expect(WAKE_EVENTS.every((event) => (page.listeners.get(event) ?? []).length === 0)).toBe(true);
  });

  test("downloads the app's code once the page has loaded, a file each time the browser is idle", () => {
    const loading = loadWakeScript('loading');
    loading.idleUntilDone();
    expect(loading.prefetches()).toEqual([]);
    loading.fire('load');
    expect(loading.prefetches()).toEqual([]);
    loading.idle();
    expect(loading.prefetches()).toEqual(['/assets/index-a.js']);
    loading.idle();
    expect(loading.prefetches()).toEqual(['/assets/index-a.js', '/assets/LandingPage-b.js']);
    loading.idleUntilDone();
    expect(loading.prefetches()).toHaveLength(2);

    const loaded = loadWakeScript('complete');
    loaded.idleUntilDone();
    expect(loaded.prefetches()).toEqual(['/assets/index-a.js', '/assets/LandingPage-b.js']);
  });

  test('stops prefetching once the app wakes (the app asks for its own files)', () => {
    const page = loadWakeScript('complete');
    page.idle();
    page.fire('keydown');
    page.idleUntilDone();
    expect(page.prefetches()).toEqual(['/assets/index-a.js']);
  });
});

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Cookmark</title>
    <script async src="/assets/route-preload-x.js"></script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body>
    <!-- Shown from the first paint until the app renders over it. -->
    <div id="root">
      <div><p>Loading...</p></div>
    </div>
  </body>
</html>
`;

describe('landing.html', () => {
  const html = landingHtml(INDEX_HTML, '<main><h1>Just the recipe.</h1></main>', '/assets/wake-e.js');

  test('holds the rendered page in the root, marked for the app, and no loading text', () => {
    expect(html).toContain(
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="/"><main><h1>Just the recipe.</h1></main></div>`,
    );
    expect(html).not.toContain('Loading...');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  test("loads the stylesheet and the wake script, and none of the app's code", () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(html).toContain('<script defer src="/assets/wake-e.js"></script>');
    expect(html).not.toMatch(/index-a\.js|react-c\.js|route-preload|type="module"/);
  });

  test('refuses an index.html it does not know how to change', () => {
    expect(() => landingHtml('<html><body></body></html>', '<main></main>', '/w.js')).toThrow(/root/);
    expect(() =>
      landingHtml('<html><head></head><body><div id="root"></div></body></html>', '<main></main>', '/w.js'),
    ).toThrow(/module script/);
  });
});
