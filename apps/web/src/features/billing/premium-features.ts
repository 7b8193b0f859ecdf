/** Spec §9 "Premium features list", shown wherever Premium is sold. */
export const PREMIUM_FEATURES = [
  'Unlimited recipe storage',
  'AI grocery list generation',
  'Recipe scaling to any serving size',
  'PDF export',
  'Advanced search and filtering',
  'Priority support',
  'Nutritional analysis',
  'Meal planning calendar',
] as const;
