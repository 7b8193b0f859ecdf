import { GROCERY_LIMITS, GROCERY_MESSAGES, type GroceryList } from '@cookmark/contracts';
import { ListChecks, Save } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { RecipeMultiSelect } from '../recipes/RecipeMultiSelect';
import { applyEdits, itemsForSave, withEdit, type ItemEdits } from './draft-items';
import { DraftItemRow } from './DraftItemRow';
import { UnitsSwitch } from '../scaling/UnitsSwitch';
import { useUnits } from '../scaling/use-units';
import { useCreateGroceryList, useGroceryPreview } from './use-grocery-lists';

/** Spec §2/§4 "Smart Grocery Lists": a name and recipes, a live preview to tick and edit, then save. */
export function CreateGroceryList({ onCreated }: { onCreated: (list: GroceryList) => void }) {
  const [name, setName] = useState('');
  const [recipeIds, setRecipeIds] = useState<string[]>([]);
  const [edits, setEdits] = useState<ItemEdits>({});
  const nameId = useId();
  const [units, setUnits] = useUnits();
  const preview = useGroceryPreview(recipeIds, units);
  const draft = useMemo(() => applyEdits(preview.data?.items ?? [], edits), [preview.data, edits]);
  const create = useCreateGroceryList((list) => {
    setName('');
    setRecipeIds([]);
    setEdits({});
    onCreated(list);
  });

  const ready = name.trim() !== '' && recipeIds.length > 0;
  const itemCount = draft.reduce((sum, group) => sum + group.items.length, 0);

  const save = () => {
    if (!ready) return;
    create.mutate({ name: name.trim(), recipeIds, items: itemsForSave(draft) });
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="p-5">
        <h3 className="font-display text-lg font-semibold text-stone-900">Create a list</h3>
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div>
            <Label htmlFor={nameId}>List name</Label>
            <Input
              id={nameId}
              value={name}
              maxLength={GROCERY_LIMITS.name}
              onChange={(event) => setName(event.target.value)}
              placeholder="Weekly shop"
            />
          </div>
          <RecipeMultiSelect selected={recipeIds} onChange={setRecipeIds} withHousehold />
          <div>
            <Button type="submit" className="w-full" disabled={!ready || create.isPending}>
              {create.isPending ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
              {create.isPending ? 'Saving...' : 'Save List'}
            </Button>
            {!ready ? (
              <p className="mt-2 text-center text-xs text-stone-500">
                {GROCERY_MESSAGES.nameAndRecipesRequired}
              </p>
            ) : null}
          </div>
        </form>
      </Card>

      <Card className="p-5" role="region" aria-labelledby="grocery-preview-heading">
        <div className="flex items-center justify-between gap-2">
          <h3 id="grocery-preview-heading" className="font-display text-lg font-semibold text-stone-900">
            Live Preview
          </h3>
          {preview.isFetching ? (
            <Spinner className="h-4 w-4 text-brand-600" label="Updating preview..." />
          ) : null}
          {!preview.isFetching && itemCount > 0 ? (
            <span className="text-sm text-stone-500">{itemCount} items</span>
          ) : null}
        </div>
        <div className="mt-3 flex items-center gap-2 text-sm text-stone-600">
          Units
          <UnitsSwitch value={units} onChange={setUnits} />
        </div>
        {recipeIds.length === 0 ? (
          <div className="mt-6 flex flex-col items-center gap-2 py-8 text-center text-sm text-stone-500">
            <ListChecks className="h-8 w-8 text-stone-300" aria-hidden />
            {GROCERY_MESSAGES.previewRecipesRequired} to see its grocery list.
          </div>
        ) : (
          <div className="mt-3 space-y-4">
            {draft.map((group) => (
              <section key={group.category} aria-label={group.category}>
                <h4 className="border-b border-stone-100 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {group.category}
                </h4>
                <ul>
                  {group.items.map((item) => {
                    const label = item.key.slice(group.category.length + 1);
                    return (
                      <DraftItemRow
                        key={item.key}
                        item={item}
                        label={label}
                        onEdit={(edit) => setEdits((current) => withEdit(current, item.key, edit))}
                      />
                    );
                  })}
                </ul>
              </section>
            ))}
          </div>
        )}
      </Card>
    </div>
  );
}
