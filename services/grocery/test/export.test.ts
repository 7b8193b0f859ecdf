import { EXPORT_MESSAGES, GROCERY_MESSAGES, type GroceryListCreateInput } from '@cookmark/contracts';
import { PdfFile } from '@cookmark/export/testing';
import { type Harness, startHarness } from './helpers.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const URL = '/api/grocery-lists/export/pdf';

const MARKET = {
  name: 'Marché du samedi',
  items: [
    {
      category: 'Produce',
      items: [
        { id: 'leeks', name: 'poireaux', quantity: '3', checked: true },
        { id: 'dill', name: 'укроп', quantity: '?', notes: 'fresh' },
        { id: 'negi', name: '長ねぎ', quantity: '1', unit: '本' },
      ],
    },
    { category: 'Dairy', items: [{ id: 'cream', name: 'crème fraîche', quantity: '½', unit: 'cup' }] },
  ],
} satisfies Partial<GroceryListCreateInput>;

describe('POST /api/grocery-lists/export/pdf', () => {
  test('one list: a PDF named after it with its categories and every item as quantity, unit, name', async () => {
    const user = await h.createUser();
    const { id } = await h.createList(user, MARKET);
    const response = await h.call(user, 'POST', URL, { listIds: [id] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="marche-du-samedi.pdf"');
    const pdf = new PdfFile(response.rawPayload);
    try {
      const text = await pdf.text();
      for (const expected of [
        'Cookmark',
        'Marché du samedi',
        '4 items',
        'Produce',
        'Dairy',
        '3 poireaux',
        'укроп, fresh',
        '長ねぎ',
        '½ cup crème fraîche',
        'Page 1 of 1',
      ]) {
        expect(text).toContain(expected);
      }
      // An unknown amount ('?') is left out, not printed.
      expect(text).not.toContain('?');
      await pdf.keepPng(1, 'grocery-list-export');
    } finally {
      pdf.close();
    }
  });

  test('several lists make one PDF with a contents page, in the order chosen', async () => {
    const user = await h.createUser();
    const first = await h.createList(user, { name: 'Weekday shop' });
    const second = await h.createList(user, MARKET);
    const response = await h.call(user, 'POST', URL, { listIds: [second.id, first.id], compact: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="cookmark-grocery-lists-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = new PdfFile(response.rawPayload);
    try {
      expect(await pdf.pageCount()).toBe(3);
      const contents = await pdf.text(1);
      expect(contents).toMatch(/Marché du samedi\s+2\s+Weekday shop\s+3/);
      expect(await pdf.text(3)).toContain('Weekday shop');
    } finally {
      pdf.close();
    }
  });

  test("no lists is 400 'No items selected'; another user's list 404; a free user 403; signed out 401", async () => {
    const owner = await h.createUser();
    const { id } = await h.createList(owner);
    const empty = await h.call(owner, 'POST', URL, { listIds: [] });
    expect({ status: empty.statusCode, message: empty.json().message }).toEqual({
      status: 400,
      message: EXPORT_MESSAGES.noItems,
    });
    const rival = await h.call(await h.createUser(), 'POST', URL, { listIds: [id] });
    expect({ status: rival.statusCode, body: rival.json() }).toEqual({
      status: 404,
      body: { message: GROCERY_MESSAGES.notFound },
    });
    const free = await h.call(await h.createUser({ premium: false }), 'POST', URL, { listIds: [id] });
    expect(free.statusCode).toBe(403);
    expect((await h.call(null, 'POST', URL, { listIds: [id] })).statusCode).toBe(401);
  });
});
