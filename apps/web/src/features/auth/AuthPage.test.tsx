import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { tooManyAttemptsMessage } from '@cookmark/contracts';
import { LocationProbe, mockFetch, renderWithProviders, signedInUser } from '../../../test/render';
import { AppProviders } from '../../app/App';
import { createQueryClient } from '../../lib/query-client';
import { navigateTo } from '../../lib/navigation';
import { AuthPage } from './AuthPage';

jest.mock('../../lib/navigation', () => ({ navigateTo: jest.fn() }));

function renderAuth() {
  mockFetch({ 'GET /api/auth/user-with-billing': { status: 401, body: { message: 'Unauthorized' } } });
  return renderWithProviders(<AuthPage />, '/auth');
}

describe('AuthPage', () => {
  it('toggles between sign in and sign up', async () => {
    const user = userEvent.setup();
    renderAuth();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', '8');

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forgot your password?' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', '10');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows the five-bar strength meter with level and hints while typing a sign-up password', async () => {
    const user = userEvent.setup();
    renderAuth();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'abc');

    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(within(meter).getAllByTestId('strength-bar')).toHaveLength(5);
    expect(meter).toHaveAttribute('aria-valuetext', 'Very weak');
    expect(screen.getByText('Very weak')).toBeInTheDocument();
    const hints = within(screen.getByRole('list', { name: 'How to strengthen your password' })).getAllByRole(
      'listitem',
    );
    expect(hints.map((li) => li.textContent)).toEqual([
      'Use at least 10 characters',
      'Add uppercase letters (A-Z)',
      'Add numbers (0-9)',
    ]);

    await user.type(screen.getByLabelText('Password'), 'DEF123!xyz');

    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Excellent');
    expect(screen.getAllByTestId('strength-bar').filter((bar) => bar.dataset.filled === 'true')).toHaveLength(
      5,
    );
    expect(screen.queryByRole('list', { name: 'How to strengthen your password' })).not.toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    renderAuth();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the schema messages for each field on an invalid sign-up without calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/user-with-billing': { status: 401, body: { message: 'Unauthorized' } },
    });
    renderWithProviders(<AuthPage />, '/signup');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);
  });

  it('says the real wait the server gives when sign-up is rate limited', async () => {
    const user = userEvent.setup();
    const wait = tooManyAttemptsMessage(47 * 60_000);
    mockFetch({
      'GET /api/auth/user-with-billing': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/signup': { status: 429, body: { message: wait } },
    });
    renderWithProviders(<AuthPage />, '/signup');

    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Saffron-Risotto-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByText('Too many attempts. Please wait 47 minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign up failed')).toBeInTheDocument();
  });

  it('requires a password to sign in', async () => {
    const user = userEvent.setup();
    renderAuth();

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('sends the form once when it is submitted twice while the checks load', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/user-with-billing': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderWithProviders(<AuthPage />, '/auth');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    const form = screen.getByRole('form', { name: 'Sign in' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    const logins = fetchMock.mock.calls.filter(
      ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
    );
    expect(logins).toHaveLength(1);
  });

  it('shows the server message in a toast when sign-in fails', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/user-with-billing': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } },
    });
    renderWithProviders(<AuthPage />, '/auth');

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.getByText('Sign in failed')).toBeInTheDocument();
  });

  /** The server: signed out until the sign-in answers, then signed in (the session cookie set). */
  function signInServer() {
    let signedIn = false;
    return mockFetch({
      'GET /api/auth/user-with-billing': () =>
        signedIn ? { body: signedInUser() } : { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: signedInUser() };
      },
    });
  }

  it.each([
    ['a path of this site it came from', '/auth?next=%2Fs%2Fabc%3Fsave%3D1', '/s/abc?save=1'],
    ['the dashboard when none was given', '/auth', '/dashboard/free'],
    ['the dashboard, never another site', '/auth?next=https%3A%2F%2Fevil.example%2F', '/dashboard/free'],
    ['the dashboard, never a protocol-relative address', '/auth?next=%2F%2Fevil.example', '/dashboard/free'],
  ])('after signing in goes to %s, without a page load', async (_what, address, expected) => {
    const user = userEvent.setup();
    signInServer();
    // The sign-in page at /auth, every other address just says where the router went.
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider
          router={createMemoryRouter(
            [
              { path: '/auth', element: <AuthPage /> },
              { path: '*', element: <LocationProbe /> },
            ],
            { initialEntries: [address] },
          )}
        />
      </AppProviders>,
    );

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Saffron-Risotto-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await screen.findByText('Welcome back!');
    expect(await screen.findByText(expected, { selector: '[data-testid="location"]' })).toBeInTheDocument();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("asks for the signed-in user once after signing in and says 'Welcome back!' once", async () => {
    const user = userEvent.setup();
    const fetchMock = signInServer();
    renderWithProviders(<AuthPage />, '/auth');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Saffron-Risotto-42');
    const before = fetchMock.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText("You've been signed in successfully.")).toBeInTheDocument();
    await screen.findByText('/dashboard/free', { selector: '[data-testid="location"]' });
    const after = fetchMock.mock.calls
      .slice(before)
      .map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(after).toEqual(['POST /api/auth/login', 'GET /api/auth/user-with-billing']);
    expect(screen.getAllByText('Welcome back!')).toHaveLength(1);
  });

  it('swaps to the forgot-password card, keeps the button disabled while empty and confirms', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/user-with-billing': { status: 401, body: { message: 'Unauthorized' } },
      'POST /api/auth/forgot-password': {
        body: { message: "If that email exists, we've sent a password reset link." },
      },
    });
    renderWithProviders(<AuthPage />, '/auth');

    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(send);

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('The link expires in 30 minutes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
