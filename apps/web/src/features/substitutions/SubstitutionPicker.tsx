import { MAX_SUBSTITUTION_QUERY_LENGTH } from '@cookmark/contracts';
import { Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { RecipeMultiSelect } from '../recipes/RecipeMultiSelect';
import type { AiSubstitutions } from './use-ai-substitutions';

const selectClasses =
  'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-200 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 sm:text-sm';

/** Asked before another recipe takes the place of one with substitutions not yet saved. */
const discardConfirmation = (title: string): string =>
  `Your substitutions to ${title} are not saved. Discard them?`;

/** The tool's question: a recipe and one of its ingredients, or an ingredient typed in. */
export function SubstitutionPicker({ tool }: { tool: AiSubstitutions }) {
  const lineId = useId();
  const customId = useId();
  const { recipe } = tool;
  return (
    <Card className="h-fit space-y-4 p-5">
      <RecipeMultiSelect
        label="Recipe"
        selected={tool.recipeId ? [tool.recipeId] : []}
        // One recipe at a time: ticking another one takes its place, once unsaved swaps are let go.
        onChange={(ids) => {
          if (tool.changes > 0 && recipe && !window.confirm(discardConfirmation(recipe.title))) return;
          tool.chooseRecipe(ids.find((id) => id !== tool.recipeId) ?? null);
        }}
      />
      <div className="space-y-3 border-t border-stone-100 pt-4">
        <TextField
          id={lineId}
          label="Ingredient from the recipe"
          control={(field) => (
            <select
              {...field}
              className={selectClasses}
              value={tool.line === null ? '' : String(tool.line)}
              disabled={!recipe}
              onChange={(event) =>
                tool.chooseLine(event.target.value === '' ? null : Number(event.target.value))
              }
            >
              <option value="">{recipe ? 'Choose an ingredient' : 'Choose a recipe first'}</option>
              {tool.lines.map((text, index) => (
                <option key={`${index}-${text}`} value={index}>
                  {text}
                </option>
              ))}
            </select>
          )}
        >
          {tool.recipeLoading ? (
            <Spinner className="mt-2 h-4 w-4 text-brand-600" label="Loading ingredients..." />
          ) : null}
        </TextField>
        <TextField
          id={customId}
          label="Or type an ingredient"
          value={tool.custom}
          maxLength={MAX_SUBSTITUTION_QUERY_LENGTH}
          onChange={(event) => tool.typeCustom(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') tool.submit();
          }}
          placeholder="e.g. buttermilk"
        />
        <Button className="w-full" disabled={!tool.ingredient || tool.pending} onClick={tool.submit}>
          <Sparkles className="h-4 w-4" aria-hidden />
          {tool.pending ? 'Finding...' : 'Find Substitutions'}
        </Button>
        {tool.ingredient ? null : (
          <p className="text-center text-sm text-stone-500" role="status">
            No ingredient selected
          </p>
        )}
      </div>
    </Card>
  );
}
