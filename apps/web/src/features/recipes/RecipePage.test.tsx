import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInUser } from '../../../test/render';
import { fullRecipe, mockApi, type ApiHandler } from './test/api-mock';

const SOUP = fullRecipe('r2', {
  title: 'Tomato Soup',
  tags: ['soup'],
  sourceUrl: 'https://www.soups.example.com/tomato',
  extractionMethod: 'json-ld',
  extractionIngredientCount: 2,
  extractionInstructionCount: 2,
});

function server(extra: ApiHandler = () => undefined) {
  return mockApi((call) => {
    if (call.url.pathname === '/api/auth/user-with-billing') return { body: signedInUser() };
    if (call.method === 'GET' && call.url.pathname === '/api/recipes/r2') return { body: SOUP };
    return extra(call);
  });
}

describe('/recipe/:id', () => {
  it("says 'Recipe Not Found' with a link back to /", async () => {
    server();
    renderApp('/recipe/missing');
    expect(await screen.findByRole('heading', { name: 'Recipe Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "The recipe you're looking for doesn't exist or you don't have permission to view it.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Recipes' })).toHaveAttribute('href', '/');
  });

  it('shows the recipe with its source, extraction report and tag editor', async () => {
    const user = userEvent.setup();
    server();
    renderApp('/recipe/r2');
    expect(await screen.findByRole('heading', { name: 'Tomato Soup', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /soups\.example\.com/ })).toHaveAttribute(
      'href',
      'https://www.soups.example.com/tomato',
    );
    expect(screen.getByRole('link', { name: 'View Original' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Extraction Report' }));
    expect(screen.getByText('Structured data (JSON-LD)')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('soup');
  });

  it('shows the total time first (prep plus cook when none is stated), then prep and cook', async () => {
    mockApi((call) => {
      if (call.url.pathname === '/api/auth/user-with-billing') return { body: signedInUser() };
      if (call.url.pathname === '/api/recipes/r2')
        return { body: { ...SOUP, prepTime: '10 minutes', cookTime: '30 minutes', totalTime: null } };
      return undefined;
    });
    renderApp('/recipe/r2');
    const total = (await screen.findByText('Total')).parentElement!;
    expect(total).toHaveTextContent('Total40 mins');
    expect(screen.getByText('Prep').parentElement).toHaveTextContent('Prep10 minutes');
    expect(screen.getByText('Cook', { selector: 'dt' }).parentElement).toHaveTextContent('Cook30 minutes');
  });

  it('shows the notes after the steps, one a line', async () => {
    mockApi((call) => {
      if (call.url.pathname === '/api/auth/user-with-billing') return { body: signedInUser() };
      if (call.url.pathname === '/api/recipes/r2')
        return { body: { ...SOUP, notes: 'Note 1: roast the tomatoes first.\nFreezes well.' } };
      return undefined;
    });
    renderApp('/recipe/r2');
    const notes = await screen.findByRole('region', { name: 'Notes' });
    expect([...notes.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Note 1: roast the tomatoes first.',
      'Freezes well.',
    ]);
    const steps = screen.getByRole('heading', { name: 'Instructions' });
    expect(steps.compareDocumentPosition(notes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('reverts a tag edit and says so when PATCH fails', async () => {
    const user = userEvent.setup();
    const calls = server(({ method }) =>
      method === 'PATCH' ? { status: 500, body: { message: 'boom' } } : undefined,
    );
    renderApp('/recipe/r2');
    await user.click(await screen.findByRole('button', { name: 'Remove tag soup' }));
    expect(await screen.findByText('Failed to update tags')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('soup');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ tags: [] });
  });

  it("edits the details with PUT and says 'Recipe updated'", async () => {
    const user = userEvent.setup();
    const calls = server(({ method, body }) =>
      method === 'PUT' ? { body: { ...SOUP, ...(body as object) } } : undefined,
    );
    renderApp('/recipe/r2');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Recipe Details' })).toBeInTheDocument();
    const title = screen.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Roasted Tomato Soup');
    await user.click(screen.getByRole('button', { name: 'Save Recipe' }));
    expect(await screen.findByText('Recipe updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Roasted Tomato Soup', level: 1 })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/recipes/r2');
    expect(put?.body).toMatchObject({ title: 'Roasted Tomato Soup', ingredients: SOUP.ingredients });
    expect(put?.body).not.toHaveProperty('extractionMethod');
  });

  it('starts the session-lost redirect when a save answers 401', async () => {
    const user = userEvent.setup();
    server(({ method }) =>
      method === 'PATCH' ? { status: 401, body: { message: 'Unauthorized' } } : undefined,
    );
    renderApp('/recipe/r2');
    await user.click(await screen.findByRole('button', { name: 'Remove tag soup' }));
    await waitFor(() =>
      expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument(),
    );
    expect(screen.queryByText('Failed to update tags')).not.toBeInTheDocument();
  });
});
