import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { fullRecipe, listItem, mockApi } from '../recipes/test/api-mock';
import { RecipeScalerTool } from './RecipeScalerTool';

const BREAD = fullRecipe('r1', {
  title: 'Honey Bread',
  description: 'Soft loaf',
  servings: 4,
  ingredients: ['2 cups flour', '1 tbsp honey'],
  ingredientGroups: [
    { name: 'Dough', lines: ['2 cups flour'] },
    { name: 'Glaze', lines: ['1 tbsp honey'] },
  ],
});

function server(scaling = true) {
  return mockApi(({ method, url }) => {
    if (url.pathname === '/api/features') return { body: { recipeScaling: scaling } };
    if (method === 'GET' && url.pathname === '/api/recipes')
      return {
        body: {
          recipes: [listItem('r1', { title: 'Honey Bread', description: 'Soft loaf' }), listItem('r2')],
          total: 2,
          totalAll: 2,
          nextCursor: null,
        },
      };
    if (method === 'GET' && url.pathname === '/api/recipes/r1') return { body: BREAD };
    return undefined;
  });
}

/** Moves a slider as a browser reports it: `input` while the thumb moves, `change` when let go. */
function slide(slider: HTMLElement, value: string) {
  fireEvent.input(slider, { target: { value } });
  fireEvent.change(slider, { target: { value } });
}

const lines = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('Recipe Scaler', () => {
  it('scales a chosen recipe by servings and by the slider, keeping its groups', async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<RecipeScalerTool />);
    await user.click(await screen.findByRole('checkbox', { name: /Honey Bread/ }));
    const card = await screen.findByRole('region', { name: 'Honey Bread' });
    expect(within(card).getByText('4 servings')).toBeInTheDocument();
    expect(lines(card)).toEqual(['2 cups flour', '1 tbsp honey']);
    expect(
      within(card)
        .getAllByRole('heading', { level: 5 })
        .map((h) => h.textContent),
    ).toEqual(['Dough', 'Glaze']);

    await user.click(within(card).getByRole('button', { name: 'More servings' }));
    expect(within(card).getByText('5 servings')).toBeInTheDocument();
    expect(lines(card)).toEqual(['2 ½ cups flour', '1 ¼ tbsp honey']);

    slide(within(card).getByRole('slider', { name: /Scale factor/ }), '2');
    expect(within(card).getByText('8 servings')).toBeInTheDocument();
    expect(lines(card)).toEqual(['4 cups flour', '2 tbsp honey']);

    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    expect(lines(card)).toEqual(['500 g flour', '30 ml honey']);

    await user.click(screen.getByRole('button', { name: 'Reset All to Original' }));
    expect(within(card).getByText('4 servings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset All to Original' })).toBeDisabled();
  });

  it('keeps servings from 1 to 50, disabling + and − at the bounds', async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<RecipeScalerTool />);
    await user.click(await screen.findByRole('checkbox', { name: /Honey Bread/ }));
    const card = await screen.findByRole('region', { name: 'Honey Bread' });
    const slider = within(card).getByRole('slider', { name: /Scale factor/ });
    slide(slider, '0.25');
    expect(within(card).getByText('1 serving')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Fewer servings' })).toBeDisabled();
    slide(slider, '5');
    expect(within(card).getByText('20 servings')).toBeInTheDocument();
    for (let i = 0; i < 30; i += 1)
      await user.click(within(card).getByRole('button', { name: 'More servings' }));
    expect(within(card).getByText('50 servings')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'More servings' })).toBeDisabled();
  });

  it("reads 'Recipe Scaling Temporarily Disabled' while the flag is off", async () => {
    server(false);
    renderWithProviders(<RecipeScalerTool />);
    expect(await screen.findByText('Recipe Scaling Temporarily Disabled')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recipes')).not.toBeInTheDocument();
  });
});
