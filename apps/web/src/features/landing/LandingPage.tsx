import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { AdPlaceholder } from '../../components/ui/ad-placeholder';
import { buttonClasses } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/page-title';
import { recipeFromParseResponse, reportFromParseResponse } from '../recipes/recipe-types';
import { BeforeAfter } from './BeforeAfter';
import { LandingHeader } from './LandingHeader';
import { LandingHero } from './LandingHero';
import { PremiumShowcase } from './PremiumShowcase';
import { PricingSection } from './PricingSection';
import { useLandingPreview } from './use-landing-preview';

/** The preview (recipe view, scaler) is only needed once a visitor asks for one: its own chunk. */
const PreviewScreen = lazy(() =>
  import('./PreviewScreen').then((module) => ({ default: module.PreviewScreen })),
);

/** Spec §2 "Landing page (visitors)". */
export function LandingPage() {
  usePageTitle(null);
  const landing = useLandingPreview();

  if (landing.preview) {
    return (
      <Suspense fallback={<Spinner className="mx-auto mt-24 h-8 w-8 text-brand-500" label="Loading…" />}>
        <PreviewScreen
          recipe={recipeFromParseResponse(landing.preview)}
          report={reportFromParseResponse(landing.preview)}
          onBack={landing.closePreview}
        />
      </Suspense>
    );
  }

  return (
    <div className="min-h-screen bg-cream">
      <LandingHeader />

      <main>
        <LandingHero landing={landing} />

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
