import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class ShowError extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function renderPage(Page: ComponentType<{ name: string }>) {
  return render(
    <ShowError>
      <Suspense fallback={<p>Loading page</p>}>
        <Page name="Ada" />
      </Suspense>
    </ShowError>,
  );
}

describe('a lazily loaded page', () => {
  test('shows the fallback while its code loads, then the page', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => {};
    const Page = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      'Greeting',
    );
    renderPage(Page);
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    arrive({ Greeting });
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  test('renders at once, without the fallback, when its code was loaded before (a prerendered page)', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const Page = lazyPage(load, 'Greeting');
    await Page.preload();
    renderPage(Page);
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a page whose code fails to load reaches the error boundary', async () => {
    const Page = lazyPage(async (): Promise<{ Greeting: typeof Greeting }> => {
      throw new Error('chunk gone');
    }, 'Greeting');
    renderPage(Page);
    expect(await screen.findByText('Failed: chunk gone')).toBeInTheDocument();
  });
});
