import { MEAL_PLAN_MESSAGES } from '@cookmark/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../recipes/test/api-mock';
import { GroceryRangeDialog } from './GroceryRangeDialog';

const groceryCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.url.pathname === '/api/grocery-lists/meal-plan').map((c) => c.body);

describe('building a grocery list of chosen days', () => {
  it('starts at the week shown, and builds the list of the days chosen', async () => {
    const onOpenChange = jest.fn();
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/grocery-lists/meal-plan'
        ? { status: 201, body: { name: 'Meal plan' } }
        : undefined,
    );
    renderWithProviders(
      <GroceryRangeDialog open onOpenChange={onOpenChange} from="2026-11-30" to="2026-12-06" />,
    );
    const from = screen.getByLabelText<HTMLInputElement>('From');
    const to = screen.getByLabelText<HTMLInputElement>('To');
    expect([from.value, to.value]).toEqual(['2026-11-30', '2026-12-06']);
    expect(screen.getByText('7 days: Monday 30 Nov – Sunday 6 Dec')).toBeTruthy();

    fireEvent.input(from, { target: { value: '2026-12-02' } });
    fireEvent.input(to, { target: { value: '2026-12-04' } });
    expect(screen.getByText('3 days: Wednesday 2 Dec – Friday 4 Dec')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Build the list' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(groceryCalls(calls)).toEqual([{ from: '2026-12-02', to: '2026-12-04' }]);
  });

  it('refuses days that run backwards or span more than a month, sending nothing', () => {
    const calls = mockApi(() => undefined);
    renderWithProviders(
      <GroceryRangeDialog open onOpenChange={jest.fn()} from="2026-11-30" to="2026-12-06" />,
    );
    const to = screen.getByLabelText<HTMLInputElement>('To');
    for (const value of ['2026-11-29', '2027-01-15']) {
      fireEvent.input(to, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Build the list' }));
      expect(screen.getByRole('alert').textContent).toBe(MEAL_PLAN_MESSAGES.rangeInvalid);
      expect(to.getAttribute('aria-invalid')).toBe('true');
    }
    expect(groceryCalls(calls)).toEqual([]);
  });
});
