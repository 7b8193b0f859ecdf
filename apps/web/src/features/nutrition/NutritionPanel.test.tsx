import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInUser } from '../../../test/render';
import { fullRecipe, mockApi } from '../recipes/test/api-mock';

const CAKE = fullRecipe('r1', {
  title: 'Plain Cake',
  servings: 4,
  ingredients: ['2 large eggs', '200 g zorblax paste'],
  instructions: ['Bake.'],
  ingredientGroups: [{ name: null, lines: ['2 large eggs', '200 g zorblax paste'] }],
  instructionGroups: [{ name: null, lines: ['Bake.'] }],
});

const figures = (energyKcal: number) => ({
  energyKcal,
  proteinG: 3.14,
  fatG: 2.38,
  saturatedFatG: 0.78,
  carbohydrateG: 0.18,
  sugarsG: 0.09,
  fibreG: 0,
  sodiumMg: 35.5,
});

function nutrition(servings: number, chosen: boolean) {
  return {
    recipeId: 'r1',
    servings,
    originalServings: 4,
    perServing: figures(chosen ? 229.25 : 35.75),
    perRecipe: figures((chosen ? 917 : 143) * (servings / 4)),
    lines: [
      {
        text: '2 large eggs',
        food: { id: '01123', name: 'Egg, whole, raw, fresh' },
        chosen: false,
        grams: 100,
        notCounted: null,
      },
      chosen
        ? {
            text: '200 g zorblax paste',
            food: { id: '19335', name: 'Sugars, granulated' },
            chosen: true,
            grams: 200,
            notCounted: null,
          }
        : { text: '200 g zorblax paste', food: null, chosen: false, grams: null, notCounted: 'no food' },
    ],
    notCounted: chosen ? [] : ['200 g zorblax paste'],
    partial: !chosen,
  };
}

function server(premium = true) {
  let chosen = false;
  const calls = mockApi((call) => {
    const { method, url } = call;
    if (url.pathname === '/api/auth/user-with-billing') return { body: signedInUser(premium) };
    if (url.pathname === '/api/features') return { body: { recipeScaling: true } };
    if (method === 'GET' && url.pathname === '/api/recipes/r1') return { body: CAKE };
    if (method === 'GET' && url.pathname === '/api/recipes/r1/nutrition')
      return { body: nutrition(Number(url.searchParams.get('servings')), chosen) };
    if (method === 'POST' && url.pathname === '/api/recipes/r1/scale')
      return { body: { ...CAKE, servings: 8, multiplier: 2, originalServings: 4, system: null } };
    if (method === 'GET' && url.pathname === '/api/foods')
      return { body: { foods: [{ id: '19335', name: 'Sugars, granulated' }] } };
    if (method === 'PUT' && url.pathname === '/api/recipes/r1/nutrition/choices') {
      chosen = true;
      return { body: { line: '200 g zorblax paste', food: { id: '19335', name: 'Sugars, granulated' } } };
    }
    return undefined;
  });
  return calls;
}

const energyRow = () =>
  within(screen.getByRole('region', { name: 'Nutrition' }))
    .getByRole('rowheader', { name: 'Energy' })
    .closest('tr')!.textContent;

describe('the nutrition panel', () => {
  it('shows a premium user the figures, the partial notice and the lines not counted; a food picked is kept', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    expect(await screen.findByText('Recipe (4 servings)')).toBeInTheDocument();
    expect(energyRow()).toBe('Energy36 kcal143 kcal');
    expect(screen.getByRole('note')).toHaveTextContent('Partial: some ingredients could not be counted');
    expect(within(screen.getByRole('list', { name: 'Not counted' })).getByRole('listitem')).toHaveTextContent(
      '200 g zorblax paste (no matching food)',
    );

    await user.click(screen.getByText('Foods counted for each line'));
    await user.click(screen.getByRole('button', { name: 'Choose the food for 200 g zorblax paste' }));
    await user.type(screen.getByLabelText('Food for “200 g zorblax paste”'), 'sugar');
    await user.click(await screen.findByRole('button', { name: 'Sugars, granulated' }));
    expect(await screen.findByText(/Sugars, granulated \(200 g\) · your choice/)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ line: '200 g zorblax paste', foodId: '19335' });
  });

  it('follows the servings the scaler shows', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    await screen.findByText('Recipe (4 servings)');
    await user.click(screen.getByRole('radio', { name: 'Scale 2×' }));
    expect(await screen.findByText('Recipe (8 servings)')).toBeInTheDocument();
    expect(calls.some((c) => c.url.search === '?servings=8')).toBe(true);
  });

  it('shows a free user the lock card and asks the server nothing', async () => {
    const calls = server(false);
    renderApp('/recipe/r1');
    expect(
      await screen.findByText(
        'Nutritional analysis (energy, protein, fat, sugars and more per serving) is available to Premium subscribers.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.includes('nutrition'))).toBe(false);
  });
});
