import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders, signedInUser } from '../../../test/render';
import { UserMenu } from './UserMenu';

const NAME = /^Open account menu/;

describe('user menu, its dropdown loaded on intent', () => {
  beforeEach(() => {
    mockFetch({ 'GET /api/auth/user-with-billing': { body: signedInUser(false) } });
  });

  it('a keyboard user keeps the focus as the menu arrives, and Enter opens it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />);
    const first = await screen.findByRole('button', { name: NAME });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.tab();
    // The menu's own trigger takes the button's place, with its focus.
    await waitFor(() => expect(screen.getByRole('button', { name: NAME })).not.toBe(first));
    expect(screen.getByRole('button', { name: NAME })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toBeInTheDocument();
  });

  it('a press before the code arrives opens the menu once it comes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu />);
    await user.click(await screen.findByRole('button', { name: NAME }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});
