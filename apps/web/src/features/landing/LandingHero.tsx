import { ShieldCheck, Sparkles, Zap } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { ImportFailureNotice, PageSourceField } from '../recipes/PageSource';
import { IMPORT_STAGE_TEXT } from '../recipes/recipes-api';
import { UrlPreviewForm } from './UrlPreviewForm';
import type { LandingPreview } from './use-landing-preview';

/** The landing page's first screen: what Cookmark does, and a link to preview without an account. */
export function LandingHero({ landing }: { landing: LandingPreview }) {
  return (
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
          <UrlPreviewForm onSubmit={landing.previewUrl} loading={landing.pending} />
          {landing.pending ? (
            <p role="status" className="mt-3 text-sm font-medium text-brand-800">
              {IMPORT_STAGE_TEXT[landing.stage]}
            </p>
          ) : null}
          {landing.failure && !landing.pasteMode && !landing.pending ? (
            <div className="mt-4">
              <ImportFailureNotice failure={landing.failure} onPaste={landing.showPasteForm} />
            </div>
          ) : null}
          {landing.failure && landing.pasteMode ? (
            <form
              onSubmit={landing.previewSource}
              aria-label="Preview a recipe from its page source"
              className="mt-4 rounded-2xl bg-white p-4 shadow-lg ring-1 ring-stone-200"
            >
              <PageSourceField
                id="landing-html"
                value={landing.html}
                disabled={landing.pending}
                onChange={landing.setHtml}
              />
              <Button type="submit" className="mt-3" disabled={!landing.html.trim() || landing.pending}>
                {landing.pending ? <Spinner /> : null}
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
  );
}
