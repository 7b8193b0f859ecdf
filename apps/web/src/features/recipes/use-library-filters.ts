import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdvancedFilters,
  hasAdvancedFilters,
  NO_ADVANCED_FILTERS,
  readAdvancedFilters,
  writeAdvancedFilters,
} from './library-filters';
import type { RecipeFilters } from './recipes-api';
import { parseSearchPhrases, withSearchPhrases } from './search-phrases';
import { useDebouncedValue } from './use-debounced-value';

/** Spec §5 search debounce. */
export const SEARCH_DEBOUNCE_MS = 200;
/** The tag filter's address parameter, one per selected tag. */
const TAG_PARAM = 'tag';
const SEARCH_PARAM = 'q';
/** Filter changes replace the address (Back leaves the dashboard) and keep the page where it is. */
const IN_PLACE = { replace: true, preventScrollReset: true } as const;

/**
 * The library's filters, kept in the address so Back and reloads return to them: the search (typed
 * at once, sent debounced), the tag chips, and the Premium filters and order. A free user's list
 * leaves the Premium filters out (the server would refuse them; the Filters panel offers the
 * upgrade), and a Premium search's phrases become filters too (search-phrases.ts). While the add form
 * is open the search is not written, so the form's address stays.
 */
export function useLibraryFilters(premium: boolean, adding: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get(SEARCH_PARAM) ?? '');
  const selectedTags = useMemo(() => searchParams.getAll(TAG_PARAM), [searchParams]);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const advancedText = JSON.stringify(readAdvancedFilters(searchParams));
  const advanced = useMemo<AdvancedFilters>(
    () => JSON.parse(advancedText) as AdvancedFilters,
    [advancedText],
  );
  // A Premium search's phrases ('chicken without nuts under 30 minutes') join the panel's filters;
  // a free user's search is words only (the server would refuse the filters).
  const phrases = useMemo(() => (premium ? parseSearchPhrases(q) : null), [premium, q]);
  const searched = useMemo(
    () => (phrases ? withSearchPhrases(advanced, phrases) : advanced),
    [phrases, advanced],
  );
  const advancedOn = premium && hasAdvancedFilters(searched);
  const sort = advanced.sort;
  const words = phrases ? phrases.text : q;
  const filters = useMemo<RecipeFilters>(
    () => ({
      q: words,
      tags: selectedTags,
      ...(sort !== 'newest' ? { sort } : {}),
      ...(advancedOn ? { advanced: searched } : {}),
    }),
    [words, selectedTags, sort, advancedOn, searched],
  );

  // The debounced search goes into the address (replacing it), so Back and reloads keep it.
  const searchInAddress = searchParams.get(SEARCH_PARAM) ?? '';
  useEffect(() => {
    if (adding || searchInAddress === q) return;
    setSearchParams((current) => {
      if ((current.get(SEARCH_PARAM) ?? '') === q) return current;
      const next = new URLSearchParams(current);
      if (q) next.set(SEARCH_PARAM, q);
      else next.delete(SEARCH_PARAM);
      return next;
    }, IN_PLACE);
  }, [q, adding, searchInAddress, setSearchParams]);

  const toggleTag = (tag: string) => {
    const selected = selectedTags.some((t) => t.toLowerCase() === tag.toLowerCase());
    const tags = selected
      ? selectedTags.filter((t) => t.toLowerCase() !== tag.toLowerCase())
      : [...selectedTags, tag];
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(TAG_PARAM);
      for (const t of tags) next.append(TAG_PARAM, t);
      return next;
    }, IN_PLACE);
  };
  // Merged into the address as it will be: changes made before the page catches up (a sort chosen
  // while an ingredient box waits to send) all count.
  const latestParams = useRef(searchParams);
  useEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);
  const setAdvanced = (change: Partial<AdvancedFilters>) => {
    const current = latestParams.current;
    const next = writeAdvancedFilters(current, { ...readAdvancedFilters(current), ...change });
    latestParams.current = next;
    setSearchParams(next, IN_PLACE);
  };
  /** Counts the clears, so the Premium panel can reset the boxes it holds on its own. */
  const [clearCount, setClearCount] = useState(0);
  const clearFilters = () => {
    setSearch('');
    setClearCount((n) => n + 1);
    setSearchParams((current) => {
      const next = writeAdvancedFilters(current, NO_ADVANCED_FILTERS);
      next.delete(TAG_PARAM);
      next.delete(SEARCH_PARAM);
      return next;
    }, IN_PLACE);
  };

  return {
    filters,
    filtering: q !== '' || filters.tags.length > 0 || advancedOn,
    search,
    setSearch,
    selectedTags,
    toggleTag,
    advanced,
    advancedOn,
    setAdvanced,
    clearFilters,
    clearCount,
  };
}
