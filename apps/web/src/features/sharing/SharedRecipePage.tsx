import { useQuery } from '@tanstack/react-query';
import { BookmarkPlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { FullPageSpinner } from '../../components/ui/spinner';
import { useAuth } from '../auth/use-auth';
import { ApiError, errorMessage } from '../../lib/api';
import { detailsFromSaved } from '../recipes/recipe-types';
import { RecipeNotFound } from '../recipes/RecipeNotFound';
import { RecipeView } from '../recipes/RecipeView';
import { ReaderPhoto } from '../photos/ReaderPhoto';
import { getSharedRecipe, sharedRecipeKey } from './sharing-api';
import { SAVE_PARAM, signInToSave, useSaveSharedRecipe } from './use-save-shared-recipe';
import { usePageTitle } from '../../lib/page-title';

/**
 * /s/:token: a shared recipe for anyone with the link: read-only, no account needed, nothing of
 * the owner's but this recipe. 'Save to my recipes' copies it into the reader's library; a visitor
 * signs in or up first and comes back here to finish.
 */
export function SharedRecipePage() {
  const { token = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { isLoading: authLoading, isAuthenticated } = useAuth();
  const query = useQuery({ queryKey: sharedRecipeKey(token), queryFn: () => getSharedRecipe(token) });
  const save = useSaveSharedRecipe(token);
  const resumed = useRef(false);
  const returningToSave = searchParams.get(SAVE_PARAM) === '1';
  usePageTitle(
    query.data ? query.data.title || 'Shared recipe' : query.isError ? 'Recipe Not Found' : undefined,
  );

  useEffect(() => {
    if (!returningToSave || authLoading || !query.data || resumed.current) return;
    resumed.current = true;
    // Off the address first, so a reload does not save a second copy.
    setSearchParams({}, { replace: true });
    if (isAuthenticated) save.mutate();
  }, [returningToSave, authLoading, isAuthenticated, query.data, save, setSearchParams]);

  const onSave = () => (isAuthenticated ? save.mutate() : void navigate(signInToSave(token)));

  if (query.isPending) return <FullPageSpinner label="Loading recipe..." />;

  return (
    <div className="min-h-screen bg-cream">
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 px-4 sm:px-6">
          <Logo compact />
          {query.data ? (
            <Button size="sm" onClick={onSave} disabled={save.isPending || authLoading}>
              <BookmarkPlus className="h-4 w-4" aria-hidden />
              {save.isPending ? 'Saving...' : 'Save to my recipes'}
            </Button>
          ) : null}
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
        {query.isError ? (
          query.error instanceof ApiError && query.error.status === 404 ? (
            <RecipeNotFound backLabel="Back to Home" />
          ) : (
            <Card className="p-10 text-center" role="alert">
              <h1 className="font-display text-2xl font-bold text-stone-900">Could not load this recipe</h1>
              <p className="mt-1 text-sm text-stone-600">{errorMessage(query.error, 'Please try again.')}</p>
            </Card>
          )
        ) : (
          <>
            <p className="mb-4 rounded-xl bg-herb-50 px-4 py-3 text-sm text-herb-900 ring-1 ring-herb-200">
              A recipe shared with you on Cookmark. Save it to keep your own copy, tag it and shop from it.
            </p>
            <RecipeView
              recipe={detailsFromSaved(query.data)}
              unitsFromSettings={isAuthenticated}
              readOnly
              photo={<ReaderPhoto photo={query.data.photo} title={query.data.title} />}
            />
          </>
        )}
      </main>
    </div>
  );
}
