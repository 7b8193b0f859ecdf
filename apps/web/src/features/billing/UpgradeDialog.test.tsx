import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signedInUser, type FetchRoutes } from '../../../test/render';
import { navigateTo } from '../../lib/navigation';
import { UpgradeDialog } from './UpgradeDialog';

jest.mock('../../lib/navigation', () => ({ navigateTo: jest.fn() }));
const navigateToMock = navigateTo as jest.MockedFunction<typeof navigateTo>;

const PRICING = {
  monthly: { amount: 499, currency: 'usd', interval: 'month' },
  yearly: { amount: 3999, currency: 'usd', interval: 'year' },
};

function renderDialog(routes: FetchRoutes = {}, isPremium = false) {
  const fetchMock = mockFetch({
    'GET /api/auth/user-with-billing': { body: signedInUser(isPremium) },
    'GET /api/pricing': { body: PRICING },
    ...routes,
  });
  const onOpenChange = jest.fn();
  renderWithProviders(<UpgradeDialog open onOpenChange={onOpenChange} />);
  return { fetchMock, onOpenChange };
}

beforeEach(() => navigateToMock.mockReset());

describe('UpgradeDialog (free user)', () => {
  it('starts on Yearly with the saving computed from the prices /api/pricing answers', async () => {
    const user = userEvent.setup();
    renderDialog();
    await screen.findByRole('dialog', { name: 'Upgrade to Premium' });

    const yearly = screen.getByRole('tab', { name: /Yearly/ });
    expect(yearly).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('$39.99')).toBeInTheDocument();
    // 12 × $4.99 = $59.88; $39.99 saves $19.89, 33%.
    expect(within(yearly).getByText('Save 33%')).toBeInTheDocument();
    expect(screen.getByText('Best Value — Save $20 vs monthly.')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('$4.99')).toBeInTheDocument();
    expect(screen.getByText('Grocery lists merged from several recipes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  });

  it('falls back to $19.99 / $2.99 and says so when pricing cannot be fetched', async () => {
    const user = userEvent.setup();
    renderDialog({ 'GET /api/pricing': { status: 500, body: { message: 'boom' } } });

    expect(await screen.findByText('Failed to fetch pricing')).toBeInTheDocument();
    expect(screen.getByText('$19.99')).toBeInTheDocument();
    // $19.99 against 12 × $2.99 = $35.88: $15.89, 44%.
    expect(within(screen.getByRole('tab', { name: /Yearly/ })).getByText('Save 44%')).toBeInTheDocument();
    expect(screen.getByText('Best Value — Save $16 vs monthly.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Monthly' }));
    expect(screen.getByText('$2.99')).toBeInTheDocument();
  });

  it("shows 'Processing...' and sends the browser to the checkout url for the chosen plan", async () => {
    const user = userEvent.setup();
    let answer: (value: { body: unknown }) => void = () => undefined;
    const pending = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    const fetchMock = mockFetch({
      'GET /api/auth/user-with-billing': { body: signedInUser(false) },
      'GET /api/pricing': { body: PRICING },
    });
    const table = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === '/api/create-checkout-session') {
        const { body } = await pending;
        return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) } as Response;
      }
      return table(input, init);
    });
    renderWithProviders(<UpgradeDialog open onOpenChange={jest.fn()} />);
    await screen.findByText('$39.99');

    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    const call = fetchMock.mock.calls.find(([input]) => input === '/api/create-checkout-session');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ plan: 'yearly' });

    answer({ body: { url: 'https://checkout.example/cs_1' } });
    await waitFor(() => expect(navigateToMock).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    // The browser is leaving: the button stays pending.
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('sends the monthly plan when Monthly is chosen', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderDialog({
      'POST /api/create-checkout-session': { body: { url: 'https://checkout.example/m' } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));

    await waitFor(() => expect(navigateToMock).toHaveBeenCalledWith('https://checkout.example/m'));
    const call = fetchMock.mock.calls.find(([input]) => input === '/api/create-checkout-session');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ plan: 'monthly' });
  });

  it.each([
    [
      { status: 409, body: { message: 'You already have an active Premium subscription.' } },
      'You already have an active Premium subscription.',
    ],
    [{ status: 500, body: {} }, 'Failed to create checkout session'],
    [{ status: 200, body: {} }, 'No checkout URL received from server'],
  ])('clears the pending state and toasts Upgrade Failed (%#)', async (response, description) => {
    const user = userEvent.setup();
    renderDialog({ 'POST /api/create-checkout-session': response });
    await user.click(await screen.findByRole('button', { name: 'Upgrade to Premium' }));

    expect(await screen.findByText('Upgrade Failed')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(navigateToMock).not.toHaveBeenCalled();
  });

  it('Maybe Later closes the dialog', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.click(await screen.findByRole('button', { name: 'Maybe Later' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('UpgradeDialog (premium user)', () => {
  it("shows 'Premium Active' with Manage Billing and Close", async () => {
    renderDialog({}, true);
    expect(await screen.findByRole('dialog', { name: 'Premium Active' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it("Manage Billing failures toast 'Portal access failed'", async () => {
    const user = userEvent.setup();
    renderDialog({ 'POST /api/billing/portal': { status: 500, body: {} } }, true);
    await user.click(await screen.findByRole('button', { name: 'Manage Billing' }));
    expect(await screen.findByText('Portal access failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to access billing portal')).toBeInTheDocument();
  });
});
