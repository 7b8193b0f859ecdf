import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signedInUser } from '../../../test/render';
import { PremiumGate } from './PremiumLockCard';

function renderGate(isPremium: boolean) {
  mockFetch({
    'GET /api/auth/user-with-billing': { body: signedInUser(isPremium) },
    'GET /api/pricing': { status: 500 },
  });
  renderWithProviders(
    <PremiumGate description="Smart Grocery Lists are available to Premium subscribers.">
      <p>Grocery tool</p>
    </PremiumGate>,
  );
}

describe('PremiumGate / PremiumLockCard', () => {
  it("shows non-premium users the 'Premium Feature' lock card, whose button opens the upgrade dialog", async () => {
    const user = userEvent.setup();
    renderGate(false);
    const lock = await screen.findByRole('region', { name: 'Premium Feature' });
    expect(within(lock).getByRole('heading', { name: 'Premium Feature' })).toBeInTheDocument();
    expect(
      within(lock).getByText('Smart Grocery Lists are available to Premium subscribers.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Grocery tool')).not.toBeInTheDocument();

    await user.click(within(lock).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it('shows premium users the tool', async () => {
    renderGate(true);
    expect(await screen.findByText('Grocery tool')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Premium Feature' })).not.toBeInTheDocument();
  });
});
