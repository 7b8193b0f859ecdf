import type { SubstitutionResponse } from '@cookmark/contracts';
import { useMutation } from '@tanstack/react-query';
import { ClipboardCopy, NotebookPen, Replace } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { AppDialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { IngredientSearchForm } from './IngredientSearchForm';
import { findSubstitutions } from './substitutions-api';
import { showNoSubstitutionsToast, showSubstitutionErrorToast } from './substitution-toasts';
import { SuggestionCard } from './SuggestionCard';

/** What the dialog was opened for: an ingredient line of the recipe, or only something typed. */
export interface SubstitutionTarget {
  query: string;
  /** The line Replace rewrites (its place in the ingredient list); null for a typed ingredient. */
  line: { index: number; text: string } | null;
}

interface FindSubstitutionDialogProps {
  target: SubstitutionTarget;
  onClose: () => void;
  onReplace: (index: number, original: string, text: string) => void;
}

async function copySuggestion(substitute: string, reason: string): Promise<void> {
  const text = `${substitute}: ${reason}`;
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: 'Text copied', description: text });
  } catch {
    toast({ title: 'Could not copy', description: text, variant: 'destructive' });
  }
}

/**
 * Spec §4 'Recipe detail local state': a search box (starting with the clicked line) and up to 5
 * suggestions; Replace rewrites the line and closes, Copy puts substitute and reason on the
 * clipboard, Note only shows them in a toast.
 */
export function FindSubstitutionDialog({ target, onClose, onReplace }: FindSubstitutionDialogProps) {
  const [answer, setAnswer] = useState<SubstitutionResponse | null>(null);
  const inputId = useId();
  const search = useMutation({
    mutationFn: (ingredient: string) => findSubstitutions({ ingredient }),
    onSuccess: (response) => {
      setAnswer(response);
      if (response.substitutions.length === 0) return showNoSubstitutionsToast();
      const count = response.substitutions.length;
      toast({
        title: 'Substitutions found',
        description: `${count} ${count === 1 ? 'idea' : 'ideas'} for ${response.original}`,
      });
    },
    onError: (error) => {
      setAnswer(null);
      showSubstitutionErrorToast(error);
    },
  });
  const { mutate } = search;

  useEffect(() => {
    if (target.query.trim()) mutate(target.query.trim());
  }, [mutate, target.query]);

  const { line } = target;
  return (
    <AppDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Find Substitution"
      description={line ? `For “${line.text}”` : 'Look up a substitute for any ingredient.'}
      className="max-w-xl"
    >
      <label htmlFor={inputId} className="sr-only">
        Ingredient to substitute
      </label>
      <IngredientSearchForm
        id={inputId}
        initial={target.query}
        placeholder="e.g. buttermilk"
        onSearch={(ingredient) => search.mutate(ingredient)}
        busy={search.isPending}
      />
      <div className="mt-4" aria-live="polite">
        {search.isPending ? (
          <div className="flex justify-center p-6">
            <Spinner className="h-6 w-6 text-brand-600" label="Finding substitutions..." />
          </div>
        ) : search.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            Failed to find substitution. Please try again.
          </p>
        ) : answer && answer.substitutions.length === 0 ? (
          <p className="rounded-lg bg-stone-50 p-4 text-center text-sm text-stone-600">{answer.message}</p>
        ) : answer ? (
          <ul className="space-y-3" aria-label="Suggestions">
            {answer.substitutions.map((suggestion) => (
              <SuggestionCard
                key={`${suggestion.ingredient}-${suggestion.substitute}`}
                suggestion={{ ...suggestion, amount: suggestion.replacement }}
                actions={
                  <>
                    {line ? (
                      <Button
                        size="sm"
                        aria-label={`Replace with ${suggestion.substitute}`}
                        onClick={() => {
                          onReplace(line.index, line.text, suggestion.replacement ?? suggestion.substitute);
                          onClose();
                        }}
                      >
                        <Replace className="h-4 w-4" aria-hidden />
                        Replace
                      </Button>
                    ) : null}
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Copy ${suggestion.substitute}`}
                      onClick={() => void copySuggestion(suggestion.substitute, suggestion.reason)}
                    >
                      <ClipboardCopy className="h-4 w-4" aria-hidden />
                      Copy
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Note ${suggestion.substitute}`}
                      onClick={() =>
                        toast({ title: `Note: ${suggestion.substitute}`, description: suggestion.ratio })
                      }
                    >
                      <NotebookPen className="h-4 w-4" aria-hidden />
                      Note
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
        ) : null}
        {line ? null : (
          <p className="mt-3 text-xs text-stone-500">
            To swap a line of this recipe, click that ingredient in the list.
          </p>
        )}
      </div>
    </AppDialog>
  );
}
