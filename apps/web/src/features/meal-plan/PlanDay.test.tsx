import type { MealPlanDay } from '@cookmark/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../recipes/test/api-mock';
import { DAY_TOTALS_WORDING } from './DayTotals';
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
const DAY: MealPlanDay = { date: '2026-12-01', entries: [], nutrition: null };
const MONDAY: MealPlanDay = { date: '2026-11-30', entries: [ENTRY], nutrition: null };
const TOTALS = {
  energyKcal: 1477.5,
  proteinG: 36.2,
  fatG: 41,
  saturatedFatG: 9.4,
  carbohydrateG: 231.6,
  sugarsG: 100.5,
  fibreG: 4.1,
  sodiumMg: 310,
};

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

  it("shows the day's totals at its foot, the full set under 'All nutrients', and says when partial", () => {
    mockApi(() => undefined);
    renderWithProviders(
      <PlanDay
        day={{ ...MONDAY, nutrition: { status: 'counted', totals: TOTALS, partial: true } }}
        days={[MONDAY.date]}
      />,
    );
    const foot = within(screen.getByRole('region', { name: 'Day total, Monday 30 Nov' }));
    // The figures are every planned serving's, not one person's day.
    expect(foot.getByText('For all the servings planned')).toBeTruthy();
    const figure = (label: string) => foot.getByText(label).nextElementSibling?.textContent;
    expect(figure('Energy')).toBe('1,478 kcal');
    expect(figure('Protein')).toBe('36 g');
    expect(figure('Fat')).toBe('41 g');
    expect(figure('Carbohydrate')).toBe('232 g');
    expect(figure('Fibre')).toBe('4.1 g');
    expect(figure('Sodium')).toBe('310 mg');
    expect(foot.getByText('All nutrients')).toBeTruthy();
    expect(foot.getByText(DAY_TOTALS_WORDING.partial)).toBeTruthy();
  });

  it('says when the totals are unavailable, and shows none on a day without recipes', () => {
    mockApi(() => undefined);
    const { unmount } = renderWithProviders(
      <PlanDay day={{ ...MONDAY, nutrition: { status: 'unavailable' } }} days={[MONDAY.date]} />,
    );
    expect(screen.getByText(DAY_TOTALS_WORDING.unavailable)).toBeTruthy();
    expect(screen.queryByText('Energy')).toBeNull();
    unmount();
    renderWithProviders(<PlanDay day={DAY} days={[DAY.date]} />);
    expect(screen.queryByRole('region', { name: 'Day total, Tuesday 1 Dec' })).toBeNull();
    expect(screen.queryByText(DAY_TOTALS_WORDING.partial)).toBeNull();
  });
});
