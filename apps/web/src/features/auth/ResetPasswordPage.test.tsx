import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

function renderReset(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth" element={<p>Auth screen</p>} />
    </Routes>,
    path,
  );
}

describe('ResetPasswordPage', () => {
  it('shows the live match hint and enables submit only when both passwords match', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderReset('/reset-password?token=abc123');
    const submit = screen.getByRole('button', { name: 'Update Password' });
    expect(submit).toBeDisabled();
    expect(screen.getByText(/signed out of all devices/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New password'), 'Kitchen-Table-42');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), 'Kitchen-Table');

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText('Confirm password'), '-42');

    expect(screen.getByText('Passwords match')).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('ticks the checklist items the password meets', async () => {
    const user = userEvent.setup();
    mockFetch({});
    renderReset('/reset-password?token=abc123');

    await user.type(screen.getByLabelText('New password'), 'abcDEF');

    expect(screen.getByText('Lowercase letter (a-z)')).toHaveTextContent('(met)');
    expect(screen.getByText('Uppercase letter (A-Z)')).toHaveTextContent('(met)');
    expect(screen.getByText('Number (0-9)')).toHaveTextContent('(not met)');
    expect(screen.getByText('At least 10 characters')).toHaveTextContent('(not met)');
    expect(
      screen.getByText(
        'Password must have at least 3 of: uppercase, lowercase, numbers, symbols. Avoid common passwords and personal info.',
      ),
    ).toBeInTheDocument();
  });

  it('submits the token and password, then shows the success view', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ 'POST /api/auth/reset-password': { body: { message: 'ok' } } });
    renderReset('/reset-password?token=abc123');

    await user.type(screen.getByLabelText('New password'), 'Kitchen-Table-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Kitchen-Table-42');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByRole('heading', { name: 'Password Updated!' })).toBeInTheDocument();
    expect(screen.getByText('Password updated!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute('href', '/auth');
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/auth/reset-password') as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'abc123', password: 'Kitchen-Table-42' });
  });

  it("shows the server's message when the link has expired", async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { message: 'This reset link is invalid or has expired. Please request a new one.' },
      },
    });
    renderReset('/reset-password?token=old');

    await user.type(screen.getByLabelText('New password'), 'Kitchen-Table-42');
    await user.type(screen.getByLabelText('Confirm password'), 'Kitchen-Table-42');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(
      await screen.findByText('This reset link is invalid or has expired. Please request a new one.'),
    ).toBeInTheDocument();
  });

  it('without a token, warns and goes to /auth', async () => {
    mockFetch({});
    renderReset('/reset-password');

    expect(await screen.findByText('Auth screen')).toBeInTheDocument();
    expect(screen.getByText('Invalid reset link')).toBeInTheDocument();
    expect(screen.getByText('This reset link is missing required information.')).toBeInTheDocument();
  });
});
