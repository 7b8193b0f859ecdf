import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { fullRecipe, groceryList, listItem, mockApi } from '../recipes/test/api-mock';
import { ExportTool } from './ExportTool';

jest.mock('../../lib/navigation', () => ({ navigateTo: jest.fn() }));

const RECIPES = [
  listItem('r1', { title: 'Pancakes', description: 'Fluffy breakfast' }),
  listItem('r2', { title: 'Tomato Soup', description: 'Warming' }),
];
const PANCAKES = fullRecipe('r1', {
  title: 'Pancakes',
  servings: 2,
  ingredientGroups: [{ name: 'Batter', lines: ['1 cup flour', '½ cup milk'] }],
  instructionGroups: [{ name: null, lines: ['Whisk.', 'Fry.'] }],
});
const LIST = groceryList('l1', {
  name: 'Weekend',
  items: [
    {
      category: 'Dairy',
      items: [
        {
          id: 'm',
          name: 'milk',
          quantity: '2',
          unit: 'cups',
          checked: false,
          recipeSources: [],
          notes: null,
        },
      ],
    },
  ],
});

function server() {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/recipes')
      return { body: { recipes: RECIPES, total: 2, totalAll: 2, nextCursor: null } };
    if (method === 'GET' && url.pathname === '/api/recipes/r1') return { body: PANCAKES };
    if (method === 'GET' && url.pathname === '/api/grocery-lists') return { body: [LIST] };
    return undefined;
  });
}

describe('Export tool', () => {
  it('copies the chosen recipes as text, steps numbered, and says so', async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<ExportTool />);
    expect(screen.getByText('No items selected')).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: /Pancakes/ }));
    expect(screen.getByText('1 item selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('Recipes copied')).toBeInTheDocument();
    const text = await navigator.clipboard.readText();
    expect(text).toContain('Pancakes\nServes 2');
    expect(text).toContain('Batter\n- 1 cup flour\n- ½ cup milk');
    expect(text).toContain('1. Whisk.\n2. Fry.');
  });

  it('changing the type clears the selection and offers grocery lists', async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<ExportTool />);
    await user.click(await screen.findByRole('checkbox', { name: /Pancakes/ }));
    await user.click(screen.getByRole('radio', { name: 'Grocery Lists' }));
    expect(screen.getByText('No items selected')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Include instructions' })).not.toBeInTheDocument();
    const choices = await screen.findByRole('list', { name: 'Grocery list choices' });
    await user.click(within(choices).getByRole('checkbox', { name: /Weekend/ }));
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('List copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('Weekend\n\nDairy\n☐ 2 cups milk\n');
  });

  it('with nothing chosen nothing is exported; a blocked print window says to allow pop-ups', async () => {
    const user = userEvent.setup();
    const calls = server();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<ExportTool />);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('No items selected', { selector: '[role="status"] *, li *' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(await screen.findByRole('checkbox', { name: /Pancakes/ }));
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(await screen.findByText('Please allow pop-ups for this site and try again.')).toBeInTheDocument();
    expect(screen.getByText('Export failed')).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    open.mockRestore();
  });
});
