import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';

const navLinkClasses =
  'hidden rounded-lg px-3 py-2 text-sm font-medium text-stone-600 transition hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-600 md:inline-block';

/** The landing page's bar: the logo, links to its sections, and the ways in. */
export function LandingHeader() {
  return (
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
  );
}
