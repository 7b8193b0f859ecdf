import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import type * as AddRecipePanelModule from './AddRecipePanel';

// The add form is its own chunk, loaded when opened (a recipe's detail is a page of its own).
let addRecipePanelModule: Promise<typeof AddRecipePanelModule> | undefined;
/** Starts (once) the download of the add form's code. */
export const loadAddRecipePanel = () => (addRecipePanelModule ??= import('./AddRecipePanel'));

/**
 * Props for an 'Add Recipe' button: the form's code (and zod, which it brings) starts downloading
 * when the user shows the intent to open it (pointer over, keyboard focus, press), not while the
 * dashboard is still starting up, where it cost a late long task (docs/performance.md).
 */
export const addRecipeIntent = {
  onPointerEnter: () => void loadAddRecipePanel(),
  onPointerDown: () => void loadAddRecipePanel(),
  onFocus: () => void loadAddRecipePanel(),
};
const AddRecipePanel = lazy(() =>
  loadAddRecipePanel().then((module) => ({ default: module.AddRecipePanel })),
);

export interface AddRecipeFormProps {
  onClose: () => void;
  onSaved: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The Add Recipe form, with a spinner while its code arrives. */
export function LazyAddRecipePanel(props: AddRecipeFormProps) {
  return (
    <Suspense fallback={<Spinner className="mx-auto my-10 h-8 w-8 text-brand-500" label="Loading…" />}>
      <AddRecipePanel {...props} />
    </Suspense>
  );
}
