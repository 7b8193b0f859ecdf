import type { Recipe } from '@cookmark/contracts';
import { PencilLine, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CookModeLink } from '../cook-mode/CookModeLink';
import { RecipeExportActions } from '../export/RecipeExportActions';
import { CookedButton } from './CookedButton';

interface RecipeDetailActionsProps {
  recipe: Recipe;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** The owner's buttons beside a saved recipe's title: cook, cooked, export, edit, delete. */
export function RecipeDetailActions({ recipe, deleting, onEdit, onDelete }: RecipeDetailActionsProps) {
  return (
    <>
      <CookModeLink recipeId={recipe.id} />
      <CookedButton recipe={recipe} />
      <RecipeExportActions recipe={recipe} />
      <Button variant="outline" size="sm" onClick={onEdit}>
        <PencilLine className="h-4 w-4" aria-hidden />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={deleting}
        onClick={onDelete}
        className="hover:border-red-300 hover:bg-red-50 hover:text-red-700"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
    </>
  );
}
