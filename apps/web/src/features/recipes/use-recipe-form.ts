import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import type { FieldErrors } from '../../lib/form-errors';
import { checkRecipeForm, type RecipeFormValues } from './recipe-form';

/** The form's fields in the order a failed save looks for the first one to focus. */
const FIELD_ORDER: (keyof RecipeFormValues)[] = [
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

/** The element id of a form field (RecipeFormFields names its controls so). */
export const recipeFieldId = (name: keyof RecipeFormValues) => `recipe-${name}`;

/** A server message about a field, under the name the form gives that field. */
function serverErrorOf(serverErrors: FieldErrors | undefined, name: keyof RecipeFormValues) {
  if (name === 'tagsInput') return serverErrors?.['tags'];
  if (name === 'ingredients') return serverErrors?.['ingredients'] ?? serverErrors?.['ingredientGroups'];
  if (name === 'instructions') return serverErrors?.['instructions'] ?? serverErrors?.['instructionGroups'];
  return serverErrors?.[name];
}

interface RecipeFormOptions {
  initialValues: RecipeFormValues;
  /** Server field messages of a rejected save. */
  serverErrors: FieldErrors | undefined;
  /** Saves checked values; a rejection keeps the form open (the caller shows its toast). */
  onSave: (values: RecipeFormValues) => Promise<unknown>;
  onDirtyChange: ((dirty: boolean) => void) | undefined;
}

/**
 * The add/edit form's state: the typed values, the form's own checks and the server's messages
 * (each hidden once its field is edited), and a save that checks first (spec §5).
 */
export function useRecipeForm({ initialValues, serverErrors, onSave, onDirtyChange }: RecipeFormOptions) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Fields changed since the last save attempt: their server messages no longer apply. */
  const [edited, setEdited] = useState<ReadonlySet<string>>(() => new Set());
  const dirty = values !== initialValues && JSON.stringify(values) !== JSON.stringify(initialValues);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const errorOf = (name: keyof RecipeFormValues) =>
    errors[name] ?? (edited.has(name) ? undefined : serverErrorOf(serverErrors, name));

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
      const first = FIELD_ORDER.find((name) => check.errors[name]) ?? 'title';
      document.getElementById(recipeFieldId(first))?.focus();
      return;
    }
    onSave(values).catch(() => undefined);
  };

  return { values, errorOf, set, save };
}

export type RecipeFormState = ReturnType<typeof useRecipeForm>;
