import { createElement, type ComponentType } from 'react';

/**
 * Every page of the route table, each in its own chunk: the landing page and sign-in load only what
 * they need, the dashboards, recipe detail and premium tools load theirs when they are opened.
 * A page's `preload()` starts its download before the app renders it (see preload.ts).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loading: Promise<unknown> | undefined;
  let loaded: ComponentType<P> | undefined;
  let failed: { error: unknown } | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
      },
      (error: unknown) => {
        failed = { error };
      },
    ));
  // What lazy() does, except that a page already loaded renders at once: lazy() suspends on its
  // first render even then, which would replace a prerendered page (main.tsx) with the spinner.
  function Page(props: P) {
    if (loaded) return createElement(loaded, props);
    if (failed) throw failed.error;
    throw preload();
  }
  return Object.assign(Page, { preload });
}

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

/** The premium tools, each its own chunk, loaded when opened. */
export const MealPlanTool = lazyPage(() => import('../features/meal-plan/MealPlanTool'), 'MealPlanTool');
export const GroceryListsTool = lazyPage(
  () => import('../features/grocery/GroceryListsTool'),
  'GroceryListsTool',
);
export const RecipeScalerTool = lazyPage(
  () => import('../features/scaling/RecipeScalerTool'),
  'RecipeScalerTool',
);
export const AiSubstitutionsTool = lazyPage(
  () => import('../features/substitutions/AiSubstitutionsTool'),
  'AiSubstitutionsTool',
);
export const ExportTool = lazyPage(() => import('../features/export/ExportTool'), 'ExportTool');

/** Cook mode, opened from a recipe: its own chunk (timers, wake lock, swipe). */
export const CookModePage = lazyPage(() => import('../features/cook-mode/CookModePage'), 'CookModePage');
