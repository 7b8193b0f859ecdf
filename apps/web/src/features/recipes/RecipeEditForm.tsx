import type { Recipe } from '@cookmark/contracts';
import type { ComponentProps } from 'react';
import { formFromRecipe } from './recipe-form';
import { RecipeForm } from './RecipeForm';

/**
 * The edit form of a saved recipe, its own chunk: the form and its validation (zod schemas) load
 * when the user chooses Edit, not with every recipe they open.
 */
export function RecipeEditForm({
  recipe,
  ...props
}: { recipe: Recipe } & Omit<ComponentProps<typeof RecipeForm>, 'heading' | 'initialValues'>) {
  return <RecipeForm heading="Edit Recipe Details" initialValues={formFromRecipe(recipe)} {...props} />;
}
