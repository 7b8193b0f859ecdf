import { AppliedSubstitutions } from './AppliedSubstitutions';
import { SubstitutionAnswer } from './SubstitutionAnswer';
import { SubstitutionPicker } from './SubstitutionPicker';
import { useAiSubstitutions } from './use-ai-substitutions';

/**
 * Spec §2/§4 'AI Ingredient Substitutions': pick a recipe and one of its ingredients, or type one;
 * the AI suggests substitutes knowing the recipe (the knowledge base answers when it cannot);
 * applied substitutes can be undone, cleared, or saved to the recipe.
 */
export function AiSubstitutionsTool() {
  const tool = useAiSubstitutions();
  const { recipe } = tool;

  return (
    <div className="space-y-4">
      <div>
        <h2 id="tool-heading" className="font-display text-2xl font-semibold text-stone-900">
          AI Substitutions
        </h2>
        <p className="text-sm text-stone-600">Smart swaps for an ingredient, suited to your recipe.</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SubstitutionPicker tool={tool} />
        <div className="space-y-4">
          <SubstitutionAnswer tool={tool} />
          {recipe && tool.changes > 0 ? <AppliedSubstitutions tool={tool} recipe={recipe} /> : null}
        </div>
      </div>
    </div>
  );
}
