import type { ReactNode } from 'react';

/** A group name ('Dressing') as a subheading of a recipe's ingredients or steps. */
export function RecipeGroupHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="mt-6 border-b border-stone-100 pb-1 text-sm font-semibold uppercase tracking-wide text-brand-700">
      {children}
    </h3>
  );
}
