import type { LineGroup } from '@cookmark/contracts';
import { useEffect, useState } from 'react';
import type { SubstitutionTarget } from './FindSubstitutionDialog';
import { replacedGroups } from './line-replacements';
import { showSubstitutionPremiumToast, showSubstitutionSignUpToast } from './substitution-toasts';
import { useReplacements } from './use-replacements';
import { useSaveIngredients } from './use-save-ingredients';

/** Who is asking: a visitor on the preview, a free user, or a premium user. */
export type SubstitutionAccess = 'preview' | 'free' | 'premium';

/**
 * The recipe detail's substitutions (spec §4 'Recipe detail local state'): clicking an ingredient
 * opens the Find Substitution dialog for a premium user and tells anyone else why not (spec §6,
 * §8); replacements are kept by line, undone latest first, and saved with the recipe.
 */
export function useDetailSubstitutions(
  recipeId: string,
  access: SubstitutionAccess,
  /** The recipe's stored ingredient lines, once loaded. */
  storedLines: readonly string[] | undefined,
) {
  const [target, setTarget] = useState<SubstitutionTarget | null>(null);
  const replacements = useReplacements();
  const save = useSaveIngredients(replacements.clear);
  const { clear } = replacements;

  // Replacements are kept by place: once the recipe's lines change (an edit), they no longer fit.
  const storedKey = storedLines?.join('\n');
  useEffect(() => clear(), [clear, storedKey]);

  const chooseLine = (index: number, text: string) => {
    if (access === 'preview') return showSubstitutionSignUpToast();
    if (access === 'free') return showSubstitutionPremiumToast();
    setTarget({ query: text, line: { index, text } });
  };

  return {
    target,
    close: () => setTarget(null),
    chooseLine,
    findTyped: (query: string) => setTarget({ query, line: null }),
    replace: replacements.apply,
    undo: replacements.undo,
    originals: replacements.originals,
    changes: replacements.state.byLine.size,
    /** The groups as shown: the recipe's, with this visit's replacements. */
    shown: (groups: readonly LineGroup[]) => replacedGroups(groups, replacements.state),
    save: (groups: LineGroup[]) => save.mutate({ id: recipeId, groups, replacements: replacements.state }),
    saving: save.isPending,
  };
}
