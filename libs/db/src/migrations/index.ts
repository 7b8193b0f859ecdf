import type { Migration } from 'kysely/migration';
import * as auth20261122 from './20261122T0400-auth.ts';
import * as recipes20261122 from './20261122T0410-recipes.ts';
import * as billing20261122 from './20261122T0420-billing.ts';
import * as recipeGroups20261123 from './20261123T1000-recipe-groups.ts';
import * as grocery20261123 from './20261123T1700-grocery.ts';
import * as shareLinks20261124 from './20261124T0900-share-links.ts';
import * as recipeTimes20261125 from './20261125T0800-recipe-times.ts';
import * as groceryPlanLists20261127 from './20261127T1000-grocery-plan-lists.ts';
import * as mealPlans20261127 from './20261127T1000-meal-plans.ts';
import * as nutritionChoices20261127 from './20261127T1100-nutrition-choices.ts';
import * as recipeSearch20261127 from './20261127T1200-recipe-search.ts';
import * as billingRefunds20261127 from './20261127T1300-billing-refunds.ts';
import * as recipeEnergy20261127 from './20261127T1400-recipe-energy.ts';
import * as recipePhotos20261128 from './20261128T0100-recipe-photos.ts';
import * as recipeNotes20261128 from './20261128T0200-recipe-notes.ts';
import * as tagKeys20261128 from './20261128T0300-tag-keys.ts';
import * as groceryListChanges20261129 from './20261129T0300-grocery-list-changes.ts';
import * as households20261130 from './20261130T0100-households.ts';
import * as householdLibrary20261201 from './20261201T0100-household-library.ts';

/** Every migration, by timestamped name; names sort in the order they apply. */
export const migrations: Record<string, Migration> = {
  '20261122T0400-auth': auth20261122,
  '20261122T0410-recipes': recipes20261122,
  '20261122T0420-billing': billing20261122,
  '20261123T1000-recipe-groups': recipeGroups20261123,
  '20261123T1700-grocery': grocery20261123,
  '20261124T0900-share-links': shareLinks20261124,
  '20261125T0800-recipe-times': recipeTimes20261125,
  '20261127T1000-grocery-plan-lists': groceryPlanLists20261127,
  '20261127T1000-meal-plans': mealPlans20261127,
  '20261127T1100-nutrition-choices': nutritionChoices20261127,
  '20261127T1200-recipe-search': recipeSearch20261127,
  '20261127T1300-billing-refunds': billingRefunds20261127,
  '20261127T1400-recipe-energy': recipeEnergy20261127,
  '20261128T0100-recipe-photos': recipePhotos20261128,
  '20261128T0200-recipe-notes': recipeNotes20261128,
  '20261128T0300-tag-keys': tagKeys20261128,
  '20261129T0300-grocery-list-changes': groceryListChanges20261129,
  '20261130T0100-households': households20261130,
  '20261201T0100-household-library': householdLibrary20261201,
};
