import { AI_BUDGET_MESSAGES } from '@cookmark/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { writeLocalSettings, DEFAULT_SETTINGS } from '../../lib/settings-storage';
import { AddRecipePanel } from './AddRecipePanel';
import { IMPORT_POLL_MS } from './recipes-api';
import { fullRecipe, mockApi, PARSED, queuedImport, type ApiHandler } from './test/api-mock';

function setup(handler: ApiHandler) {
  const user = userEvent.setup();
  const calls = mockApi(handler);
  const onClose = jest.fn();
  renderWithProviders(<AddRecipePanel onClose={onClose} />);
  return { user, calls, onClose };
}

const saved: ApiHandler = ({ method, url, body }) =>
  method === 'POST' && url.pathname === '/api/recipes'
    ? { status: 201, body: fullRecipe('new', body as Record<string, unknown>) }
    : undefined;

describe('AddRecipePanel', () => {
  it("starts a new recipe at the user's Default Servings setting", async () => {
    writeLocalSettings({ ...DEFAULT_SETTINGS, defaultServings: 6 });
    const { user } = setup(saved);
    await user.click(screen.getByRole('button', { name: 'Or add recipe details manually' }));
    expect(screen.getByLabelText('Servings')).toHaveValue(6);
  });

  it('checks the manual form on save, naming every required field left empty', async () => {
    const { user, calls, onClose } = setup(saved);
    await user.click(screen.getByRole('button', { name: 'Or add recipe details manually' }));
    expect(screen.getByRole('heading', { name: 'Add New Recipe' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Recipe' });

    await user.click(save);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(await screen.findByText('Missing title, ingredients and instructions')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Title is required. Please add at least one ingredient. Please add at least one instruction.',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Title/), 'Toast');
    await user.click(save);
    expect(await screen.findByText('Missing ingredients and instructions')).toBeInTheDocument();
    expect(
      screen.getByText('Please add at least one ingredient. Please add at least one instruction.'),
    ).toBeInTheDocument();

    await user.type(
      screen.getByLabelText('Ingredients (one per line)'),
      '2 slices bread{Enter}  {Enter}butter',
    );
    await user.click(save);
    expect(await screen.findByText('Missing instructions')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one instruction.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(
      screen.getByLabelText('Instructions (one per line)'),
      'Toast the bread.{Enter}Butter it.',
    );
    expect(screen.getByLabelText('Servings')).toHaveValue(4);
    await user.clear(screen.getByLabelText('Servings'));
    await user.type(screen.getByLabelText('Servings'), '2');
    await user.type(screen.getByLabelText('Tags (comma-separated)'), 'breakfast, quick, Breakfast,');
    await user.click(save);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      title: 'Toast',
      ingredients: ['2 slices bread', 'butter'],
      instructions: ['Toast the bread.', 'Butter it.'],
      servings: '2',
      tags: ['breakfast', 'quick'],
      extractionMethod: 'manual',
    });
    expect(post?.body).not.toHaveProperty('tagsInput');
  });

  it("says 'Failed to save recipe' when the save fails and keeps the form", async () => {
    const { user, onClose } = setup(({ method }) =>
      method === 'POST' ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Or add recipe details manually' }));
    await user.type(screen.getByLabelText(/^Title/), 'Toast');
    await user.type(screen.getByLabelText('Ingredients (one per line)'), 'bread');
    await user.type(screen.getByLabelText('Instructions (one per line)'), 'Toast it.');
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Failed to save recipe')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Toast');
  });

  it('extracts on Enter, previews the first 5 ingredients, 3 steps and 3 tags, and saves with the report', async () => {
    const { user, calls, onClose } = setup((call) =>
      call.url.pathname === '/api/parse-recipe' ? { body: PARSED } : saved(call),
    );
    expect(screen.getByRole('button', { name: 'Extract Recipe' })).toBeDisabled();
    await user.type(
      screen.getByLabelText('Paste Recipe URL'),
      '  https://cooking.example.com/banana-bread {Enter}',
    );

    expect(await screen.findByText('Recipe extracted successfully')).toBeInTheDocument();
    expect(
      screen.getByText('Found 6 ingredients and 4 steps using Structured data (JSON-LD).'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/parse-recipe')?.body).toEqual({
      url: 'https://cooking.example.com/banana-bread',
    });
    expect(screen.getByText('95%')).toBeInTheDocument();
    expect(screen.getByText('1 egg')).toBeInTheDocument();
    expect(screen.queryByText('1/3 cup butter')).not.toBeInTheDocument();
    expect(screen.getByText('and 1 more')).toBeInTheDocument();
    expect(screen.getByText('Pour.')).toBeInTheDocument();
    expect(screen.queryByText('Bake 60 minutes.')).not.toBeInTheDocument();
    expect(screen.getByText('and 1 more step')).toBeInTheDocument();
    expect(screen.queryByText(/^None found/)).not.toBeInTheDocument();
    expect(screen.getByText('+2 more')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use This Recipe' }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Banana Bread');
    expect(screen.getByLabelText('Source URL')).toHaveValue('https://cooking.example.com/banana-bread');
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url.pathname === '/api/recipes')?.body).toMatchObject({
      title: 'Banana Bread',
      cookTime: '1 hour',
      servings: '8',
      extractionMethod: 'json-ld',
      extractionIngredientCount: 6,
      extractionInstructionCount: 4,
      sourceUrl: 'https://cooking.example.com/banana-bread',
    });
  });

  it('polls a queued import and shows its stage', async () => {
    // The job is polled on a timer: the clock is the test's, so a busy machine cannot outrun a wait.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      mockApi(queuedImport());
      renderWithProviders(<AddRecipePanel onClose={jest.fn()} />);
      await user.type(screen.getByLabelText('Paste Recipe URL'), 'https://cooking.example.com/banana-bread');
      await user.click(screen.getByRole('button', { name: 'Extract Recipe' }));
      expect(screen.getByRole('status')).toHaveTextContent('Fetching the page…');
      const onePoll = { timeout: IMPORT_POLL_MS * 2 };
      expect(await screen.findByText('Rendering the page…', {}, onePoll)).toBeInTheDocument();
      expect(await screen.findByText('Recipe extracted successfully', {}, onePoll)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports an incomplete extraction', async () => {
    const partial = {
      ...PARSED,
      recipe: { ...PARSED.recipe, instructions: [] },
      report: { ...PARSED.report, success: false, foundData: { ingredientCount: 6, instructionCount: 0 } },
    };
    const { user } = setup(({ url }) =>
      url.pathname === '/api/parse-recipe' ? { body: partial } : undefined,
    );
    await user.type(screen.getByLabelText('Paste Recipe URL'), 'https://cooking.example.com/x{Enter}');
    expect(await screen.findByText('Recipe extraction incomplete')).toBeInTheDocument();
    expect(
      screen.getByText('Partial extraction completed. You can improve the extraction or edit manually.'),
    ).toBeInTheDocument();
    // The preview says the steps are missing rather than showing an empty heading.
    const preview = screen.getByRole('region', { name: 'Extracted recipe' });
    expect(preview).toHaveTextContent('None found on the page. You can add the steps after Use This Recipe.');
    expect(preview).not.toHaveTextContent('You can add the ingredients');
  });

  it('opens the manual form when parsing fails, offering to paste the page source', async () => {
    const { user, calls } = setup(({ url, body }) => {
      if (url.pathname !== '/api/parse-recipe') return undefined;
      return (body as { html?: string }).html
        ? { body: PARSED }
        : { status: 422, body: { message: 'The page could not be fetched' } };
    });
    await user.type(screen.getByLabelText('Paste Recipe URL'), 'https://cooking.example.com/x{Enter}');
    expect(await screen.findByText('Failed to parse recipe')).toBeInTheDocument();
    expect(screen.getByText('Please add the recipe details manually.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add New Recipe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Source URL')).toHaveValue('https://cooking.example.com/x');

    await user.click(screen.getByRole('button', { name: 'Paste the page source instead' }));
    await user.type(screen.getByLabelText('Page source'), '<html>recipe</html>');
    await user.click(screen.getByRole('button', { name: 'Extract Recipe' }));
    expect(await screen.findByText('Recipe extracted successfully')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ url: 'https://cooking.example.com/x', html: '<html>recipe</html>' });
  });

  it('extracts pasted page source without an address', async () => {
    const { user, calls } = setup(({ url }) =>
      url.pathname === '/api/parse-recipe' ? { body: PARSED } : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Paste the page source instead' }));
    expect(screen.getByRole('button', { name: 'Extract Recipe' })).toBeDisabled();
    await user.type(screen.getByLabelText('Page source'), '<html>recipe</html>');
    await user.click(screen.getByRole('button', { name: 'Extract Recipe' }));
    expect(await screen.findByText('Recipe extracted successfully')).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ html: '<html>recipe</html>' });
  });

  it('improves with AI, or keeps the extraction when that fails', async () => {
    let aiUp = false;
    const improved = {
      ...PARSED,
      report: { ...PARSED.report, method: 'ai', foundData: { ingredientCount: 7, instructionCount: 5 } },
    };
    const { user, calls } = setup(({ url }) => {
      if (url.pathname === '/api/parse-recipe') return { body: PARSED };
      if (url.pathname === '/api/improve-recipe/status')
        return { body: { configured: true, available: true, message: null } };
      if (url.pathname === '/api/improve-recipe')
        return aiUp
          ? { body: improved }
          : { status: 503, body: { message: 'AI improvement is not configured on this server.' } };
      return undefined;
    });
    await user.type(
      screen.getByLabelText('Paste Recipe URL'),
      'https://cooking.example.com/banana-bread{Enter}',
    );
    await screen.findByText('Recipe extracted successfully');

    await user.click(screen.getByRole('button', { name: 'Improve with AI' }));
    expect(await screen.findByText('Failed to improve extraction')).toBeInTheDocument();
    expect(screen.getByText('The current extraction will be used.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname === '/api/improve-recipe').at(-1)?.body).toMatchObject({
      url: 'https://cooking.example.com/banana-bread',
      currentRecipe: { title: 'Banana Bread' },
    });
    // The failure may mean the AI was turned off for the day: the status is read again.
    expect(calls.filter((call) => call.url.pathname === '/api/improve-recipe/status').length).toBeGreaterThan(
      1,
    );

    aiUp = true;
    await user.click(screen.getByRole('button', { name: 'Improve with AI' }));
    expect(await screen.findByText('Recipe improved')).toBeInTheDocument();
    expect(screen.getByText('Now 7 ingredients and 5 steps.')).toBeInTheDocument();
    expect(screen.getByText('AI extraction')).toBeInTheDocument();
  });

  it('offers no Improve with AI where the server has no AI', async () => {
    const { user } = setup(({ url }) => {
      if (url.pathname === '/api/parse-recipe') return { body: PARSED };
      if (url.pathname === '/api/improve-recipe/status')
        return {
          body: {
            configured: false,
            available: false,
            message: 'AI improvement is not configured on this server.',
          },
        };
      return undefined;
    });
    await user.type(
      screen.getByLabelText('Paste Recipe URL'),
      'https://cooking.example.com/banana-bread{Enter}',
    );
    await screen.findByText('Recipe extracted successfully');
    expect(screen.getByRole('button', { name: 'Use This Recipe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Improve with AI' })).not.toBeInTheDocument();
    expect(screen.queryByText('AI improvement is not configured on this server.')).not.toBeInTheDocument();
  });

  it("says so instead of offering Improve with AI while the day's AI allowance is spent", async () => {
    const paused = AI_BUDGET_MESSAGES.paused;
    const { user } = setup(({ url }) => {
      if (url.pathname === '/api/parse-recipe') return { body: PARSED };
      if (url.pathname === '/api/improve-recipe/status')
        return { body: { configured: true, available: false, message: paused } };
      return undefined;
    });
    await user.type(
      screen.getByLabelText('Paste Recipe URL'),
      'https://cooking.example.com/banana-bread{Enter}',
    );
    await screen.findByText('Recipe extracted successfully');
    expect(await screen.findByText(paused)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Improve with AI' })).not.toBeInTheDocument();
  });
});
