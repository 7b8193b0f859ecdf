import { act, render, screen } from '@testing-library/react';
import { NearView } from './near-view';

/** A stand-in for the browser's IntersectionObserver that the test moves: what it watches comes into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly watched: Element[] = [];
  readonly report: (entries: { isIntersecting: boolean }[]) => void;
  readonly options: { rootMargin?: string };
  constructor(report: (entries: { isIntersecting: boolean }[]) => void, options: { rootMargin?: string }) {
    this.report = report;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched.length = 0;
  }
}

const globals = globalThis as Record<string, unknown>;

const renderPanel = () =>
  render(
    <NearView>
      <p>Nutrition</p>
    </NearView>,
  );

describe('NearView', () => {
  afterEach(() => {
    delete globals['IntersectionObserver'];
    FakeObserver.last = undefined;
  });

  test('shows its children once they are about to scroll into view, not before', () => {
    globals['IntersectionObserver'] = FakeObserver;
    renderPanel();
    expect(screen.queryByText('Nutrition')).toBeNull();
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('0px 0px 300px 0px');
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.queryByText('Nutrition')).toBeNull();
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('Nutrition')).toBeInTheDocument();
    expect(observer.watched).toHaveLength(0);
  });

  test('shows them when the page is printed', () => {
    globals['IntersectionObserver'] = FakeObserver;
    renderPanel();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('Nutrition')).toBeInTheDocument();
  });

  test('shows them at once where the browser cannot tell what is in view', () => {
    renderPanel();
    expect(screen.getByText('Nutrition')).toBeInTheDocument();
  });
});
