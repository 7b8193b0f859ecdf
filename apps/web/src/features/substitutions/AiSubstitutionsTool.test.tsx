import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { fullRecipe, listItem, mockApi, type ApiCall } from '../recipes/test/api-mock';
import { AiSubstitutionsTool } from './AiSubstitutionsTool';

const PANCAKES = fullRecipe('r1', {
  title: 'Pancakes',
  ingredients: ['2 cups buttermilk', '1 egg', '1 tbsp honey'],
  ingredientGroups: [
    { name: 'Batter', lines: ['2 cups buttermilk', '1 egg'] },
    { name: 'Topping', lines: ['1 tbsp honey'] },
  ],
  instructionGroups: [{ name: null, lines: ['Mix.', 'Bake.'] }],
});

const AI_ANSWER = {
  ingredient: '2 cups buttermilk',
  source: 'ai',
  message: 'Substitutions found',
  suggestions: [
    {
      substitute: 'kefir',
      difficulty: 'easy',
      reason: 'Tangy and pourable.',
      ratio: '1:1',
      amount: '2 cups kefir',
    },
    { substitute: 'soured oat milk', difficulty: 'moderate', reason: 'Dairy-free.', ratio: '', amount: null },
  ],
};

function server(ai: (call: ApiCall) => { status?: number; body?: unknown } = () => ({ body: AI_ANSWER })) {
  return mockApi((call) => {
    const { method, url } = call;
    if (method === 'GET' && url.pathname === '/api/recipes')
      return {
        body: {
          recipes: [listItem('r1', { title: 'Pancakes' }), listItem('r2', { title: 'Soup' })],
          total: 2,
          totalAll: 2,
          nextCursor: null,
        },
      };
    if (method === 'GET' && url.pathname === '/api/recipes/r1') return { body: PANCAKES };
    if (method === 'POST' && url.pathname === '/api/ai-substitutions') return ai(call);
    if (method === 'PUT' && url.pathname === '/api/recipes/r1')
      return { body: { ...PANCAKES, ...(call.body as object) } };
    return undefined;
  });
}

async function chooseLine(user: ReturnType<typeof userEvent.setup>, line: string) {
  await user.click(await screen.findByRole('checkbox', { name: /Pancakes/ }));
  const select = screen.getByRole('combobox', { name: 'Ingredient from the recipe' });
  await within(select).findByRole('option', { name: line });
  await user.selectOptions(select, line);
}

describe('AI Substitutions tool', () => {
  it('needs an ingredient: choosing one clears typed text and typing clears the choice', async () => {
    const user = userEvent.setup();
    server();
    renderWithProviders(<AiSubstitutionsTool />);
    const find = screen.getByRole('button', { name: 'Find Substitutions' });
    expect(find).toBeDisabled();
    expect(screen.getByText('No ingredient selected')).toBeInTheDocument();

    const typed = screen.getByRole('textbox', { name: 'Or type an ingredient' });
    await user.type(typed, 'butter');
    expect(find).toBeEnabled();
    expect(screen.queryByText('No ingredient selected')).not.toBeInTheDocument();

    await chooseLine(user, '1 egg');
    expect(typed).toHaveValue('');
    const select = screen.getByRole('combobox', { name: 'Ingredient from the recipe' });
    expect(select).toHaveDisplayValue('1 egg');
    await user.type(typed, 'milk');
    expect(select).toHaveDisplayValue('Choose an ingredient');
  });

  it('asks with the recipe as context, shows progress, then the suggestions and that the AI answered', async () => {
    const user = userEvent.setup();
    const calls = server();
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/api/ai-substitutions')) await held;
      return answer(input, init);
    }) as typeof fetch;
    renderWithProviders(<AiSubstitutionsTool />);
    await chooseLine(user, '2 cups buttermilk');
    await user.click(screen.getByRole('button', { name: 'Find Substitutions' }));
    expect(await screen.findByRole('progressbar', { name: 'Waiting for suggestions' })).toBeInTheDocument();
    release();
    const list = await screen.findByRole('list', { name: 'Suggestions' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['kefir', 'soured oat milk']);
    expect(screen.getByText('Answered by AI')).toBeInTheDocument();
    expect(screen.getByText('Tangy and pourable.')).toBeInTheDocument();
    expect(await screen.findByText('Substitutions found')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/ai-substitutions')?.body).toEqual({
      ingredient: '2 cups buttermilk',
      context: { title: 'Pancakes', otherIngredients: ['1 egg', '1 tbsp honey'] },
    });
  });

  it('says when the knowledge base answered, and offers no Apply for a typed ingredient', async () => {
    const user = userEvent.setup();
    server(() => ({ body: { ...AI_ANSWER, ingredient: 'butter', source: 'knowledge-base' } }));
    renderWithProviders(<AiSubstitutionsTool />);
    await user.type(screen.getByRole('textbox', { name: 'Or type an ingredient' }), 'butter{Enter}');
    expect(await screen.findByText('From our substitution guide')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
  });

  it('applies, lets a newer result for the same line win, undoes, clears and saves to the recipe', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderWithProviders(<AiSubstitutionsTool />);
    await chooseLine(user, '2 cups buttermilk');
    await user.click(screen.getByRole('button', { name: 'Find Substitutions' }));
    await user.click(await screen.findByRole('button', { name: 'Apply kefir' }));
    expect(screen.getByText('Substitution applied')).toBeInTheDocument();
    const changes = () =>
      within(screen.getByRole('region', { name: 'Applied substitutions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(changes()).toEqual(['2 cups buttermilk →  replaced by 2 cups kefir']);

    await user.click(screen.getByRole('button', { name: 'Apply soured oat milk' }));
    expect(changes()).toEqual(['2 cups buttermilk →  replaced by soured oat milk']);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Substitution removed')).toBeInTheDocument();
    expect(changes()).toEqual(['2 cups buttermilk →  replaced by 2 cups kefir']);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('region', { name: 'Applied substitutions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply kefir' }));
    await user.click(screen.getByRole('button', { name: 'Save to Recipe' }));
    expect(await screen.findByText('Recipe updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      ingredients: ['2 cups kefir', '1 egg', '1 tbsp honey'],
      ingredientGroups: [
        { name: 'Batter', lines: ['2 cups kefir', '1 egg'] },
        { name: 'Topping', lines: ['1 tbsp honey'] },
      ],
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Applied substitutions' })).not.toBeInTheDocument(),
    );
  });

  it('asks before another recipe takes the place of one with unsaved substitutions', async () => {
    const user = userEvent.setup();
    server();
    const asked: string[] = [];
    let answer = false;
    const confirm = jest.spyOn(window, 'confirm').mockImplementation((text) => {
      asked.push(String(text));
      return answer;
    });
    try {
      renderWithProviders(<AiSubstitutionsTool />);
      await chooseLine(user, '2 cups buttermilk');
      await user.click(screen.getByRole('button', { name: 'Find Substitutions' }));
      await user.click(await screen.findByRole('button', { name: 'Apply kefir' }));

      await user.click(screen.getByRole('checkbox', { name: /Soup/ }));
      expect(asked).toEqual(['Your substitutions to Pancakes are not saved. Discard them?']);
      expect(screen.getByRole('region', { name: 'Applied substitutions' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: /Pancakes/ })).toBeChecked();

      answer = true;
      await user.click(screen.getByRole('checkbox', { name: /Soup/ }));
      expect(asked).toHaveLength(2);
      expect(screen.queryByRole('region', { name: 'Applied substitutions' })).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: /Soup/ })).toBeChecked();
    } finally {
      confirm.mockRestore();
    }
  });

  it("shows the panel's messages for a free plan and for any other failure", async () => {
    const user = userEvent.setup();
    let status = 403;
    server(() => ({
      status,
      body: { message: status === 403 ? 'Premium subscription required' : 'boom' },
    }));
    renderWithProviders(<AiSubstitutionsTool />);
    await user.type(screen.getByRole('textbox', { name: 'Or type an ingredient' }), 'butter');
    await user.click(screen.getByRole('button', { name: 'Find Substitutions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Premium Feature — AI substitutions are available for Premium subscribers only.',
    );
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Find Substitutions' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to get substitutions'));
  });
});
