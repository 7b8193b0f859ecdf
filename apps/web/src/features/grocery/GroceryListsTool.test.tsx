import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clear, createStore } from 'idb-keyval';
import { renderWithProviders } from '../../../test/render';
import { listItem, mockApi, type ApiCall } from '../recipes/test/api-mock';
import { navigateTo } from '../../lib/navigation';
import { GroceryListsTool } from './GroceryListsTool';

jest.mock('../../lib/navigation', () => ({ navigateTo: jest.fn() }));

const RECIPES = [
  listItem('r1', { title: 'Pancakes', description: 'Fluffy breakfast' }),
  listItem('r2', { title: 'Crepes', description: 'Thin French pancakes' }),
  listItem('r3', { title: 'Tomato Soup', description: 'Warming' }),
];

const item = (id: string, name: string, quantity: string, unit: string | null, checked = false) => ({
  id,
  name,
  quantity,
  unit,
  checked,
  recipeSources: ['Pancakes'],
  notes: null,
});

const PREVIEW = {
  items: [
    { category: 'Dairy', items: [item('p1', 'milk', '2', 'cups')] },
    { category: 'Pantry', items: [item('p2', 'flour', '3', 'cups'), item('p3', 'sugar', '2', 'tbsp')] },
  ],
};

const STORED = {
  id: 'l1',
  userId: 'u1',
  name: 'Weekend',
  recipeIds: ['r1'],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  items: [
    {
      category: 'Pantry',
      items: [
        item('a', 'flour', '3', 'cups'),
        item('b', 'sugar', '2', 'tbsp'),
        item('c', 'salt', '?', null),
        item('d', 'yeast', '1', 'tsp'),
        item('e', 'oil', '2', 'tbsp'),
      ],
    },
  ],
};

type Sent = { category: string; items: object[] };
/** The server gives every stored item an id. */
const withIds = (groups: Sent[]) =>
  groups.map((g) => ({ ...g, items: g.items.map((i, n) => ({ id: `${g.category}-${n}`, ...i })) }));

function server(extra: (call: ApiCall) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return mockApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    const { method, url } = call;
    if (method === 'GET' && url.pathname === '/api/recipes')
      return { body: { recipes: RECIPES, total: 3, totalAll: 3, nextCursor: null } };
    if (method === 'GET' && url.pathname === '/api/grocery-lists') return { body: [STORED] };
    if (method === 'POST' && url.pathname === '/api/grocery-lists/preview') return { body: PREVIEW };
    return undefined;
  });
}

describe('Smart Grocery Lists', () => {
  // Changes a test left waiting in IndexedDB (change-queue.ts) are not the next test's.
  afterEach(() => clear(createStore('cookmark-offline', 'grocery-changes')));

  it("writes the preview in the user's units, US or metric as the switch says", async () => {
    const user = userEvent.setup();
    const calls = server();
    renderWithProviders(<GroceryListsTool />);
    await user.click(await screen.findByRole('checkbox', { name: /Pancakes/ }));
    await screen.findByRole('textbox', { name: 'Quantity of flour' });
    const previews = () =>
      calls.filter((c) => c.url.pathname === '/api/grocery-lists/preview').map((c) => c.body);
    // The Units setting first (US by default).
    expect(previews()).toEqual([{ recipeIds: ['r1'], system: 'US' }]);
    await user.click(screen.getByRole('radio', { name: 'Metric' }));
    await waitFor(() => expect(previews()).toContainEqual({ recipeIds: ['r1'], system: 'Metric' }));
  });

  it('builds a list from a name and recipes, with inline edits, and opens it once saved', async () => {
    const user = userEvent.setup();
    const calls = server(({ method, url, body }) =>
      method === 'POST' && url.pathname === '/api/grocery-lists'
        ? {
            status: 201,
            body: { ...STORED, id: 'l2', name: 'Brunch', items: withIds((body as { items: Sent[] }).items) },
          }
        : undefined,
    );
    renderWithProviders(<GroceryListsTool />);
    const save = screen.getByRole('button', { name: 'Save List' });
    expect(save).toBeDisabled();
    expect(screen.getByText('List name and recipes are required')).toBeInTheDocument();

    // The search matches title or description, ignoring case.
    await user.type(screen.getByLabelText('Recipes'), 'PANCAKE');
    const choices = await screen.findByRole('list', { name: 'Recipe choices' });
    await waitFor(() =>
      expect(
        within(choices)
          .getAllByRole('checkbox')
          .map((c) => c.closest('label')?.textContent),
      ).toEqual(['PancakesFluffy breakfast', 'CrepesThin French pancakes']),
    );
    await user.click(within(choices).getByRole('checkbox', { name: /Pancakes/ }));
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('List name'), 'Brunch');
    expect(save).toBeEnabled();

    const quantity = await screen.findByRole('textbox', { name: 'Quantity of flour' });
    expect(calls.find((c) => c.url.pathname === '/api/grocery-lists/preview')?.body).toEqual({
      recipeIds: ['r1'],
      system: 'US',
    });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.clear(screen.getByRole('textbox', { name: 'Unit of sugar' }));
    await user.click(screen.getByRole('checkbox', { name: 'Check off milk' }));
    await user.click(save);

    expect(await screen.findByText('Grocery list created')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/grocery-lists');
    expect(post?.body).toEqual({
      name: 'Brunch',
      recipeIds: ['r1'],
      items: [
        {
          category: 'Dairy',
          items: [
            {
              name: 'milk',
              quantity: '2',
              unit: 'cups',
              checked: true,
              recipeSources: ['Pancakes'],
              notes: null,
            },
          ],
        },
        {
          category: 'Pantry',
          items: [
            {
              name: 'flour',
              quantity: '4',
              unit: 'cups',
              checked: false,
              recipeSources: ['Pancakes'],
              notes: null,
            },
            {
              name: 'sugar',
              quantity: '2',
              unit: null,
              checked: false,
              recipeSources: ['Pancakes'],
              notes: null,
            },
          ],
        },
      ],
    });
    // The saved list opens (the router's move comes in a transition, after the stored lists show it).
    expect(await screen.findByRole('heading', { level: 3, name: 'Brunch' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Selection' }));
    expect(screen.getByLabelText('List name')).toHaveValue('');
  });

  it("shows stored lists with 3 items per category, then '+N more items'", async () => {
    server();
    renderWithProviders(<GroceryListsTool />);
    const card = await screen.findByRole('article', { name: 'Weekend' });
    expect(within(card).getByText('3 cups flour')).toBeInTheDocument();
    expect(within(card).getByText('salt')).toBeInTheDocument();
    expect(within(card).queryByText('1 tsp yeast')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more items')).toBeInTheDocument();
  });

  it('ticks and adds items at once, sends each change with its own id, and keeps a change the server could not take', async () => {
    const user = userEvent.setup();
    let fail = false;
    let stored = STORED;
    const calls = server(({ method, url, body }) => {
      if (method !== 'POST' || !url.pathname.endsWith('/changes')) return undefined;
      if (fail) return { status: 500, body: { message: 'Database unavailable' } };
      const { changes } = body as {
        changes: { id: string; type: string; itemId?: string; checked?: boolean; item?: object }[];
      };
      for (const change of changes) {
        const pantry = stored.items[0]?.items ?? [];
        const items =
          change.type === 'check'
            ? pantry.map((i) => (i.id === change.itemId ? { ...i, checked: Boolean(change.checked) } : i))
            : [...pantry, change.item as (typeof pantry)[number]];
        stored = { ...stored, items: [{ category: 'Pantry', items }] };
      }
      return { body: { list: stored, changes: changes.map((c) => ({ id: c.id, result: 'applied' })) } };
    });
    renderWithProviders(<GroceryListsTool />);
    await user.click(await screen.findByRole('button', { name: 'Open Weekend' }));
    const flour = screen.getByRole('checkbox', { name: /flour/ });
    await user.click(flour);
    await waitFor(() => expect(flour).toBeChecked());
    expect(await screen.findByText('1 of 5 items checked')).toBeInTheDocument();
    expect(await screen.findByText(/All changes sent at/)).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.pathname === '/api/grocery-lists/l1/changes');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      changes: [{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), type: 'check', itemId: 'a', checked: true }],
    });

    await user.type(screen.getByLabelText('Add an item'), 'lemons{Enter}');
    expect(await screen.findByRole('checkbox', { name: /lemons/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/changes'))).toHaveLength(2));
    const added = calls.filter((c) => c.url.pathname.endsWith('/changes'))[1]?.body as { changes: object[] };
    expect(added.changes).toEqual([
      expect.objectContaining({
        type: 'add',
        category: 'Produce',
        item: expect.objectContaining({ name: 'lemons' }),
      }),
    ]);

    fail = true;
    const sugar = screen.getByRole('checkbox', { name: /sugar/ });
    await user.click(sugar);
    expect(await screen.findByText('Your changes are waiting to be sent')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    // Kept on this device and still shown, to be sent again; the earlier tick stands.
    expect(sugar).toBeChecked();
    expect(flour).toBeChecked();
    expect(screen.getByText('Sending 1 change...')).toBeInTheDocument();
  });

  it('edits a line in place and sends only the fields changed; a blank name is refused with the rule', async () => {
    const user = userEvent.setup();
    const calls = server(({ method, url, body }) => {
      if (method !== 'POST' || !url.pathname.endsWith('/changes')) return undefined;
      const { changes } = body as { changes: { id: string }[] };
      const edited = STORED.items.map((group) => ({
        ...group,
        items: group.items.map((i) => (i.id === 'b' ? { ...i, name: 'brown sugar', quantity: '3' } : i)),
      }));
      return {
        body: {
          list: { ...STORED, items: edited },
          changes: changes.map((c) => ({ id: c.id, result: 'applied' })),
        },
      };
    });
    renderWithProviders(<GroceryListsTool />);
    await user.click(await screen.findByRole('button', { name: 'Open Weekend' }));
    await user.click(screen.getByRole('button', { name: 'Edit sugar' }));
    const form = screen.getByRole('form', { name: 'Edit sugar' });
    await user.clear(within(form).getByLabelText('Item'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Each item needs a name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Item')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(form).getByLabelText('Item'), 'brown sugar');
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('checkbox', { name: /3 tbsp brown sugar/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname.endsWith('/changes'))).toHaveLength(1));
    expect(calls.find((c) => c.url.pathname.endsWith('/changes'))?.body).toEqual({
      changes: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          type: 'edit',
          itemId: 'b',
          edit: { name: 'brown sugar', quantity: '3' },
        },
      ],
    });
    expect(await screen.findByText(/All changes sent at/)).toBeInTheDocument();
  });

  it("counts on the library's cards the ticks and items still waiting on this device", async () => {
    const user = userEvent.setup();
    // The server cannot be reached: what is made waits on this device.
    server(({ url }) =>
      url.pathname.endsWith('/changes') ? { status: 503, body: { message: 'Try again later' } } : undefined,
    );
    renderWithProviders(<GroceryListsTool />);
    const card = await screen.findByRole('article', { name: 'Weekend' });
    expect(within(card).getByText(/· 5 items$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Open Weekend' }));
    await user.click(screen.getByRole('checkbox', { name: /flour/ }));
    await user.click(screen.getByRole('checkbox', { name: /sugar/ }));
    await user.type(screen.getByLabelText('Add an item'), 'lemons{Enter}');
    expect(await screen.findByText('Sending 3 changes...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Selection' }));

    const waiting = await screen.findByRole('article', { name: 'Weekend' });
    expect(await within(waiting).findByText(/· 6 items · 2 checked$/)).toBeInTheDocument();
    expect(within(waiting).getByText('3 cups flour')).toHaveClass('line-through');
    expect(within(waiting).getByText('2 tbsp sugar')).toHaveClass('line-through');
    expect(within(waiting).getByText('lemons')).not.toHaveClass('line-through');
  });

  it('an opened list has its own address: opening goes there, the address opens it, Back leaves it', async () => {
    const user = userEvent.setup();
    server(({ method, url }) =>
      method === 'GET' && url.pathname === '/api/grocery-lists/l1' ? { body: STORED } : undefined,
    );
    const first = renderWithProviders(<GroceryListsTool />, '/tools/grocery');
    await user.click(await screen.findByRole('button', { name: 'Open Weekend' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tools/grocery/lists/l1');
    first.unmount();

    renderWithProviders(<GroceryListsTool />, '/tools/grocery/lists/l1');
    expect(await screen.findByText('0 of 5 items checked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Selection' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/tools\/grocery$/);
    expect(await screen.findByRole('article', { name: 'Weekend' })).toBeInTheDocument();
  });

  it('renames an opened list with PATCH name; Escape keeps the old name', async () => {
    const user = userEvent.setup();
    const calls = server(({ method, body }) =>
      method === 'PATCH' ? { body: { ...STORED, name: (body as { name: string }).name } } : undefined,
    );
    renderWithProviders(<GroceryListsTool />);
    await user.click(await screen.findByRole('button', { name: 'Open Weekend' }));

    await user.click(screen.getByRole('button', { name: 'Rename Weekend' }));
    const field = screen.getByRole('textbox', { name: 'List name' });
    expect(field).toHaveFocus();
    await user.clear(field);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, 'Nope{Escape}');
    expect(screen.getByRole('heading', { name: 'Weekend' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Rename Weekend' }));
    await user.clear(screen.getByRole('textbox', { name: 'List name' }));
    await user.type(screen.getByRole('textbox', { name: 'List name' }), '  Market day {Enter}');
    expect(await screen.findByText('List renamed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Market day' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Market day' });

    await user.click(screen.getByRole('button', { name: 'Back to Selection' }));
    expect(await screen.findByRole('article', { name: 'Market day' })).toBeInTheDocument();
  });

  it('copies, exports and deletes a list', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    URL.createObjectURL = jest.fn(() => 'blob:list');
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = server(({ method }) => (method === 'DELETE' ? { status: 204 } : undefined));
    renderWithProviders(<GroceryListsTool />);

    await user.click(await screen.findByRole('button', { name: 'Copy Weekend' }));
    expect(await screen.findByText('List copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('Weekend\n\nPantry\n☐ 3 cups flour\n'));

    await user.click(screen.getByRole('button', { name: 'Export Weekend' }));
    expect(await screen.findByText('List exported')).toBeInTheDocument();
    expect(clicked).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Weekend' }));
    expect(await screen.findByText('List deleted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/grocery-lists/l1');
    expect(screen.queryByRole('article', { name: 'Weekend' })).not.toBeInTheDocument();
  });

  it('sends a lost session to the login page', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    server(({ url }) =>
      url.pathname === '/api/grocery-lists' ? { status: 401, body: { message: 'Unauthorized' } } : undefined,
    );
    renderWithProviders(<GroceryListsTool />);
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(500);
    });
    expect(navigateTo).toHaveBeenCalledWith('/api/login');
    jest.useRealTimers();
  });
});
