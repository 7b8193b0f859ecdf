import { Save, Shuffle, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { IngredientSearchForm } from './IngredientSearchForm';

interface FindSubstitutionPanelProps {
  onFind: (query: string) => void;
  /** Lines replaced and not saved yet. */
  changes: number;
  onUndo: () => void;
  onSave: () => void;
  saving: boolean;
}

/**
 * Spec §2: the Find Substitution panel of a premium user's recipe, beside Scale Recipe: type any
 * ingredient to look it up; once lines are replaced, Undo and Save sit here too.
 */
export function FindSubstitutionPanel({
  onFind,
  changes,
  onUndo,
  onSave,
  saving,
}: FindSubstitutionPanelProps) {
  const inputId = useId();
  return (
    <div
      className="flex w-full flex-wrap items-center gap-2 sm:w-auto"
      role="group"
      aria-labelledby={`${inputId}-label`}
    >
      <label
        id={`${inputId}-label`}
        htmlFor={inputId}
        className="flex items-center gap-1.5 whitespace-nowrap text-sm font-medium text-stone-700"
      >
        <Shuffle className="h-4 w-4 text-brand-600" aria-hidden />
        Find Substitution
      </label>
      <IngredientSearchForm
        id={inputId}
        placeholder="Any ingredient"
        onSearch={onFind}
        compact
        className="w-full sm:w-auto"
      />
      {changes > 0 ? (
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <span className="text-sm text-amber-800" role="status">
            {changes === 1 ? '1 ingredient changed' : `${changes} ingredients changed`}
          </span>
          <Button size="sm" variant="outline" onClick={onUndo}>
            <Undo2 className="h-4 w-4" aria-hidden />
            Undo
          </Button>
          <Button size="sm" onClick={onSave} disabled={saving}>
            <Save className="h-4 w-4" aria-hidden />
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
