import type {
  ImproveRecipeStatus,
  CurrentRecipe,
  ParseJobAccepted,
  ParseJobStatus,
  ParseRecipeResponseDto,
  Recipe,
  RecipeCookedResponse,
  RecipeCreateInput,
  RecipeListResponse,
  RecipeSort,
  RecipeUpdateInput,
} from '@cookmark/contracts';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../lib/api';
import { type AdvancedFilters, hasAdvancedFilters, setAdvancedQuery } from './library-query';

/** Every recipe query key starts with this, so one invalidation refreshes lists, tags and details. */
export const RECIPES_KEY = '/api/recipes';

export const recipeKey = (id: string) => [RECIPES_KEY, id] as const;

export interface RecipeFilters {
  q: string;
  tags: string[];
  /** The order, for everyone; absent for newest first. */
  sort?: RecipeSort;
  /** Premium filters; absent when none is set. */
  advanced?: AdvancedFilters;
}

export const recipeListKey = (filters: RecipeFilters) => [RECIPES_KEY, 'list', filters] as const;
export const recipeTagsKey = [RECIPES_KEY, 'tag-chips'] as const;

/** Cards per page of the library. */
export const LIBRARY_PAGE_SIZE = 24;
export function listRecipes(
  filters: RecipeFilters,
  cursor: string | null,
  limit = LIBRARY_PAGE_SIZE,
  facets?: 'tags',
): Promise<RecipeListResponse> {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.advanced) setAdvancedQuery(params, filters.advanced);
  if (filters.sort) params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  if (facets) params.set('facets', facets);
  return apiRequest<RecipeListResponse>('GET', `${RECIPES_KEY}?${params.toString()}`);
}

/** The user's tags (all recipes), most used first, then alphabetically: the server's tag facet. */
export async function fetchTagChips(): Promise<string[]> {
  const page = await listRecipes({ q: '', tags: [] }, null, 1, 'tags');
  return page.tags ?? [];
}

export const NO_FILTERS: RecipeFilters = { q: '', tags: [] };

/**
 * The library's pages. The first page without filters also asks for the tag facet and fills the
 * tag chips' cache with it: the dashboard's recipes and chips come in one request. The dashboard
 * route prefetches this same query while the user is being checked (app/preload.ts).
 */
export function libraryQueryOptions(filters: RecipeFilters, queryClient: QueryClient) {
  const unfiltered =
    filters.q.trim() === '' &&
    filters.tags.length === 0 &&
    !(filters.advanced && hasAdvancedFilters(filters.advanced));
  return infiniteQueryOptions({
    queryKey: recipeListKey(filters),
    queryFn: async ({ pageParam }) => {
      if (pageParam !== null || !unfiltered) return listRecipes(filters, pageParam);
      const page = await listRecipes(filters, null, LIBRARY_PAGE_SIZE, 'tags');
      queryClient.setQueryData(recipeTagsKey, page.tags ?? []);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page: RecipeListResponse) => page.nextCursor,
  });
}

export const getRecipe = (id: string) =>
  apiRequest<Recipe>('GET', `${RECIPES_KEY}/${encodeURIComponent(id)}`);
export const createRecipe = (input: RecipeCreateInput) => apiRequest<Recipe>('POST', RECIPES_KEY, input);
export const updateRecipe = (id: string, input: RecipeUpdateInput) =>
  apiRequest<Recipe>('PUT', `${RECIPES_KEY}/${encodeURIComponent(id)}`, input);
export const updateRecipeTags = (id: string, tags: string[]) =>
  apiRequest<Recipe>('PATCH', `${RECIPES_KEY}/${encodeURIComponent(id)}`, { tags });
/** Accepts one of a recipe's suggested tags (it becomes a tag) or dismisses it. */
export const settleSuggestedTag = (id: string, tag: string, accept: boolean) =>
  apiRequest<Recipe>(
    'POST',
    `${RECIPES_KEY}/${encodeURIComponent(id)}/suggested-tags/${accept ? 'accept' : 'dismiss'}`,
    { tag },
  );
/** 'I cooked this' (`POST /api/recipes/:id/cooked`): the Recently cooked order reads it. */
export const markRecipeCooked = (id: string) =>
  apiRequest<RecipeCookedResponse>('POST', `${RECIPES_KEY}/${encodeURIComponent(id)}/cooked`);
export const deleteRecipe = (id: string) =>
  apiRequest<{ message: string }>('DELETE', `${RECIPES_KEY}/${encodeURIComponent(id)}`);

export type ImportStage = ParseJobStatus['progress']['stage'];

/** The progress line under the extract button, by import stage. */
export const IMPORT_STAGE_TEXT: Record<ImportStage, string> = {
  queued: 'Fetching the page…',
  fetching: 'Fetching the page…',
  extracting: 'Reading the recipe…',
  rendering: 'Rendering the page…',
  ai: 'Reading the recipe…',
  done: 'Reading the recipe…',
};

export const IMPORT_POLL_MS = 600;
/** The worker gives up well before this; it only stops a poll that would otherwise never end. */
const IMPORT_DEADLINE_MS = 120_000;

/** A failed import job; carries the parser's message like a failed request would. */
export class ImportFailedError extends Error {
  readonly serverMessage: string | undefined;

  constructor(serverMessage: string | undefined) {
    super(serverMessage ?? 'Failed to parse recipe');
    this.name = 'ImportFailedError';
    this.serverMessage = serverMessage;
  }
}

/** The server's reason an import failed ('' when it gave none), for the paste-the-source notice. */
export function importFailureMessage(error: unknown): string {
  return error instanceof ImportFailedError ? (error.serverMessage ?? '') : errorMessage(error, '');
}

export interface ImportOptions {
  onStage?: (stage: ImportStage) => void;
  /** Checked between polls: true stops polling (the panel closed). */
  isCancelled?: () => boolean;
  pollMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/parse-recipe. A page address is imported as a job (`?async=1`) whose progress is polled
 * so the panel can say what is happening; pasted page source (`html`) answers at once.
 */
export async function importRecipe(
  body: { url?: string; html?: string },
  { onStage, isCancelled, pollMs = IMPORT_POLL_MS }: ImportOptions = {},
): Promise<ParseRecipeResponseDto> {
  onStage?.(body.html === undefined ? 'fetching' : 'extracting');
  const first = await apiRequest<ParseRecipeResponseDto | ParseJobAccepted>(
    'POST',
    '/api/parse-recipe?async=1',
    body,
  );
  if (!('jobId' in first)) return first;
  const deadline = Date.now() + IMPORT_DEADLINE_MS;
  while (Date.now() < deadline) {
    await sleep(pollMs);
    if (isCancelled?.()) throw new ImportFailedError('Import cancelled');
    const status = await apiRequest<ParseJobStatus>(
      'GET',
      `/api/parse-jobs/${encodeURIComponent(first.jobId)}`,
    );
    onStage?.(status.progress.stage);
    if (status.state === 'completed' && status.result) return status.result;
    if (status.state === 'failed') throw new ImportFailedError(status.error?.message);
  }
  throw new ImportFailedError(undefined);
}

export const AI_IMPROVEMENT_KEY = ['/api/improve-recipe/status'] as const;

/** `GET /api/improve-recipe/status`: whether the server has an AI to improve imports with. */
export const fetchAiImprovementStatus = () =>
  apiRequest<ImproveRecipeStatus>('GET', '/api/improve-recipe/status');

export const improveRecipe = (url: string, currentRecipe: CurrentRecipe) =>
  apiRequest<ParseRecipeResponseDto>('POST', '/api/improve-recipe', { url, currentRecipe });
