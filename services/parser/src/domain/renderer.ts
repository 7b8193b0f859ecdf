import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import { DEFAULT_USER_AGENT, type Resolver } from '../fetch/index.ts';
import { RequestGuard } from './request-guard.ts';

export interface PageRenderer {
  /**
   * The page's HTML after its scripts ran. `html` is the document already fetched (and vetted) by
   * safeFetchPage: the browser gets it from us instead of fetching the address a second time.
   */
  render(url: string, html: string): Promise<string>;
  close(): Promise<void>;
}

export interface ChromiumRendererOptions {
  executablePath: string;
  /** Budget for one page, from opening it in the running browser to reading its HTML. */
  timeoutMs: number;
  resolver?: Resolver;
  /** TEST ONLY: loopback addresses the page may reach (see fetch/README.md). */
  testAllowedAddresses?: readonly string[];
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  '--disable-quic',
  // Keep cross-site iframes in the page's process, so request interception sees their requests.
  '--disable-site-isolation-trials',
  '--disable-features=site-per-process,IsolateOrigins,WebRtcHideLocalIpsWithMdns',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--force-webrtc-ip-handling-policy',
];

/**
 * The served document is sandboxed by the browser itself: scripts run, with their own origin, but
 * no new browsing context can open (no pop-up through window.open, a target=_blank link, area or
 * SVG link, <base target> or a form: none of them, nor their first request, would pass through the
 * page's request interception) and no form is submitted.
 */
const DOCUMENT_POLICY = 'sandbox allow-scripts allow-same-origin';

/** Resource types a recipe never needs: not downloaded at all. */
const BLOCKED_TYPES = new Set([
  'image',
  'media',
  'font',
  'stylesheet',
  'texttrack',
  'manifest',
  'ping',
  'csp_violation_report',
  'eventsource',
  'websocket',
  'prefetch',
  'signedexchange',
]);

/**
 * Channels request interception does not see (sockets, peer connections, workers) and pop-ups
 * (other pages) are removed before any page script runs.
 */
function lockDownScript(): void {
  const w = globalThis as unknown as Record<string, unknown>;
  for (const name of [
    'WebSocket',
    'WebTransport',
    'RTCPeerConnection',
    'webkitRTCPeerConnection',
    'Worker',
    'SharedWorker',
  ]) {
    try {
      Object.defineProperty(w, name, { value: undefined, configurable: false, writable: false });
    } catch {
      // already locked in this frame
    }
  }
  w['open'] = () => null;
}

interface MinimalDocument {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
  querySelector(selector: string): unknown;
}

/** Does the page show recipe markup yet? (JSON-LD Recipe, microdata/RDFa Recipe, plugin cards) */
function hasRecipeMarkup(): boolean {
  // Runs in the page (serialised by puppeteer): no imports, no closures.
  const doc = (globalThis as unknown as { document: MinimalDocument }).document;
  for (const s of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    if (/"@type"\s*:\s*(?:\[[^\]]*)?"Recipe"/.test(s.textContent ?? '')) return true;
  }
  return !!doc.querySelector(
    '[itemtype*="schema.org/Recipe" i], [typeof~="Recipe"], [class*="ingredient" i] li',
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * A new browser opens and closes one blank tab before it counts as launched: its first tab (the
 * first renderer process, and on a busy machine seconds of start-up) would otherwise be paid by the
 * first page, against that page's budget. A browser that cannot is closed.
 */
async function warmUp(browser: Browser): Promise<Browser> {
  try {
    const context = await browser.createBrowserContext();
    try {
      const tab = await context.newPage();
      await tab.goto('about:blank');
    } finally {
      await context.close().catch(() => undefined);
    }
    return browser;
  } catch (error) {
    await browser.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Headless Chromium, one browser per process (launched on first use, relaunched if it dies), a
 * fresh incognito context per page. Every request of the page is intercepted and vetted by the
 * same rules as safeFetchPage (RequestGuard); images, media, fonts and styles are not loaded.
 * Chromium resolves host names again itself after our check: a rebinding DNS server could still
 * point a sub-request elsewhere between the two lookups, which is why the document itself is
 * served from the vetted fetch and the page has no sockets, workers or frames of its own. New
 * windows are the other way around interception: the document is sandboxed without pop-ups (see
 * DOCUMENT_POLICY), the pop-up blocker is on, and the page cannot navigate to a document that
 * lacks the policy.
 */
export class ChromiumRenderer implements PageRenderer {
  private readonly options: ChromiumRendererOptions;
  private browser: Promise<Browser> | null = null;
  private closed = false;

  constructor(options: ChromiumRendererOptions) {
    this.options = options;
  }

  private launch(): Promise<Browser> {
    if (this.closed) return Promise.reject(new Error('renderer closed'));
    if (!this.browser) {
      const launching = puppeteer
        .launch({
          executablePath: this.options.executablePath,
          headless: true,
          args: CHROMIUM_ARGS,
          // Puppeteer turns Chromium's pop-up blocker off by default; with it on, a page (which never
          // gets a user gesture here) cannot open a window even if the sandbox policy were missing.
          ignoreDefaultArgs: ['--disable-popup-blocking'],
          // The worker closes the browser itself after its running jobs finish (graceful shutdown).
          handleSIGINT: false,
          handleSIGTERM: false,
          handleSIGHUP: false,
        })
        .then(warmUp);
      this.browser = launching;
      launching.then(
        (browser) =>
          browser.once('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          }),
        () => {
          if (this.browser === launching) this.browser = null;
        },
      );
    }
    return this.browser;
  }

  /** Launches the browser now rather than on the first render (boot, tests). */
  async start(): Promise<void> {
    await this.launch();
  }

  /** `budget.timeoutMs` replaces the renderer's budget for this page (one page's own limit). */
  async render(url: string, html: string, budget?: { timeoutMs: number }): Promise<string> {
    const timeoutMs = budget?.timeoutMs ?? this.options.timeoutMs;
    const browser = await this.launch();
    const context = await browser.createBrowserContext();
    // The page's budget starts once the browser and the page's tab are up, just before the page
    // loads: a slow launch or tab (a busy machine) is not the page's fault and must not fail it.
    let deadline = Infinity;
    const left = () => Math.max(1, deadline - Date.now());
    let cutOff: NodeJS.Timeout | undefined;
    let page: Page | null = null;
    try {
      // Pop-ups would be pages without our request interception. The sandbox policy and the pop-up
      // blocker keep them from opening at all; should one appear anyway, it is closed at once (too
      // late to stop its first request, hence those two).
      context.on('targetcreated', (target) => {
        if (target.type() !== 'page') return;
        target
          .page()
          .then((opened) => (opened && page && opened !== page ? opened.close() : undefined))
          .catch(() => undefined);
      });
      page = await context.newPage();
      await this.prepare(page, url, html);
      deadline = Date.now() + timeoutMs;
      // A page whose script never yields can hang every CDP call: closing the context ends it.
      cutOff = setTimeout(() => void context.close().catch(() => undefined), timeoutMs + 2_000);
      cutOff.unref();
      await page.goto(url, { waitUntil: 'domcontentloaded', timeout: left() });
      await Promise.race([
        page.waitForNetworkIdle({ idleTime: 500, timeout: left() }),
        page.waitForFunction(hasRecipeMarkup, { polling: 250, timeout: left() }).then(() => sleep(300)),
      ]).catch(() => undefined);
      return await page.content();
    } finally {
      clearTimeout(cutOff);
      await context.close().catch(() => undefined);
    }
  }

  private async prepare(page: Page, url: string, html: string): Promise<void> {
    const guard = new RequestGuard({
      ...(this.options.resolver ? { resolver: this.options.resolver } : {}),
      ...(this.options.testAllowedAddresses
        ? { testAllowedAddresses: this.options.testAllowedAddresses }
        : {}),
    });
    let documentServed = false;
    const decide = async (request: HTTPRequest): Promise<void> => {
      if (request.isInterceptResolutionHandled()) return;
      const target = request.url();
      if (request.isNavigationRequest()) {
        // The vetted document is the only one the page shows: frames are refused, and so is any
        // later navigation (a script moving on to another page, which would come without the
        // sandbox policy and could open pop-ups). A 204 keeps the page where it is, where an
        // aborted navigation would replace it with an error page.
        if (request.frame() !== page.mainFrame()) return request.abort('blockedbyclient');
        if (documentServed || target !== url || request.redirectChain().length > 0)
          return request.respond({ status: 204, body: '' });
        documentServed = true;
        return request.respond({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'Content-Security-Policy': DOCUMENT_POLICY },
          body: html,
        });
      }
      if (BLOCKED_TYPES.has(request.resourceType())) return request.abort('blockedbyclient');
      if (target.startsWith('data:') || target.startsWith('blob:')) return request.continue();
      if (await guard.allows(target)) return request.continue();
      return request.abort('blockedbyclient');
    };
    page.on('request', (request) => {
      decide(request).catch(() => undefined);
    });
    page.on('dialog', (dialog) => {
      dialog.dismiss().catch(() => undefined);
    });
    await page.setRequestInterception(true);
    await page.setBypassServiceWorker(true);
    await page.setUserAgent({ userAgent: DEFAULT_USER_AGENT });
    await page.setJavaScriptEnabled(true);
    await page.evaluateOnNewDocument(lockDownScript);
  }

  async close(): Promise<void> {
    this.closed = true;
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }
}
