import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { Button } from '../../components/ui/button';
import { type AddRecipeFormProps, LazyAddRecipePanel } from './lazy-add-recipe-panel';

/** Spec §2 premium dashboard: 'Add Recipe' opens a full-screen form with Cancel. */
export function FullScreenAddRecipe({ open, ...form }: AddRecipeFormProps & { open: boolean }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && form.onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="fixed inset-0 z-50 overflow-y-auto bg-cream focus:outline-none"
        >
          <div className="sticky top-0 z-10 border-b border-stone-200/80 bg-white/90 backdrop-blur">
            <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
              <RadixDialog.Title className="font-display text-xl font-semibold text-stone-900">
                New recipe
              </RadixDialog.Title>
              <RadixDialog.Close asChild>
                <Button variant="ghost" size="sm">
                  <X className="h-4 w-4" aria-hidden />
                  Close
                </Button>
              </RadixDialog.Close>
            </div>
          </div>
          <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
            {open ? <LazyAddRecipePanel {...form} /> : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
