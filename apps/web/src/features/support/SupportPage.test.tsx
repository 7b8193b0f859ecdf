import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, SIGNED_OUT, signedInUser } from '../../../test/render';
import { SupportPage } from './SupportPage';

describe('SupportPage', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    mockFetch({ 'GET /api/auth/user-with-billing': SIGNED_OUT });
    renderWithProviders(<SupportPage />, '/support');
    const signIn = await screen.findByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/auth?next=%2Fsupport');
    expect(screen.queryByRole('form', { name: 'Contact support' })).not.toBeInTheDocument();
  });

  it('sends the subject and the message, and says the Premium reply is priority', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      'GET /api/auth/user-with-billing': { body: signedInUser(true) },
      'POST /api/auth/support': { body: { sent: true, priority: true } },
    });
    renderWithProviders(<SupportPage />, '/support');
    const form = await screen.findByRole('form', { name: 'Contact support' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Please enter a subject.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/auth/support')).toBe(false);

    await user.type(within(form).getByLabelText('Subject'), 'Export question');
    await user.type(within(form).getByLabelText('Message'), 'How do I export?');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Message sent. We will reply to ada@example.com. As a Premium member, your message is marked priority.',
    );
    const call = fetchMock.mock.calls.find(([input]) => input === '/api/auth/support');
    expect(JSON.parse(String((call?.[1] as RequestInit).body))).toEqual({
      subject: 'Export question',
      message: 'How do I export?',
    });
  });

  it("shows the server's refusal beside the field it names", async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/user-with-billing': { body: signedInUser(false) },
      'POST /api/auth/support': { status: 400, body: { message: 'The subject must be a single line.' } },
    });
    renderWithProviders(<SupportPage />, '/support');
    const form = await screen.findByRole('form', { name: 'Contact support' });
    await user.type(within(form).getByLabelText('Subject'), 'Hi');
    await user.type(within(form).getByLabelText('Message'), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('The subject must be a single line.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
  });
});
