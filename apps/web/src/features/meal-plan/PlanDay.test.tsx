import type { MealPlanDay } from '@cookmark/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../recipes/test/api-mock';
import { PlanDay } from './PlanDay';

const ENTRY = {
  id: 'e1',
  date: '2026-11-30',
  meal: 'dinner' as const,
  recipeId: 'r1',
  title: 'Lasagne',
  servings: 6,
  recipeServings: 4,
  position: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const DAY: MealPlanDay = { date: '2026-12-01', entries: [] };
const MONDAY: MealPlanDay = { date: '2026-11-30', entries: [ENTRY] };

describe('a day of the plan', () => {
  it("shows each meal, and an entry's recipe links to it at the entry's servings", () => {
    mockApi(() => undefined);
    renderWithProviders(<PlanDay day={MONDAY} days={[MONDAY.date, DAY.date]} />);
    expect(screen.getByRole('heading', { name: 'Monday 30 Nov' })).toBeTruthy();
    for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snack'])
      expect(screen.getByRole('region', { name: `${meal}, Monday 30 Nov` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lasagne' }).getAttribute('href')).toBe('/recipe/r1?servings=6');
    expect(screen.getByText('6 servings')).toBeTruthy();
  });

  it('moves an entry dropped on one of its meals there', async () => {
    const calls = mockApi(({ method }) => (method === 'PATCH' ? { body: { ...ENTRY, ...DAY } } : undefined));
    renderWithProviders(<PlanDay day={DAY} days={[MONDAY.date, DAY.date]} />);
    const lunch = screen.getByRole('region', { name: 'Lunch, Tuesday 1 Dec' });
    const dataTransfer = { getData: (type: string) => (type === 'text/x-cookmark-entry' ? 'e1' : '') };
    fireEvent.dragOver(lunch, { dataTransfer });
    fireEvent.drop(lunch, { dataTransfer });
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.url.pathname.startsWith('/api/meal-plan'))
          .map((c) => [c.method, c.url.pathname, c.body]),
      ).toEqual([['PATCH', '/api/meal-plan/entries/e1', { date: '2026-12-01', meal: 'lunch' }]]),
    );
  });
});
