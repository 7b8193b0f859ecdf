import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signedInUser, type FetchRoutes } from '../../../test/render';
import { FREE_BILLING_STATUS } from '@cookmark/contracts';
import { AccountPlanCard } from './AccountPlanCard';
import { UpgradeDialog } from './UpgradeDialog';
import { formatLongDate, formatPlanAmount } from './billing-format';
import { PORTAL_POLL_INTERVAL_MS } from './billing-portal';

const MONTHLY = {
  plan: 'premium',
  planName: 'Premium Monthly',
  status: 'active',
  billingInterval: 'month',
  currentPeriodEnd: '2026-12-22T12:00:00.000Z',
  amount: 299,
  currency: 'usd',
  cancelAtPeriodEnd: false,
  invoices: [],
  refundOffer: null,
  coverage: 'own',
  payerId: 'u1',
};

function renderCard(routes: FetchRoutes, isPremium = true) {
  const fetchMock = mockFetch({
    'GET /api/auth/user-with-billing': { body: signedInUser(isPremium) },
    'GET /api/pricing': { status: 500 },
    ...routes,
  });
  renderWithProviders(<AccountPlanCard />);
  return fetchMock;
}

const card = () => screen.findByRole('generic', { name: 'Account Plan' });

describe('billing formats', () => {
  it('writes US long dates and Unknown when missing', () => {
    expect(formatLongDate('2026-12-22T12:00:00.000Z')).toBe('December 22, 2026');
    expect(formatLongDate(null)).toBe('Unknown');
    expect(formatLongDate(undefined)).toBe('Unknown');
    expect(formatLongDate('not a date')).toBe('Unknown');
  });

  it('writes amounts as dollars per interval', () => {
    expect(formatPlanAmount(299, 'month')).toBe('$2.99/month');
    expect(formatPlanAmount(1999, 'year')).toBe('$19.99/year');
  });
});

describe('AccountPlanCard, Free', () => {
  it("shows 'Free', 'Basic recipe management', Active, and Learn More opens the upgrade dialog", async () => {
    const user = userEvent.setup();
    renderCard({}, false);
    const plan = await card();
    expect(within(plan).getByText('Free')).toBeInTheDocument();
    expect(within(plan).getByText('Basic recipe management')).toBeInTheDocument();
    expect(within(plan).getByText('Active')).toBeInTheDocument();

    await user.click(within(plan).getByRole('button', { name: 'Learn More' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });
});

describe('AccountPlanCard, Premium', () => {
  it('shows the plan, Monthly billing, the Premium badge, Renews with the date and $2.99/month', async () => {
    renderCard({ 'GET /api/billing/summary': { body: MONTHLY } });
    const plan = await card();
    expect(await within(plan).findByText('Premium Monthly')).toBeInTheDocument();
    expect(within(plan).getByText('Monthly billing')).toBeInTheDocument();
    expect(within(plan).getByText('Premium')).toBeInTheDocument();
    expect(within(plan).getByText('Renews')).toBeInTheDocument();
    expect(within(plan).queryByText('Service ends')).not.toBeInTheDocument();
    expect(within(plan).getByText('December 22, 2026')).toBeInTheDocument();
    expect(within(plan).getByText('$2.99/month')).toBeInTheDocument();
    expect(within(plan).queryByRole('note')).not.toBeInTheDocument();
    expect(within(plan).getByRole('button', { name: 'Manage Subscription' })).toBeInTheDocument();
  });

  it("opens the 'Premium Active' dialog from View Premium Plan, and Close returns focus to the button", async () => {
    const user = userEvent.setup();
    renderCard({ 'GET /api/billing/summary': { body: MONTHLY } });
    const plan = await card();
    const view = within(plan).getByRole('button', { name: 'View Premium Plan' });
    await user.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Premium Active' });
    expect(within(dialog).getByRole('button', { name: 'Manage Billing' })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view).toHaveFocus();
  });

  it('shows Service ends, Annual billing, $19.99/year and the cancellation notice when cancelling at period end', async () => {
    renderCard({
      'GET /api/billing/summary': {
        body: {
          ...MONTHLY,
          planName: 'Premium Yearly',
          billingInterval: 'year',
          amount: 1999,
          cancelAtPeriodEnd: true,
        },
      },
    });
    const plan = await card();
    expect(await within(plan).findByText('Service ends')).toBeInTheDocument();
    expect(within(plan).queryByText('Renews')).not.toBeInTheDocument();
    expect(within(plan).getByText('Annual billing')).toBeInTheDocument();
    expect(within(plan).getByText('$19.99/year')).toBeInTheDocument();
    expect(within(plan).getByRole('note')).toHaveTextContent(
      'Premium access ends December 22, 2026. You can reactivate anytime before then.',
    );
  });

  it("writes 'Unknown' when the period end is missing", async () => {
    renderCard({
      'GET /api/billing/summary': { body: { ...MONTHLY, currentPeriodEnd: null, cancelAtPeriodEnd: true } },
    });
    const plan = await card();
    expect(await within(plan).findByRole('note')).toHaveTextContent(
      'Premium access ends Unknown. You can reactivate anytime before then.',
    );
  });

  it("toasts 'Failed to fetch billing information' when the summary fails", async () => {
    renderCard({ 'GET /api/billing/summary': { status: 500, body: {} } });
    expect(await screen.findByText('Failed to fetch billing information')).toBeInTheDocument();
    // The card still shows what the user's billing status knows.
    expect(within(await card()).getByText('Premium Monthly')).toBeInTheDocument();
  });
});

describe('AccountPlanCard, Premium through the household (issue #32)', () => {
  /** Ada's own plan is free; Premium comes from Charles, who pays for the household. */
  const covered = { ...signedInUser(true), billingStatus: FREE_BILLING_STATUS };
  const THROUGH_HOUSEHOLD = { ...MONTHLY, amount: null, coverage: 'household', payerId: 'u2' };
  const HOUSEHOLD = {
    household: {
      id: 'h1',
      name: 'The Lovelaces',
      ownerId: 'u2',
      createdAt: '2026-11-01T10:00:00.000Z',
      members: [
        { userId: 'u2', firstName: 'Charles', lastName: 'Babbage', email: 'c@example.com', role: 'owner' },
        { userId: 'u1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', role: 'member' },
      ].map((member) => ({ ...member, joinedAt: '2026-11-01T10:00:00.000Z' })),
      invites: [],
    },
  };

  function renderCovered(routes: FetchRoutes) {
    const fetchMock = mockFetch({
      'GET /api/auth/user-with-billing': { body: covered },
      'GET /api/pricing': { status: 500 },
      'GET /api/household': { body: HOUSEHOLD },
      ...routes,
    });
    renderWithProviders(<AccountPlanCard />);
    return fetchMock;
  }

  it('names the household and the payer, shows their plan and date, and offers no checkout or portal', async () => {
    const fetchMock = renderCovered({ 'GET /api/billing/summary': { body: THROUGH_HOUSEHOLD } });
    const plan = await card();
    expect(
      await within(plan).findByText('Premium through The Lovelaces, paid by Charles'),
    ).toBeInTheDocument();
    expect(within(plan).getByText('Premium Monthly')).toBeInTheDocument();
    expect(within(plan).getByText('Renews')).toBeInTheDocument();
    expect(within(plan).getByText('December 22, 2026')).toBeInTheDocument();
    expect(within(plan).queryByText('$2.99/month')).not.toBeInTheDocument();
    expect(within(plan).queryAllByRole('button')).toEqual([]);
    const asked = fetchMock.mock.calls.map(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}`);
    expect(asked).not.toContain('POST /api/billing/portal');
    expect(asked).not.toContain('POST /api/create-checkout-session');
  });

  it("says when the payer's plan ends, without offering the member to reactivate it", async () => {
    renderCovered({
      'GET /api/billing/summary': { body: { ...THROUGH_HOUSEHOLD, cancelAtPeriodEnd: true } },
    });
    const plan = await card();
    expect(await within(plan).findByRole('note')).toHaveTextContent(
      /^Premium access ends December 22, 2026\.$/,
    );
    expect(within(plan).getByText('Service ends')).toBeInTheDocument();
  });

  it('shows no button of its own even before the summary answers', async () => {
    renderCovered({ 'GET /api/billing/summary': () => ({ status: 500, body: {} }) });
    const plan = await card();
    expect(await screen.findByText('Failed to fetch billing information')).toBeInTheDocument();
    expect(within(plan).getByText('Premium through The Lovelaces')).toBeInTheDocument();
    expect(within(plan).queryByRole('button', { name: 'Manage Subscription' })).not.toBeInTheDocument();
    expect(within(plan).queryByText('Loading billing details...')).not.toBeInTheDocument();
  });

  it("shows the Free card once the summary says nobody's plan covers the person", async () => {
    renderCovered({
      'GET /api/billing/summary': {
        body: {
          ...MONTHLY,
          plan: 'free',
          planName: 'Free',
          billingInterval: null,
          coverage: 'none',
          payerId: null,
        },
      },
    });
    expect(await screen.findByText('Basic recipe management')).toBeInTheDocument();
    const plan = await card();
    expect(within(plan).getByRole('button', { name: 'Learn More' })).toBeInTheDocument();
    expect(within(plan).queryByText(/Premium through/)).not.toBeInTheDocument();
  });

  it("the 'Premium Active' dialog has no Manage Billing for a covered member", async () => {
    const user = userEvent.setup();
    renderCovered({ 'GET /api/billing/summary': { body: THROUGH_HOUSEHOLD } });
    renderWithProviders(<UpgradeDialog open onOpenChange={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Premium Active' });
    expect(within(dialog).queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
  });
});

describe('AccountPlanCard, Manage Subscription', () => {
  afterEach(() => jest.useRealTimers());

  it("opens the 'Billing Management' dialog when the portal is not configured", async () => {
    const user = userEvent.setup();
    renderCard({
      'GET /api/billing/summary': { body: MONTHLY },
      'POST /api/billing/portal': {
        status: 400,
        body: { message: 'Billing portal configuration is missing. Please contact support.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));

    const dialog = await screen.findByRole('dialog', { name: 'Billing Management' });
    expect(
      within(dialog).getByText('To access billing management, please complete your premium upgrade first.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Complete Upgrade' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Billing Management' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('dialog', { name: 'Premium Active' })).toBeInTheDocument();
  });

  it("toasts 'Unable to Open Billing Portal' for other errors", async () => {
    const user = userEvent.setup();
    renderCard({
      'GET /api/billing/summary': { body: MONTHLY },
      'POST /api/billing/portal': {
        status: 400,
        body: { message: 'No billing account found for this user.' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText('Unable to Open Billing Portal')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again or contact support if the issue persists.'),
    ).toBeInTheDocument();
  });

  it("toasts 'No portal URL received' when the answer has no url", async () => {
    const user = userEvent.setup();
    renderCard({ 'GET /api/billing/summary': { body: MONTHLY }, 'POST /api/billing/portal': { body: {} } });
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    expect(await screen.findByText('No portal URL received')).toBeInTheDocument();
  });

  it("opens the portal in a new tab and, once it closes, refetches and says 'Welcome back!'", async () => {
    // The tab is watched on a timer: the clock is the test's, so a busy machine cannot outrun a wait.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const tab = { closed: false } as Window;
    const open = jest.spyOn(window, 'open').mockReturnValue(tab);
    let cancelled = false;
    const fetchMock = renderCard({
      'GET /api/billing/summary': () => ({ body: { ...MONTHLY, cancelAtPeriodEnd: cancelled } }),
      'POST /api/billing/portal': { body: { url: 'https://billing.example/p/1' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://billing.example/p/1', '_blank'));

    cancelled = true;
    (tab as { closed: boolean }).closed = true;
    const onePoll = { timeout: PORTAL_POLL_INTERVAL_MS * 2 };
    expect(await screen.findByText('Welcome back!', {}, onePoll)).toBeInTheDocument();
    expect(within(await card()).getByText('Service ends')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => input === '/api/billing/summary')).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([input]) => input === '/api/auth/user-with-billing')).toHaveLength(2);
  });

  it('within 30 days of the first payment, Cancel subscription offers the full refund beside cancelling at period end', async () => {
    const user = userEvent.setup();
    let refunded = false;
    const offer = { amount: 299, currency: 'usd', until: '2026-12-27T12:00:00.000Z' };
    const fetchMock = renderCard({
      'GET /api/auth/user-with-billing': () => ({ body: signedInUser(!refunded) }),
      'GET /api/billing/summary': () => ({ body: { ...MONTHLY, refundOffer: refunded ? null : offer } }),
      'POST /api/billing/refund': () => {
        refunded = true;
        return { body: { refunded: true, amount: 299, currency: 'usd' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel subscription' });
    expect(within(dialog).getByText(/until December 27, 2026/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel at period end' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund $2.99' }));
    expect(await screen.findByText('Refund on its way')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => input === '/api/billing/refund')).toHaveLength(1);
    // The plan is read again: Free now.
    expect(await within(await card()).findByText('Basic recipe management')).toBeInTheDocument();
  });

  it('offers no refund without an offer from the server', async () => {
    renderCard({ 'GET /api/billing/summary': { body: { ...MONTHLY, refundOffer: null } } });
    await screen.findByRole('button', { name: 'Manage Subscription' });
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });
});
