import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, renderWithProviders, signedInUser } from '../../../test/render';
import { AddRecipePanel } from './AddRecipePanel';
import { fullRecipe, mockApi, PARSED } from './test/api-mock';

const INGREDIENT_GROUPS = [
  { name: 'Dressing', lines: ['3 tbsp olive oil', '1 tbsp mustard'] },
  { name: 'Biefstuk', lines: ['2 steaks'] },
];
const INSTRUCTION_GROUPS = [
  { name: 'Dressing', lines: ['Whisk oil and mustard.'] },
  { name: 'Salade', lines: ['Wash the lettuce.', 'Add ☆ and toss.'] },
];
const SALAD = fullRecipe('r3', {
  title: 'Steak Salad',
  ingredients: ['3 tbsp olive oil', '1 tbsp mustard', '2 steaks'],
  instructions: ['Dressing', 'Whisk oil and mustard.', 'Salade', 'Wash the lettuce.', 'Add ☆ and toss.'],
  ingredientGroups: INGREDIENT_GROUPS,
  instructionGroups: INSTRUCTION_GROUPS,
});

function server() {
  return mockApi(({ method, url, body }) => {
    if (url.pathname === '/api/auth/user-with-billing') return { body: signedInUser() };
    if (method === 'GET' && url.pathname === '/api/recipes/r3') return { body: SALAD };
    if (method === 'PUT') return { body: { ...SALAD, ...(body as object) } };
    return undefined;
  });
}

describe('a grouped recipe', () => {
  it('shows group names as subheadings, never numbers or ticks a heading', async () => {
    server();
    renderApp('/recipe/r3');
    await screen.findByRole('heading', { name: 'Steak Salad', level: 1 });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dressing',
      'Biefstuk',
      'Dressing',
      'Salade',
    ]);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    const salade = screen.getByRole('list', { name: 'Salade' });
    expect(salade).toHaveAttribute('start', '2');
    expect(
      within(salade)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2Wash the lettuce.', '3Add ☆ and toss.']);
  });

  it('edits the groups: renames, adds, moves and removes a heading, and saves them', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    const headings = await screen.findAllByRole('textbox', { name: 'Ingredient group heading' });
    expect(headings.map((h) => (h as HTMLInputElement).value)).toEqual(['Dressing', 'Biefstuk']);
    await user.clear(headings[1] as HTMLElement);
    await user.type(headings[1] as HTMLElement, 'Steak');

    await user.click(screen.getByRole('button', { name: 'Add step group' }));
    const added = screen.getAllByRole('textbox', { name: 'Step group heading' })[2] as HTMLElement;
    expect(added).toHaveFocus();
    await user.type(added, 'Serve');
    await user.type(screen.getByRole('textbox', { name: 'Step lines under Serve' }), 'Plate it.');
    await user.click(screen.getByRole('button', { name: 'Move step group Serve up' }));
    await user.click(screen.getByRole('button', { name: 'Remove step heading Dressing' }));
    // The preview counts lines only: 3 ingredients and 4 steps under 4 headings.
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '3 ingredients · 4 steps'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    await screen.findByText('Recipe updated');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      ingredientGroups: [
        { name: 'Dressing', lines: ['3 tbsp olive oil', '1 tbsp mustard'] },
        { name: 'Steak', lines: ['2 steaks'] },
      ],
      instructionGroups: [
        { name: null, lines: ['Whisk oil and mustard.'] },
        { name: 'Serve', lines: ['Plate it.'] },
        { name: 'Salade', lines: ['Wash the lettuce.', 'Add ☆ and toss.'] },
      ],
      instructions: [
        'Whisk oil and mustard.',
        'Serve',
        'Plate it.',
        'Salade',
        'Wash the lettuce.',
        'Add ☆ and toss.',
      ],
    });
  });
});

describe('a grouped extraction', () => {
  it('previews its first lines under their headings and saves the groups', async () => {
    const user = userEvent.setup();
    const parsed = {
      ...PARSED,
      recipe: {
        ...PARSED.recipe,
        ingredients: SALAD.ingredients,
        instructions: SALAD.instructions,
        ingredientGroups: INGREDIENT_GROUPS,
        instructionGroups: INSTRUCTION_GROUPS,
      },
    };
    const calls = mockApi(({ method, url, body }) => {
      if (url.pathname === '/api/parse-recipe') return { body: parsed };
      if (method === 'POST' && url.pathname === '/api/recipes')
        return { status: 201, body: fullRecipe('new', body as Record<string, unknown>) };
      return undefined;
    });
    renderWithProviders(<AddRecipePanel onClose={jest.fn()} />);
    await user.type(screen.getByLabelText('Paste Recipe URL'), 'https://example.com/salad{Enter}');
    const card = await screen.findByRole('region', { name: 'Extracted recipe' });
    expect(within(card).getByRole('heading', { name: 'Biefstuk' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Salade' })).toHaveAttribute('start', '2');
    expect(within(card).queryByText(/more steps?$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use This Recipe' }));
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    await screen.findByText('Recipe saved');
    expect(calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/recipes')?.body).toMatchObject({
      ingredientGroups: INGREDIENT_GROUPS,
      instructionGroups: INSTRUCTION_GROUPS,
      ingredients: SALAD.ingredients,
      instructions: SALAD.instructions,
    });
  });
});
