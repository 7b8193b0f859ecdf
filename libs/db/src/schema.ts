import type { AuthTables } from './tables/auth.ts';
import type { BillingTables } from './tables/billing.ts';
import type { GroceryTables } from './tables/grocery.ts';
import type { RecipesTables } from './tables/recipes.ts';

export type { Timestamp } from './tables/timestamp.ts';
export type * from './tables/auth.ts';
export type * from './tables/billing.ts';
export type * from './tables/grocery.ts';
export type * from './tables/recipes.ts';

/** Every table, keyed by `schema.table` (one Postgres schema per service). */
export type Database = AuthTables & RecipesTables & BillingTables & GroceryTables;
