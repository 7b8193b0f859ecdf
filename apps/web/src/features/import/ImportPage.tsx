import { AlertTriangle, Bookmark, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Logo } from '../../components/ui/logo';
import { FullPageSpinner, Spinner } from '../../components/ui/spinner';
import { dashboardPathFor, useAuth } from '../auth/use-auth';
import { authPathReturningTo } from '../../lib/safe-next';
import { AddRecipePanel } from '../recipes/AddRecipePanel';
import { hostOf } from '../recipes/recipe-types';
import { FROM_PARAM, openerOriginFrom } from './bookmarklet';
import { usePageFromOpener } from './use-page-from-opener';

export const IMPORT_PAGE_TEXT = {
  waiting: (host: string) => `Receiving the page from ${host}…`,
  timeout: (host: string) =>
    `The page from ${host} did not arrive. Go back to the recipe page and click the Cookmark bookmarklet again.`,
  tooLarge: 'This page is too large to import (at most 5 MB).',
  noOpener:
    'This page imports the recipe you are looking at on another site. Open the recipe page and click the Cookmark bookmarklet there (you find it on your dashboard).',
  signIn: (host: string) =>
    `Sign in to import the recipe from ${host}. Once you are signed in, the import continues here.`,
  signInReceived: (host: string) =>
    `The recipe page from ${host} has arrived. Sign in to import it: it waits in this tab, and the import continues once you are signed in.`,
} as const;

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-6">
      <div className="flex items-start gap-3 text-stone-800" role="status">
        {icon}
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </Card>
  );
}

/**
 * /import: the page the bookmarklet opens on a recipe site. It takes the page the bookmarklet
 * sends the same way signed in or not (the site that opened it learns nothing of the visitor);
 * signed in, it runs the page through the Add Recipe panel's pasted-page path, signed out it keeps
 * the page through the sign-in.
 */
export function ImportPage() {
  const { isLoading, isAuthenticated, isPremium } = useAuth();
  const [searchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const origin = openerOriginFrom(searchParams.get(FROM_PARAM));
  const host = (origin && hostOf(origin)) ?? 'the recipe site';
  const opened = usePageFromOpener(origin, isAuthenticated);
  const dashboard = dashboardPathFor(isPremium);

  if (isLoading) return <FullPageSpinner />;

  let content: ReactNode;
  if (!isAuthenticated) {
    content = (
      <Notice icon={<LogIn className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />}>
        <p>
          {opened.status === 'received'
            ? IMPORT_PAGE_TEXT.signInReceived(host)
            : IMPORT_PAGE_TEXT.signIn(host)}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link to={authPathReturningTo(`${pathname}${search}`)} className={buttonClasses()}>
            Sign In
          </Link>
          <Link
            to={`/signup?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`}
            className={buttonClasses('outline')}
          >
            Sign Up
          </Link>
        </div>
      </Notice>
    );
  } else if (opened.status === 'received') {
    content = (
      <AddRecipePanel
        page={{ url: opened.url, html: opened.html }}
        onClose={() => void navigate(dashboard)}
      />
    );
  } else if (opened.status === 'waiting') {
    content = (
      <Notice icon={<Spinner className="mt-0.5 text-brand-600" />}>
        <p>{IMPORT_PAGE_TEXT.waiting(host)}</p>
      </Notice>
    );
  } else {
    const text =
      opened.status === 'timeout'
        ? IMPORT_PAGE_TEXT.timeout(host)
        : opened.status === 'too-large'
          ? IMPORT_PAGE_TEXT.tooLarge
          : IMPORT_PAGE_TEXT.noOpener;
    content = (
      <Notice
        icon={
          opened.status === 'no-opener' ? (
            <Bookmark className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden />
          ) : (
            <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-amber-600" aria-hidden />
          )
        }
      >
        <p>{text}</p>
        <Link to={dashboard} className={buttonClasses('outline', 'sm', 'mt-4')}>
          Back to Dashboard
        </Link>
      </Notice>
    );
  }

  return (
    <div className="min-h-screen bg-cream">
      <header className="border-b border-stone-200/80 bg-white/85">
        <div className="mx-auto flex h-16 max-w-4xl items-center px-4 sm:px-6">
          <Logo to={isAuthenticated ? dashboard : '/'} />
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="mb-4 font-display text-2xl font-semibold text-stone-900">
          {origin ? `Import from ${host}` : 'Import a recipe'}
        </h1>
        {content}
      </main>
    </div>
  );
}
