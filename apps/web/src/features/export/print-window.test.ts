import { PRINT_CLOSE_DELAY_MS, PRINT_DELAY_MS, printInWindow } from './print-window';

function fakeWindow() {
  const written: string[] = [];
  return {
    written,
    win: {
      document: { write: (html: string) => written.push(html), close: jest.fn() },
      focus: jest.fn(),
      print: jest.fn(),
      close: jest.fn(),
    },
  };
}

describe('printInWindow', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('prints 500 ms after filling the window and closes it 1 s after that', () => {
    const { win, written } = fakeWindow();
    printInWindow(win as unknown as Window, 'Soup <b>', '<section>x</section>', false);
    expect(written.join('')).toContain('<title>Soup &lt;b&gt;</title>');
    expect(written.join('')).toContain('<header>Cookmark</header><section>x</section>');
    jest.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(win.print).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(win.print).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PRINT_CLOSE_DELAY_MS - 1);
    expect(win.close).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(win.close).toHaveBeenCalledTimes(1);
    expect([PRINT_DELAY_MS, PRINT_CLOSE_DELAY_MS]).toEqual([500, 1000]);
  });
});
