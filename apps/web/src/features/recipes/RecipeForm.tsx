import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { FieldErrors } from '../../lib/form-errors';
import { useMediaQuery } from '../../lib/use-media-query';
import type { RecipeFormValues } from './recipe-form';
import { RecipeFormFields } from './RecipeFormFields';
import { RecipePreviewCard, SaveButton } from './RecipePreviewCard';
import { useRecipeForm } from './use-recipe-form';

export type RecipeFormHeading = 'Add New Recipe' | 'Edit Recipe Details';

interface RecipeFormProps {
  heading: RecipeFormHeading;
  initialValues: RecipeFormValues;
  /** Where the keyboard starts: the title field, or the preview's Save Recipe button. */
  initialFocus?: 'form' | 'save';
  /** Saves checked values; a rejection keeps the form open (the caller shows its toast). */
  onSave: (values: RecipeFormValues) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
  /** Shown above the fields (e.g. the import failed). */
  notice?: ReactNode;
  /** Server field messages of a rejected save. */
  serverErrors?: FieldErrors;
  /** Whether the values differ from the initial ones. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The width below which the form's Save sits in the bar at the bottom (Tailwind's xl: two columns). */
const SAVE_BAR_QUERY = '(width < 80rem)';

/** Spec §2 "Add Recipe panel" mode 3: the form and a separate Recipe Preview card with Save Recipe. */
export function RecipeForm({
  heading,
  initialValues,
  initialFocus = 'form',
  onSave,
  onCancel,
  saving,
  notice,
  serverErrors,
  onDirtyChange,
}: RecipeFormProps) {
  const form = useRecipeForm({ initialValues, serverErrors, onSave, onDirtyChange });
  const titleRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  // Below the two-column width the preview card comes after the whole form: Save stays in reach in
  // a bar held at the bottom of the screen instead.
  const narrow = useMediaQuery(SAVE_BAR_QUERY);

  useEffect(() => {
    if (initialFocus === 'save') saveRef.current?.focus();
    else titleRef.current?.focus();
  }, [initialFocus]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.save();
  };

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="p-6">
        <h2 className="font-display text-2xl font-semibold text-stone-900">{heading}</h2>
        {notice ? <div className="mt-4">{notice}</div> : null}
        <form id="recipe-form" aria-label={heading} noValidate onSubmit={submit} className="mt-5 space-y-4">
          <RecipeFormFields form={form} titleRef={titleRef} />
          {narrow ? null : (
            <div className="flex justify-end">
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          )}
        </form>
      </Card>
      <RecipePreviewCard
        values={form.values}
        saving={saving}
        saveRef={narrow ? undefined : saveRef}
        showSave={!narrow}
        onSave={form.save}
        onEdit={() => titleRef.current?.focus()}
      />
      {narrow ? (
        <div
          data-testid="recipe-save-bar"
          className="sticky bottom-0 z-10 -mx-2 flex items-center justify-end gap-2 rounded-t-xl border-t border-stone-200 bg-white/95 px-3 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
        >
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <SaveButton ref={saveRef} saving={saving} onSave={form.save} />
        </div>
      ) : null}
    </div>
  );
}
