import { FOOD_SEARCH_MAX_LENGTH } from '@cookmark/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { showErrorToast } from '../../lib/session';
import { useDebouncedValue } from '../recipes/use-debounced-value';
import { chooseFood, searchFoods } from './nutrition-api';

interface FoodPickerProps {
  recipeId: string;
  line: string;
  /** True when the line's food is the person's choice (so it can be matched again). */
  chosen: boolean;
  onDone: () => void;
}

/** Picks the food of one ingredient line: a search of the food table, then the food to keep. */
export function FoodPicker({ recipeId, line, chosen, onDone }: FoodPickerProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 250);
  const results = useQuery({
    queryKey: ['foods', query],
    queryFn: () => searchFoods(query),
    enabled: query.length >= 2,
    staleTime: 60_000,
  });
  const choose = useMutation({
    mutationFn: (foodId: string | null) => chooseFood(recipeId, line, foodId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['nutrition', recipeId] });
      onDone();
    },
    onError: (error) => showErrorToast('Could not keep that food', error, 'Please try again.'),
  });

  return (
    <div className="mt-2 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <Label htmlFor={inputId}>Food for “{line}”</Label>
      <Input
        id={inputId}
        type="search"
        value={text}
        maxLength={FOOD_SEARCH_MAX_LENGTH}
        placeholder="e.g. cheddar cheese"
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      {results.isFetching ? (
        <Spinner className="mt-2 h-4 w-4 text-brand-600" label="Searching foods…" />
      ) : null}
      {results.data ? (
        results.data.foods.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">No food found. Try other words.</p>
        ) : (
          <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto" aria-label="Foods found">
            {results.data.foods.map((food) => (
              <li key={food.id}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-left text-sm text-stone-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
                  disabled={choose.isPending}
                  onClick={() => choose.mutate(food.id)}
                >
                  {food.name}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {chosen ? (
          <Button variant="outline" size="sm" disabled={choose.isPending} onClick={() => choose.mutate(null)}>
            Match automatically
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
