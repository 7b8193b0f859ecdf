import { Link } from 'react-router';
import { LogoMark } from './ui/logo';

const linkClasses =
  'rounded text-sm text-stone-400 transition hover:text-white focus-visible:outline-2 focus-visible:outline-brand-400';

/**
 * Spec §2 lists About, Blog, Contact, Careers and Cookie Policy links that go nowhere: the company
 * links are left out until those pages exist, and Cookie Policy is the privacy policy's Cookies
 * section.
 */
export function SiteFooter() {
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2 font-display text-xl font-bold text-white">
            <LogoMark className="text-brand-500" />
            Cookmark
          </p>
          <p className="mt-3 max-w-xs text-sm text-stone-400">
            Clean recipes from any website, organised your way. Made for home cooks.
          </p>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-white">Product</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="/#features" className={linkClasses}>
                Features
              </a>
            </li>
            <li>
              <a href="/#pricing" className={linkClasses}>
                Pricing
              </a>
            </li>
            <li>
              <Link to="/support" className={linkClasses}>
                Contact support
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-semibold text-white">Legal</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/privacy-policy" className={linkClasses}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className={linkClasses}>
                Terms of Service
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy#section-7" className={linkClasses}>
                Cookie Policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-stone-400 sm:px-6">
          © {new Date().getFullYear()} Cookmark. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
