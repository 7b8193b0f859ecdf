import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { usePageTitle } from '../../lib/page-title';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** Back returns to the previous page; opened directly (no history), it goes home. */
function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    void (idx > 0 ? navigate(-1) : navigate('/'));
  };
}

export function LegalLayout({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const goBack = useGoBack();
  usePageTitle(title);
  return (
    <div className="min-h-screen bg-cream">
      <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-white/85 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-2">
            <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2">
              <ArrowLeft className="h-4 w-4" aria-hidden />
              Back
            </Button>
            <span className="truncate text-sm font-semibold text-stone-900">{title}</span>
          </div>
          <Logo className="text-lg" compact />
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <article className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-12">
          <h1 className="font-display text-4xl font-bold tracking-tight text-stone-900">{title}</h1>
          <p className="mt-2 text-sm font-medium text-stone-500">Last updated: December 2024</p>
          <div className="mt-6 text-stone-700">{intro}</div>
          <nav aria-label="Contents" className="mt-8 rounded-2xl bg-stone-50 p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-500">Contents</h2>
            <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
              {sections.map((section, index) => (
                <li key={section.title}>
                  <a
                    href={`#section-${index + 1}`}
                    className="rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-10 space-y-10">
            {sections.map((section, index) => (
              <section
                key={section.title}
                id={`section-${index + 1}`}
                aria-labelledby={`section-${index + 1}-title`}
                className="scroll-mt-24"
              >
                <h2
                  id={`section-${index + 1}-title`}
                  className="font-display text-2xl font-semibold text-stone-900"
                >
                  {index + 1}. {section.title}
                </h2>
                <div className="legal-body mt-3 space-y-3 leading-relaxed text-stone-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
                  {section.body}
                </div>
              </section>
            ))}
          </div>
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}
