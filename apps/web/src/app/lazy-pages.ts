import { lazyPage } from '../lib/lazy-page';

/**
 * Every page of the route table, each in its own chunk: the landing page and sign-in load only what
 * they need, the dashboards, recipe detail and premium tools load theirs when they are opened
 * (the tools' chunks are in features/dashboard/premium-tool-pages.ts).
 */
export const LandingPage = lazyPage(() => import('../features/landing/LandingPage'), 'LandingPage');
export const AuthPage = lazyPage(() => import('../features/auth/AuthPage'), 'AuthPage');
export const ResetPasswordPage = lazyPage(
  () => import('../features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
export const TermsOfServicePage = lazyPage(
  () => import('../features/legal/TermsOfServicePage'),
  'TermsOfServicePage',
);
export const SupportPage = lazyPage(() => import('../features/support/SupportPage'), 'SupportPage');
export const JoinHouseholdPage = lazyPage(
  () => import('../features/household/JoinHouseholdPage'),
  'JoinHouseholdPage',
);
export const HouseholdLibraryPage = lazyPage(
  () => import('../features/household/HouseholdLibraryPage'),
  'HouseholdLibraryPage',
);
export const AccountRoutePage = lazyPage(
  () => import('../features/account/AccountRoutePage'),
  'AccountRoutePage',
);
export const FreeDashboardPage = lazyPage(
  () => import('../features/dashboard/FreeDashboardPage'),
  'FreeDashboardPage',
);
export const PremiumDashboardPage = lazyPage(
  () => import('../features/dashboard/PremiumDashboardPage'),
  'PremiumDashboardPage',
);
export const PremiumToolPage = lazyPage(
  () => import('../features/dashboard/PremiumToolPage'),
  'PremiumToolPage',
);
export const RecipePage = lazyPage(() => import('../features/recipes/RecipePage'), 'RecipePage');
export const SharedRecipePage = lazyPage(
  () => import('../features/sharing/SharedRecipePage'),
  'SharedRecipePage',
);
export const ImportPage = lazyPage(() => import('../features/import/ImportPage'), 'ImportPage');
export const CollectionImportPage = lazyPage(
  () => import('../features/collections/CollectionImportPage'),
  'CollectionImportPage',
);
export const NotFoundPage = lazyPage(() => import('../features/not-found/NotFoundPage'), 'NotFoundPage');

/** Cook mode, opened from a recipe: its own chunk (timers, wake lock, swipe). */
export const CookModePage = lazyPage(() => import('../features/cook-mode/CookModePage'), 'CookModePage');
