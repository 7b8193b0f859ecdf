import { useMutation } from '@tanstack/react-query';
import { ShieldCheck, Sparkles, Zap } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { AdPlaceholder } from '../../components/ui/ad-placeholder';
import { Button, buttonClasses } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { Spinner } from '../../components/ui/spinner';
import { showErrorToast } from '../../lib/session';
import {
  recipeFromParseResponse,
  reportFromParseResponse,
  type ParseRecipeResponse,
} from '../recipes/recipe-types';
import {
  IMPORT_STAGE_TEXT,
  importFailureMessage,
  importRecipe,
  type ImportStage,
} from '../recipes/recipes-api';
import { ImportFailureNotice, PageSourceField, type ImportFailure } from '../recipes/PageSource';
import { BeforeAfter } from './BeforeAfter';
import { PremiumShowcase } from './PremiumShowcase';
import { PricingSection } from './PricingSection';
import { UrlPreviewForm } from './UrlPreviewForm';
import { usePageTitle } from '../../lib/page-title';

/** The preview (recipe view, scaler) is only needed once a visitor asks for one: its own chunk. */
const PreviewScreen = lazy(() =>
  import('./PreviewScreen').then((module) => ({ default: module.PreviewScreen })),
);

const navLinkClasses =
  'hidden rounded-lg px-3 py-2 text-sm font-medium text-stone-600 transition hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:inline-block';

/** Spec §2 "Landing page (visitors)". */
export function LandingPage() {
  usePageTitle(null);
  const [preview, setPreview] = useState<ParseRecipeResponse | null>(null);
  const [stage, setStage] = useState<ImportStage>('fetching');
  const [failure, setFailure] = useState<ImportFailure | null>(null);
  const [pasteMode, setPasteMode] = useState(false);
  const [html, setHtml] = useState('');
  const parse = useMutation({
    mutationFn: (body: { url: string; html?: string }) => importRecipe(body, { onStage: setStage }),
    onSuccess: (response) => {
      setFailure(null);
      setPasteMode(false);
      setPreview(response);
    },
    onError: (error, body) => {
      showErrorToast('Failed to parse recipe', error, 'Please check the link and try again.');
      setFailure({ url: body.url, message: importFailureMessage(error) });
    },
  });
  const previewUrl = (url: string) => {
    setFailure(null);
    setPasteMode(false);
    parse.mutate({ url });
  };
  const previewSource = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!failure || !html.trim() || parse.isPending) return;
    parse.mutate({ url: failure.url, html });
  };

  if (preview) {
    return (
      <Suspense fallback={<Spinner className="mx-auto mt-24 h-8 w-8 text-brand-500" label="Loading…" />}>
        <PreviewScreen
          recipe={recipeFromParseResponse(preview)}
          report={reportFromParseResponse(preview)}
          onBack={() => {
            setPreview(null);
            parse.reset();
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="min-h-screen bg-cream">
      <header className="sticky top-0 z-40 border-b border-stone-200/70 bg-cream/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            <a href="#features" className={navLinkClasses}>
              Features
            </a>
            <a href="#pricing" className={navLinkClasses}>
              Pricing
            </a>
            <Link to="/auth" className={buttonClasses('ghost', 'sm')}>
              Sign In
            </Link>
            <Link to="/auth" className={buttonClasses('primary', 'sm')}>
              Get Started
            </Link>
          </nav>
        </div>
      </header>

      <main>
        <section className="relative overflow-hidden">
          <div
            className="pointer-events-none absolute -left-32 -top-32 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl"
            aria-hidden
          />
          <div
            className="pointer-events-none absolute -right-24 top-24 h-80 w-80 rounded-full bg-herb-200/40 blur-3xl"
            aria-hidden
          />
          <div className="relative mx-auto max-w-3xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24">
            <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
              <Sparkles className="h-3.5 w-3.5" aria-hidden />
              No more scrolling past life stories
            </p>
            <h1 className="mt-6 font-display text-4xl font-bold leading-[1.1] tracking-tight text-stone-900 sm:text-6xl">
              Just the recipe.
              <br />
              <span className="text-brand-600">None of the clutter.</span>
            </h1>
            <p className="mx-auto mt-5 max-w-xl text-lg text-stone-600">
              Paste a link from any recipe site and Cookmark turns it into a clean, ad-free page you can save,
              search and cook from.
            </p>
            <div className="mx-auto mt-8 max-w-2xl">
              <UrlPreviewForm onSubmit={previewUrl} loading={parse.isPending} />
              {parse.isPending ? (
                <p role="status" className="mt-3 text-sm font-medium text-brand-800">
                  {IMPORT_STAGE_TEXT[stage]}
                </p>
              ) : null}
              {failure && !pasteMode && !parse.isPending ? (
                <div className="mt-4">
                  <ImportFailureNotice failure={failure} onPaste={() => setPasteMode(true)} />
                </div>
              ) : null}
              {failure && pasteMode ? (
                <form
                  onSubmit={previewSource}
                  aria-label="Preview a recipe from its page source"
                  className="mt-4 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-stone-200"
                >
                  <PageSourceField
                    id="landing-html"
                    value={html}
                    disabled={parse.isPending}
                    onChange={setHtml}
                  />
                  <Button type="submit" className="mt-3" disabled={!html.trim() || parse.isPending}>
                    {parse.isPending ? <Spinner /> : null}
                    View Recipe
                  </Button>
                </form>
              ) : null}
            </div>
            <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-stone-600">
              <li className="inline-flex items-center gap-1.5">
                <Zap className="h-4 w-4 text-brand-600" aria-hidden />
                Preview without an account
              </li>
              <li className="inline-flex items-center gap-1.5">
                <ShieldCheck className="h-4 w-4 text-brand-600" aria-hidden />
                Free forever plan
              </li>
            </ul>
          </div>
        </section>

        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <AdPlaceholder size="banner" />
        </div>

        <BeforeAfter />
        <PremiumShowcase />

        <div className="mx-auto max-w-5xl px-4 pt-16 sm:px-6">
          <AdPlaceholder size="banner" label="Second advertisement" />
        </div>

        <PricingSection />

        <section className="px-4 pb-20 sm:px-6">
          <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
            <h2 className="font-display text-3xl font-bold">
              Your next favourite recipe deserves a better home.
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-brand-100">
              Create a free account and start your collection in under a minute.
            </p>
            <Link to="/auth" className={buttonClasses('inverse', 'lg', 'mt-8')}>
              Get Started — it&apos;s free
            </Link>
          </div>
        </section>
      </main>

      <SiteFooter />
    </div>
  );
}
