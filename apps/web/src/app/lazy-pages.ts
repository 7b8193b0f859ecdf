import { createElement, type ComponentType } from 'react';

/**
 * Every page of the route table, each in its own chunk: the landing page and sign-in load only what
 * they need, the dashboards, recipe detail and premium tools load theirs when they are opened.
 * `preloadPage` starts a page's download before React asks for it (see preload.ts).
 */
function page<K extends string, P extends object>(
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

export const LandingPage = page(() => import('../features/landing/LandingPage'), 'LandingPage');
export const AuthPage = page(() => import('../features/auth/AuthPage'), 'AuthPage');
export const ResetPasswordPage = page(
  () => import('../features/auth/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const PrivacyPolicyPage = page(
  () => import('../features/legal/PrivacyPolicyPage'),
  'PrivacyPolicyPage',
);
export const TermsOfServicePage = page(
  () => import('../features/legal/TermsOfServicePage'),
  'TermsOfServicePage',
);
export const AccountRoutePage = page(
  () => import('../features/account/AccountRoutePage'),
  'AccountRoutePage',
);
export const FreeDashboardPage = page(
  () => import('../features/dashboard/FreeDashboardPage'),
  'FreeDashboardPage',
);
export const PremiumDashboardPage = page(
  () => import('../features/dashboard/PremiumDashboardPage'),
  'PremiumDashboardPage',
);
export const PremiumToolPage = page(() => import('../features/dashboard/PremiumToolPage'), 'PremiumToolPage');
export const RecipePage = page(() => import('../features/recipes/RecipePage'), 'RecipePage');
export const SharedRecipePage = page(
  () => import('../features/sharing/SharedRecipePage'),
  'SharedRecipePage',
);
export const ImportPage = page(() => import('../features/import/ImportPage'), 'ImportPage');
export const NotFoundPage = page(() => import('../pages/NotFoundPage'), 'NotFoundPage');

/** The premium tools, each its own chunk, loaded when opened. */
export const GroceryListsTool = page(
  () => import('../features/grocery/GroceryListsTool'),
  'GroceryListsTool',
);
export const RecipeScalerTool = page(
  () => import('../features/scaling/RecipeScalerTool'),
  'RecipeScalerTool',
);
export const AiSubstitutionsTool = page(
  () => import('../features/substitutions/AiSubstitutionsTool'),
  'AiSubstitutionsTool',
);
export const ExportTool = page(() => import('../features/export/ExportTool'), 'ExportTool');
