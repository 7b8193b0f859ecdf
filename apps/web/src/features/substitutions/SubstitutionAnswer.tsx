import { BookOpen, Check, Sparkles } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SuggestionCard } from './SuggestionCard';
import { replacementText, type AiAnswer, type AiSubstitutions } from './use-ai-substitutions';
import { WaitingProgress } from './WaitingProgress';

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

/** The answer: its progress while the AI thinks, then the substitutes, each to apply to the recipe. */
export function SubstitutionAnswer({ tool }: { tool: AiSubstitutions }) {
  const { answer } = tool;
  const answeredLine = answer?.line ?? null;
  return (
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
  );
}
