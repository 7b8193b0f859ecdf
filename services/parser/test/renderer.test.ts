import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ChromiumRenderer } from '../src/domain/renderer.ts';
import { type Fixture, send, startFixture } from './helpers.ts';

let site: Fixture;
let base: string;
// One browser for the file; production rules (no test addresses): loopback is never reachable.
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/**
 * A page's budget where the page must be read: its own limit, not a speed target (a small page has
 * taken seconds on a busy machine). The tests of the budget itself set one of their own.
 */
const PAGE_BUDGET_MS = 30_000;
const renderer = new ChromiumRenderer({ executablePath: CHROMIUM, timeoutMs: PAGE_BUDGET_MS });

beforeAll(async () => {
  // Launched before the tests, so each render's budget is about the page alone.
  await renderer.start();
  site = await startFixture((_req, res) =>
    send(res, 'document.title = "loaded"', { 'Content-Type': 'text/javascript' }),
  );
  base = `http://127.0.0.1:${site.port}`;
});

beforeEach(() => {
  site.requests.length = 0;
});

afterAll(async () => {
  await renderer.close();
  await site.close();
});

const page = (script: string, extra = '') =>
  `<!doctype html><html><head><title>start</title>${extra}</head><body><p id="out"></p><script>${script}</script></body></html>`;

test('the page is the vetted document; its requests to non-public addresses are refused', async () => {
  const html = await renderer.render(
    `${base}/recipe`,
    page(
      `fetch('/api/recipe').catch(() => {}); document.getElementById('out').textContent = 'ran';`,
      `<script src="/app.js"></script><link rel="stylesheet" href="/style.css"><img src="/hero.jpg">`,
    ),
  );
  expect(html).toContain('<p id="out">ran</p>');
  expect(html).toContain('<title>start</title>');
  expect(site.requests).toEqual([]);
});

test('sockets, peer connections, workers and pop-ups are not available to the page', async () => {
  const html = await renderer.render(
    `${base}/recipe`,
    page(
      `document.getElementById('out').textContent = [typeof WebSocket, typeof RTCPeerConnection, typeof Worker, String(window.open('${base}/popup'))].join(',');`,
    ),
  );
  expect(html).toContain('<p id="out">undefined,undefined,undefined,null</p>');
  expect(site.requests).toEqual([]);
});

// Each trick opens a new browsing context, which request interception of the page does not cover;
// they reached 127.0.0.1 on any port. The fixture site is such a forbidden address here.
const POPUP_TRICKS: [string, (target: string) => string][] = [
  [
    'a target=_blank link clicked by script',
    (t) =>
      `<a id="go" href="${t}" target="_blank">go</a><script>document.getElementById('go').click();</script>`,
  ],
  [
    'an image map area',
    (t) =>
      `<map name="m"><area id="go" shape="default" href="${t}" target="_blank"></map><img usemap="#m" width="9" height="9">` +
      `<script>document.getElementById('go').click();</script>`,
  ],
  [
    'an SVG link',
    (t) =>
      `<svg width="9" height="9"><a id="go" href="${t}" target="_blank"><rect width="9" height="9"/></a></svg>` +
      `<script>document.getElementById('go').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));</script>`,
  ],
  [
    'a link under <base target=_blank>',
    (t) =>
      `<base target="_blank"><a id="go" href="${t}">go</a><script>document.getElementById('go').click();</script>`,
  ],
  [
    'window.open of a fresh frame',
    (t) =>
      `<script>const f = document.createElement('iframe'); document.body.append(f); f.contentWindow.open('${t}');</script>`,
  ],
  [
    'a target=_blank form posted by script',
    (t) =>
      `<form id="go" method="POST" action="${t}" target="_blank"><input name="secret" value="1"></form>` +
      `<script>document.getElementById('go').submit();</script>`,
  ],
];

test.each(POPUP_TRICKS)('a pop-up opened by %s never reaches a forbidden address', async (_name, trick) => {
  const html = await renderer.render(
    `https://recipes.example/popup`,
    `<!doctype html><html><head><title>start</title></head><body>${trick(`${base}/popup`)}</body></html>`,
  );
  expect(html).toContain('<title>start</title>');
  // A pop-up's request may still be on its way when the render ends.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(site.requests).toEqual([]);
});

test('the page cannot move on to another document, even one it may load', async () => {
  // Test mode: the fixture site is an allowed address, so only the navigation rule stops this.
  const testRenderer = new ChromiumRenderer({
    executablePath: CHROMIUM,
    timeoutMs: PAGE_BUDGET_MS,
    testAllowedAddresses: ['127.0.0.1'],
  });
  try {
    const html = await testRenderer.render(
      `${base}/recipe`,
      page(`location.href = '${base}/next'; document.getElementById('out').textContent = 'stayed';`),
    );
    expect(html).toContain('<p id="out">stayed</p>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(site.requests.filter((r) => r.path === '/next')).toEqual([]);
  } finally {
    await testRenderer.close();
  }
});

test('a page that never yields is cut off at its budget', async () => {
  // Without the cut-off this render would never end (and the test would time out).
  await expect(
    renderer.render(`${base}/hang`, page('setTimeout(() => { for (;;) {} }, 20);'), { timeoutMs: 1_000 }),
  ).rejects.toThrow();
  // The browser is still usable afterwards.
  await expect(renderer.render(`${base}/ok`, page('document.title = "fine"'))).resolves.toContain(
    '<title>fine</title>',
  );
});

test('a slow browser launch does not count against the page budget', async () => {
  // A launch slower than the page budget, as on a busy machine: the render must still succeed. The
  // budget is a few times what this page takes in the running browser now, so that it is ample for
  // the page however busy the machine is, and the launch is slower than all of it.
  const baseline = await timeToRender(`${base}/baseline`, page('document.title = "up"'));
  const budgetMs = Math.max(2_000, Math.ceil(5 * baseline));
  const dir = await mkdtemp(path.join(tmpdir(), 'slow-chromium-'));
  const slowChromium = path.join(dir, 'chromium');
  await writeFile(slowChromium, `#!/bin/sh\nsleep ${(budgetMs + 500) / 1000}\nexec ${CHROMIUM} "$@"\n`);
  await chmod(slowChromium, 0o755);
  const slowLaunch = new ChromiumRenderer({ executablePath: slowChromium, timeoutMs: budgetMs });
  try {
    await expect(slowLaunch.render(`${base}/slow`, page('document.title = "up"'))).resolves.toContain(
      '<title>up</title>',
    );
  } finally {
    await slowLaunch.close();
    await rm(dir, { recursive: true, force: true });
  }
});

async function timeToRender(url: string, html: string): Promise<number> {
  const started = performance.now();
  await renderer.render(url, html);
  return performance.now() - started;
}
