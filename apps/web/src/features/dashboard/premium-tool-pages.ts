import { lazyPage } from '../../lib/lazy-page';

/** The premium tools, each its own chunk, loaded when opened. */
export const MealPlanTool = lazyPage(() => import('../meal-plan/MealPlanTool'), 'MealPlanTool');
export const GroceryListsTool = lazyPage(() => import('../grocery/GroceryListsTool'), 'GroceryListsTool');
export const RecipeScalerTool = lazyPage(() => import('../scaling/RecipeScalerTool'), 'RecipeScalerTool');
export const AiSubstitutionsTool = lazyPage(
  () => import('../substitutions/AiSubstitutionsTool'),
  'AiSubstitutionsTool',
);
export const ExportTool = lazyPage(() => import('../export/ExportTool'), 'ExportTool');
