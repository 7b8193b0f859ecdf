import type { LineGroup } from './recipe-groups.ts';

/** A recipe's steps as schema.org wants them: a HowToSection per named group, HowToSteps in it. */
export type HowToInstruction =
  | { '@type': 'HowToStep'; text: string }
  | { '@type': 'HowToSection'; name: string; itemListElement: HowToInstruction[] };

/** The `recipeInstructions` of a recipe's step groups (the shared page's JSON-LD, the library export). */
export function howToInstructions(groups: readonly LineGroup[]): HowToInstruction[] {
  return groups.flatMap((group): HowToInstruction[] => {
    const steps = group.lines.map((text): HowToInstruction => ({ '@type': 'HowToStep', text }));
    return group.name ? [{ '@type': 'HowToSection', name: group.name, itemListElement: steps }] : steps;
  });
}
