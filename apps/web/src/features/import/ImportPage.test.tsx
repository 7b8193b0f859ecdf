import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInUser } from '../../../test/render';
import { mockApi, PARSED, type ApiHandler } from '../recipes/test/api-mock';
import { PAGE_MESSAGE_TIMEOUT_MS, PAGE_MESSAGE_TYPE, READY_MESSAGE_TYPE } from './bookmarklet';
import { IMPORT_PAGE_TEXT } from './ImportPage';
import { KEPT_PAGE_KEY } from './use-page-from-opener';

const SITE = 'https://cooking.example.com';
const IMPORT = `/import?from=${encodeURIComponent(SITE)}`;
const HTML = '<html><body><h1>Banana Bread</h1></body></html>';

/** The tab that opened the import page (the recipe site's), seen from the import page. */
function fakeOpener() {
  const opener = { closed: false, postMessage: jest.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  return opener;
}

function send(source: unknown, origin: string, data: unknown) {
  const event = new MessageEvent('message', { origin, data });
  Object.defineProperty(event, 'source', { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

/**
 * The page says 'ready' from an effect, which runs after the page is painted; the bookmarklet sends
 * the page only once told.
 */
async function saidReady(opener: ReturnType<typeof fakeOpener>) {
  await waitFor(() =>
    expect(opener.postMessage).toHaveBeenCalledWith({ type: READY_MESSAGE_TYPE, version: 1 }, SITE),
  );
}

const page = { type: PAGE_MESSAGE_TYPE, version: 1, url: `${SITE}/banana-bread`, html: HTML };

function server(signedIn: boolean, extra: ApiHandler = () => undefined) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/auth/user-with-billing')
      return signedIn ? { body: signedInUser() } : { status: 401, body: { message: 'Unauthorized' } };
    return extra(call);
  });
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true });
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('/import', () => {
  it("says 'ready' to its opener, takes its page and extracts it through the pasted-page path", async () => {
    const opener = fakeOpener();
    const calls = server(true, ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/parse-recipe' ? { body: PARSED } : undefined,
    );
    renderApp(IMPORT);
    expect(await screen.findByText(IMPORT_PAGE_TEXT.waiting('cooking.example.com'))).toBeInTheDocument();
    await saidReady(opener);

    send(opener, 'https://evil.example', { ...page, html: '<h1>Evil</h1>' });
    send({ someone: 'else' }, SITE, { ...page, html: '<h1>Evil</h1>' });
    send(opener, SITE, page);

    expect(await screen.findByRole('button', { name: 'Use This Recipe' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Banana Bread' })).toBeInTheDocument();
    const parses = calls.filter((c) => c.url.pathname === '/api/parse-recipe');
    expect(parses.map((c) => c.body)).toEqual([{ url: `${SITE}/banana-bread`, html: HTML }]);
  });

  it('says so when the page never arrives', async () => {
    jest.useFakeTimers();
    const opener = fakeOpener();
    server(true);
    renderApp(IMPORT);
    expect(await screen.findByText(IMPORT_PAGE_TEXT.waiting('cooking.example.com'))).toBeInTheDocument();
    await saidReady(opener);
    act(() => {
      jest.advanceTimersByTime(PAGE_MESSAGE_TIMEOUT_MS);
    });
    expect(screen.getByText(IMPORT_PAGE_TEXT.timeout('cooking.example.com'))).toBeInTheDocument();
  });

  it('says so when the page is too large', async () => {
    const opener = fakeOpener();
    server(true);
    renderApp(IMPORT);
    await screen.findByText(IMPORT_PAGE_TEXT.waiting('cooking.example.com'));
    await saidReady(opener);
    send(opener, SITE, { ...page, html: 'x'.repeat(5 * 1024 * 1024 + 1) });
    expect(await screen.findByText(IMPORT_PAGE_TEXT.tooLarge)).toBeInTheDocument();
  });

  it('explains the bookmarklet when opened without one', async () => {
    server(true);
    renderApp(IMPORT);
    expect(await screen.findByText(IMPORT_PAGE_TEXT.noOpener)).toBeInTheDocument();
  });

  it('tells its opener the same, signed in or signed out, before the person does anything', async () => {
    const heard: unknown[][] = [];
    for (const signedIn of [true, false]) {
      const opener = fakeOpener();
      server(signedIn);
      const view = renderApp(IMPORT);
      await screen.findByText(
        signedIn
          ? IMPORT_PAGE_TEXT.waiting('cooking.example.com')
          : IMPORT_PAGE_TEXT.signIn('cooking.example.com'),
      );
      await saidReady(opener);
      heard.push(opener.postMessage.mock.calls);
      view.unmount();
    }
    expect(heard[0]).toEqual([[{ type: READY_MESSAGE_TYPE, version: 1 }, SITE]]);
    expect(heard[1]).toEqual(heard[0]);
  });

  it('keeps the page a signed-out user received through the sign-in, then imports it', async () => {
    const user = userEvent.setup();
    const opener = fakeOpener();
    server(false);
    const signedOut = renderApp(IMPORT);
    await saidReady(opener);
    send(opener, SITE, page);
    expect(
      await screen.findByText(IMPORT_PAGE_TEXT.signInReceived('cooking.example.com')),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/auth?next=${encodeURIComponent(IMPORT)}`),
    );
    signedOut.unmount();

    // Signing in reloads the tab at the import page: the page is there, the opener is not asked again.
    const calls = server(true, ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/parse-recipe' ? { body: PARSED } : undefined,
    );
    renderApp(IMPORT);
    expect(await screen.findByRole('button', { name: 'Use This Recipe' })).toBeInTheDocument();
    const parses = calls.filter((c) => c.url.pathname === '/api/parse-recipe');
    expect(parses.map((c) => c.body)).toEqual([{ url: `${SITE}/banana-bread`, html: HTML }]);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(KEPT_PAGE_KEY)).toBeNull();
  });

  it('asks the opener again after the sign-in when no page was kept', async () => {
    const opener = fakeOpener();
    server(false);
    const signedOut = renderApp(IMPORT);
    await saidReady(opener);
    await screen.findByText(IMPORT_PAGE_TEXT.signIn('cooking.example.com'));
    signedOut.unmount();

    server(true, ({ method, url }) =>
      method === 'POST' && url.pathname === '/api/parse-recipe' ? { body: PARSED } : undefined,
    );
    renderApp(IMPORT);
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalledTimes(2));
    send(opener, SITE, page);
    expect(await screen.findByRole('button', { name: 'Use This Recipe' })).toBeInTheDocument();
  });
});
