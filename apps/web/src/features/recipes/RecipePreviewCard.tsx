import { normalizeTags } from '@cookmark/contracts';
import { Save } from 'lucide-react';
import { forwardRef, type Ref } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { groupsFromDrafts, lineCount } from './line-groups';
import type { RecipeFormValues } from './recipe-form';
import { RecipeMeta, TagChips } from './recipe-summary';

export const SaveButton = forwardRef<HTMLButtonElement, { saving: boolean; onSave: () => void }>(
  function SaveButton({ saving, onSave }, ref) {
    return (
      <Button ref={ref} onClick={onSave} disabled={saving}>
        {saving ? <Spinner /> : <Save className="h-4 w-4" aria-hidden />}
        {saving ? 'Saving...' : 'Save Recipe'}
      </Button>
    );
  },
);

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
export function RecipePreviewCard({
  values,
  saving,
  saveRef,
  showSave,
  onSave,
  onEdit,
}: RecipePreviewCardProps) {
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
