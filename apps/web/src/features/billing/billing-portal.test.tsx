import { FREE_BILLING_STATUS } from '@cookmark/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signedInUser, type MockResponse } from '../../../test/render';
import { ApiError } from '../../lib/api';
import { UserMenu } from '../account/UserMenu';
import {
  dialogPortalError,
  isPortalConfigurationError,
  menuPortalError,
  PORTAL_POLL_INTERVAL_MS,
  PORTAL_POLL_TIMEOUT_MS,
  watchPortalTab,
} from './billing-portal';

const apiError = (status: number, message?: string) =>
  new ApiError(status, message, message ? { message } : undefined, message ?? 'Request failed');

describe('portal error mapping, menu path (spec §8)', () => {
  it.each([
    [
      apiError(400, 'Billing portal configuration is missing. Please contact support.'),
      'Billing portal is not configured. Please contact support.',
    ],
    [
      apiError(400, 'No billing account found for this user.'),
      'No billing account found. Please contact support to resolve this issue.',
    ],
    [apiError(401, 'Unauthorized'), 'Please sign in again to access billing portal.'],
    [
      apiError(502, 'The payment provider is unavailable. Please try again.'),
      'The payment provider is unavailable. Please try again.',
    ],
    [apiError(500), 'Failed to access billing portal'],
    [new TypeError('Failed to fetch'), 'Failed to access billing portal'],
  ])('case %#', (error, description) => {
    expect(menuPortalError(error)).toEqual({ title: 'Billing Portal Error', description });
  });

  it('dialog path: server message or a fallback', () => {
    expect(dialogPortalError(apiError(400, 'Nope'))).toEqual({
      title: 'Portal access failed',
      description: 'Nope',
    });
    expect(dialogPortalError(apiError(500))).toEqual({
      title: 'Portal access failed',
      description: 'Unable to access billing portal',
    });
  });

  it("plan card path: only errors mentioning 'configuration' open the Billing Management dialog", () => {
    expect(isPortalConfigurationError(apiError(400, 'Billing portal configuration is missing.'))).toBe(true);
    expect(isPortalConfigurationError(apiError(400, 'No billing account found for this user.'))).toBe(false);
  });
});

describe('watchPortalTab', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('polls every second and reports the close once', () => {
    const tab = { closed: false } as Window;
    const onClosed = jest.fn();
    watchPortalTab(tab, onClosed);

    jest.advanceTimersByTime(PORTAL_POLL_INTERVAL_MS * 5);
    expect(onClosed).not.toHaveBeenCalled();
    (tab as { closed: boolean }).closed = true;
    jest.advanceTimersByTime(PORTAL_POLL_INTERVAL_MS - 1);
    expect(onClosed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PORTAL_POLL_INTERVAL_MS * 5);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('gives up after 300000 ms', () => {
    expect(PORTAL_POLL_TIMEOUT_MS).toBe(300_000);
    const tab = { closed: false } as Window;
    const onClosed = jest.fn();
    watchPortalTab(tab, onClosed);

    jest.advanceTimersByTime(PORTAL_POLL_TIMEOUT_MS);
    (tab as { closed: boolean }).closed = true;
    jest.advanceTimersByTime(PORTAL_POLL_INTERVAL_MS * 10);
    expect(onClosed).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('watches only the latest tab', () => {
    const first = { closed: false } as Window;
    const second = { closed: false } as Window;
    const onFirst = jest.fn();
    const onSecond = jest.fn();
    watchPortalTab(first, onFirst);
    watchPortalTab(second, onSecond);
    (first as { closed: boolean }).closed = true;
    (second as { closed: boolean }).closed = true;
    jest.advanceTimersByTime(PORTAL_POLL_INTERVAL_MS);
    expect(onFirst).not.toHaveBeenCalled();
    expect(onSecond).toHaveBeenCalledTimes(1);
  });
});

describe('user menu, Manage Subscription', () => {
  function renderMenu(
    isPremium: boolean,
    portal: MockResponse = { body: { url: 'https://billing.example/p/1' } },
  ) {
    const fetchMock = mockFetch({
      'GET /api/auth/user-with-billing': { body: signedInUser(isPremium) },
      'GET /api/pricing': { status: 500 },
      'POST /api/billing/portal': portal,
    });
    renderWithProviders(<UserMenu />);
    return fetchMock;
  }

  async function chooseManageSubscription() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Open account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Manage Subscription' }));
  }

  it('opens the upgrade dialog for a free user', async () => {
    const fetchMock = renderMenu(false);
    await chooseManageSubscription();
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/billing/portal')).toBe(false);
  });

  it("shows a member covered by the household the 'Premium Active' dialog, not the payer's portal", async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/user-with-billing': {
        body: { ...signedInUser(true), billingStatus: FREE_BILLING_STATUS },
      },
      'GET /api/pricing': { status: 500 },
    });
    renderWithProviders(<UserMenu />);
    await chooseManageSubscription();
    const dialog = await screen.findByRole('dialog', { name: 'Premium Active' });
    expect(within(dialog).queryByRole('button', { name: 'Manage Billing' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => input === '/api/billing/portal')).toBe(false);
  });

  it('opens the billing portal in a new tab for a premium user', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    renderMenu(true);
    await chooseManageSubscription();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://billing.example/p/1', '_blank'));
  });

  it('says so when the pop-up is blocked', async () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    renderMenu(true);
    await chooseManageSubscription();
    expect(await screen.findByText('Billing Portal Error')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to open billing portal. Please allow popups and try again.'),
    ).toBeInTheDocument();
  });

  it.each([
    [
      { status: 400, body: { message: 'Billing portal configuration is missing. Please contact support.' } },
      'Billing portal is not configured. Please contact support.',
    ],
    [
      { status: 400, body: { message: 'No billing account found for this user.' } },
      'No billing account found. Please contact support to resolve this issue.',
    ],
    [{ status: 401, body: { message: 'Unauthorized' } }, 'Please sign in again to access billing portal.'],
    [{ status: 500, body: {} }, 'Failed to access billing portal'],
    [{ body: {} }, 'Invalid billing portal URL received'],
  ])('maps portal failures to the menu-path toast (%#)', async (portal, description) => {
    const open = jest.spyOn(window, 'open');
    renderMenu(true, portal);
    await chooseManageSubscription();
    expect(await screen.findByText('Billing Portal Error')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
