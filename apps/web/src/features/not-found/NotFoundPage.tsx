import { ChefHat } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { usePageTitle } from '../../lib/page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-cream px-4 text-center">
      <ChefHat className="h-14 w-14 text-brand-500" aria-hidden />
      <p className="mt-4 text-sm font-semibold uppercase tracking-widest text-brand-700">404</p>
      <h1 className="mt-2 font-display text-4xl font-bold tracking-tight text-stone-900">Page not found</h1>
      <p className="mt-3 max-w-md text-stone-600">
        We looked in every cupboard, but this page isn&apos;t here. It may have moved, or the link may be
        mistyped.
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Back to Home
      </Link>
    </main>
  );
}
