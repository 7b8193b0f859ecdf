import { randomBytes } from 'node:crypto';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { E2E_BASE_URL, E2E_PORTS } from './stack-env.ts';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Headless Chromium says it has no pointer that hovers, as a touch screen would. A desktop with a
 * mouse, for what shows on hover only.
 */
export const MOUSE_POINTER_ARGS = [
  '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
];

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...extraArgs,
    ],
  });
}

export const url = (path: string) => new URL(path, E2E_BASE_URL).toString();

/** Waits until an element whose visible text is exactly `text` exists, and returns its selector-free handle. */
export async function waitForText(page: Page, text: string, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll('body *')].some((el) => el.textContent?.trim() === wanted),
    { timeout },
    text,
  );
}

/**
 * Brings `element` to the middle of the window at once. Left to the click, the scroll would follow
 * the app's smooth scrolling, and the click would land where the element was when it started.
 */
async function scrollIntoViewNow(element: ElementHandle<Element>): Promise<void> {
  await element.evaluate((el) =>
    el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }),
  );
}

/**
 * Waits until `element` holds still for two frames. The app scrolls smoothly and animates dialogs
 * open; a real mouse click during such an animation lands on whatever passes under the pointer.
 */
async function holdsStill(page: Page, element: ElementHandle<Element>): Promise<void> {
  await page.waitForFunction(
    (el: Element) =>
      new Promise<boolean>((resolve) => {
        const a = el.getBoundingClientRect();
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const b = el.getBoundingClientRect();
            resolve(a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height);
          }),
        );
      }),
    { timeout: 5_000 },
    element,
  );
}

/** Clicks, with real mouse events, the first visible element matching `selector` whose text is exactly `text`. */
export async function clickByText(page: Page, selector: string, text: string): Promise<void> {
  const handle = await page.waitForFunction(
    (sel: string, wanted: string) =>
      [...document.querySelectorAll<HTMLElement>(sel)].find(
        (el) => el.textContent?.trim() === wanted && el.getClientRects().length > 0,
      ),
    { timeout: 15_000 },
    selector,
    text,
  );
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) throw new Error(`no ${selector} with text ${text}`);
  await scrollIntoViewNow(element);
  await holdsStill(page, element);
  await element.click();
}

/** Waits until the element matching `selector` is shown and holds still (an opening dialog has arrived). */
export async function waitUntilStill(page: Page, selector: string): Promise<ElementHandle<Element>> {
  const element = await page.waitForSelector(selector, { visible: true });
  if (!element) throw new Error(`no ${selector}`);
  await scrollIntoViewNow(element);
  await holdsStill(page, element);
  return element;
}

/** Clicks, with real mouse events, the element matching `selector` once it is shown and holds still. */
export async function clickWhenStill(page: Page, selector: string): Promise<void> {
  const element = await waitUntilStill(page, selector);
  try {
    await element.click();
  } catch (error) {
    // Say what became of the element between holding still and the click (a run failed here once).
    const state = await element
      .evaluate((el) => ({
        connected: el.isConnected,
        boxes: [...el.getClientRects()].map((r) => `${r.x},${r.y} ${r.width}x${r.height}`),
        state: el.closest('[data-state]')?.getAttribute('data-state') ?? null,
        viewport: `${window.innerWidth}x${window.innerHeight}`,
      }))
      .catch(() => 'no longer readable');
    throw new Error(
      `clicking ${selector} failed (${error instanceof Error ? error.message : String(error)}); the element: ${JSON.stringify(state)}`,
      { cause: error },
    );
  }
}

/** Types into a field the way a person does (click, select what is there, type) and checks the result. */
export async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  const field = await page.waitForSelector(selector, { visible: true });
  if (!field) throw new Error(`no ${selector}`);
  await scrollIntoViewNow(field);
  await holdsStill(page, field);
  await field.click();
  // What is there is selected as a person does it with the keyboard: a triple click selects it only
  // when all three presses land on the field.
  const focused = await field.evaluate((el) => el === document.activeElement);
  if (!focused) throw new Error(`the click on ${selector} did not reach it`);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await field.type(value);
  try {
    await page.waitForFunction(
      (sel: string, wanted: string) =>
        (document.querySelector(sel) as HTMLInputElement | HTMLTextAreaElement | null)?.value === wanted,
      { timeout: 5_000 },
      selector,
      value,
    );
  } catch (error) {
    // Say what the field holds and where the typing went, so a failure can be understood.
    const seen = await page.evaluate((sel: string) => {
      const now = document.querySelector(sel) as HTMLInputElement | HTMLTextAreaElement | null;
      const active = document.activeElement;
      return {
        value: now?.value ?? null,
        focused: active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}` : null,
        focusedHolds: (active as HTMLInputElement | null)?.value ?? null,
      };
    }, selector);
    const replaced = !(await field.evaluate((el) => el.isConnected));
    throw new Error(
      `typed ${JSON.stringify(value)} into ${selector}; it holds ${JSON.stringify(seen.value)}` +
        `${replaced ? ' (the field typed into was replaced)' : ''}; focus is on ${seen.focused}` +
        ` holding ${JSON.stringify(seen.focusedHolds)}`,
      { cause: error },
    );
  }
}

/**
 * Picks an item of a searchable list (the recipe pickers): types the search, waits until the list
 * shows only what matches it (the search waits 200 ms after the last key, and the list then changes
 * height under the pointer), and clicks the item whose text is `itemText`.
 */
export async function pickFromSearch(
  page: Page,
  search: string,
  listLabel: string,
  itemText: string,
): Promise<void> {
  await typeInto(page, 'input[type=search]', search);
  await page.waitForFunction(
    (label: string, wanted: string) => {
      const items = [...document.querySelectorAll(`[aria-label="${label}"] label`)];
      return (
        items.length > 0 &&
        items.every((item) => item.textContent?.toLowerCase().includes(wanted.toLowerCase()))
      );
    },
    { timeout: 5_000 },
    listLabel,
    search,
  );
  await clickByText(page, `[aria-label="${listLabel}"] label`, itemText);
}

interface CaughtMail {
  to: string[];
  subject: string;
  links: string[];
}

/** Reads the local mail catcher's inbox, as a developer would on its page. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`http://127.0.0.1:${E2E_PORTS.mailHttp}/messages`);
    const mails = (await response.json()) as CaughtMail[];
    const found = mails.reverse().find((m) => m.to.includes(to));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} arrived`);
}

export interface BrowserSession {
  readonly browser: Browser;
  readonly page: Page;
}

/**
 * A client address of its own for every private window, as people reach a deployment from their own
 * networks. The stack's gateway believes X-Forwarded-For from loopback (TRUST_PROXY in global-setup),
 * so the per-address sign-up limit (10 an hour) counts each visitor apart instead of the whole suite.
 * Drawn from 198.18.0.0/15, the range set aside for network tests.
 */
function visitorAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `198.${18 + (a & 1)}.${b}.${c}`;
}

/**
 * One Chromium for a test file, and a fresh private window (no cookies) for every test. A test
 * file gets one by importing `page` (or `session`) from './page.ts'.
 */
export function useBrowserSession(): BrowserSession {
  let browser: Browser | undefined;
  let current: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('the browser did not start');
    const context = await browser.createBrowserContext();
    current = await context.newPage();
    await current.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorAddress() });
    await current.setViewport({ width: 1280, height: 900 });
  });
  afterEach(async () => {
    await current?.browserContext().close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser did not start');
      return browser;
    },
    get page() {
      if (!current) throw new Error('no page outside a test');
      return current;
    },
  };
}

export const TEST_PASSWORD = 'Saffron-Risotto-42';

/** Signs a new user up through the sign-up screen and waits for the free dashboard; returns the e-mail. */
export async function signUpInBrowser(page: Page, firstName: string, lastName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto(url('/auth'));
  await clickByText(page, 'button', 'Sign up');
  await waitForText(page, 'Create your account');
  await typeInto(page, '#auth-firstName', firstName);
  await typeInto(page, '#auth-lastName', lastName);
  await typeInto(page, '#auth-email', email);
  await typeInto(page, '#auth-password', TEST_PASSWORD);
  await clickByText(page, 'button[type=submit]', 'Create Account');
  await page.waitForFunction(() => location.pathname === '/dashboard/free', { timeout: 20_000 });
  await waitForText(page, `Welcome back, ${firstName}!`);
  return email;
}

/** Upgrades the signed-in free user through the local payment provider's checkout (yearly plan). */
export async function upgradeToPremiumInBrowser(page: Page): Promise<void> {
  await clickByText(page, 'button', 'Learn More');
  await checkOutFromUpgradeDialog(page);
}

/** From the open upgrade dialog: the yearly plan, paid at the local payment provider, welcomed back. */
export async function checkOutFromUpgradeDialog(page: Page): Promise<void> {
  await waitForText(page, '$19.99/year');
  await clickByText(page, '[role=dialog] button', 'Upgrade to Premium');
  await page.waitForFunction(
    (port: number) => location.port === String(port),
    { timeout: 20_000 },
    E2E_PORTS.stripe,
  );
  await typeInto(page, '#cardNumber', '4242 4242 4242 4242');
  await clickByText(page, 'button[type=submit]', 'Subscribe');
  await waitForText(page, 'Welcome to Premium!', 30_000);
  await page.waitForFunction(() => location.pathname === '/dashboard/premium' && location.search === '', {
    timeout: 15_000,
  });
}

/** Saves a recipe through the API from the signed-in page (the add form is covered elsewhere); returns its id. */
export async function saveRecipeThroughApi(page: Page, recipe: object): Promise<string> {
  return page.evaluate(async (body: object) => {
    const res = await fetch('/api/recipes', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`saving a recipe failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  }, recipe);
}
