import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { IMPORT_POLL_MS } from '../recipes/recipes-api';
import { mockApi, PARSED, queuedImport } from '../recipes/test/api-mock';
import { LandingPage } from './LandingPage';

const PRICING = { monthly: { amount: 299 }, yearly: { amount: 1999 } };

describe('LandingPage', () => {
  it('shows the import stage while a page is fetched, then the preview', async () => {
    // The job is polled on a timer: the clock is the test's, so a busy machine cannot outrun a wait.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const queued = queuedImport();
      mockApi((call) => (call.url.pathname === '/api/pricing' ? { body: PRICING } : queued(call)));
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderWithProviders(<LandingPage />);
      await user.type(screen.getByLabelText('Recipe URL'), '  https://cooking.example.com/banana-bread  ');
      await user.click(screen.getByRole('button', { name: 'View Recipe' }));
      expect(screen.getByText('Fetching the page…')).toHaveAttribute('role', 'status');
      const onePoll = { timeout: IMPORT_POLL_MS * 2 };
      expect(await screen.findByText('Rendering the page…', {}, onePoll)).toBeInTheDocument();
      expect(await screen.findByText('Banana Bread', {}, onePoll)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to Home' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('offers to paste the page source when the page cannot be fetched', async () => {
    const calls = mockApi(({ url, body }) => {
      if (url.pathname === '/api/pricing') return { body: PRICING };
      if (url.pathname === '/api/features') return { body: { recipeScaling: true } };
      if (url.pathname !== '/api/parse-recipe') return undefined;
      return (body as { html?: string }).html
        ? { body: PARSED }
        : { status: 422, body: { message: 'The site refused the request (HTTP 403)' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<LandingPage />);
    await user.type(screen.getByLabelText('Recipe URL'), 'https://cooking.example.com/banana-bread{Enter}');
    expect(await screen.findByText('Failed to parse recipe')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We couldn't read the recipe from cooking.example.com: The site refused the request (HTTP 403)",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paste the page source instead' }));
    const submit = screen.getAllByRole('button', { name: 'View Recipe' }).at(-1) as HTMLElement;
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Page source'), '<html>banana bread</html>');
    await user.click(submit);
    expect(await screen.findByText('Banana Bread')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/parse-recipe').at(-1)?.body).toEqual({
      url: 'https://cooking.example.com/banana-bread',
      html: '<html>banana bread</html>',
    });

    // A visitor may switch units but is asked to sign up to scale (spec §8).
    await user.click(screen.getByRole('radio', { name: 'Scale 2×' }));
    expect(await screen.findByText('Premium feature - please sign up to scale recipes')).toBeInTheDocument();
    expect(screen.getByText('2 cups flour')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'US' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(screen.getByText('250 g flour')).toBeInTheDocument();
  });
});
