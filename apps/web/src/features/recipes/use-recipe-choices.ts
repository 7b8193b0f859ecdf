import type { RecipeListItem } from '@cookmark/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { listRecipes, RECIPES_KEY } from './recipes-api';
import { useDebouncedValue } from './use-debounced-value';

/** Spec §9: the multi-select search waits this long after the last keystroke. */
export const PICKER_DEBOUNCE_MS = 200;
const PAGE = 100;

export const recipeChoicesKey = [RECIPES_KEY, 'choices'] as const;

/** Every recipe of the user (title, description, servings), newest first, page by page. */
async function fetchAllRecipes(): Promise<RecipeListItem[]> {
  const all: RecipeListItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await listRecipes({ q: '', tags: [] }, cursor, PAGE);
    all.push(...page.recipes);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** Spec §5: the search matches title or description, ignoring case. */
export function matchesTitleOrDescription(
  recipe: { title: string; description?: string | null },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return recipe.title.toLowerCase().includes(q) || (recipe.description ?? '').toLowerCase().includes(q);
}

export interface RecipeChoices {
  all: RecipeListItem[];
  matching: RecipeListItem[];
  isLoading: boolean;
  error: unknown;
}

/** The recipes a premium tool can pick from, filtered by the debounced search text. */
export function useRecipeChoices(search: string): RecipeChoices {
  const query = useQuery({ queryKey: recipeChoicesKey, queryFn: fetchAllRecipes });
  const debounced = useDebouncedValue(search, PICKER_DEBOUNCE_MS);
  const all = useMemo(() => query.data ?? [], [query.data]);
  const matching = useMemo(
    () => all.filter((r) => matchesTitleOrDescription(r, debounced)),
    [all, debounced],
  );
  return { all, matching, isLoading: query.isPending, error: query.error };
}
