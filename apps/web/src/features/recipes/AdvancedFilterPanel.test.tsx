import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RecipeLibrary } from './RecipeLibrary';
import { listItem, mockApi, type ApiCall } from './test/api-mock';

const LEMON = listItem('r1', { title: 'Lemon chicken' });
const SATAY = listItem('r2', { title: 'Chicken satay' });

/** Answers every list call with both recipes: what is asked is what these tests check. */
function server() {
  return mockApi(({ method, url }) => {
    if (method !== 'GET' || url.pathname !== '/api/recipes') return undefined;
    return { body: { recipes: [LEMON, SATAY], total: 2, totalAll: 2, nextCursor: null, tags: [] } };
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname === '/api/recipes');
const location = () => screen.getByTestId('location').textContent ?? '';

describe('advanced filters on the library', () => {
  it('a premium user’s filters go into the address and the list call', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderWithProviders(<RecipeLibrary premium />, '/dashboard/premium');
    await screen.findByText('Lemon chicken');

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.selectOptions(screen.getByLabelText('Total time'), 'Under 30 minutes');
    await user.type(screen.getByLabelText('With ingredients'), 'chicken');
    await user.type(screen.getByLabelText('Without ingredients'), 'nuts, dairy');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Quickest');

    await waitFor(() =>
      expect(location()).toBe(
        '/dashboard/premium?time=30&with=chicken&without=nuts&without=dairy&sort=quickest',
      ),
    );
    await waitFor(() => {
      const last = listCalls(calls).at(-1)?.url.searchParams;
      expect(last && Object.fromEntries(last)).toMatchObject({
        maxTime: '30',
        include: 'chicken',
        exclude: 'nuts,dairy',
        sort: 'quickest',
      });
    });
    expect(await screen.findByText('Showing 2 of 2 recipes')).toBeInTheDocument();
  });

  it('says that recipes without calories are left out while the calories filter is set', async () => {
    server();
    renderWithProviders(<RecipeLibrary premium />, '/dashboard/premium?kcal=500');
    await screen.findByText('Lemon chicken');
    expect(screen.getByLabelText('Calories per serving')).toHaveValue('500');
    expect(
      screen.getByText('Recipes without calories per serving are left out while this filter is set.'),
    ).toBeInTheDocument();
  });

  it('a free user’s Filters opens the Premium lock card, and a bookmarked filter is not sent', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderWithProviders(<RecipeLibrary premium={false} />, '/dashboard/free?time=30&sort=title');
    await screen.findByText('Lemon chicken');
    for (const call of listCalls(calls)) {
      expect(call.url.searchParams.has('maxTime')).toBe(false);
      // The order is everyone's.
      expect(call.url.searchParams.get('sort')).toBe('title');
    }
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    expect(screen.getByRole('region', { name: 'Premium Feature' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Total time')).not.toBeInTheDocument();
  });

  it('a free user sorts the library: the order goes into the address and the list call', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderWithProviders(<RecipeLibrary premium={false} />, '/dashboard/free');
    await screen.findByText('Lemon chicken');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Quickest');
    await waitFor(() => expect(location()).toBe('/dashboard/free?sort=quickest'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('sort')).toBe('quickest'));
  });
});
