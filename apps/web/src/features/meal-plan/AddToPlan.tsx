import { MEAL_PLAN_LIMITS, type Meal } from '@cookmark/contracts';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { listRecipes, NO_FILTERS, RECIPES_KEY } from '../recipes/recipes-api';
import { HOUSEHOLD_RECIPES_KEY, householdLibraryApi } from '../household/household-library-api';
import { addEntry } from './meal-plan-api';
import { usePlanChange } from './use-meal-plan';
import { PlanSelects, selectClasses, ServingsField } from './PlanSelects';

const TEXT = '__text__';

/** Adds a recipe from the library, or a text of its own ('Leftovers'), to a day and meal. */
export function AddToPlan({ days }: { days: readonly string[] }) {
  const id = useId();
  const [date, setDate] = useState(days[0] ?? '');
  const [meal, setMeal] = useState<Meal>('dinner');
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const [servings, setServings] = useState('');
  const library = useQuery({
    queryKey: [RECIPES_KEY, 'plan-picker'],
    queryFn: () => listRecipes(NO_FILTERS, null, 100),
    retry: false,
  });
  // Issue #32: the household library's recipes are planned as the person's own are.
  const household = useQuery({
    queryKey: HOUSEHOLD_RECIPES_KEY,
    queryFn: householdLibraryApi.list,
    retry: false,
  });
  const shared = household.data?.recipes ?? [];
  const add = usePlanChange(
    () =>
      addEntry(
        choice === TEXT
          ? { date, meal, text }
          : { date, meal, recipeId: choice, ...(servings ? { servings: Number(servings) } : {}) },
      ),
    'Could not add to the plan',
    () => {
      setText('');
      setServings('');
    },
  );
  const chosenDate = days.includes(date) ? date : (days[0] ?? '');
  const ready = choice !== '' && (choice !== TEXT || text.trim() !== '');

  return (
    <Card className="p-4">
      <h3 className="font-display text-lg font-semibold text-stone-900">Add to the plan</h3>
      <form
        aria-label="Add to the plan"
        className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) add.mutate(undefined);
        }}
      >
        <PlanSelects id={id} days={days} date={chosenDate} meal={meal} onDate={setDate} onMeal={setMeal} />
        <div>
          <Label htmlFor={`${id}-what`}>Recipe</Label>
          <select
            id={`${id}-what`}
            className={selectClasses}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
          >
            <option value="">{library.isLoading ? 'Loading your recipes...' : 'Choose a recipe'}</option>
            {library.data?.recipes.map((recipe) => (
              <option key={recipe.id} value={recipe.id}>
                {recipe.title}
              </option>
            ))}
            {shared.length > 0 ? (
              <optgroup label="Household library">
                {shared.map((recipe) => (
                  <option key={recipe.id} value={recipe.id}>
                    {recipe.title}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <option value={TEXT}>Something else (write it)</option>
          </select>
        </div>
        {choice === TEXT ? (
          <div>
            <Label htmlFor={`${id}-text`}>What</Label>
            <Input
              id={`${id}-text`}
              value={text}
              maxLength={MEAL_PLAN_LIMITS.text}
              placeholder="Leftovers"
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        ) : (
          <ServingsField id={id} value={servings} onChange={setServings} placeholder="As the recipe" />
        )}
        <div className="flex items-end">
          <Button type="submit" className="w-full" disabled={!ready || add.isPending}>
            <Plus className="h-4 w-4" aria-hidden />
            Add
          </Button>
        </div>
      </form>
    </Card>
  );
}
