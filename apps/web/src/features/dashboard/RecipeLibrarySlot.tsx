import { BookOpen } from 'lucide-react';

/**
 * Where the recipe library goes: search and filter bar, Add Recipe, the card grid, empty states and
 * skeletons (spec §2 "Free dashboard" / "Premium dashboard"). Replace this component's body.
 */
export function RecipeLibrarySlot() {
  return (
    <section
      aria-labelledby="library-heading"
      data-testid="recipe-library-slot"
      className="rounded-2xl border-2 border-dashed border-stone-300 bg-white/60 p-10 text-center"
    >
      <BookOpen className="mx-auto h-10 w-10 text-brand-500" aria-hidden />
      <h2 id="library-heading" className="mt-3 font-display text-xl font-semibold text-stone-900">
        Your recipes
      </h2>
      <p className="mx-auto mt-1 max-w-sm text-sm text-stone-600">Your saved recipes will appear here.</p>
    </section>
  );
}
