import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './timestamp.ts';

/** A stored item of a grocery list (see libs/contracts' `groceryItemSchema`). */
export interface GroceryItemRow {
  id: string;
  name: string;
  quantity: string;
  unit: string | null;
  checked: boolean;
  recipeSources: string[];
  notes: string | null;
}

export interface GroceryCategoryRow {
  category: string;
  items: GroceryItemRow[];
}

export interface GroceryListsTable {
  id: Generated<string>;
  userId: string;
  name: string;
  /** Category groups: read as parsed JSON, written as JSON text. */
  items: ColumnType<GroceryCategoryRow[], string, string>;
  recipeIds: ColumnType<string[], string, string>;
  /** The meal plan days a list was built from ('YYYY-MM-DD'); null for a list made by hand. */
  planFrom: ColumnType<string | null, string | null | undefined, string | null>;
  planTo: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** A change applied to a list, by the id its client gave it (see the list-changes migration). */
export interface GroceryListChangesTable {
  listId: string;
  changeId: string;
  /** Who made the change. */
  userId: string;
  /** The change as sent: read as parsed JSON, written as JSON text. */
  change: ColumnType<unknown, string, string>;
  /** What the first application answered; a replay answers the same. */
  answer: ColumnType<unknown, string, string>;
  appliedAt: Timestamp;
}

export interface GroceryTables {
  'grocery.lists': GroceryListsTable;
  'grocery.list_changes': GroceryListChangesTable;
}
