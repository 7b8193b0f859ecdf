import { normalizeTags, RECIPE_LIMITS } from '@cookmark/contracts';
import { Save } from 'lucide-react';
import { forwardRef, useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../components/ui/cn';
import { FieldError, Input, inputClasses, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import type { FieldErrors } from '../../lib/form-errors';
import { useMediaQuery } from '../../lib/use-media-query';
import { GroupsField } from './GroupsField';
import { groupsFromDrafts, lineCount } from './line-groups';
import { checkRecipeForm, type RecipeFormValues, type RecipeTextField } from './recipe-form';
import { RecipeMeta, TagChips } from './recipe-summary';

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

const DIFFICULTIES = ['Easy', 'Medium', 'Hard'];
const textareaClasses = cn(inputClasses, 'h-auto min-h-28 py-2 leading-relaxed');

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
  const [values, setValues] = useState(initialValues);
  const dirty = values !== initialValues && JSON.stringify(values) !== JSON.stringify(initialValues);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Fields changed since the last save attempt: their server messages no longer apply. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const titleRef = useRef<HTMLInputElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  // Below the two-column width the preview card comes after the whole form: Save stays in reach in
  // a bar held at the bottom of the screen instead.
  const narrow = useMediaQuery(SAVE_BAR_QUERY);

  useEffect(() => {
    if (initialFocus === 'save') saveRef.current?.focus();
    else titleRef.current?.focus();
  }, [initialFocus]);
  const serverError = (name: keyof RecipeFormValues) => {
    if (name === 'tagsInput') return serverErrors?.['tags'];
    if (name === 'ingredients') return serverErrors?.['ingredients'] ?? serverErrors?.['ingredientGroups'];
    if (name === 'instructions') return serverErrors?.['instructions'] ?? serverErrors?.['instructionGroups'];
    return serverErrors?.[name];
  };
  const errorOf = (name: keyof RecipeFormValues) =>
    errors[name] ?? (edited.has(name) ? undefined : serverError(name));

  const set =
    <K extends keyof RecipeFormValues>(field: K) =>
    (value: RecipeFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setEdited((current) => new Set(current).add(field));
    };

  const save = () => {
    const check = checkRecipeForm(values);
    setEdited(new Set());
    if (!check.ok) {
      setErrors(check.errors);
      if (check.missing) toast({ ...check.missing, variant: 'destructive' });
      document.getElementById(`recipe-${firstErrorField(check.errors)}`)?.focus();
      return;
    }
    onSave(values).catch(() => undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save();
  };

  const field = (name: RecipeTextField) => ({
    id: `recipe-${name}`,
    value: values[name],
    'aria-invalid': errorOf(name) ? true : undefined,
    'aria-describedby': errorOf(name) ? `recipe-${name}-error` : undefined,
  });

  // Lists in groups get the form's full width: each group has a heading and its controls.
  const grouped = [values.ingredients, values.instructions].some(
    (groups) => groups.length > 1 || groups.some((group) => group.name !== null),
  );

  const difficultyOptions =
    values.difficulty && !DIFFICULTIES.includes(values.difficulty)
      ? [values.difficulty, ...DIFFICULTIES]
      : DIFFICULTIES;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card className="p-6">
        <h2 className="font-display text-2xl font-semibold text-stone-900">{heading}</h2>
        {notice ? <div className="mt-4">{notice}</div> : null}
        <form id="recipe-form" aria-label={heading} noValidate onSubmit={submit} className="mt-5 space-y-4">
          <div>
            <Label htmlFor="recipe-title">
              Title{' '}
              <span aria-hidden className="text-red-600">
                *
              </span>
            </Label>
            <Input
              ref={titleRef}
              {...field('title')}
              required
              maxLength={RECIPE_LIMITS.title}
              onChange={(e) => set('title')(e.target.value)}
            />
            <FieldError id="recipe-title-error" message={errorOf('title')} />
          </div>
          <div>
            <Label htmlFor="recipe-description">Description</Label>
            <textarea
              {...field('description')}
              rows={3}
              onChange={(e) => set('description')(e.target.value)}
              className={textareaClasses}
            />
            <FieldError id="recipe-description-error" message={errorOf('description')} />
          </div>
          <div className={cn('grid gap-4', !grouped && 'md:grid-cols-2')}>
            <GroupsField
              id="recipe-ingredients"
              label="Ingredients (one per line)"
              noun="Ingredient"
              placeholder={'2 cups flour\n1 tsp salt'}
              groups={values.ingredients}
              onChange={set('ingredients')}
              error={errorOf('ingredients')}
            />
            <GroupsField
              id="recipe-instructions"
              label="Instructions (one per line)"
              noun="Step"
              placeholder={'Preheat the oven.\nMix the dry ingredients.'}
              groups={values.instructions}
              onChange={set('instructions')}
              error={errorOf('instructions')}
            />
          </div>
          <div>
            <Label htmlFor="recipe-notes">Notes (one per line)</Label>
            <textarea
              {...field('notes')}
              rows={3}
              placeholder={'Note 1: a pizza stone gives a crisper base.\nKeeps 3 days in the fridge.'}
              onChange={(e) => set('notes')(e.target.value)}
              className={textareaClasses}
            />
            <FieldError id="recipe-notes-error" message={errorOf('notes')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Label htmlFor="recipe-prepTime">Prep time</Label>
              <Input
                {...field('prepTime')}
                placeholder="15 minutes"
                onChange={(e) => set('prepTime')(e.target.value)}
              />
              <FieldError id="recipe-prepTime-error" message={errorOf('prepTime')} />
            </div>
            <div>
              <Label htmlFor="recipe-totalTime">Total time</Label>
              <Input
                {...field('totalTime')}
                placeholder="45 minutes"
                onChange={(e) => set('totalTime')(e.target.value)}
              />
              <FieldError id="recipe-totalTime-error" message={errorOf('totalTime')} />
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <Label htmlFor="recipe-cookTime">Cook time</Label>
              <Input
                {...field('cookTime')}
                placeholder="30 minutes"
                onChange={(e) => set('cookTime')(e.target.value)}
              />
              <FieldError id="recipe-cookTime-error" message={errorOf('cookTime')} />
            </div>
            <div>
              <Label htmlFor="recipe-difficulty">Difficulty</Label>
              <select
                {...field('difficulty')}
                onChange={(e) => set('difficulty')(e.target.value)}
                className={inputClasses}
              >
                <option value="">Not set</option>
                {difficultyOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <Label htmlFor="recipe-servings">Servings</Label>
              <Input
                {...field('servings')}
                type="number"
                inputMode="numeric"
                min={1}
                max={RECIPE_LIMITS.servings}
                step={1}
                placeholder="4"
                onChange={(e) => set('servings')(e.target.value)}
              />
              <FieldError id="recipe-servings-error" message={errorOf('servings')} />
            </div>
          </div>
          <div>
            <Label htmlFor="recipe-tagsInput">Tags (comma-separated)</Label>
            <Input
              {...field('tagsInput')}
              placeholder="dinner, quick, vegetarian"
              onChange={(e) => set('tagsInput')(e.target.value)}
            />
            <FieldError id="recipe-tagsInput-error" message={errorOf('tagsInput')} />
          </div>
          <div>
            <Label htmlFor="recipe-sourceUrl">Source URL</Label>
            <Input
              {...field('sourceUrl')}
              type="url"
              inputMode="url"
              placeholder="https://example.com/recipe"
              onChange={(e) => set('sourceUrl')(e.target.value)}
            />
            <FieldError id="recipe-sourceUrl-error" message={errorOf('sourceUrl')} />
          </div>
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
        values={values}
        saving={saving}
        saveRef={narrow ? undefined : saveRef}
        showSave={!narrow}
        onSave={save}
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
          <SaveButton ref={saveRef} saving={saving} onSave={save} />
        </div>
      ) : null}
    </div>
  );
}

/** The width below which the form's Save sits in the bar at the bottom (Tailwind's xl: two columns). */
const SAVE_BAR_QUERY = '(width < 80rem)';

const SaveButton = forwardRef<HTMLButtonElement, { saving: boolean; onSave: () => void }>(function SaveButton(
  { saving, onSave },
  ref,
) {
  return (
    <Button ref={ref} onClick={onSave} disabled={saving}>
      {saving ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
      {saving ? 'Saving...' : 'Save Recipe'}
    </Button>
  );
});

function firstErrorField(errors: FieldErrors): string {
  const order: (keyof RecipeFormValues)[] = [
    'title',
    'description',
    'ingredients',
    'instructions',
    'notes',
    'prepTime',
    'cookTime',
    'totalTime',
    'servings',
    'tagsInput',
    'sourceUrl',
  ];
  return order.find((name) => errors[name]) ?? 'title';
}

interface RecipePreviewCardProps {
  values: RecipeFormValues;
  saving: boolean;
  saveRef: Ref<HTMLButtonElement> | undefined;
  /** False where the bar at the bottom holds Save. */
  showSave: boolean;
  onSave: () => void;
  onEdit: () => void;
}

/** The live 'Recipe Preview' of the form, holding 'Save Recipe' and 'Edit Details'. */
function RecipePreviewCard({ values, saving, saveRef, showSave, onSave, onEdit }: RecipePreviewCardProps) {
  // Headings are neither ingredients nor steps.
  const ingredients = lineCount(groupsFromDrafts(values.ingredients));
  const instructions = lineCount(groupsFromDrafts(values.instructions));
  return (
    <Card role="region" className="h-fit p-6 xl:sticky xl:top-20" aria-labelledby="recipe-preview-heading">
      <h2
        id="recipe-preview-heading"
        className="text-xs font-semibold uppercase tracking-[0.15em] text-brand-700"
      >
        Recipe Preview
      </h2>
      <p className="mt-2 font-display text-xl font-semibold text-stone-900">
        {values.title.trim() || 'Untitled recipe'}
      </p>
      {values.description.trim() ? (
        <p className="mt-1 line-clamp-3 text-sm text-stone-600">{values.description}</p>
      ) : null}
      <RecipeMeta
        times={values}
        difficulty={values.difficulty}
        servings={values.servings.trim()}
        className="mt-3 text-sm"
      />
      <p className="mt-3 text-sm text-stone-700">
        {ingredients} {ingredients === 1 ? 'ingredient' : 'ingredients'} · {instructions}{' '}
        {instructions === 1 ? 'step' : 'steps'}
      </p>
      <TagChips tags={normalizeTags([values.tagsInput])} className="mt-3" />
      <div className="mt-5 flex flex-wrap gap-2">
        {showSave ? <SaveButton ref={saveRef} saving={saving} onSave={onSave} /> : null}
        <Button variant="outline" onClick={onEdit}>
          Edit Details
        </Button>
      </div>
    </Card>
  );
}
