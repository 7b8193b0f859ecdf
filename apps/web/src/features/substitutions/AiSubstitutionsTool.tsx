import { MAX_SUBSTITUTION_QUERY_LENGTH } from '@cookmark/contracts';
import { BookOpen, Check, Eraser, Save, Sparkles, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { RecipeMultiSelect } from '../recipes/RecipeMultiSelect';
import { SuggestionCard } from './SuggestionCard';
import { replacementText, useAiSubstitutions, type AiAnswer } from './use-ai-substitutions';
import { WaitingProgress } from './WaitingProgress';

const selectClasses =
  'block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs focus:border-brand-500 focus:outline-none focus:ring-3 focus:ring-brand-200 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 sm:text-sm';

function SourceBadge({ source }: { source: AiAnswer['source'] }) {
  return source === 'ai' ? (
    <Badge className="bg-brand-50 text-brand-800 ring-1 ring-brand-200">
      <Sparkles className="h-3 w-3" aria-hidden />
      Answered by AI
    </Badge>
  ) : (
    <Badge className="bg-stone-100 text-stone-700 ring-1 ring-stone-200">
      <BookOpen className="h-3 w-3" aria-hidden />
      From our substitution guide
    </Badge>
  );
}

/** Asked before another recipe takes the place of one with substitutions not yet saved. */
export const discardConfirmation = (title: string): string =>
  `Your substitutions to ${title} are not saved. Discard them?`;

/**
 * Spec §2/§4 'AI Ingredient Substitutions': pick a recipe and one of its ingredients, or type one;
 * the AI suggests substitutes knowing the recipe (the knowledge base answers when it cannot);
 * applied substitutes can be undone, cleared, or saved to the recipe.
 */
export function AiSubstitutionsTool() {
  const tool = useAiSubstitutions();
  const lineId = useId();
  const customId = useId();
  const { answer, recipe } = tool;
  const answeredLine = answer?.line ?? null;

  return (
    <div className="space-y-4">
      <div>
        <h2 id="tool-heading" className="font-display text-2xl font-semibold text-stone-900">
          AI Substitutions
        </h2>
        <p className="text-sm text-stone-600">Smart swaps for an ingredient, suited to your recipe.</p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
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
            <div>
              <Label htmlFor={lineId}>Ingredient from the recipe</Label>
              <select
                id={lineId}
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
              {tool.recipeLoading ? (
                <Spinner className="mt-2 h-4 w-4 text-brand-600" label="Loading ingredients..." />
              ) : null}
            </div>
            <div>
              <Label htmlFor={customId}>Or type an ingredient</Label>
              <Input
                id={customId}
                value={tool.custom}
                maxLength={MAX_SUBSTITUTION_QUERY_LENGTH}
                onChange={(event) => tool.typeCustom(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') tool.submit();
                }}
                placeholder="e.g. buttermilk"
              />
            </div>
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

        <div className="space-y-4">
          <Card aria-live="polite">
            {tool.pending ? (
              <WaitingProgress />
            ) : tool.failure ? (
              <p role="alert" className="m-5 rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {tool.failure}
              </p>
            ) : answer ? (
              <div className="space-y-3 p-5">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="min-w-0 font-semibold text-stone-900 [overflow-wrap:anywhere]">
                    Substitutes for {answer.ingredient}
                  </h3>
                  <SourceBadge source={answer.source} />
                </div>
                {answer.suggestions.length === 0 ? (
                  <p className="rounded-lg bg-stone-50 p-4 text-center text-sm text-stone-600">
                    {answer.message}. Try searching for a more specific ingredient.
                  </p>
                ) : (
                  <ul className="space-y-3" aria-label="Suggestions">
                    {answer.suggestions.map((suggestion) => (
                      <SuggestionCard
                        key={suggestion.substitute}
                        suggestion={suggestion}
                        actions={
                          answeredLine === null ? null : (
                            <Button
                              size="sm"
                              aria-label={`Apply ${suggestion.substitute}`}
                              onClick={() => tool.apply(answeredLine, replacementText(suggestion))}
                            >
                              <Check className="h-4 w-4" aria-hidden />
                              Apply
                            </Button>
                          )
                        }
                      />
                    ))}
                  </ul>
                )}
                {answer.line === null && answer.suggestions.length > 0 ? (
                  <p className="text-xs text-stone-500">
                    To apply a substitute, choose the ingredient from the recipe&apos;s list.
                  </p>
                ) : null}
              </div>
            ) : (
              <p className="flex flex-col items-center gap-2 p-10 text-center text-sm text-stone-500">
                <Sparkles className="h-8 w-8 text-stone-300" aria-hidden />
                Choose an ingredient to see its substitutes.
              </p>
            )}
          </Card>

          {recipe && tool.changes > 0 ? (
            <Card className="space-y-3 p-5" role="region" aria-label="Applied substitutions">
              <h3 className="font-semibold text-stone-900 [overflow-wrap:anywhere]">
                Changes to {recipe.title}
              </h3>
              <ul className="space-y-2 text-sm">
                {[...tool.originals].map(([index, original]) => (
                  <li key={index} className="rounded-lg bg-amber-50 px-3 py-2 ring-1 ring-amber-200">
                    <span className="text-stone-500 line-through [overflow-wrap:anywhere]">{original}</span>
                    <span aria-hidden> → </span>
                    <span className="sr-only"> replaced by </span>
                    <span className="font-medium text-stone-900 [overflow-wrap:anywhere]">
                      {tool.shownLines[index]}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={tool.undo}>
                  <Undo2 className="h-4 w-4" aria-hidden />
                  Undo
                </Button>
                <Button size="sm" variant="ghost" onClick={tool.clearAll}>
                  <Eraser className="h-4 w-4" aria-hidden />
                  Clear All
                </Button>
                <Button size="sm" className="sm:ml-auto" onClick={tool.saveToRecipe} disabled={tool.saving}>
                  <Save className="h-4 w-4" aria-hidden />
                  {tool.saving ? 'Saving...' : 'Save to Recipe'}
                </Button>
              </div>
            </Card>
          ) : null}
        </div>
      </div>
    </div>
  );
}
