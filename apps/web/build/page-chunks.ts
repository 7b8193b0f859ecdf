import { join } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;
type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

/**
 * The signed-in pages' code in a few chunks instead of 25-45 small ones.
 *
 * Left to itself the bundler puts each module that two lazily loaded chunks share into a chunk of its
 * own: the recipe page downloaded 47 files (most of 1-2 KB), the dashboard 26. Over HTTP/1.1, as
 * Lighthouse counts it (6 connections, 150 ms of round trip each), that many requests cost about a
 * second before the page could render (issue #31's bench:web). Here every module that the recipe page
 * or a dashboard imports statically (the page's own module aside, which stays its chunk), and that
 * the app's entry (what every page loads) does not, goes into 'recipe-page' (the recipe page's only),
 * 'recipe-shared' (the same, shared with a page of PAGES_WITH_BUDGETS), 'dashboard' (the dashboards'
 * only) or 'signed-in' (both's). A page opened from there (cook mode, a premium tool) loads a chunk
 * whole, with some code it does not use; the landing and sign-in pages load none of them.
 *
 * The groups do not take their modules' dependencies (`includeDependenciesRecursively: false`): the
 * dependencies are in the same groups or in the entry's chunks, which must keep them; so the chunks
 * import the entry's, never the other way, and no two chunks import each other.
 */
const ENTRY = 'src/main.tsx';
/** The visitors' pages: what they import stays as the bundler splits it, so they load no more. */
const VISITOR_PAGES = ['src/features/landing/LandingPage.tsx', 'src/features/auth/AuthPage.tsx'];
const RECIPE_PAGES = ['src/features/recipes/RecipePage.tsx'];
/**
 * The signed-in pages with budgets of their own (the bookmarklet import, the premium tools): the
 * modules they share with the recipe page go into a chunk of their own, 'recipe-shared', or they would
 * load the whole 'recipe-page' chunk for a few of its modules (the grocery tool's start-up went from
 * 195 to 240 KB gzipped, its budget; 230 KB with the split).
 */
const PAGES_WITH_BUDGETS = [
  'src/features/import/ImportPage.tsx',
  'src/features/meal-plan/MealPlanTool.tsx',
  'src/features/grocery/GroceryListsTool.tsx',
  'src/features/scaling/RecipeScalerTool.tsx',
  'src/features/substitutions/AiSubstitutionsTool.tsx',
  'src/features/export/ExportTool.tsx',
];
const DASHBOARD_PAGES = [
  'src/features/dashboard/FreeDashboardPage.tsx',
  'src/features/dashboard/PremiumDashboardPage.tsx',
];

/** The modules `from` imports statically, directly or not (the modules themselves included). */
function staticClosure(ctx: ChunkingContext, from: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function pageChunkGroups(webDir: string): CodeSplittingGroup[] {
  let chunkOf: ((id: string) => string | null) | undefined;
  const name = (id: string, ctx: ChunkingContext): string | null => {
    chunkOf ??= (() => {
      const at = (file: string) => join(webDir, file);
      const entry = staticClosure(ctx, [ENTRY, ...VISITOR_PAGES].map(at));
      const source = at('src/');
      const recipe = staticClosure(ctx, RECIPE_PAGES.map(at));
      const dashboard = staticClosure(ctx, DASHBOARD_PAGES.map(at));
      const budgeted = staticClosure(ctx, PAGES_WITH_BUDGETS.map(at));
      const pages = new Set([...RECIPE_PAGES, ...DASHBOARD_PAGES].map(at));
      return (module: string) => {
        // A page keeps a chunk of its own, which the router loads (and the build's preload tables name).
        if (!module.startsWith(source) || entry.has(module) || pages.has(module)) return null;
        const inRecipe = recipe.has(module);
        const inDashboard = dashboard.has(module);
        if (inRecipe && inDashboard) return 'signed-in';
        if (inRecipe) return budgeted.has(module) ? 'recipe-shared' : 'recipe-page';
        if (inDashboard) return 'dashboard';
        return null;
      };
    })();
    return chunkOf(id);
  };
  return [{ name, debugName: 'page-chunks', includeDependenciesRecursively: false }];
}
