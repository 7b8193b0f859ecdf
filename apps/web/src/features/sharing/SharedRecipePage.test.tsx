import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderApp, SIGNED_OUT, signedInUser } from '../../../test/render';

const TOKEN = 'T'.repeat(43);
const SHARED = {
  title: 'Lemon Tart',
  description: 'Sharp and sweet.',
  ingredients: ['3 lemons'],
  instructions: ['Bake it.'],
  ingredientGroups: [{ name: null, lines: ['3 lemons'] }],
  instructionGroups: [{ name: null, lines: ['Bake it.'] }],
  prepTime: '30 mins',
  cookTime: '1 hr',
  totalTime: null,
  difficulty: 'Medium',
  notes: 'Note 1: chill the pastry.\nKeeps two days.',
  servings: 8,
  tags: ['Dessert'],
  sourceUrl: null,
};

describe('the shared recipe page', () => {
  it('shows the recipe to a visitor; Save to my recipes goes to sign in and comes back to save', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/auth/user-with-billing': SIGNED_OUT,
      [`GET /api/shared/${TOKEN}`]: { body: SHARED },
    });
    renderApp(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lemon Tart' })).toBeInTheDocument();
    expect(screen.getByText('3 lemons')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    // Read-only: the tags are shown, with nothing to add or remove one.
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('Dessert');
    expect(screen.queryByRole('button', { name: /Add tag|Remove tag/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Please save recipe to edit tags')).not.toBeInTheDocument();
    // The total (prep plus cook), prep and cook; the notes after the steps.
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('1 hr 30 mins');
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(notes).toHaveTextContent('Note 1: chill the pastry.');
    expect(notes).toHaveTextContent('Keeps two days.');

    await user.click(screen.getByRole('button', { name: 'Save to my recipes' }));
    // Sign-in is its own chunk; the router moves there once it has loaded.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/^\/auth\?/));
    const next = new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1]).get('next');
    expect(next).toBe(`/s/${TOKEN}?save=1`);
  });

  it('a signed-in reader coming back to save gets a copy and is taken to it', async () => {
    const saves = jest.fn(() => ({ body: { id: 'copy-1', copied: true } }));
    mockFetch({
      'GET /api/auth/user-with-billing': { body: signedInUser() },
      [`GET /api/shared/${TOKEN}`]: { body: SHARED },
      [`POST /api/shared/${TOKEN}/save`]: saves,
      'GET /api/recipes/copy-1': { body: { ...SHARED, id: 'copy-1' } },
    });
    renderApp(`/s/${TOKEN}?save=1`);
    expect(await screen.findByText('Recipe saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/recipe/copy-1'), {
      timeout: 5000,
    });
    expect(saves).toHaveBeenCalledTimes(1);
  });

  it('a revoked or unknown link shows Recipe Not Found with a way home', async () => {
    mockFetch({
      'GET /api/auth/user-with-billing': SIGNED_OUT,
      [`GET /api/shared/${TOKEN}`]: { status: 404, body: { message: 'Recipe not found' } },
    });
    renderApp(`/s/${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The recipe you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Save to my recipes' })).not.toBeInTheDocument();
  });
});
