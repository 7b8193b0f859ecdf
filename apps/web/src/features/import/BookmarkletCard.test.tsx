import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInUser } from '../../../test/render';
import { mockApi } from '../recipes/test/api-mock';
import { bookmarkletHref } from './bookmarklet';

function server(isPremium: boolean) {
  mockApi(({ url }) => {
    if (url.pathname === '/api/auth/user-with-billing') return { body: signedInUser(isPremium) };
    if (url.pathname === '/api/recipes')
      return { body: { recipes: [], total: 0, totalAll: 0, nextCursor: null } };
    return undefined;
  });
}

describe('the bookmarklet on the dashboards', () => {
  it.each([
    ['free', false],
    ['premium', true],
  ])('the %s dashboard offers it with the origin it is shown on', async (plan, isPremium) => {
    server(isPremium);
    renderApp(`/dashboard/${plan}`);
    const link = await screen.findByRole('link', { name: 'Save to Cookmark' });
    expect(link).toHaveAttribute('href', bookmarkletHref(window.location.origin));
    expect(screen.getByText(/Drag this button to your bookmarks bar/)).toBeInTheDocument();
  });

  it('clicked on the dashboard, says to drag it instead', async () => {
    const user = userEvent.setup();
    server(false);
    renderApp('/dashboard/free');
    await user.click(await screen.findByRole('link', { name: 'Save to Cookmark' }));
    expect(await screen.findByText('Drag the button to your bookmarks bar')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/free');
  });
});
