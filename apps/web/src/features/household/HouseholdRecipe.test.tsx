import { HOUSEHOLD_LIBRARY_MESSAGES } from '@cookmark/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signedInUser } from '../../../test/render';
import { fullRecipe, mockApi } from '../recipes/test/api-mock';

const HOUSEHOLD = {
  household: {
    id: 'h1',
    name: 'Ada house',
    ownerId: 'u1',
    createdAt: '2026-11-01T00:00:00.000Z',
    members: [
      {
        userId: 'u1',
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        role: 'owner',
        joinedAt: '',
      },
      {
        userId: 'u2',
        firstName: 'Ben',
        lastName: 'B',
        email: 'ben@example.com',
        role: 'member',
        joinedAt: '',
      },
    ],
    invites: [],
  },
};
const MINE = fullRecipe('r1', { title: 'My soup', inHousehold: false });
const BENS = fullRecipe('r2', { title: "Ben's stew", userId: 'u2', inHousehold: true });

function server(household: unknown = HOUSEHOLD) {
  return mockApi((call) => {
    const path = call.url.pathname;
    if (path === '/api/auth/user-with-billing') return { body: signedInUser() };
    if (path === '/api/household') return { body: household };
    if (call.method === 'GET' && path === '/api/recipes/r1') return { body: MINE };
    if (call.method === 'GET' && path === '/api/recipes/r2') return { body: BENS };
    if (call.method === 'PUT' && path === '/api/recipes/r1/household')
      return { body: { shared: true, message: HOUSEHOLD_LIBRARY_MESSAGES.sharedOn } };
    if (call.method === 'POST' && path === '/api/recipes/r2/copy')
      return { status: 201, body: fullRecipe('r3', { title: "Ben's stew", inHousehold: false }) };
    if (call.method === 'GET' && path === '/api/recipes/r3')
      return { body: fullRecipe('r3', { title: "Ben's stew", inHousehold: false }) };
    return undefined;
  });
}

describe('the household library on a recipe page (issue #32)', () => {
  it('the owner puts their recipe in the household library', async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r1');
    const toggle = await screen.findByRole('checkbox', { name: 'In the household library' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText(HOUSEHOLD_LIBRARY_MESSAGES.sharedOn)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ shared: true });
  });

  it('outside a household there is no toggle', async () => {
    server({ household: null });
    renderApp('/recipe/r1');
    expect(await screen.findByRole('heading', { name: 'My soup', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument());
    expect(screen.queryByRole('checkbox', { name: 'In the household library' })).not.toBeInTheDocument();
  });

  it("another member's recipe reads without Edit or Delete, and copies into the reader's library", async () => {
    const user = userEvent.setup();
    const calls = server();
    renderApp('/recipe/r2');
    expect(await screen.findByRole('heading', { name: "Ben's stew", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cook' })).toHaveAttribute('href', '/recipe/r2/cook');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy to my library' }));
    expect(await screen.findByText(HOUSEHOLD_LIBRARY_MESSAGES.copied)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/recipes/r2/copy')).toBe(true);
    // The copy's page opens: the reader's own recipe, which they may edit.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'GET' && c.url.pathname === '/api/recipes/r3')).toBe(true);
  });
});
