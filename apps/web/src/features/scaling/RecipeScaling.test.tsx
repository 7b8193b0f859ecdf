import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInUser } from '../../../test/render';
import { fullRecipe, mockApi, type ApiCall } from '../recipes/test/api-mock';

const GROUPS = [
  { name: 'Dough', lines: ['2 cups flour', '1 egg'] },
  { name: 'Glaze', lines: ['1 tbsp honey'] },
];
const BREAD = fullRecipe('r1', {
  title: 'Honey Bread',
  servings: 4,
  ingredients: ['2 cups flour', '1 egg', '1 tbsp honey'],
  instructions: ['Mix 1 cup of the flour with the egg.', 'Bake at 350°F for 30 minutes.'],
  ingredientGroups: GROUPS,
  instructionGroups: [
    { name: null, lines: ['Mix 1 cup of the flour with the egg.', 'Bake at 350°F for 30 minutes.'] },
  ],
});
const DOUBLED = {
  ...BREAD,
  servings: 8,
  multiplier: 2,
  originalServings: 4,
  system: null,
  ingredients: ['4 cups flour', '2 eggs', '2 tbsp honey'],
  ingredientGroups: [
    { name: 'Dough', lines: ['4 cups flour', '2 eggs'] },
    { name: 'Glaze', lines: ['2 tbsp honey'] },
  ],
  instructions: ['Mix 2 cups of the flour with the egg.', 'Bake at 350°F for 30 minutes.'],
  instructionGroups: [
    { name: null, lines: ['Mix 2 cups of the flour with the egg.', 'Bake at 350°F for 30 minutes.'] },
  ],
};

const PRICING = {
  monthly: { amount: 499, currency: 'usd', interval: 'month' },
  yearly: { amount: 3999, currency: 'usd', interval: 'year' },
};

interface ServerOptions {
  user?: ReturnType<typeof signedInUser>;
  scaling?: boolean;
  scale?: (call: ApiCall) => { status?: number; body?: unknown };
}

function server({ user = signedInUser(true), scaling = true, scale }: ServerOptions = {}) {
  return mockApi((call) => {
    const { method, url } = call;
    if (url.pathname === '/api/auth/user-with-billing') return { body: user };
    if (url.pathname === '/api/features') return { body: { recipeScaling: scaling } };
    if (url.pathname === '/api/pricing') return { body: PRICING };
    if (method === 'GET' && url.pathname === '/api/recipes/r1') return { body: BREAD };
    if (method === 'POST' && url.pathname === '/api/recipes/r1/scale')
      return scale ? scale(call) : { body: DOUBLED };
    return undefined;
  });
}

const ingredientsText = () =>
  within(screen.getByRole('region', { name: 'Ingredients' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const stepsText = () =>
  within(screen.getByRole('region', { name: 'Instructions' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+/, ''));

describe('Scale Recipe on the recipe detail', () => {
  it('scales a premium user’s recipe on the server and keeps the group subheadings', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('radio', { name: 'Scale 2×' }));
    expect(await screen.findByText('4 cups flour')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/recipes/r1/scale')?.body).toEqual({ multiplier: 2 });
    expect(ingredientsText()).toEqual(['4 cups flour', '2 eggs', '2 tbsp honey']);
    expect(stepsText()).toEqual(['Mix 2 cups of the flour with the egg.', 'Bake at 350°F for 30 minutes.']);
    const section = screen.getByRole('region', { name: 'Ingredients' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Dough', 'Glaze']);
    expect(screen.getByText('8 servings')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Scale 1×' }));
    expect(await screen.findByText('2 cups flour')).toBeInTheDocument();
    expect(screen.getByText('4 servings')).toBeInTheDocument();
  });

  it('switches the amounts to metric (flour by weight, honey by volume) and the steps with them, and back', async () => {
    const user = userEvent.setup();
    server();
    renderApp('/recipe/r1');
    await screen.findByText('2 cups flour');
    expect(screen.getByRole('radio', { name: 'US' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(ingredientsText()).toEqual(['250 g flour', '1 egg', '15 ml honey']);
    expect(stepsText()).toEqual(['Mix 125 g of the flour with the egg.', 'Bake at 180°C for 30 minutes.']);
    await user.click(screen.getByRole('radio', { name: 'US' }));
    expect(ingredientsText()).toEqual(['2 cups flour', '1 egg', '1 tbsp honey']);
    expect(stepsText()).toEqual(['Mix 1 cup of the flour with the egg.', 'Bake at 350°F for 30 minutes.']);
  });

  it('starts at the user’s Units setting', async () => {
    server({ user: { ...signedInUser(true), units: 'Metric' } });
    renderApp('/recipe/r1');
    expect(await screen.findByText('250 g flour')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Metric' })).toHaveAttribute('aria-checked', 'true');
  });

  it('shows a free user scaling as the Premium feature it is, at the price billing gives, with the upgrade', async () => {
    const user = userEvent.setup();
    const calls = server({ user: signedInUser(false) });
    renderApp('/recipe/r1');
    const upsell = await screen.findByRole('group', { name: 'Scale Recipe' });
    // No buttons that only answer with a toast: the price (from /api/pricing) and a way to upgrade.
    expect(within(upsell).queryAllByRole('radio')).toEqual([]);
    expect(await within(upsell).findByText('Premium Feature · from $4.99/month')).toBeInTheDocument();
    await user.click(within(upsell).getByRole('button', { name: 'Upgrade to Premium' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/scale'))).toBe(false);
    expect(screen.getByText('2 cups flour')).toBeInTheDocument();
  });

  it("says 'Premium Feature' when the server answers 403", async () => {
    const user = userEvent.setup();
    server({ scale: () => ({ status: 403, body: { message: 'Premium subscription required' } }) });
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('radio', { name: 'Scale 0.5×' }));
    expect(await screen.findByText('Premium Feature')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Scale 1×' })).toHaveAttribute('aria-checked', 'true');
  });

  it("says 'Feature Temporarily Disabled' on 503 and 'Failed to scale recipe' otherwise", async () => {
    const user = userEvent.setup();
    let status = 503;
    server({ scale: () => ({ status, body: { message: 'nope' } }) });
    renderApp('/recipe/r1');
    await user.click(await screen.findByRole('radio', { name: 'Scale 2×' }));
    expect(await screen.findByText('Feature Temporarily Disabled')).toBeInTheDocument();
    status = 500;
    await user.click(screen.getByRole('radio', { name: 'Scale 2×' }));
    expect(await screen.findByText('Failed to scale recipe')).toBeInTheDocument();
  });

  it('hides the panel while the scaling flag is off but keeps the units switch', async () => {
    server({ scaling: false });
    renderApp('/recipe/r1');
    await screen.findByText('2 cups flour');
    expect(screen.queryByRole('radiogroup', { name: 'Scale Recipe' })).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Measurement units' })).toBeInTheDocument();
  });
});
