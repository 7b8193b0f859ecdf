import { GROCERY_CATEGORIES, UNKNOWN_AMOUNT } from '@cookmark/kitchen';
import { z } from 'zod';
import { GROCERY_LIMITS, GROCERY_MESSAGES } from './grocery-limits.ts';
import { MEASURE_SYSTEMS, SCALING_MESSAGES } from './scaling-limits.ts';

const uuid = z.guid({ message: GROCERY_MESSAGES.recipeIdInvalid });

/** Optional text: trimmed; empty or null means none. */
const optionalText = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, { message })
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .optional();

/** An amount as shown: '1 ½', '250', '2–3'; '?' when unknown (a number is written as text). */
const quantitySchema = z
  .union(
    [
      z.string(),
      z
        .number()
        .finite({ message: GROCERY_MESSAGES.quantityInvalid })
        .nonnegative({ message: GROCERY_MESSAGES.quantityInvalid }),
    ],
    {
      error: () => GROCERY_MESSAGES.quantityInvalid,
    },
  )
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(z.string().max(GROCERY_LIMITS.quantity, { message: GROCERY_MESSAGES.quantityInvalid }))
  .transform((value) => value || UNKNOWN_AMOUNT);

/** One stored item. A missing id gets a new one; `checked` is false unless sent. */
export const groceryItemInputSchema = z.object({
  id: z
    .string({ message: GROCERY_MESSAGES.itemIdInvalid })
    .trim()
    .min(1, { message: GROCERY_MESSAGES.itemIdInvalid })
    .max(GROCERY_LIMITS.itemId, { message: GROCERY_MESSAGES.itemIdInvalid })
    .optional(),
  name: z
    .string({ message: GROCERY_MESSAGES.itemNameRequired })
    .trim()
    .min(1, { message: GROCERY_MESSAGES.itemNameRequired })
    .max(GROCERY_LIMITS.itemName, { message: GROCERY_MESSAGES.itemNameTooLong }),
  quantity: quantitySchema.default(UNKNOWN_AMOUNT),
  unit: optionalText(GROCERY_LIMITS.unit, GROCERY_MESSAGES.unitTooLong),
  checked: z.boolean({ message: GROCERY_MESSAGES.checkedInvalid }).default(false),
  recipeSources: z
    .array(
      z.string().trim().max(GROCERY_LIMITS.recipeSource, { message: GROCERY_MESSAGES.recipeSourcesInvalid }),
      {
        message: GROCERY_MESSAGES.recipeSourcesInvalid,
      },
    )
    .max(GROCERY_LIMITS.recipeSources, { message: GROCERY_MESSAGES.recipeSourcesInvalid })
    .default([]),
  notes: optionalText(GROCERY_LIMITS.notes, GROCERY_MESSAGES.notesTooLong),
});
export type GroceryItemInput = z.input<typeof groceryItemInputSchema>;

/** Category groups as sent: each category at most once, at most 500 items over all, ids unique. */
export const groceryItemsInputSchema = z
  .array(
    z.object(
      {
        category: z.enum(GROCERY_CATEGORIES, { message: GROCERY_MESSAGES.categoryInvalid }),
        items: z.array(groceryItemInputSchema, { message: GROCERY_MESSAGES.itemsInvalid }),
      },
      { message: GROCERY_MESSAGES.itemsInvalid },
    ),
    { message: GROCERY_MESSAGES.itemsInvalid },
  )
  .max(GROCERY_CATEGORIES.length, { message: GROCERY_MESSAGES.categoryRepeated })
  .superRefine((groups, ctx) => {
    const categories = new Set(groups.map((g) => g.category));
    if (categories.size !== groups.length)
      ctx.addIssue({ code: 'custom', message: GROCERY_MESSAGES.categoryRepeated });
    const items = groups.flatMap((g) => g.items);
    if (items.length > GROCERY_LIMITS.items)
      ctx.addIssue({ code: 'custom', message: GROCERY_MESSAGES.tooManyItems });
    const ids = items.flatMap((item) => (item.id === undefined ? [] : [item.id]));
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: GROCERY_MESSAGES.itemIdRepeated });
  });
export type GroceryItemsInput = z.input<typeof groceryItemsInputSchema>;

const nameSchema = z
  .string({ message: GROCERY_MESSAGES.nameAndRecipesRequired })
  .trim()
  .min(1, { message: GROCERY_MESSAGES.nameAndRecipesRequired })
  .max(GROCERY_LIMITS.name, { message: GROCERY_MESSAGES.nameTooLong });

/** Distinct recipe ids, in the order first sent. */
const recipeIdsSchema = (missing: string) =>
  z
    .array(uuid, { error: (issue) => (issue.input == null ? missing : GROCERY_MESSAGES.recipeIdInvalid) })
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .pipe(
      z
        .array(z.string())
        .min(1, { message: missing })
        .max(GROCERY_LIMITS.recipes, { message: GROCERY_MESSAGES.tooManyRecipes }),
    );

/** `POST /api/grocery-lists` (spec §7): a non-blank name and at least one recipe (spec §5). */
export const groceryListCreateSchema = z.object({
  name: nameSchema,
  items: groceryItemsInputSchema.default([]),
  recipeIds: recipeIdsSchema(GROCERY_MESSAGES.nameAndRecipesRequired),
});
export type GroceryListCreateInput = z.input<typeof groceryListCreateSchema>;
export type GroceryListCreate = z.output<typeof groceryListCreateSchema>;

/**
 * `PATCH /api/grocery-lists/:id`: any of a new name, all items replaced (editing), and `checks`
 * that tick or untick single items by id (shopping on a phone: two devices ticking different items
 * never undo each other). `checks` apply after `items`; ids not in the list are ignored.
 */
export const groceryListUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    items: groceryItemsInputSchema.optional(),
    checks: z
      .array(
        z.object({
          id: z.string({ message: GROCERY_MESSAGES.itemIdInvalid }).max(GROCERY_LIMITS.itemId, {
            message: GROCERY_MESSAGES.itemIdInvalid,
          }),
          checked: z.boolean({ message: GROCERY_MESSAGES.checkedInvalid }),
        }),
        { message: 'Checks must be a list of {id, checked}' },
      )
      .max(GROCERY_LIMITS.items, { message: GROCERY_MESSAGES.tooManyItems })
      .optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: GROCERY_MESSAGES.nothingToUpdate,
  });
export type GroceryListUpdateInput = z.input<typeof groceryListUpdateSchema>;
export type GroceryListUpdate = z.output<typeof groceryListUpdateSchema>;

const itemIdSchema = z
  .string({ message: GROCERY_MESSAGES.itemIdInvalid })
  .trim()
  .min(1, { message: GROCERY_MESSAGES.itemIdInvalid })
  .max(GROCERY_LIMITS.itemId, { message: GROCERY_MESSAGES.itemIdInvalid });

/** The id a client gives a change, so that sending it again (after a lost answer) applies it once. */
export const CHANGE_ID_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{${GROCERY_LIMITS.changeIdMin},${GROCERY_LIMITS.changeIdMax}}$`,
);
const changeIdSchema = z
  .string({ message: GROCERY_MESSAGES.changeIdInvalid })
  .regex(CHANGE_ID_PATTERN, { message: GROCERY_MESSAGES.changeIdInvalid });

/** What an edit of a line sets (at least one of them): the same bounds as an item's. */
const lineEditSchema = z
  .object(
    {
      name: groceryItemInputSchema.shape.name.optional(),
      quantity: quantitySchema.optional(),
      unit: optionalText(GROCERY_LIMITS.unit, GROCERY_MESSAGES.unitTooLong),
    },
    { message: GROCERY_MESSAGES.editEmpty },
  )
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    message: GROCERY_MESSAGES.editEmpty,
  });

/**
 * One change to a stored list, as a phone makes it (offline too). A tick sets the item's state
 * rather than toggling it, so a line ticked on two phones stays ticked; an added item carries the
 * id its client made, so later changes to it can name it before the server has seen it; an edit
 * sets the name, amount or unit it names and leaves the tick alone.
 */
export const groceryListChangeSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      id: changeIdSchema,
      type: z.literal('check'),
      itemId: itemIdSchema,
      checked: z.boolean({ message: GROCERY_MESSAGES.checkedInvalid }),
    }),
    z.object({
      id: changeIdSchema,
      type: z.literal('add'),
      category: z.enum(GROCERY_CATEGORIES, { message: GROCERY_MESSAGES.categoryInvalid }),
      item: groceryItemInputSchema.extend({ id: itemIdSchema }),
    }),
    z.object({ id: changeIdSchema, type: z.literal('edit'), itemId: itemIdSchema, edit: lineEditSchema }),
    z.object({ id: changeIdSchema, type: z.literal('remove'), itemId: itemIdSchema }),
  ],
  { error: () => GROCERY_MESSAGES.changeTypeInvalid },
);
export type GroceryListChangeInput = z.input<typeof groceryListChangeSchema>;
export type GroceryListChange = z.output<typeof groceryListChangeSchema>;

/** `POST /api/grocery-lists/:id/changes`: changes applied in the order sent. */
export const groceryListChangesRequestSchema = z.object({
  changes: z
    .array(groceryListChangeSchema, { message: GROCERY_MESSAGES.changesRequired })
    .min(1, { message: GROCERY_MESSAGES.changesRequired })
    .max(GROCERY_LIMITS.changesPerCall, { message: GROCERY_MESSAGES.tooManyChanges }),
});
export type GroceryListChangesRequestInput = z.input<typeof groceryListChangesRequestSchema>;
export type GroceryListChangesRequest = z.output<typeof groceryListChangesRequestSchema>;

/**
 * What became of one change: applied; skipped (nothing to do: the item was removed, or one with
 * that id is already there); refused (the list is full, with the message to show).
 */
export const groceryChangeAnswerSchema = z.object({
  id: z.string(),
  result: z.enum(['applied', 'skipped', 'refused']),
  message: z.string().optional(),
});
export type GroceryChangeAnswer = z.infer<typeof groceryChangeAnswerSchema>;

/**
 * `POST /api/grocery-lists/preview`: the merged list of the chosen recipes, not stored. With
 * `servings`, each recipe is scaled from its own servings (4 when it has none) to that many; with
 * `system`, every total is written in US or metric units (by default each in the system most of
 * its lines use).
 */
export const groceryPreviewRequestSchema = z.object({
  recipeIds: recipeIdsSchema(GROCERY_MESSAGES.previewRecipesRequired),
  servings: z
    .number({ message: GROCERY_MESSAGES.servingsInvalid })
    .int({ message: GROCERY_MESSAGES.servingsInvalid })
    .min(1, { message: GROCERY_MESSAGES.servingsInvalid })
    .max(GROCERY_LIMITS.servings, { message: GROCERY_MESSAGES.servingsInvalid })
    .optional(),
  system: z.enum(MEASURE_SYSTEMS, { message: SCALING_MESSAGES.systemInvalid }).optional(),
});
export type GroceryPreviewRequestInput = z.input<typeof groceryPreviewRequestSchema>;
export type GroceryPreviewRequest = z.output<typeof groceryPreviewRequestSchema>;

export const groceryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The amount as shown ('1 ½', '250'); '?' when unknown. */
  quantity: z.string(),
  unit: z.string().nullable(),
  checked: z.boolean(),
  /** Titles of the recipes the item came from. */
  recipeSources: z.array(z.string()),
  notes: z.string().nullable(),
});
export type GroceryItem = z.infer<typeof groceryItemSchema>;

export const groceryCategoryGroupSchema = z.object({
  category: z.enum(GROCERY_CATEGORIES),
  items: z.array(groceryItemSchema),
});
export type GroceryCategoryGroup = z.infer<typeof groceryCategoryGroupSchema>;

/** A stored list as every list call answers it. */
export const groceryListSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  items: z.array(groceryCategoryGroupSchema),
  /** The recipes it was made from; a recipe deleted later leaves the list as it was. */
  recipeIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroceryList = z.infer<typeof groceryListSchema>;

/** `GET /api/grocery-lists`: the user's lists, newest first. */
export const groceryListsResponseSchema = z.array(groceryListSchema);
export type GroceryListsResponse = z.infer<typeof groceryListsResponseSchema>;

/** The list after the changes, and each change's answer (a change sent again: its first answer). */
export const groceryListChangesResponseSchema = z.object({
  list: groceryListSchema,
  changes: z.array(groceryChangeAnswerSchema),
});
export type GroceryListChangesResponse = z.infer<typeof groceryListChangesResponseSchema>;

/** `POST /api/grocery-lists/preview`: category groups in the spec's order, items alphabetical. */
export const groceryPreviewResponseSchema = z.object({
  items: z.array(groceryCategoryGroupSchema),
});
export type GroceryPreviewResponse = z.infer<typeof groceryPreviewResponseSchema>;

/** `POST /internal/recipes/contents` on the recipes service: only that user's recipes. */
export const recipeContentsRequestSchema = z.object({
  userId: z.guid(),
  ids: z.array(z.guid()).min(1).max(GROCERY_LIMITS.recipes),
});
export type RecipeContentsRequest = z.infer<typeof recipeContentsRequestSchema>;

export const recipeContentsSchema = z.object({
  id: z.string(),
  title: z.string(),
  servings: z.number(),
  ingredients: z.array(z.string()),
});
export type RecipeContents = z.infer<typeof recipeContentsSchema>;

/** The user's recipes among the ids asked for, in the order asked; ids not theirs are left out. */
export const recipeContentsResponseSchema = z.object({ recipes: z.array(recipeContentsSchema) });
export type RecipeContentsResponse = z.infer<typeof recipeContentsResponseSchema>;
