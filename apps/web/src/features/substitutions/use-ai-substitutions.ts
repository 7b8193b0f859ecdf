import {
  AI_SUBSTITUTION_CONTEXT_LINES_MAX,
  AI_SUBSTITUTION_TEXT_MAX,
  ingredientLines,
  MAX_SUBSTITUTION_QUERY_LENGTH,
  type AiSubstitutionResponse,
  type AiSubstitutionSuggestion,
  type Recipe,
} from '@cookmark/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../components/ui/use-toast';
import { handleSessionLost } from '../../lib/session';
import { detailsFromSaved } from '../recipes/recipe-types';
import { getRecipe, recipeKey } from '../recipes/recipes-api';
import { replacedLines } from './line-replacements';
import { askAiSubstitutions } from './substitutions-api';
import { isPremiumRequired, showNoSubstitutionsToast } from './substitution-toasts';
import { useReplacements } from './use-replacements';
import { useSaveIngredients } from './use-save-ingredients';

/** Spec §8 'Premium gating', the panel's wording. */
export const AI_PANEL_MESSAGES = {
  failed: 'Failed to get substitutions',
  premium: 'Premium Feature — AI substitutions are available for Premium subscribers only.',
} as const;

/** An answer, with the recipe line it is for (null for a typed ingredient). */
export interface AiAnswer extends AiSubstitutionResponse {
  line: number | null;
}

/**
 * What a suggestion makes of a line: the substitute for the line's amount ("2 cups kefir") when the
 * answer gives one, else the substitute with its ratio.
 */
export const replacementText = ({ substitute, ratio, amount }: AiSubstitutionSuggestion): string =>
  amount ?? (ratio ? `${substitute} (${ratio})` : substitute);

const bounded = (text: string, max: number) => text.slice(0, max);

/** Spec §7: the recipe's title and its other ingredients tell the AI what the ingredient is for. */
function contextOf(recipe: Recipe, lines: readonly string[], line: number | null) {
  return {
    title: bounded(recipe.title, AI_SUBSTITUTION_TEXT_MAX),
    otherIngredients: lines
      .filter((_, index) => index !== line)
      .slice(0, AI_SUBSTITUTION_CONTEXT_LINES_MAX)
      .map((text) => bounded(text, AI_SUBSTITUTION_TEXT_MAX)),
  };
}

/**
 * The AI Substitutions tool's state (spec §4, §5): a recipe, one of its ingredients or a typed one
 * (choosing one clears the other), the answer and its source, applied replacements with undo,
 * clear all, and Save to Recipe.
 */
export function useAiSubstitutions() {
  const [recipeId, setRecipeId] = useState<string | null>(null);
  const [line, setLine] = useState<number | null>(null);
  const [custom, setCustom] = useState('');
  const [answer, setAnswer] = useState<AiAnswer | null>(null);
  const replacements = useReplacements();
  const save = useSaveIngredients(replacements.clear);

  const recipeQuery = useQuery({
    queryKey: recipeKey(recipeId ?? ''),
    queryFn: () => getRecipe(recipeId ?? ''),
    enabled: recipeId !== null,
  });
  const recipe = recipeId === null ? undefined : recipeQuery.data;
  const groups = recipe ? detailsFromSaved(recipe).ingredientGroups : [];
  const lines = ingredientLines(groups);

  useEffect(() => {
    if (recipeQuery.error) handleSessionLost(recipeQuery.error);
  }, [recipeQuery.error]);

  const ask = useMutation({
    mutationFn: ({ ingredient, at }: { ingredient: string; at: number | null }) =>
      askAiSubstitutions({
        ingredient: bounded(ingredient, MAX_SUBSTITUTION_QUERY_LENGTH),
        ...(recipe ? { context: contextOf(recipe, lines, at) } : {}),
      }),
    onMutate: () => setAnswer(null),
    onSuccess: (response, { at }) => {
      setAnswer({ ...response, line: at });
      if (response.suggestions.length === 0) return showNoSubstitutionsToast();
      toast({ title: 'Substitutions found', description: `Ideas for ${response.ingredient}` });
    },
    onError: (error) => {
      handleSessionLost(error);
    },
  });

  const ingredient = line === null ? custom.trim() : (lines[line] ?? '');
  const failure = ask.error
    ? isPremiumRequired(ask.error)
      ? AI_PANEL_MESSAGES.premium
      : AI_PANEL_MESSAGES.failed
    : null;

  return {
    recipeId,
    recipe,
    recipeLoading: recipeId !== null && recipeQuery.isPending,
    lines,
    shownLines: replacedLines(lines, replacements.state),
    originals: replacements.originals,
    changes: replacements.state.byLine.size,
    chooseRecipe: (id: string | null) => {
      setRecipeId(id);
      setLine(null);
      setAnswer(null);
      ask.reset();
      replacements.clear();
    },
    line,
    /** Choosing a line clears the typed text (spec §5). */
    chooseLine: (index: number | null) => {
      setLine(index);
      if (index !== null) setCustom('');
    },
    custom,
    /** Typing clears the chosen line (spec §5). */
    typeCustom: (text: string) => {
      setCustom(text);
      if (text !== '') setLine(null);
    },
    ingredient,
    submit: () => {
      if (ingredient) ask.mutate({ ingredient, at: line });
    },
    pending: ask.isPending,
    answer,
    failure,
    apply: (at: number, text: string) => replacements.apply(at, lines[at] ?? '', text),
    undo: replacements.undo,
    clearAll: replacements.clear,
    saveToRecipe: () => {
      if (recipe) save.mutate({ id: recipe.id, groups, replacements: replacements.state });
    },
    saving: save.isPending,
  };
}

export type AiSubstitutions = ReturnType<typeof useAiSubstitutions>;
