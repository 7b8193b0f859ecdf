import { PAGE_URL_MAX, PASTED_HTML_MAX } from '@cookmark/contracts';
import {
  BOOKMARKLET_MESSAGES,
  bookmarkletHref,
  bookmarkletSource,
  openerOriginFrom,
  PAGE_MESSAGE_TYPE,
  readPageMessage,
  READY_MESSAGE_TYPE,
} from './bookmarklet';

const SITE = 'https://cooking.example.com';
const opener = { name: 'the window that opened the import page' };
const expected = { opener, origin: SITE };
const page = (fields: Record<string, unknown> = {}) => ({
  type: PAGE_MESSAGE_TYPE,
  version: 1,
  url: `${SITE}/banana-bread`,
  html: '<html><body><h1>Banana Bread</h1></body></html>',
  ...fields,
});

describe('readPageMessage', () => {
  it('takes a well-formed page from the opener at its origin', () => {
    expect(readPageMessage({ source: opener, origin: SITE, data: page() }, expected)).toEqual({
      kind: 'page',
      url: `${SITE}/banana-bread`,
      html: '<html><body><h1>Banana Bread</h1></body></html>',
    });
  });

  it('ignores a message from any other window, even at the right origin', () => {
    expect(readPageMessage({ source: { other: true }, origin: SITE, data: page() }, expected)).toBeNull();
    expect(readPageMessage({ source: null, origin: SITE, data: page() }, expected)).toBeNull();
    expect(
      readPageMessage({ source: null, origin: SITE, data: page() }, { opener: null, origin: SITE }),
    ).toBeNull();
  });

  it('ignores the opener once it speaks from another origin than it named', () => {
    for (const origin of ['https://evil.example', 'http://cooking.example.com', `${SITE}:8443`, 'null']) {
      expect(readPageMessage({ source: opener, origin, data: page() }, expected)).toBeNull();
    }
  });

  it("ignores a page whose address is not of the sender's origin", () => {
    for (const url of [
      'https://evil.example/banana-bread',
      'javascript:alert(1)',
      'not an address',
      `${SITE}/${'a'.repeat(PAGE_URL_MAX)}`,
    ]) {
      expect(readPageMessage({ source: opener, origin: SITE, data: page({ url }) }, expected)).toBeNull();
    }
  });

  it('ignores messages of another shape', () => {
    for (const data of [
      null,
      'cookmark:page',
      [page()],
      page({ type: READY_MESSAGE_TYPE }),
      page({ version: 2 }),
      page({ html: 42 }),
      page({ html: '   \n ' }),
      page({ url: undefined }),
    ]) {
      expect(readPageMessage({ source: opener, origin: SITE, data }, expected)).toBeNull();
    }
  });

  it('says a page over the pasted-page limit is too large', () => {
    const html = 'x'.repeat(PASTED_HTML_MAX + 1);
    expect(readPageMessage({ source: opener, origin: SITE, data: page({ html }) }, expected)).toEqual({
      kind: 'too-large',
    });
  });
});

describe('openerOriginFrom', () => {
  it('takes an http(s) origin written exactly as browsers write one', () => {
    expect(openerOriginFrom(SITE)).toBe(SITE);
    expect(openerOriginFrom('http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321');
  });

  it('refuses anything else', () => {
    for (const from of [
      null,
      '',
      'null',
      `${SITE}/`,
      `${SITE}/path`,
      'HTTPS://cooking.example.com',
      'javascript:x',
      'file:///etc',
    ]) {
      expect(openerOriginFrom(from)).toBeNull();
    }
  });
});

describe('the bookmarklet', () => {
  const COOKMARK = 'https://cookmark.example';

  it('is a javascript: address whose code carries the origin it was shown on', () => {
    const href = bookmarkletHref(COOKMARK);
    expect(href.startsWith('javascript:')).toBe(true);
    const code = decodeURIComponent(href.slice('javascript:'.length));
    expect(code).toBe(bookmarkletSource(COOKMARK));
    expect(code).toContain(JSON.stringify(COOKMARK));
    expect(() => new Function(code)).not.toThrow();
  });

  it('keeps a hostile origin a string', () => {
    const code = bookmarkletSource('https://x.example"});alert(1);({"a":"');
    expect(() => new Function(code)).not.toThrow();
    expect(code).toContain('\\"});alert(1);');
  });

  /** Runs the bookmarklet in this (jsdom) page with window.open answered by `tab`. */
  function run(tab: object | null) {
    const open = jest.fn(() => tab);
    const alert = jest.fn();
    Object.assign(window, { open, alert });
    new Function(bookmarkletSource(COOKMARK))();
    return { open, alert };
  }

  function ready(
    source: unknown,
    origin = COOKMARK,
    data: unknown = { type: READY_MESSAGE_TYPE, version: 1 },
  ) {
    const event = new MessageEvent('message', { origin, data });
    Object.defineProperty(event, 'source', { value: source });
    window.dispatchEvent(event);
  }

  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('opens the import page naming its origin and answers its ready with the page', () => {
    const tab = { postMessage: jest.fn() };
    const { open, alert } = run(tab);
    expect(open).toHaveBeenCalledWith(
      `${COOKMARK}/import?from=${encodeURIComponent(window.location.origin)}`,
      '_blank',
    );
    expect(tab.postMessage).not.toHaveBeenCalled();

    ready({ other: true });
    ready(tab, 'https://evil.example');
    ready(tab, COOKMARK, { type: 'something else' });
    expect(tab.postMessage).not.toHaveBeenCalled();

    ready(tab);
    expect(tab.postMessage).toHaveBeenCalledTimes(1);
    expect(tab.postMessage).toHaveBeenCalledWith(
      {
        type: PAGE_MESSAGE_TYPE,
        version: 1,
        url: window.location.href,
        html: document.documentElement.outerHTML,
      },
      COOKMARK,
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('says so when the browser blocks the new tab', () => {
    const { alert } = run(null);
    expect(alert).toHaveBeenCalledWith(BOOKMARKLET_MESSAGES.popupBlocked);
  });

  it('says so when the page is too large, and opens nothing', () => {
    const filler = document.createElement('div');
    filler.textContent = 'x'.repeat(PASTED_HTML_MAX);
    document.body.append(filler);
    try {
      const { open, alert } = run({ postMessage: jest.fn() });
      expect(alert).toHaveBeenCalledWith(BOOKMARKLET_MESSAGES.tooLarge);
      expect(open).not.toHaveBeenCalled();
    } finally {
      filler.remove();
    }
  });
});
