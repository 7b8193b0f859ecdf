import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, renderWithProviders, signedInUser } from '../../../test/render';
import { PreviewScreen } from '../landing/PreviewScreen';
import { navigateTo } from '../../lib/navigation';
import { fullRecipe, mockApi, type ApiCall } from '../recipes/test/api-mock';

jest.mock('../../lib/navigation', () => ({ navigateTo: jest.fn() }));

const GROUPS = [
  { name: 'Batter', lines: ['2 cups buttermilk', '1 egg'] },
  { name: 'Topping', lines: ['1 tbsp honey'] },
];
const PANCAKES = fullRecipe('r1', {
  title: 'Pancakes',
  ingredients: ['2 cups buttermilk', '1 egg', '1 tbsp honey'],
  ingredientGroups: GROUPS,
  instructionGroups: [{ name: null, lines: ['Mix.', 'Bake.'] }],
});

const suggestion = (
  substitute: string,
  replacement: string | null,
  fields: Record<string, unknown> = {},
) => ({
  ingredient: 'buttermilk',
  substitute,
  reason: 'The acid sours the milk.',
  ratio: `2 cups = ${replacement ?? substitute}`,
  factor: null,
  replacement,
  confidence: 0.9,
  difficulty: 'easy',
  dietary: ['gluten-free'],
  ...fields,
});
const FOUND = {
  success: true,
  original: '2 cups buttermilk',
  message: 'Substitutions found',
  substitutions: [
    suggestion('milk + lemon juice', '2 cups milk + 2 tbsp lemon juice'),
    suggestion('plain yogurt + milk', '1 ½ cups plain yogurt + ½ cup milk', {
      confidence: 0.85,
      difficulty: 'moderate',
      dietary: ['vegan', 'dairy-free'],
    }),
  ],
};

interface ServerOptions {
  premium?: boolean;
  scaling?: boolean;
  substitute?: (call: ApiCall) => { status?: number; body?: unknown };
  put?: (call: ApiCall) => { status?: number; body?: unknown };
}

const DOUBLED = {
  ...PANCAKES,
  servings: 8,
  multiplier: 2,
  originalServings: 4,
  system: null,
  ingredients: ['4 cups buttermilk', '2 eggs', '2 tbsp honey'],
  ingredientGroups: [
    { name: 'Batter', lines: ['4 cups buttermilk', '2 eggs'] },
    { name: 'Topping', lines: ['2 tbsp honey'] },
  ],
};

function server({ premium = true, scaling = false, substitute, put }: ServerOptions = {}) {
  return mockApi((call) => {
    const { method, url } = call;
    if (url.pathname === '/api/auth/user-with-billing') return { body: signedInUser(premium) };
    if (url.pathname === '/api/features') return { body: { recipeScaling: scaling } };
    if (method === 'POST' && url.pathname === '/api/recipes/r1/scale') return { body: DOUBLED };
    if (method === 'GET' && url.pathname === '/api/recipes/r1') return { body: PANCAKES };
    if (method === 'POST' && url.pathname === '/api/ingredients/substitute')
      return substitute ? substitute(call) : { body: FOUND };
    if (method === 'PUT' && url.pathname === '/api/recipes/r1') {
      if (put) return put(call);
      const body = call.body as { ingredients: string[]; ingredientGroups: unknown };
      return { body: { ...PANCAKES, ...body } };
    }
    return undefined;
  });
}

const ingredientsText = () =>
  // hidden: an open dialog hides the page from the accessibility tree, not from the eye.
  within(screen.getByRole('region', { name: 'Ingredients', hidden: true }))
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent);

async function openFor(user: ReturnType<typeof userEvent.setup>, line: string) {
  await user.click(await screen.findByRole('button', { name: `Find a substitution for ${line}` }));
  return screen.findByRole('dialog', { name: 'Find Substitution' });
}

describe('Find Substitution on the recipe detail', () => {
  it('opens for a premium user’s ingredient, searches the line and shows each suggestion in full', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    const dialog = await openFor(user, '2 cups buttermilk');
    expect(within(dialog).getByRole('searchbox', { name: 'Ingredient to substitute' })).toHaveValue(
      '2 cups buttermilk',
    );
    const list = await within(dialog).findByRole('list', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['milk + lemon juice', 'plain yogurt + milk']);
    expect(within(dialog).getByText('Use 2 cups milk + 2 tbsp lemon juice')).toBeInTheDocument();
    expect(within(dialog).getByText('2 cups = 2 cups milk + 2 tbsp lemon juice')).toBeInTheDocument();
    expect(within(dialog).getByText('90% confidence')).toBeInTheDocument();
    expect(within(dialog).getByText('moderate')).toBeInTheDocument();
    expect(within(dialog).getAllByText('dairy-free')).toHaveLength(1);
    expect(await screen.findByText('Substitutions found')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/ingredients/substitute')?.body).toEqual({
      ingredient: '2 cups buttermilk',
    });
  });

  it('keeps the checkbox for ticking a line off, apart from the substitution button', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('checkbox', { name: '1 egg' }));
    expect(screen.getByText('1 egg')).toHaveClass('line-through');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/ingredients/substitute')).toBe(false);
  });

  it('replaces the line and marks it changed; Undo restores it; Save sends the list and its groups', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    let dialog = await openFor(user, '2 cups buttermilk');
    await user.click(await within(dialog).findByRole('button', { name: 'Replace with milk + lemon juice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Substitution applied')).toBeInTheDocument();
    expect(ingredientsText()).toEqual([
      '2 cups milk + 2 tbsp lemon juiceChanged · was 2 cups buttermilk',
      '1 egg',
      '1 tbsp honey',
    ]);
    expect(screen.getByText('1 ingredient changed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Substitution removed')).toBeInTheDocument();
    expect(ingredientsText()).toEqual(['2 cups buttermilk', '1 egg', '1 tbsp honey']);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    dialog = await openFor(user, '2 cups buttermilk');
    await user.click(await within(dialog).findByRole('button', { name: 'Replace with plain yogurt + milk' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Recipe updated')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      ingredients: ['1 ½ cups plain yogurt + ½ cup milk', '1 egg', '1 tbsp honey'],
      ingredientGroups: [
        { name: 'Batter', lines: ['1 ½ cups plain yogurt + ½ cup milk', '1 egg'] },
        { name: 'Topping', lines: ['1 tbsp honey'] },
      ],
    });
    // Saved: the recipe now says it, and nothing is left to save or mark.
    expect(ingredientsText()).toEqual(['1 ½ cups plain yogurt + ½ cup milk', '1 egg', '1 tbsp honey']);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('looks up and saves the line as the recipe writes it while the view is scaled', async () => {
    const user = userEvent.setup();
    const calls = server({ scaling: true });
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('radio', { name: 'Scale 2×' }));
    const dialog = await openFor(user, '4 cups buttermilk');
    await user.click(await within(dialog).findByRole('button', { name: 'Replace with milk + lemon juice' }));
    expect(calls.find((c) => c.url.pathname === '/api/ingredients/substitute')?.body).toEqual({
      ingredient: '2 cups buttermilk',
    });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Recipe updated');
    expect((calls.find((c) => c.method === 'PUT')?.body as { ingredients: string[] }).ingredients).toEqual([
      '2 cups milk + 2 tbsp lemon juice',
      '1 egg',
      '1 tbsp honey',
    ]);
  });

  it("says 'Failed to update recipe' when saving fails, and keeps the change to try again", async () => {
    const user = userEvent.setup();
    server({ put: () => ({ status: 500, body: { message: 'server error' } }) });
    renderApp('/recipe/r1');
    const dialog = await openFor(user, '2 cups buttermilk');
    await user.click(await within(dialog).findByRole('button', { name: 'Replace with milk + lemon juice' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update recipe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('Copy puts substitute and reason on the clipboard; Note only shows a toast', async () => {
    const user = userEvent.setup();
    server();
    renderApp('/recipe/r1');
    const dialog = await openFor(user, '2 cups buttermilk');
    await user.click(await within(dialog).findByRole('button', { name: 'Copy milk + lemon juice' }));
    expect(await navigator.clipboard.readText()).toBe('milk + lemon juice: The acid sours the milk.');
    expect(await screen.findByText('Text copied')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Note milk + lemon juice' }));
    expect(await screen.findByText('Note: milk + lemon juice')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Find Substitution' })).toBeInTheDocument();
    expect(ingredientsText()[0]).toBe('2 cups buttermilk');
  });

  it('searches anything typed in the panel, without offering to replace a line', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    await user.type(await screen.findByRole('searchbox', { name: 'Find Substitution' }), 'butter{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Find Substitution' });
    await within(dialog).findByText('Use 2 cups milk + 2 tbsp lemon juice');
    expect(within(dialog).queryByRole('button', { name: /^Replace/ })).not.toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/ingredients/substitute')?.body).toEqual({
      ingredient: 'butter',
    });
  });

  it("says 'No substitutions found' when nothing matches", async () => {
    const user = userEvent.setup();
    const message = 'No matching ingredients found. Try a different search term.';
    server({
      substitute: () => ({ body: { success: false, substitutions: [], original: '1 egg', message } }),
    });
    renderApp('/recipe/r1');
    const dialog = await openFor(user, '1 egg');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByText('No substitutions found')).toBeInTheDocument();
    expect(screen.getByText('Try searching for a more specific ingredient.')).toBeInTheDocument();
  });

  it("says 'Failed to find substitution' on a server error, and 'Unauthorized' when the session is gone", async () => {
    const user = userEvent.setup();
    let status = 500;
    server({ substitute: () => ({ status, body: { message: status === 401 ? 'Unauthorized' : 'boom' } }) });
    renderApp('/recipe/r1');
    const dialog = await openFor(user, '1 egg');
    expect(await screen.findByText('Failed to find substitution')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    status = 401;
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(navigateTo).toHaveBeenCalledWith('/api/login'));
  });

  it('tells a free user it is a Premium Feature, without a panel or a call', async () => {
    const user = userEvent.setup();
    const calls = server({ premium: false });
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('button', { name: 'Find a substitution for 1 egg' }));
    // The toast (the page also shows the nutrition panel's lock card, 'Premium Feature' too).
    expect(
      await screen.findByText('AI substitutions are available for Premium subscribers only.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Find Substitution' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/ingredients/substitute')).toBe(false);
  });

  it('asks a visitor on the preview to sign up', async () => {
    const user = userEvent.setup();
    server({ premium: false });
    renderWithProviders(
      <PreviewScreen
        recipe={{ title: 'Pancakes', ingredients: ['1 egg'], instructions: ['Mix.'] }}
        onBack={() => {}}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Find a substitution for 1 egg' }));
    expect(
      await screen.findByText('Premium feature - please sign up for AI-powered ingredient substitutions'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
