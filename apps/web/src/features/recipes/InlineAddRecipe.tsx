import { useEffect } from 'react';
import { type AddRecipeFormProps, LazyAddRecipePanel } from './lazy-add-recipe-panel';

/**
 * Escape closes the free dashboard's inline form as it closes the full-screen one. Whatever is on
 * top (a toast, a menu) takes the press first: Radix marks the key handled, and it stops there.
 */
function useEscapeToClose(onEscape: () => void) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);
}

/** Spec §2 free dashboard: 'Add Recipe' opens the form in the library's column. */
export function InlineAddRecipe(props: AddRecipeFormProps) {
  useEscapeToClose(props.onClose);
  return (
    <section aria-label="Add recipe" className="scroll-mt-20">
      <LazyAddRecipePanel {...props} />
    </section>
  );
}
