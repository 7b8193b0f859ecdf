import { screen } from '@testing-library/react';
import { mockFetch, renderApp, signedInUser, type MockResponse } from '../../../test/render';

const SUMMARY = {
  plan: 'premium',
  planName: 'Premium Yearly',
  status: 'active',
  billingInterval: 'year',
  currentPeriodEnd: '2027-05-14T12:00:00.000Z',
  amount: 1999,
  currency: 'usd',
  cancelAtPeriodEnd: false,
  invoices: [],
};

/** The user is free until the verification call has answered successfully. */
function mockCheckoutReturn(verify: MockResponse) {
  let upgraded = false;
  const fetchMock = mockFetch({
    'GET /api/auth/user-with-billing': () => ({ body: signedInUser(upgraded) }),
    'GET /api/verify-checkout/cs_test_1': () => {
      if (verify.status === undefined || verify.status < 300) {
        upgraded = (verify.body as { success: boolean }).success;
      }
      return verify;
    },
    'GET /api/billing/summary': { body: SUMMARY },
    'GET /api/recipes': { body: [] },
    'GET /api/pricing': { status: 500 },
  });
  return fetchMock;
}

async function expectLocation(path: string) {
  await screen.findByText(path, { selector: '[data-testid="location"]' });
}

describe('checkout return (/dashboard/premium?session_id=...)', () => {
  it('verifies, refetches the user, drops session_id and welcomes the user to Premium', async () => {
    const fetchMock = mockCheckoutReturn({ body: { success: true, isPremium: true } });
    renderApp('/dashboard/premium?session_id=cs_test_1');

    expect(await screen.findByText('Verifying your premium upgrade...')).toBeInTheDocument();
    await expectLocation('/dashboard/premium');
    expect(await screen.findByText('Welcome to Premium!')).toBeInTheDocument();
    expect(
      await screen.findByText('Unlock the full power of Cookmark with your Premium features'),
    ).toBeInTheDocument();

    const userCalls = fetchMock.mock.calls.filter(([input]) => input === '/api/auth/user-with-billing');
    expect(userCalls.length).toBeGreaterThanOrEqual(2);
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/verify-checkout/')),
    ).toHaveLength(1);
  });

  it('also verifies on /premium and lands on /dashboard/premium', async () => {
    mockCheckoutReturn({ body: { success: true, isPremium: true } });
    renderApp('/premium?session_id=cs_test_1');
    await expectLocation('/dashboard/premium');
    expect(await screen.findByText('Welcome to Premium!')).toBeInTheDocument();
  });

  it("says 'Verification failed' when the payment is not confirmed, and the free user goes back to Free", async () => {
    mockCheckoutReturn({ body: { success: false, isPremium: false } });
    renderApp('/dashboard/premium?session_id=cs_test_1');

    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an issue verifying your payment. Please contact support.'),
    ).toBeInTheDocument();
    await expectLocation('/dashboard/free');
  });

  it("says 'Verification error' when the verification call fails", async () => {
    mockCheckoutReturn({
      status: 503,
      body: { message: 'The payment provider is unavailable. Please try again.' },
    });
    renderApp('/dashboard/premium?session_id=cs_test_1');

    expect(await screen.findByText('Verification error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to verify payment status. Your account may take a moment to update.'),
    ).toBeInTheDocument();
    await expectLocation('/dashboard/free');
  });

  it("shows 'Loading your dashboard...' on /dashboard/premium without session_id", () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderApp('/dashboard/premium');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
  });

  it("shows 'Verifying your premium upgrade...' while the user loads on the checkout return", () => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    renderApp('/dashboard/premium?session_id=cs_test_1');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your premium upgrade...');
  });
});
