import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signedInUser } from '../../../test/render';
import { SettingsDialog } from './SettingsDialog';

function renderSettings(isPremium = false) {
  const user = signedInUser(isPremium);
  const fetchMock = mockFetch({
    'GET /api/auth/user-with-billing': { body: user },
    'POST /api/auth/delete-account': (init) => {
      const { email, password } = JSON.parse(String(init?.body)) as { email: string; password: string };
      if (email.trim().toLowerCase() !== user.email)
        return {
          status: 400,
          body: { message: 'The email you typed does not match the email of this account.' },
        };
      if (password !== 'right-one') return { status: 400, body: { message: 'The password is incorrect.' } };
      return { body: { message: 'Your account has been deleted.' } };
    },
  });
  const onOpenChange = jest.fn();
  renderWithProviders(<SettingsDialog open onOpenChange={onOpenChange} />, '/dashboard/free');
  return { fetchMock, onOpenChange };
}

describe('Settings: your data', () => {
  it('downloads all of the data as the file the server names', async () => {
    const user = userEvent.setup();
    renderSettings();
    const answer = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) !== '/api/auth/account/export') return answer(input, init);
      return {
        ok: true,
        status: 200,
        headers: { get: () => 'attachment; filename="cookmark-data-2026-11-25.json"' },
        blob: async () => new Blob(['{}'], { type: 'application/json' }),
      } as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:data');
    URL.revokeObjectURL = jest.fn();
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      await user.click(await screen.findByRole('button', { name: 'Export all my data' }));
      expect(await screen.findByText('Data exported')).toBeInTheDocument();
      expect(saved).toEqual(['cookmark-data-2026-11-25.json']);
    } finally {
      click.mockRestore();
    }
  });

  it('tells a free user the recipe book is a Premium feature', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSettings(false);
    await user.click(await screen.findByRole('button', { name: 'Recipe book (PDF)' }));
    expect(
      await screen.findByText('PDF export is available for Premium subscribers only.'),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/export/pdf'))).toBe(false);
  });

  it('deletes the account only with its e-mail and password, then signs out to the landing page', async () => {
    const user = userEvent.setup();
    renderSettings(true);
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Premium subscription is cancelled now/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText('Type your email'), 'someone@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'right-one');
    await user.click(submit);
    expect(
      await within(dialog).findByText('The email you typed does not match the email of this account.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Type your email'));
    await user.type(within(dialog).getByLabelText('Type your email'), 'ADA@example.com');
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'wrong');
    await user.click(submit);
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'right-one');
    await user.click(submit);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog', { name: 'Delete your account?' })).not.toBeInTheDocument();
  });
});
