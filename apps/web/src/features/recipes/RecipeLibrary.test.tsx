import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RecipeLibrary } from './RecipeLibrary';
import { listItem, mockApi, type ApiCall } from './test/api-mock';

const PASTA = listItem('r1', {
  title: 'Weeknight Pasta',
  description: 'Garlic and chilli.',
  prepTime: '10 minutes',
  cookTime: '20 minutes',
  difficulty: 'easy',
  servings: null,
  tags: ['dinner', 'quick', 'italian', 'vegetarian', 'pasta'],
});
const SOUP = listItem('r2', { title: 'Tomato Soup', tags: ['dinner', 'soup'], servings: 2 });
const SALAD = listItem('r3', { title: 'Green Salad', tags: ['quick'] });
const ALL = [PASTA, SOUP, SALAD];

/** A small server: q matches titles, tags must all be present. */
function libraryServer(recipes = ALL) {
  return mockApi(({ method, url }) => {
    if (method === 'DELETE') return { body: { message: 'Recipe deleted' } };
    if (method !== 'GET' || url.pathname !== '/api/recipes') return undefined;
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const tags = (url.searchParams.get('tags') ?? '').split(',').filter(Boolean);
    const found = recipes.filter(
      (r) => r.title.toLowerCase().includes(q) && tags.every((t) => (r.tags as string[]).includes(t)),
    );
    const page = { recipes: found, total: found.length, totalAll: recipes.length, nextCursor: null };
    if (url.searchParams.get('facets') !== 'tags') return { body: page };
    const counts = new Map<string, number>();
    for (const tag of recipes.flatMap((r) => r.tags as string[])) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const tagFacet = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
    return { body: { ...page, tags: tagFacet } };
  });
}

const listCalls = (calls: ApiCall[]) => calls.filter((c) => c.url.pathname === '/api/recipes');

describe('RecipeLibrary', () => {
  it('shows six skeleton cards, then the cards with their times, three tags, +N more and 4 servings when missing', async () => {
    libraryServer();
    renderWithProviders(<RecipeLibrary premium={false} />);
    expect(screen.getAllByTestId('recipe-card-skeleton')).toHaveLength(6);

    const card = (await screen.findByText('Weeknight Pasta')).closest('li')!;
    expect(within(card).getByText('Garlic and chilli.')).toBeInTheDocument();
    // The total first (prep plus cook here), then prep and cook.
    expect(within(card).getByTestId('recipe-times')).toHaveTextContent(
      'Total 30 mins· Prep 10 minutes· Cook 20 minutes',
    );
    expect(within(card).getByText('easy')).toBeInTheDocument();
    expect(within(card).getByText('4 servings')).toBeInTheDocument();
    for (const tag of ['dinner', 'quick', 'italian']) expect(within(card).getByText(tag)).toBeInTheDocument();
    expect(within(card).queryByText('vegetarian')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
    expect(
      within(screen.getByText('Tomato Soup').closest('li')!).getByText('2 servings'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('recipe-card-skeleton')).not.toBeInTheDocument();
  });

  it('searches on the server with q after typing, and says how many match', async () => {
    const user = userEvent.setup();
    const calls = libraryServer();
    renderWithProviders(<RecipeLibrary premium={false} />);
    await screen.findByText('Weeknight Pasta');

    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'soup');

    expect(await screen.findByText('Showing 1 of 3 recipes')).toBeInTheDocument();
    expect(screen.queryByText('Weeknight Pasta')).not.toBeInTheDocument();
    expect(screen.getByText('Tomato Soup')).toBeInTheDocument();
    // Debounced: one search call for the whole word, not one per key.
    const searches = listCalls(calls).filter((c) => c.url.searchParams.has('q'));
    expect(searches.map((c) => c.url.searchParams.get('q'))).toEqual(['soup']);
  });

  it('asks for the first page and the tag chips in one request', async () => {
    const calls = libraryServer();
    renderWithProviders(<RecipeLibrary premium={false} />);
    await screen.findByText('Weeknight Pasta');
    const chips = await screen.findByRole('group', { name: 'Filter by tag' });
    // Most used first: dinner and quick (2 recipes each), then the rest alphabetically.
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['dinner', 'quick', 'italian', 'pasta', 'soup', 'vegetarian']));
    expect(listCalls(calls).map((c) => c.url.search)).toEqual(['?limit=24&facets=tags']);
  });

  it('toggles tag chips into tags=..., counts the selected tags, and clears', async () => {
    const user = userEvent.setup();
    const calls = libraryServer();
    renderWithProviders(<RecipeLibrary premium={false} />);
    await screen.findByText('Weeknight Pasta');
    const chips = await screen.findByRole('group', { name: 'Filter by tag' });

    await user.click(within(chips).getByRole('button', { name: 'dinner' }));
    expect(await screen.findByText('Showing 2 of 3 recipes')).toBeInTheDocument();
    expect(screen.getByText('1 tag selected')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'dinner' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(chips).getByRole('button', { name: 'quick' }));
    expect(await screen.findByText('Showing 1 of 3 recipes')).toBeInTheDocument();
    expect(screen.getByText('2 tags selected')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('tags')).toBe('dinner,quick');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByText('Green Salad')).toBeInTheDocument());
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    // The unfiltered list is still cached, so clearing shows it without another call.
    expect(screen.getByText('Weeknight Pasta')).toBeInTheDocument();
    expect(screen.getByText('Tomato Soup')).toBeInTheDocument();
    expect(within(chips).getByRole('button', { name: 'dinner' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'No recipes found' when a search matches nothing", async () => {
    const user = userEvent.setup();
    libraryServer();
    renderWithProviders(<RecipeLibrary premium={false} />);
    await screen.findByText('Weeknight Pasta');
    await user.type(screen.getByRole('searchbox', { name: 'Search recipes' }), 'zzz');
    expect(await screen.findByText('No recipes found')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 3 recipes')).toBeInTheDocument();
  });

  it("shows 'No recipes yet' with 'Add Your First Recipe', which opens the add panel", async () => {
    const user = userEvent.setup();
    libraryServer([]);
    renderWithProviders(<RecipeLibrary premium={false} />);
    expect(await screen.findByText('No recipes yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Recipe' }));
    // The add panel is its own chunk: it shows once loaded.
    expect(await screen.findByLabelText('Paste Recipe URL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('No recipes yet')).toBeInTheDocument();
  });

  it('asks for confirmation with the title before deleting, then says it was deleted', async () => {
    const user = userEvent.setup();
    const calls = libraryServer();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<RecipeLibrary premium={false} />);
    await screen.findByText('Weeknight Pasta');

    await user.click(screen.getByRole('button', { name: 'Delete Weeknight Pasta' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Are you sure you want to delete "Weeknight Pasta"? This action cannot be undone.',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Weeknight Pasta' }));
    expect(await screen.findByText('Recipe deleted')).toBeInTheDocument();
    expect(screen.getByText('Recipe has been removed from your collection.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/recipes/r1');
  });

  it("says 'Error' when the delete fails", async () => {
    const user = userEvent.setup();
    mockApi(({ method, url }) =>
      method === 'DELETE'
        ? { status: 500, body: { message: 'boom' } }
        : url.pathname === '/api/recipes'
          ? { body: { recipes: [SOUP], total: 1, totalAll: 1, nextCursor: null } }
          : undefined,
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<RecipeLibrary premium={false} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Tomato Soup' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete recipe. Please try again.')).toBeInTheDocument();
  });

  it('loads the next page with nextCursor, saying how many are shown, and the keyboard moves on to it', async () => {
    const user = userEvent.setup();
    const calls = mockApi(({ url }) => {
      if (url.pathname !== '/api/recipes') return undefined;
      const second = url.searchParams.get('cursor') === 'c2';
      return {
        body: {
          recipes: second ? [SALAD] : [PASTA, SOUP],
          total: 3,
          totalAll: 3,
          nextCursor: second ? null : 'c2',
        },
      };
    });
    renderWithProviders(<RecipeLibrary premium={false} />);
    await screen.findByText('Weeknight Pasta');
    expect(screen.getByText('2 of 3 shown')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Green Salad')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The button is gone with the last page: focus is on the first card it added, not lost.
    await waitFor(() => expect(screen.getByRole('link', { name: /Green Salad/ })).toHaveFocus());
    expect(calls.some((c) => c.url.searchParams.get('cursor') === 'c2')).toBe(true);
  });

  it("opens a card as the recipe's own page, /recipe/{id}, and keeps the filters in the address", async () => {
    const user = userEvent.setup();
    libraryServer();
    renderWithProviders(<RecipeLibrary premium={false} />, '/dashboard/free');
    await screen.findByText('Weeknight Pasta');
    await user.click(
      within(await screen.findByRole('group', { name: 'Filter by tag' })).getByRole('button', {
        name: 'soup',
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/free?tag=soup');
    const card = await screen.findByRole('link', { name: /Tomato Soup/ });
    expect(card).toHaveAttribute('href', '/recipe/r2');
    await user.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipe\/r2$/);
  });

  it('asks before Cancel or Escape discard what was typed in the add form, and not when nothing was', async () => {
    const user = userEvent.setup();
    libraryServer();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<RecipeLibrary premium={false} />, '/dashboard/free');
    await screen.findByText('Weeknight Pasta');

    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/recipes/new');
    await user.keyboard('{Escape}');
    // Nothing typed: closes at once, and the keyboard is back on Add Recipe.
    expect(await screen.findByRole('button', { name: 'Add Recipe' })).toHaveFocus();
    expect(confirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
    const field = await screen.findByLabelText('Paste Recipe URL');
    expect(field).toHaveFocus();
    await user.type(field, 'https://example.com/soup');
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenLastCalledWith('Discard this recipe? What you typed will be lost.');
    expect(screen.getByLabelText('Paste Recipe URL')).toHaveValue('https://example.com/soup');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('button', { name: 'Add Recipe' })).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/free');
  });

  it('opens Add Recipe full screen for premium users, and Cancel closes it', async () => {
    const user = userEvent.setup();
    libraryServer();
    renderWithProviders(<RecipeLibrary premium />);
    await screen.findByText('Weeknight Pasta');
    await user.click(screen.getByRole('button', { name: 'Add Recipe' }));
    const dialog = await screen.findByRole('dialog', { name: 'New recipe' });
    expect(within(dialog).getByLabelText('Paste Recipe URL')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Weeknight Pasta')).toBeInTheDocument();
  });
});
