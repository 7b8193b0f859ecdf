import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderApp, SIGNED_OUT, signedInUser } from '../../test/render';

async function expectLocation(path: string) {
  expect(await screen.findByTestId('location')).toBeInTheDocument();
  await screen.findByText(path, { selector: '[data-testid="location"]' });
}

describe('route guards', () => {
  it('sends a signed-out visitor on /dashboard/free to /auth', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': SIGNED_OUT });
    renderApp('/dashboard/free');

    await expectLocation('/auth');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows a visitor without the signed-in hint the landing page without asking for the user', async () => {
    document.cookie = 'cm_signed_in=; path=/; max-age=0';
    const fetchMock = mockFetch({ 'GET /api/auth/user-with-billing': SIGNED_OUT });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await expectLocation('/');
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.includes('/api/auth/'))).toEqual([]);
  });

  it('shows a spinner while the auth status loads', () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderApp('/dashboard/free');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it('sends a signed-in free user on / to /dashboard/free', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': { body: signedInUser(false) } });
    renderApp('/');

    await expectLocation('/dashboard/free');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Advertisement').length).toBeGreaterThan(0);
  });

  it('sends a premium user on / and /dashboard/free to /dashboard/premium', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': { body: signedInUser(true) } });
    renderApp('/dashboard/free');

    await expectLocation('/dashboard/premium');
    expect(
      await screen.findByText('Unlock the full power of Cookmark with your Premium features'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Advertisement')).not.toBeInTheDocument();
  });

  it('sends a non-premium user on /dashboard/premium to /dashboard/free', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': { body: signedInUser(false) } });
    renderApp('/dashboard/premium');

    await expectLocation('/dashboard/free');
  });

  it('shows the landing page to visitors on /', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': SIGNED_OUT });
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'View Recipe' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // No footer link goes nowhere: Cookie Policy is the privacy policy's Cookies section.
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy#section-7',
    );
    expect(document.querySelectorAll('a[href="#"]')).toHaveLength(0);
  });

  it('asks a signed-out visitor on /settings to sign in', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': SIGNED_OUT });
    renderApp('/settings');

    expect(await screen.findByRole('heading', { name: 'Sign in required' })).toBeInTheDocument();
    expect(screen.getByText('You need to sign in to access settings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('shows the 404 page for unknown paths', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': SIGNED_OUT });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends a signed-in user on /auth to their dashboard, or to where they were going', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': { body: signedInUser(true) } });
    renderApp('/auth');
    await expectLocation('/dashboard/premium');
  });

  it('sends a signed-in user on /auth?next=... to that path', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': { body: signedInUser(false) } });
    renderApp('/login?next=%2Fs%2Fabc');
    await expectLocation('/s/abc');
  });

  it.each([
    ['/auth', SIGNED_OUT, 'Sign in | Cookmark'],
    ['/signup', SIGNED_OUT, 'Create your account | Cookmark'],
    ['/privacy-policy', SIGNED_OUT, 'Privacy Policy | Cookmark'],
    ['/terms-of-service', SIGNED_OUT, 'Terms of Service | Cookmark'],
    ['/no-such-page', SIGNED_OUT, 'Page not found | Cookmark'],
    ['/dashboard/free', { body: signedInUser(false) }, 'Dashboard | Cookmark'],
    ['/recipes/new', { body: signedInUser(false) }, 'Add Recipe | Cookmark'],
    ['/tools/grocery', { body: signedInUser(true) }, 'Grocery List | Cookmark'],
    ['/settings', { body: signedInUser(false) }, 'Settings | Cookmark'],
  ])('titles %s as the page it is', async (path, user, title) => {
    mockFetch({ 'GET /api/auth/user-with-billing': user });
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('greets on the dashboard only: a tool page is headed by its own name', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': { body: signedInUser(true) } });
    renderApp('/tools/meal-plan');

    expect(await screen.findByRole('heading', { level: 1, name: 'Meal plan' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });
});
