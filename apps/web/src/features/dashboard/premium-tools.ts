import { CalendarDays, FileDown, Scale, ShoppingCart, Sparkles, type LucideIcon } from 'lucide-react';

export type PremiumTool = 'grocery' | 'scale' | 'export' | 'substitutions' | 'meal-plan';

export interface PremiumToolInfo {
  id: PremiumTool;
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Spec §2 premium dashboard's four tiles, and the meal plan's; each opens /tools/{id}. */
export const PREMIUM_TOOLS: readonly PremiumToolInfo[] = [
  { id: 'grocery', icon: ShoppingCart, title: 'Grocery List', text: 'Generate from recipes' },
  { id: 'scale', icon: Scale, title: 'Scale Recipe', text: 'Adjust serving sizes' },
  { id: 'export', icon: FileDown, title: 'Export PDF', text: 'Download recipes' },
  { id: 'substitutions', icon: Sparkles, title: 'AI Substitutions', text: 'Smart ingredient swaps' },
  { id: 'meal-plan', icon: CalendarDays, title: 'Meal plan', text: 'Plan the week, shop once' },
];

export const toolPath = (id: PremiumTool) => `/tools/${id}`;

export function premiumTool(id: string | undefined): PremiumToolInfo | undefined {
  return PREMIUM_TOOLS.find((tool) => tool.id === id);
}
